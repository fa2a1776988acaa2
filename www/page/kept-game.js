// @ts-check
// A game in progress that a link's game took the place of stays on the
// device, and a line under the board names it with a button to go back to
// it. Going back keeps the link's game there in its turn, when it holds play,
// so the player can go between the two and lose neither. So does a tab's own
// line of play when another tab moved the game on without it.

import { messageOf, words } from "../lang/text.js";
import { carriesOn, lineOf } from "../session/store.js";
import { SessionKeeper, holdsPlay } from "../session/storage.js";

const {
  GAME_NAMES, keptGameText, keptBackText, OTHER_TAB_TEXT, OTHER_TAB_UNKEPT_TEXT, restoreFailedText, KEPT_ASIDE_TEXT, KEPT_IN_PLACE_TEXT, notSavedText,
} = words;

export class KeptGameLine {
  // elements: { line, text, button }; keeper: the SessionKeeper; current():
  // the session in the store; played(): its line of play (store.js `lineOf`);
  // reopen(session, refused): opens it, returns whether it did (else calls `refused(reason)`);
  // holdsPlay(session): whether a session holds play that would be lost; tell(text): says it.
  constructor({ elements, keeper, current, played, reopen, holdsPlay, tell }) {
    this.line = elements.line;
    this.text = elements.text;
    this.button = elements.button;
    this.keeper = keeper;
    this.current = current;
    this.played = played;
    this.reopen = reopen;
    this.holdsPlay = holdsPlay;
    this.tell = tell;
    this.button.textContent = keptBackText;
    this.button.addEventListener("click", () => this.goBack());
  }

  show() {
    const session = this.keeper.keptSession();
    this.line.hidden = !session;
    if (session) this.text.textContent = keptGameText(GAME_NAMES[session.settings?.ruleset] ?? "");
  }

  // Another tab's newer session: this tab shows it. Play of this tab's that
  // the other never saw (`unseen`) and the newer game does not carry on is
  // kept, and said; so is a device with no room to keep it.
  followOtherTab(session, refused, unseen) {
    const mine = this.current();
    const before = this.played();
    if (!this.reopen(session, refused)) return false;
    if (unseen && this.holdsPlay(mine) && !carriesOn(this.played(), before)) this.tell(this.keeper.setKept(mine) ? OTHER_TAB_TEXT : OTHER_TAB_UNKEPT_TEXT);
    this.show();
    return true;
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

// The game kept on the device across reloads, and its line: a save the device
// refuses, or a stored game that cannot be restored, is told. `reopen(session,
// refused)` puts a kept session in the store (first-game.js's `begin`).
export function keepOnDevice({ $, store, reopen, showMessage }) {
  const message = $("message");
  const kept = new SessionKeeper((text, replacing) => (text || message.textContent === replacing) && showMessage(text, true), {
    asideText: (reason, moved) => `${restoreFailedText(messageOf(reason))} ${moved ? KEPT_ASIDE_TEXT : KEPT_IN_PLACE_TEXT}`,
    notSavedText,
  });
  const line = new KeptGameLine({
    elements: { line: $("kept-line"), text: $("kept-text"), button: $("kept-back") },
    keeper: kept, holdsPlay, reopen,
    current: () => store.toJSON(),
    played: () => lineOf(store.game),
    tell: (text) => showMessage(text, true),
  });
  kept.follow(store, (...newer) => line.followOtherTab(...newer), () => line.show());
  return { kept, line };
}
