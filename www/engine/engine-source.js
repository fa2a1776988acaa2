// Where the engine's wasm and the computer's worker come from. On a website
// they are files beside these modules; the one-file copy (tools/one-file.mjs)
// carries them inline and says so through `globalThis.desertGamesInline`.

const inline = globalThis.desertGamesInline;

// The one-file copy is its own offline copy: it has no service worker beside it.
export const isOneFileCopy = Boolean(inline);

// What the engine's `init` is given: nothing (it fetches its own file) or the bytes.
export const engineInput = inline ? { module_or_path: inline.wasm } : undefined;

// The inline worker is a classic script: Chromium runs no module worker from file://.
export const createWorker = () =>
  inline ? new Worker(inline.workerUrl) : new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
