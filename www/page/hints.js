// @ts-check
// Hints: the computer's choice for the person to act, picked on the board and
// said in words with the engine's reasons (g.hint). At hand between people and
// in lessons; against the computer only when the new-game panel turned them
// on. Every hint is counted for the game.

import { hintText, errorText, words } from "../lang/text.js";

const { hintsUsedText } = words;

// The same search at every level: a hint is the best the engine finds in a short look.
const HINT_LIMITS = { level: "hard", timeMs: 600 };

export const hintsAllowed = (settings, learning) => learning || settings.opponent !== "computer" || settings.hints === true;

export class Hints {
  // el: { button, count }; allowed(): hints may be given in this game;
  // show(move): picks the hinted move on the board.
  constructor({ elements, store, actions, computer, allowed, show, showMessage }) {
    this.el = elements;
    this.store = store;
    this.actions = actions;
    this.computer = computer;
    this.allowed = allowed;
    this.show = show;
    this.showMessage = showMessage;
    elements.button.addEventListener("click", () => this.give());
    store.subscribe(() => this.render());
  }

  render() {
    const { el, store } = this;
    el.button.hidden = !this.allowed();
    el.button.disabled = !this.actions.mayAct("person");
    el.count.hidden = store.hintsUsed === 0;
    el.count.textContent = store.hintsUsed ? hintsUsedText(store.hintsUsed) : "";
  }

  async give() {
    const game = this.store.game;
    if (!this.actions.mayAct("person")) return;
    let hint = null;
    try {
      hint = await this.computer.hint(game.toJSON(), HINT_LIMITS);
    } catch (error) {
      this.showMessage(errorText(error), true);
    }
    // An answer for a game that has moved on since is no hint.
    if (!hint || game !== this.store.game || game.history().length !== hint.plies) return;
    this.store.countHint();
    this.showMessage(hintText(hint.move, hint.reasons));
    this.show(hint.move);
  }
}
