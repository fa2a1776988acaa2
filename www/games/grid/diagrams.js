// @ts-check
// The grid games' diagrams of the rules pages (rules.html): each position,
// what to highlight. The words that describe each board to someone who cannot
// see it are in the rules page itself (hidden ".board-label" spans), in its
// language. Positions are drawn as text pictures, top row first as a player of
// Light sees the board: "." empty, "L" a Light piece (side 0), "D" a Dark piece
// (side 1); `pictureBoard` turns one into the engine's board (RULES.md section 0).
// Start positions are not drawn here: the page asks the engine for them, so
// they cannot drift from the rules.

import { pictureRows, atStart } from "../diagram.js";

const GRID_PIECES = { ".": 0, L: 1, D: 2 };

function pictureBoard(picture) {
  const rows = pictureRows(picture);
  return { kind: "grid", files: rows[0].length, ranks: rows.length, cells: rows.flat().map((mark) => GRID_PIECES[mark]) };
}

// The board a diagram shows and the squares it marks: a start position's
// both from the engine (Seega's centre), a picture's as the diagram says.
export function diagramBoard(spec) {
  if (spec.start) return atStart(spec.start, (game) => ({ board: game.board(), marked: game.situation().marked, path: null }));
  return { board: pictureBoard(spec.picture), marked: spec.marked ?? [], path: null };
}

// Each figure in rules.html names one entry by its data-diagram attribute.
// A figure shows one board, or several side by side; `beforeAfter` puts an
// arrow between them. A board is `start` (the engine's opening position of a
// rule set with options) or `picture`.
export const DIAGRAMS = {
  "siga-setup": {
    boards: [{
      start: { ruleset: "siga" },
    }],
  },
  "siga-capture": {
    beforeAfter: true,
    boards: [
      {
        picture: `
          . D . . . D
          . . . D D .
          . . D . . .
          . . L . . .
          . . L . L .
          L L . . . L`,
        selected: "c3",
        destinations: ["b3", "d3", "c4"],
      },
      {
        picture: `
          . D . . . D
          . . . D D .
          . . L . . .
          . . . . . .
          . . L . L .
          L L . . . L`,
        lastMove: { from: "c3", to: "c4" },
        captured: [0, 1],
      },
    ],
  },
  "siga-diagonal": {
    boards: [{
      picture: `
        . . . . . .
        . . . . . .
        . . . . D .
        . . . L . .
        . . L . . .
        . . . . . .`,
      selected: "d3",
      destinations: ["c4", "d4", "e4", "c3", "e3", "d2", "e2"],
    }],
  },
  "siga-boards": {
    boards: [
      {
        start: { ruleset: "siga", options: { board: "4x5" } },
      },
      {
        start: { ruleset: "siga", options: { board: "6x8" } },
      },
    ],
  },
  "seega-sudan-boards": {
    boards: ["7x7", "9x9"].map((board) => ({ start: { ruleset: "seega-sudan", options: { board } } })),
  },
  "seega-egypt-boards": {
    boards: ["7x7", "9x9"].map((board) => ({ start: { ruleset: "seega-egypt", options: { board } } })),
  },
  "seega-sudan-placed": {
    boards: [{
      picture: `
        D L D D L
        L D L L D
        D L . D L
        L D L D L
        D L D L D`,
      marked: ["c3"],
    }],
  },
  "seega-sudan-capture": {
    beforeAfter: true,
    boards: [
      {
        picture: `
          . L . L .
          . D D . .
          . . D L .
          . L . . D
          D . . . .`,
        marked: ["c3"],
        selected: "b2",
        destinations: ["b3"],
      },
      {
        picture: `
          . L . L .
          . . . . .
          . L D L .
          . . . . D
          D . . . .`,
        marked: ["c3"],
        lastMove: { from: "b2", to: "b3" },
        captured: [0, 2],
      },
    ],
  },
  "seega-egypt-cross": {
    boards: [{
      start: { ruleset: "seega-egypt" },
    }],
  },
  "seega-egypt-capture": {
    beforeAfter: true,
    boards: [
      {
        picture: `
          . . D . .
          . L . . .
          . D . . L
          L . D L .
          . D . . .`,
        marked: ["c3"],
        selected: "a2",
        destinations: ["b2"],
      },
      {
        picture: `
          . . D . .
          . L . . .
          . . . . L
          . L . L .
          . D . . .`,
        marked: ["c3"],
        lastMove: { from: "a2", to: "b2" },
        captured: [0, 2],
      },
    ],
  },
};
