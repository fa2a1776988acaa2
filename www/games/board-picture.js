// A still picture of a position, drawn by the game's own board renderer: the
// rules pages' diagrams and the home's cards. Nothing on it can be picked.

import { GridView } from "./grid/grid-view.js";
import { SeigView } from "./race/seig-view.js";

// Width over height of a canvas that holds the board: Seig's mound with the
// ground for the sticks below it; a grid board with its frame, and the trays
// of taken pieces beside it only when asked for.
function aspectRatio(board, trays) {
  if (board.rows) return 13.2 / 8;
  return (board.files + 0.32 + (trays === "none" ? 0 : 1.88)) / (board.ranks + 0.32);
}

// board: the engine's board(); marked: squares to mark (Seega's centre);
// trays: "none", or which trays a capture diagram keeps; path: Seig's { side, holes }.
export function drawPicture(canvas, { board, marked = [], selected = null, destinations = [], lastMove = null, captured = [0, 0], trays = "none", path = null }) {
  canvas.style.aspectRatio = String(aspectRatio(board, trays));
  if (board.rows) {
    new SeigView(canvas).show({
      cells: board.cells, released: board.released, counts: [0, 0], endgame: false, actingSide: null, canThrow: false,
      stickCount: 8, pickable: [], selected, destinations, path, lastMove: null, better: null,
    });
  } else {
    new GridView(canvas).show({ board, flipped: false, selected, destinations, lastMove, marked, captured, trays, drag: null, better: null });
  }
}
