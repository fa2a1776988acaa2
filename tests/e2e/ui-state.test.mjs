// The headless UI state on its own (no browser): what a press means for
// steps, captures and Seega-style placements, fed the engine's moves as data,
// and how a match is scored.

import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { BoardUi } from "../../www/games/grid/board-ui.js";
import { Match } from "../../www/session/match.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const { default: init, Game } = await import(pathToFileURL(path.join(root, "dist/pkg/desert_games.js")).href);
await init({ module_or_path: fs.readFileSync(path.join(root, "dist/pkg/desert_games_bg.wasm")) });

// The legal moves of a position, as g.moves() gives them.
function movesAfter(ruleset, options, played) {
  const game = new Game(ruleset, options);
  for (const move of played) game.play(move);
  const moves = game.moves();
  game.free();
  return moves;
}

// A Siga 4x5 position, Light to move: b3 may step to a3 or b2, or capture on b4 or c3 (b3xc3).
const SIGA = movesAfter("siga", { board: "4x5" }, ["b2-b3", "c4-c3"]);

test("pick a piece, then a destination; anything else deselects", () => {
  const ui = new BoardUi();
  ui.setLegalMoves(SIGA, true);
  assert.deepEqual(ui.press("b3"), { move: null, draggable: true });
  assert.deepEqual(ui.destinations().sort(), ["a3", "b2", "b4", "c3"]);
  assert.deepEqual(ui.press("c3"), { move: "b3xc3", draggable: false });
  assert.equal(ui.selected, null);
  ui.press("a2");
  ui.press("d4");
  assert.equal(ui.selected, null, "an illegal square deselects");
  ui.press("a2");
  ui.release();
  ui.press("a2");
  ui.release();
  assert.equal(ui.selected, null, "a second tap on the picked piece drops it");
});

test("a hint's picked piece stays picked when the player taps it, then its step plays", () => {
  const ui = new BoardUi();
  ui.setLegalMoves(SIGA, true);
  ui.pickForHint("b3");
  ui.press("b3");
  ui.release();
  assert.equal(ui.selected, "b3", "the tap the hint asks for keeps the piece");
  assert.deepEqual(ui.press("b2"), { move: "b3-b2", draggable: false });
  // Only the first tap is the hint's: a piece picked by hand drops at a second tap, as always.
  ui.pickForHint("b3");
  ui.press("b3");
  ui.release();
  ui.press("b3");
  ui.release();
  assert.equal(ui.selected, null);
});

test("a drag ends in a move only on a legal square", () => {
  const ui = new BoardUi();
  ui.setLegalMoves(SIGA, true);
  ui.press("a2");
  assert.equal(ui.drop("a4"), null);
  assert.equal(ui.selected, "a2");
  assert.equal(ui.drop("a3"), "a2-a3");
});

test("during placement a tap on a legal empty square places", () => {
  const ui = new BoardUi();
  ui.setLegalMoves(movesAfter("seega-sudan", {}, ["a1"]), true);
  assert.deepEqual(ui.press("b1"), { move: "b1", draggable: false });
  assert.deepEqual(ui.press("c3"), { move: null, draggable: false }, "the centre");
  assert.deepEqual(ui.press("a1"), { move: null, draggable: false }, "a square taken");
});

test("nothing can be picked when the human may not act", () => {
  const ui = new BoardUi();
  ui.setLegalMoves(SIGA, false);
  assert.deepEqual(ui.press("a2"), { move: null, draggable: false });
});

test("a match alternates the first side and ends on a majority", () => {
  const start = new Match(3, 0);
  assert.equal(start.currentFirstSide, 0);
  const one = start.after(1);
  assert.deepEqual(start.winners, [], "counting a game leaves the match it came from as it was");
  assert.equal(one.currentFirstSide, 1);
  assert.equal(one.over, false);
  const two = one.after(null);
  assert.equal(two.over, false);
  const three = two.after(1);
  assert.equal(three.over, true);
  assert.equal(three.winner, 1);
  const early = new Match(5, 1).after(0).after(0).after(0);
  assert.equal(early.over, true, "three wins of five cannot be caught");
});
