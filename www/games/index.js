// @ts-check
// The kinds of game the page can show, each behind the same small interface
// (see docs/architecture.md): its board, its part of the new-game panel, its
// seats, how its moves are written, spoken and typed, and its status words.
// The engine says which kind a rule set is (`kind` in `rulesets()`); this is
// the one place that turns that answer into the kind's module.

import { rulesets } from "../../pkg/desert_games.js";
import { grid } from "./grid/index.js";
import { race } from "./race/index.js";

export const KINDS = [grid, race];

// The fields of every board's debugState() (the page's test handle): Seig's
// state (null in a grid game), and a grid's pick, its dots and the cells shown;
// and the handle's calls, each passed to the board showing's method (null where it has none).
export const BOARD_STATE_FIELDS = ["seig", "selected", "destinations", "shownCells"];
export const BOARD_CALLS = { squareCenter: "squareCenterOnPage", sticksGround: "sticksGround" };

// Each kind's board, made once, by kind: the one whose kind the game in the
// store is shows it. Every board is set what the page shows around the game
// (`shown()`, board/board-state.js) before it follows a change of the store.
export function createBoards({ $, store, actions, showMessage, shown }) {
  const boards = new Map();
  store.subscribe(() => {
    const state = shown();
    const kindNow = kindOf(store.game.ruleset());
    for (const [kind, board] of boards) board.set({ ...state, active: kind === kindNow });
  });
  for (const kind of KINDS) boards.set(kind, kind.createBoard({ $, store, actions, showMessage }));
  return boards;
}

const named = (name) => KINDS.find((kind) => kind.name === name);

let known = null; // rule set id -> its kind, read from the engine once

// The kind of the rule set `id`; a rule set the engine does not know is shown as a grid game.
export function kindOf(id) {
  known ??= new Map(rulesets().map((info) => [info.id, named(info.kind)]));
  return known.get(id) ?? grid;
}

// The lessons of every rule set that has them: rule set id -> steps (www/learn/).
export const LESSONS = Object.assign({}, ...KINDS.map((kind) => kind.lessons));

// The rules pages' diagram named `name` (www/rules/), with the kind that draws it. Past
// its kinds' own, "<rule set>-start" is that rule set's opening position as the engine
// gives it, so a new rule set's rules text can show its start with no line here.
export function diagramNamed(name) {
  const kind = KINDS.find(({ diagrams }) => Object.hasOwn(diagrams, name));
  if (kind) return { kind, diagram: kind.diagrams[name] };
  const ruleset = name.replace(/-start$/, "");
  return { kind: kindOf(ruleset), diagram: { boards: [{ start: { ruleset } }] } };
}

// The kind of a board the engine drew (`game.board()`).
export const kindOfBoard = (board) => named(board.kind);

// Who plays a game of these settings, as its kind says (session/opening.js takes it as `fit`).
export const fitSettings = (settings, given, otherwise) => kindOf(settings.ruleset).fitSettings(settings, given, otherwise);
