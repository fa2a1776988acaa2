// Node's entry of the package: the browser's module, its WebAssembly read
// from the package's own file when imported, so the API is ready at once.
import { readFileSync } from "node:fs";
import { initSync } from "./desert_games.js";

initSync({ module: readFileSync(new URL("./desert_games_bg.wasm", import.meta.url)) });

export * from "./desert_games.js";
