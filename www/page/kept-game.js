// A game in progress that a link's game took the place of stays on the
// device, and a line under the board names it with a button to go back to
// it. Going back keeps the link's game there in its turn, when it holds play,
// so the player can go between the two and lose neither.

import { words } from "../lang/text.js";

const { GAME_NAMES, keptGameText, keptBackText } = words;

export class KeptGameLine {
  // elements: { line, text, button }; keeper: the SessionKeeper; current():
  // the session in the store; reopen(session): opens it, returns whether it did;
  // holdsPlay(session): whether a session holds play that would be lost.
  constructor({ elements, keeper, current, reopen, holdsPlay }) {
    Object.assign(this, elements, { keeper, current, reopen, holdsPlay });
    this.button.textContent = keptBackText;
    this.button.addEventListener("click", () => this.goBack());
  }

  show() {
    const session = this.keeper.keptSession();
    this.line.hidden = !session;
    if (session) this.text.textContent = keptGameText(GAME_NAMES[session.settings?.ruleset] ?? "");
  }

  goBack() {
    const session = this.keeper.keptSession();
    const current = this.current();
    if (session && this.reopen(session)) {
      // The kept game is in play again: its place takes the one it replaced.
      this.keeper.setKept(null);
      if (this.holdsPlay(current)) this.keeper.setKept(current);
    }
    this.show();
  }
}
