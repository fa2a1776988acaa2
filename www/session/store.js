// @ts-check
// The one owner of the game in progress: the engine's game, the settings it
// was started with, the match around it, the engine's report of every move
// played, and what undo took back for redo. Views subscribe and are told
// what happened; none of them plays or replays the game to find out.

export class GameStore {
  constructor() {
    /** @type {import("../../pkg/desert_games.js").Game} the engine's game, once one is opened */
    this.game = null;
    this.settings = null;
    this.match = null;
    /** @type {import("../../pkg/desert_games.js").PlayReport[]} */
    this.reports = []; // the engine's report of each move in the game's history
    this.redoGroups = []; // the moves each undo took back, latest last
    this.hintsUsed = 0; // hints given in this game
    this.id = null; // names this game among those played here (past-games.js counts each once)
    this.listeners = new Set();
  }

  // listener(change, store), change: { type: "replaced" | "played" |
  // "undone" | "redone" | "declared" | "settings" | "hinted" | "shown", reports?, by? }
  // ("shown": only what the page shows changed, see `refresh`). Returns the way to stop listening.
  subscribe(listener) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(change) {
    for (const listener of [...this.listeners]) listener(change, this);
  }

  // The page's one refresh: what shows beyond the game changed (the computer
  // thinking, an earlier position, the review, a move waiting for its
  // confirmation, a move still being shown). Views hear it as they hear the
  // game's changes; whoever follows the game itself passes it by (`shownOnly`).
  refresh() {
    this.emit({ type: "shown" });
  }

  get status() {
    return this.game.status();
  }

  get over() {
    return this.game.status().over;
  }

  get canRedo() {
    return this.redoGroups.length > 0 && !this.over;
  }

  // The match as it stands once this game's result counts.
  get matchAfterGame() {
    const status = this.status;
    return status.over ? this.match.after(status.winner) : this.match;
  }

  // Puts a game in place: a new one, a restored session, an opened save.
  // `reports` come from the engine's replay (replayReports) for a game with
  // moves; `id` is kept from a restored session, else the game is a new one.
  replace({ game, settings, match, reports = [], hintsUsed = 0, id = newGameId() }) {
    const previous = this.game;
    this.game = game;
    this.settings = settings;
    this.match = match;
    this.reports = reports;
    this.redoGroups = [];
    this.hintsUsed = hintsUsed;
    this.id = id;
    this.emit({ type: "replaced" });
    if (previous !== game) previous?.free();
  }

  // Settings that do not change the game (a seat's level, the sticks' speed).
  updateSettings(settings) {
    this.settings = settings;
    this.emit({ type: "settings" });
  }

  // Plays `text` for `by` ("person" or "computer"); throws the engine's
  // refusal with the game unchanged. Only the action path (actions.js) calls this.
  play(text, by) {
    const report = this.game.play(text);
    this.reports.push(report);
    this.followRedo(report.move);
    this.emit({ type: "played", reports: [report], by });
    return report;
  }

  // Takes back moves while `more(game)` says so after each (at least one).
  /** @param {(game: import("../../pkg/desert_games.js").Game) => boolean} [more] */
  undo(more = () => false) {
    const taken = [];
    do {
      if (!this.game.undo()) break;
      taken.unshift(this.reports.pop());
    } while (this.game.history().length > 0 && more(this.game));
    if (!taken.length) return [];
    this.redoGroups.push(taken.map(({ move }) => move));
    this.emit({ type: "undone", reports: taken });
    return taken;
  }

  // Plays again, as they were, the moves the last undo took back.
  redo() {
    const group = this.redoGroups.pop();
    if (!group || this.over) return [];
    const replayed = group.map((text) => this.game.play(text));
    this.reports.push(...replayed);
    this.emit({ type: "redone", reports: replayed });
    return replayed;
  }

  // A move played as the last undo took it back keeps the rest for redo; any other drops it.
  followRedo(move) {
    const group = this.redoGroups.at(-1);
    if (group?.[0] !== move) {
      this.redoGroups = [];
      return;
    }
    group.shift();
    if (!group.length) this.redoGroups.pop();
  }

  resign(side) {
    this.game.resign(side);
    this.emit({ type: "declared" });
  }

  agreeDraw() {
    this.game.agreeDraw();
    this.emit({ type: "declared" });
  }

  countHint() {
    this.hintsUsed += 1;
    this.emit({ type: "hinted" });
  }

  // What is kept across a reload.
  toJSON() {
    return { settings: this.settings, match: this.match.toJSON(), game: this.game.toJSON(), hintsUsed: this.hintsUsed, id: this.id };
  }
}

// Whether a change of the store is only the page's refresh, with the game as it was.
export const shownOnly = ({ type }) => type === "shown";

// A random id, 18 hex digits: a game's here, a friend game's on both devices.
export const newGameId = () => Array.from(crypto.getRandomValues(new Uint8Array(9)), (byte) => byte.toString(16).padStart(2, "0")).join("");
export const validGameId = (id) => typeof id === "string" && /^[0-9a-f]{1,64}$/.test(id);

// The engine's reports of every move of `game`, from a replay of its record.
export function replayReports(game) {
  const scratch = game.gameAfter(0);
  try {
    return game.history().map((move) => scratch.play(move));
  } finally {
    scratch.free();
  }
}

// What names a line of play: the game's rule set, options and moves (the engine's texts, compared whole).
export const lineOf = (game) => ({ ruleset: game.ruleset(), options: JSON.stringify(game.options()), moves: game.history() });

// Whether line `later` carries on line `earlier`: the same game, with every move of it, in order.
export const carriesOn = (later, earlier) => later.ruleset === earlier.ruleset && later.options === earlier.options
  && earlier.moves.every((move, index) => later.moves[index] === move);

// Pieces each side has lost in these reports' moves: [light, dark].
export function piecesLost(reports) {
  const totals = [0, 0];
  for (const { lost } of reports) {
    totals[0] += lost[0];
    totals[1] += lost[1];
  }
  return totals;
}
