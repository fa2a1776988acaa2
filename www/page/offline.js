// @ts-check
// Registers the service worker (sw.js at the site root) so the game plays
// offline after one visit, and tells the page when a new build is ready.
// The new build takes over only when the player says so in one tab; then every
// open tab of the site reloads once, so no tab runs old scripts beside the new
// build's worker and engine. (The game is saved on every move, so a reload
// loses nothing.)

import { isOneFileCopy } from "../engine/engine-source.js";
import { words } from "../lang/text.js";

const { updateReadyText, updateButtonText } = words;

function keepOffline(onUpdateReady) {
  if (isOneFileCopy || !("serviceWorker" in navigator) || !/^https?:$/.test(location.protocol)) return;
  // A tab that had no controller yet is being claimed by the first install: no update.
  let controlled = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (controlled) location.reload();
    controlled = true;
  });
  const offer = (worker) => onUpdateReady(() => worker.postMessage("activate-update"));
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

// Keeps the game offline, and offers a new build in the bar `update-ready` (its text and button).
export function offerUpdates($) {
  keepOffline((activate) => {
    Object.assign($("update-text"), { textContent: updateReadyText });
    Object.assign($("update-button"), { textContent: updateButtonText, onclick: activate });
    $("update-ready").hidden = false;
  });
}
