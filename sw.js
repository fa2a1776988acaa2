// Service worker: keeps one complete build in a cache named after it, so the
// game loads and plays offline after one visit, and never mixes files of two
// builds (old script with new wasm). `tools/finish-dist.mjs` writes BUILD,
// FILES and HASHES (each file's SHA-256) at the top of the copy in dist/.
//
// An install fetches every file afresh (past the browser's HTTP cache, which
// may still hold the last build's files) and checks its bytes against this
// build's hash. A file that is missing or of another build (a stale copy on
// a proxy) fails the install: nothing is kept, the build in use goes on
// serving, and the browser tries again at its next update check.

const CACHE = `desert-games-${BUILD}`;

const hex = (buffer) => Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, "0")).join("");

async function fetchChecked(file) {
  const response = await fetch(new Request(file, { cache: "reload" }));
  if (!response.ok) throw new Error(`${file}: HTTP ${response.status}`);
  const digest = hex(await crypto.subtle.digest("SHA-256", await response.clone().arrayBuffer()));
  if (digest !== HASHES[file]) throw new Error(`${file} is not the file of build ${BUILD}`);
  return response;
}

async function installBuild() {
  // Every file is fetched and checked before any is kept.
  const responses = await Promise.all(FILES.map(fetchChecked));
  try {
    const cache = await caches.open(CACHE);
    await Promise.all(FILES.map((file, i) => cache.put(file, responses[i])));
  } catch (error) {
    await caches.delete(CACHE); // no half-kept build (e.g. storage full)
    throw error;
  }
}

self.addEventListener("install", (event) => {
  event.waitUntil(installBuild());
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("desert-games-") && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

// The page asks for this when the player accepts the update.
self.addEventListener("message", (event) => {
  if (event.data === "activate-update") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== "GET" || url.origin !== self.location.origin) return;
  // Queries carry settings, not other files. A page is found by its path; a
  // page the build does not keep (the one-file copy) comes from the network,
  // and a navigation the network cannot answer (offline, or an address of
  // no file) gets the game.
  const navigation = event.request.mode === "navigate";
  const game = (cache) => cache.match(new URL("./", self.location.href).href);
  event.respondWith(
    caches.open(CACHE).then((cache) =>
      cache.match(event.request, { ignoreSearch: true }).then((hit) => {
        if (hit) return hit;
        if (!navigation) return fetch(event.request);
        return fetch(event.request)
          .then((response) => (response.ok ? response : game(cache).then((kept) => kept || response)))
          .catch((error) => game(cache).then((kept) => kept || Promise.reject(error)));
      }),
    ),
  );
});
