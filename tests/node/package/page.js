// The entry esbuild bundles in package.test.mjs: a page of another site that
// imports the engine and the <desert-game> element from the npm package.
import init, { Game } from "desert-games";
import { defineDesertGame } from "desert-games/board";

// The bundle's own folder holds desert_games_bg.wasm, which init() loads.
await init();
const game = new Game("seega-egypt", null);
const first = game.play(game.legalMoves()[0]);
window.engine = { move: first.move, history: game.history(), saved: game.toJSON() };

window.received = [];
const board = document.querySelector("desert-game");
for (const type of ["move", "end"]) board.addEventListener(type, (event) => window.received.push({ type, detail: event.detail }));
defineDesertGame("desert-games/index.html");
