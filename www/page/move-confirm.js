// @ts-check
// Move confirmation, for players whose finger slips on a touch screen: where
// they asked for it (preferences.js, off by default), a person's move on the
// board is not played at once. The board shows it (its piece and square
// marked), a line under the status asks "Play b2-b3?", and the move is played
// with "Play it" or dropped with "Cancel" (or Escape). Throwing the sticks
// asks nothing: no square is tapped, so none can be missed.

import { shownOnly } from "../session/store.js";
import { errorText, words } from "../lang/text.js";

const { CONFIRM_MOVE } = words;

export class MoveConfirm {
  // el: { line, question, play, cancel }; on(): whether the player asked for
  // confirmations; shownMove(entry): a move in the reader's words (the
  // kind's). The store's refresh tells the board to redraw, with the move waiting or without.
  constructor({ elements, store, actions, on, shownMove, showMessage }) {
    this.el = elements;
    this.store = store;
    this.actions = actions;
    this.on = on;
    this.shownMove = shownMove;
    this.showMessage = showMessage;
    this.entry = null; // the move waiting, as g.moves() lists it
    this.returnFocus = null;
    // A person's move made on the board waits here; a typed one is confirmed by its own Enter.
    actions.use((move, { by, typed, confirmed }) => (by === "person" && !typed && !confirmed && this.take(move) ? null : move));
    // Whatever changes the game drops a waiting move: it was asked of the position before.
    store.subscribe((change) => !shownOnly(change) && this.drop({ refocus: false }));
    elements.play.textContent = CONFIRM_MOVE.play;
    elements.cancel.textContent = CONFIRM_MOVE.cancel;
    elements.play.addEventListener("click", () => this.confirm());
    elements.cancel.addEventListener("click", () => this.drop());
    elements.line.addEventListener("keydown", (event) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      event.stopPropagation();
      this.drop();
    });
  }

  // The move waiting, with its squares (`from`, `to`, as the engine reports them), or null.
  get pending() {
    return this.entry;
  }

  take(move) {
    if (!this.on()) return false;
    const entry = this.store.game.moves().find((legal) => legal.move === move);
    if (!entry?.to) return false; // a move with no square (a throw of the sticks) asks nothing
    if (!this.entry) this.returnFocus = document.activeElement;
    this.entry = entry;
    this.el.question.textContent = CONFIRM_MOVE.question(this.shownMove(entry));
    this.el.line.hidden = false;
    this.el.play.focus();
    this.store.refresh();
    return true;
  }

  confirm() {
    const { entry } = this;
    if (!entry) return;
    this.drop({ refocus: true, render: false });
    try {
      this.actions.act(entry.move, "person", { confirmed: true });
    } catch (error) {
      this.showMessage(errorText(error), true);
    }
  }

  // Drops the waiting move; the focus goes back where the move was made (a square's button).
  drop({ refocus = true, render = true } = {}) {
    if (!this.entry) return;
    this.entry = null;
    this.el.line.hidden = true;
    if (refocus && this.returnFocus?.isConnected) /** @type {HTMLElement} */ (this.returnFocus).focus();
    this.returnFocus = null;
    if (render) this.store.refresh();
  }
}
