// @ts-check
// Seig's diagrams of the rules pages (rules.html), as the grid games' are
// (www/games/grid/diagrams.js): positions as text pictures, rows d (top, Dark's
// side) to a (bottom, Light's side), holes 1 to 12 left to right; lower case a
// piece not yet released, capitals a released one, "*" a released piece of
// each side sharing the hole (RULES.md section 4). `pathSide`: draw that
// side's paths through the holes, as the engine gives them.

import { pictureRows, atStart } from "../diagram.js";
import { chanceFigures } from "./sticks.js";

const SEIG_PIECES = {
  ".": [0, 0], l: [1, 0], d: [2, 0], L: [1, 1], D: [2, 2], "*": [3, 3],
};

function pictureBoard(picture) {
  const rows = pictureRows(picture);
  const holes = rows.flat().map((mark) => SEIG_PIECES[mark]);
  const places = atStart({ ruleset: "seig" }, (game) => game.board().places);
  return { kind: "race", rows: rows.length, columns: rows[0].length, cells: holes.map(([cell]) => cell), released: holes.map(([, released]) => released), places };
}

// The board a diagram shows, and the path it draws.
export function diagramBoard(spec) {
  const path = (game) => (spec.pathSide === undefined ? null : { side: spec.pathSide, routes: game.situation().paths[spec.pathSide] });
  if (spec.start) return atStart(spec.start, (game) => ({ board: game.board(), marked: game.situation().marked, path: path(game) }));
  return { board: pictureBoard(spec.picture), marked: spec.marked ?? [], path: null };
}

// The chance of each throw in the rules' tables: each cell says which counts
// of white sides it covers, e.g. "1,7" of 8 sticks; the engine's table of
// throws says how many falls give each. A table is its section's rule set's,
// with the options it names (the Tidikelt's six sticks), as the game starts.
export function fillChances(root, { chanceText }) {
  for (const table of root.querySelectorAll("table[data-sticks]")) {
    const start = { ruleset: table.closest("[data-game]").dataset.game, options: JSON.parse(table.dataset.options ?? "{}") };
    atStart(start, (game) => {
      const rows = game.throwTable().tables[table.dataset.sticks];
      for (const cell of table.querySelectorAll("[data-whites]")) {
        const covered = cell.dataset.whites.split(",").map((whites) => rows[Number(whites)]);
        cell.textContent = chanceText(...chanceFigures(covered.reduce((sum, { ways }) => sum + ways, 0), covered[0].of));
      }
    });
  }
}

export const DIAGRAMS = {
  "seig-path": {
    boards: [{
      start: { ruleset: "seig" },
      pathSide: 0,
    }],
  },
  "seig-spend": {
    boards: [{
      picture: `
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
