// @ts-check
// One scheduler for the computer's seats, in every game: whenever the store
// changes and a computer seat is to act, it waits for the board to finish
// showing the last move and for a pace a person can follow, asks the worker
// for its choice (a lone legal move needs no search), and plays it through
// the action path like any other move.

import { shownOnly } from "./store.js";

const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export class ComputerScheduler {
  // computer: the worker's side (engine/computer.js); paceMs(): the pause
  // before each action; whenIdle(): resolves once no move is being shown;
  // the store's refresh tells that thinking started or stopped; onFailure(error): no move came;
  // alone(task): runs the reply while no other tab of the game runs one (storage.js).
  constructor({ store, actions, computer, paceMs, whenIdle, onFailure, alone = (task) => task() }) {
    this.store = store;
    this.actions = actions;
    this.computer = computer;
    this.paceMs = paceMs;
    this.whenIdle = whenIdle;
    this.onFailure = onFailure;
    this.alone = alone;
    this.turn = 0; // bumped by every change: an answer for an older one is dropped
    this.thinking = false;
    this.failed = false; // no retry until the game changes by other hands
    this.runs = 0; // looks at who acts still under way (waiting for the board, the pace, another tab or the worker)
    store.subscribe((change) => {
      if (shownOnly(change)) return;
      if (change.type !== "played" || change.by !== "computer") this.failed = false;
      this.schedule();
    });
  }

  // Drops whatever is under way and looks again at who acts.
  schedule() {
    this.turn += 1;
    this.stopThinking();
    if (!this.failed) this.run(this.turn);
  }

  stopThinking() {
    this.computer.cancel();
    if (!this.thinking) return;
    this.thinking = false;
    this.store.refresh();
  }

  // Waiting for the board is no reason not to start.
  due() {
    const refusal = this.actions.refusal("computer");
    return refusal === null || refusal === "busy";
  }

  async run(turn) {
    if (!this.due()) return;
    this.runs += 1;
    try {
      const stale = () => turn !== this.turn;
      await this.whenIdle();
      const pace = this.paceMs();
      if (pace > 0) await delay(pace);
      if (stale() || !this.due()) return;
      await this.alone(() => this.answer(stale));
    } finally {
      this.runs -= 1;
    }
  }

  // For tests: whether the computer thinks, has failed, and how many looks
  // at who acts are under way; with none and no thought, the computer will
  // not act until the game changes.
  debugState() {
    return { thinking: this.thinking, failed: this.failed, runs: this.runs };
  }

  async answer(stale) {
    if (stale() || !this.due()) return;
    const { game } = this.store;
    const legal = game.legalMoves();
    let move = legal.length === 1 ? legal[0] : null;
    if (!move) {
      this.thinking = true;
      this.store.refresh();
      try {
        move = await this.computer.think(game.toJSON(), { level: this.actions.actor().level });
      } catch (error) {
        if (!stale()) this.fail(error);
        return;
      }
      if (stale() || move === null) return;
      this.thinking = false;
      await this.whenIdle();
      if (stale()) return;
    }
    try {
      this.actions.act(move, "computer");
    } catch (error) {
      this.fail(error);
    }
  }

  fail(error) {
    this.thinking = false;
    this.failed = true;
    this.onFailure(error);
    this.store.refresh();
  }
}
