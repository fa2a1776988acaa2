// @ts-check
// Where the engine's wasm and the computer's worker come from. On a website
// they are files beside these modules; the one-file copy (tools/one-file.mjs)
// carries them inline and says so through `globalThis.desertGamesInline`.

const inline = globalThis.desertGamesInline;

// The one-file copy is its own offline copy: it has no service worker beside it.
export const isOneFileCopy = Boolean(inline);

// What the engine's `init` is given: the bytes, or the address of its file.
// Said here rather than left to the engine's own module, which finds the file
// beside itself: in a bundle (tools/bundle.mjs) that module is not there.
export const engineInput = { module_or_path: inline ? inline.wasm : new URL("../../pkg/desert_games_bg.wasm", import.meta.url) };

// The inline worker is a classic script: Chromium runs no module worker from file://.
export const createWorker = () =>
  inline ? new Worker(inline.workerUrl) : new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
