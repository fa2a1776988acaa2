// The diagrams of the rules pages (rules.html): each position, what to
// highlight, and the words that describe it to someone who cannot see it.
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
      label: "Siga on the standard 6 by 6 board at the start: Light's 12 pieces fill ranks 1 and 2, Dark's 12 fill ranks 5 and 6, ranks 3 and 4 are empty.",
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
        label: "Before: Light has picked up the piece on c3. It may step left to b3, right to d3, or forward onto c4, where a Dark piece stands. It may not step back to c2, which holds a Light piece.",
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
        label: "After c3xc4: the Light piece now stands on c4 and the Dark piece it displaced lies beside the board, taken.",
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
      label: "With diagonal moves on, the Light piece on d3 has seven steps: c4, d4, c3, e3, d2, e2, and e4, which takes the Dark piece there. Only c2 is closed, by its own piece.",
    }],
  },
  "siga-boards": {
    boards: [
      {
        start: { ruleset: "siga", options: { board: "4x5" } },
        label: "The small board, 4 files by 5 ranks: 8 pieces each in two ranks, one empty rank between them.",
      },
      {
        start: { ruleset: "siga", options: { board: "6x8" } },
        label: "The three-row board, 6 files by 8 ranks: 18 pieces each in three ranks, two empty ranks between them.",
      },
    ],
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
      label: "Seega of Sudan when placing is over: 12 Light and 12 Dark pieces fill every square but the centre, c3, which is marked with a star. Light placed first, so Light opens the second phase by moving a piece into the centre, from b3, c4, d4 or c2.",
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
        label: "Before: Light is about to move b2 to b3. Dark pieces stand on b4, c4, on the centre c3, on e2 and a1; Light pieces on b5, d5 and d3.",
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
        label: "After b2-b3: two Dark pieces are taken at once, b4 (held between b3 and b5) and c4 (held on the diagonal between b3 and d5). The Dark piece on c3 also lies between two Light pieces, b3 and d3, but it stands on the centre and is safe.",
      },
    ],
  },
  "seega-egypt-cross": {
    boards: [{
      start: { ruleset: "seega-egypt" },
      marked: ["c3"],
      label: "Seega of Egypt at the start: the cross. Light pieces on a3 and e3, the ends of the middle row; Dark pieces on c1 and c5, the ends of the middle column. The centre c3 is marked with a star and stays empty.",
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
        label: "Before: Light is about to move a2 to b2. Dark pieces on b3, c2, b1 and c5; Light pieces on b4, d2 and e3.",
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
        label: "After a2-b2: two Dark pieces are taken at once, b3 (held between b2 and b4) and c2 (held between b2 and d2). The Dark piece on b1 is not between two Light pieces and stays. The piece on b2 has no further capture, so Dark moves next.",
      },
    ],
  },
  "seig-path": {
    boards: [{
      start: { ruleset: "seig" },
      pathSide: 0,
      label: "Seig at the start: four rows of 12 holes. Light's 12 twigs lie in row a, nearest Light; Dark's 12 shells lie in row d, nearest Dark; rows b and c, the upper fields, are empty. A dotted line with arrows shows Light's path, an S: along row a from a1 to a12, back along row b from b12 to b1, along row c from c1 to c12, and back along row d from d12 to d1, where it ends. The eight sticks lie in a bundle below the mound.",
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
      label: "A Seig move. Light threw a four, then a three, so the pool holds 4 and 3. Its released twig on b12 may go 3 holes to b9, 4 holes to b8, or 7 holes (4+3) to b5, where it would take Dark's shell. Dark also has a shell on c7; the other twigs and shells still wait in their lower fields, unreleased.",
    }],
  },
};
