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
  // Queries carry settings, not other files. A page is found by its path;
  // a navigation to any other address of the site gets the game.
  const fallback = event.request.mode === "navigate" ? new URL("./", self.location.href).href : null;
  event.respondWith(
    caches.open(CACHE).then((cache) =>
      cache
        .match(event.request, { ignoreSearch: true })
        .then((hit) => hit || (fallback && cache.match(fallback)))
        .then((hit) => hit || fetch(event.request)),
    ),
  );
});
