// Service worker: keeps one complete build in a cache named after it, so the
// game loads and plays offline after one visit, and never mixes files of two
// builds (old script with new wasm). `tools/finish-dist.mjs` writes BUILD and
// FILES at the top of the copy in dist/.

const CACHE = `desert-games-${BUILD}`;

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)));
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
  // Fragments and queries carry game records and settings, not other files.
  const lookup = event.request.mode === "navigate" ? new URL("./", self.location.href).href : event.request;
  event.respondWith(
    caches.open(CACHE).then((cache) => cache.match(lookup, { ignoreSearch: true }).then((hit) => hit || fetch(event.request))),
  );
});
