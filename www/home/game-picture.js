// A picture of a rule set's start, drawn by the game's own board renderer
// from the engine's position, so it cannot drift from the rules.

import { Game } from "../../pkg/desert_games.js";
import { GridView } from "../board/grid-view.js";
import { SeigView } from "../seig/seig-view.js";

export function drawStart(canvas, ruleset) {
  const game = new Game(ruleset);
  const board = game.board();
  const marked = game.situation().marked;
  game.free();
  if (board.rows) {
    new SeigView(canvas).show({
      cells: board.cells, released: board.released, counts: [0, 0], endgame: false, actingSide: null, canThrow: false,
      stickCount: 8, pickable: [], selected: null, destinations: [], path: null, lastMove: null, better: null,
    });
  } else {
    new GridView(canvas).show({
      board, flipped: false, selected: null, destinations: [], lastMove: null, marked, captured: [0, 0], drag: null, better: null,
    });
  }
}
