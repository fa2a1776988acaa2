// The diagrams of the rules pages (rules.html): each position, what to
// highlight. The words that describe each board to someone who cannot see it
// are in the rules page itself (hidden ".board-label" spans), in its language.
// Positions are drawn as text pictures, top row first as a player of Light
// sees the board; `gridCells` and `seigCells` turn them into the engine's
// board arrays (RULES.md section 0 and 4). Start positions are not drawn
// here: the page asks the engine for them, so they cannot drift from the rules.

// Grid games: "." empty, "L" a Light piece (side 0), "D" a Dark piece (side 1).
const GRID_PIECES = { ".": 0, L: 1, D: 2 };

// Seig: lower case a piece not yet released, capitals a released one,
// "*" a released piece of each side sharing the hole.
const SEIG_PIECES = {
  ".": [0, 0], l: [1, 0], d: [2, 0], L: [1, 1], D: [2, 2], "*": [3, 3],
};

function pictureRows(picture) {
  return picture.trim().split("\n").map((line) => line.trim().split(/\s+/)).reverse();
}

export function gridCells(picture) {
  const rows = pictureRows(picture);
  return { files: rows[0].length, ranks: rows.length, cells: rows.flat().map((mark) => GRID_PIECES[mark]) };
}

// Rows d (top, Dark's side) to a (bottom, Light's side), holes 1 to 12 left to right.
export function seigCells(picture) {
  const holes = pictureRows(picture).flat().map((mark) => SEIG_PIECES[mark]);
  return { rows: 4, columns: 12, cells: holes.map(([cell]) => cell), released: holes.map(([, released]) => released) };
}

// Each figure in rules.html names one entry by its data-diagram attribute.
// A figure shows one board, or several side by side; `beforeAfter` puts an
// arrow between them.
// Board kinds: `start` (the engine's opening position of a rule set with
// options), `grid` (a picture) or `seig` (a picture).
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
        grid: `
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
        grid: `
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
      grid: `
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
      grid: `
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
        grid: `
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
        grid: `
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
        grid: `
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
        grid: `
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
  "seig-path": {
    boards: [{
      start: { ruleset: "seig" },
      pathSide: 0,
    }],
  },
  "seig-spend": {
    boards: [{
      seig: `
        d d d d d d d d d d . .
        . . . . . . D . . . . .
        . . . . D . . . . . . L
        l l l l l l l l l l l .`,
      selected: "b12",
      destinations: [
        { hole: "b9", label: "3" },
        { hole: "b8", label: "4" },
        { hole: "b5", label: "4+3", takes: true },
      ],
    }],
  },
};
