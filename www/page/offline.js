// Registers the service worker (sw.js at the site root) so the game plays
// offline after one visit, and tells the page when a new build is ready.
// The new build takes over only when the player says so, then the page reloads
// once, so a game is never run half on old files and half on new ones.

import { isOneFileCopy } from "../engine/engine-source.js";

export function keepOffline(onUpdateReady) {
  if (isOneFileCopy || !("serviceWorker" in navigator) || !/^https?:$/.test(location.protocol)) return;
  let updating = false;
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (updating) location.reload();
  });
  const offer = (worker) =>
    onUpdateReady(() => {
      updating = true;
      worker.postMessage("activate-update");
    });
  navigator.serviceWorker
    .register(new URL("../../sw.js", import.meta.url))
    .then((registration) => {
      if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting);
      registration.addEventListener("updatefound", () => {
        const worker = registration.installing;
        worker?.addEventListener("statechange", () => {
          // With no controller this is the first install, not an update.
          if (worker.state === "installed" && navigator.serviceWorker.controller) offer(worker);
        });
      });
    })
    .catch(() => {
      // No offline copy (e.g. a private window): the game still plays online.
    });
}
