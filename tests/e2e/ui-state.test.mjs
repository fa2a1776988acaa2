// The headless UI state on its own (no browser): what a press means for
// steps, captures and Seega-style placements, and how a match is scored.

import { test } from "node:test";
import assert from "node:assert/strict";
import { BoardUi, parseMove } from "../../www/games/grid/board-ui.js";
import { Match } from "../../www/session/match.js";

test("move texts are read as steps, captures and placements", () => {
  assert.deepEqual(parseMove("b2-b3"), { from: "b2", to: "b3", capture: false });
  assert.deepEqual(parseMove("B2xB3"), { from: "b2", to: "b3", capture: true });
  assert.deepEqual(parseMove("c4"), { to: "c4", placement: true });
  assert.equal(parseMove("throw"), null);
});

test("pick a piece, then a destination; anything else deselects", () => {
  const ui = new BoardUi();
  ui.setLegalMoves(["a2-a3", "b2-b3", "b2xc2"], true);
  assert.deepEqual(ui.press("b2"), { move: null, draggable: true });
  assert.deepEqual(ui.destinations().sort(), ["b3", "c2"]);
  assert.deepEqual(ui.press("c2"), { move: "b2xc2", draggable: false });
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

test("a drag ends in a move only on a legal square", () => {
  const ui = new BoardUi();
  ui.setLegalMoves(["a2-a3"], true);
  ui.press("a2");
  assert.equal(ui.drop("a4"), null);
  assert.equal(ui.selected, "a2");
  assert.equal(ui.drop("a3"), "a2-a3");
});

test("during placement a tap on a legal empty square places", () => {
  const ui = new BoardUi();
  ui.setLegalMoves(["a1", "b1", "d5"], true);
  assert.deepEqual(ui.press("b1"), { move: "b1", draggable: false });
  assert.deepEqual(ui.press("c3"), { move: null, draggable: false });
});

test("nothing can be picked when the human may not act", () => {
  const ui = new BoardUi();
  ui.setLegalMoves(["a2-a3"], false);
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
