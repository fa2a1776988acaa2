// Node's entry: the browser's API, already initialised.
export * from "./desert_games.js";
