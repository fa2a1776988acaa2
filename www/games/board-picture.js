// @ts-check
// A still picture of a position, drawn by the game's own board renderer: the
// rules pages' diagrams and the home's cards. Nothing on it can be picked.

import { kindOfBoard } from "./index.js";

// board: the engine's board(); marked: squares to mark (Seega's centre);
// trays: "none", or which trays a capture diagram keeps; path: a race side's paths, { side, routes }.
export function drawPicture(canvas, { board, marked = [], selected = null, destinations = [], lastMove = null, captured = [0, 0], trays = "none", path = null }) {
  const kind = kindOfBoard(board);
  canvas.style.aspectRatio = String(kind.aspectRatio(board, trays));
  kind.drawPicture(canvas, { board, marked, selected, destinations, lastMove, captured, trays, path });
}
