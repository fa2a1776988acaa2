// @ts-check
// Play by link (correspondence): a friend game whose moves travel in links.
// After a move here, "Send your move" shares a link (`#letter=…`, made by
// session/link.js) holding the whole game and the seats this device plays;
// the friend opens it, the engine replays and checks the record
// (gameOfSave), and the game goes on from the friend's side. Nothing
// leaves the device but the link the player sends.
//
// A link is judged against the game stored on the device that opens it: of
// the same game (its id) and fewer moves, it is older and changes nothing; of
// the same game and more moves, it continues it, when every move it adds was
// made by the seats of the device that sent it; of another game, it asks
// before it takes the place of a game in progress.
//
// A game whose kind says `byLetters: false` (one of thrown sticks) is played with a friend live only: each of its throws must be made
// by both devices, one committing before the other reveals (www/games/race/fair-throw.js),
// so by links a throw would take a link each way, and a turn holds several
// throws; a throw drawn by the sender alone could be drawn again until it pleased.

import { shareUrl } from "../session/link.js";
import { validFriend } from "../session/seats.js";
import { gameOfSave, openFriendSave } from "../session/opening.js";
import { kindOf } from "../games/index.js";
import { compareRecords } from "./protocol.js";

export const LETTER_VERSION = 1;
const MOST_ID_CHARS = 64;

// A link refused, with a stable code the words name: `letter-unreadable`,
// `not-theirs` (it makes moves for a seat of this device), `live-only` (a game of thrown sticks).
export class LetterError extends Error {
  constructor(code, parts = {}) {
    super(`letter refused: ${code}`);
    this.name = "LetterError";
    this.code = code;
    this.parts = parts;
  }
}

// The letter in a link (`#letter=`, its text): { id, seats, save } checked, or a LetterError.
export function readLetter(text) {
  let letter;
  try {
    letter = JSON.parse(text);
  } catch {
    throw new LetterError("letter-unreadable");
  }
  const { v, id, seats, save } = letter ?? {};
  if (v !== LETTER_VERSION || typeof save !== "string" || !validFriend({ id, remote: seats }) || id.length > MOST_ID_CHARS) {
    throw new LetterError("letter-unreadable");
  }
  return { id, seats, save };
}

export class Letters {
  // fit: the kinds' say on settings (session/opening.js); ask(question, yes, no) -> Promise<boolean>;
  // tell(text, isError); words: the language's LETTERS.
  constructor({ store, fit, ask, tell, words }) {
    this.store = store;
    this.fit = fit;
    this.ask = ask;
    this.tell = tell;
    this.words = words;
  }

  // The game in the store is played by links.
  get active() {
    return Boolean(this.store.settings?.friend?.letters);
  }

  // The link that carries the game as it stands here to the friend.
  url(base = location.href) {
    const { friend } = this.store.settings;
    const seats = friend.remote.map((side) => side.map((remote) => !remote));
    return shareUrl(JSON.stringify({ v: LETTER_VERSION, id: friend.id, seats, save: this.store.game.toJSON() }), base, "letter");
  }

  // Opens the letter of a link (its text) on top of the game stored here, or says why not; the game here stays as it was
  // unless the link continues it, or the player agrees to replace it.
  async open(text) {
    const letter = readLetter(text);
    const game = gameOfSave(letter.save);
    try {
      // Not a game with throws (see above): its kind says.
      if (!kindOf(game.ruleset()).byLetters) throw new LetterError("live-only");
      const friend = { id: letter.id, remote: letter.seats, letters: true };
      const { standing, ours } = this.standing(letter, game);
      if (standing === "older" || standing === "same") {
        this.tell(standing === "older" ? this.words.older(game.history().length, ours) : this.words.same);
        game.free();
        return false;
      }
      if (standing === "later") this.checkSenders(game, ours, letter.seats);
      if ((standing === "other" || standing === "differ") && !(await this.ask(this.words.replaceQuestion, this.words.replace, this.words.keep))) {
        this.tell(this.words.kept);
        game.free();
        return false;
      }
      openFriendSave(this.store, game, friend, this.fit);
      this.tell("");
      return true;
    } catch (error) {
      if (this.store.game !== game) game.free();
      throw error;
    }
  }

  // What the letter's game is to the one here: "new" (another game, none in
  // progress here), "other" (another game, one in progress), "older", "same",
  // "later" (it continues ours) or "differ" (ours and its part ways); `ours`: our plies.
  standing(letter, game) {
    const { store } = this;
    const ours = store.game.history().length;
    if (store.settings.friend?.id !== letter.id) return { standing: !store.over && ours > 0 ? "other" : "new", ours };
    const sameGame = store.game.ruleset() === game.ruleset() && JSON.stringify(store.game.options()) === JSON.stringify(game.options());
    const records = sameGame ? compareRecords(store.game.history(), game.history()) : "differ";
    return { standing: { same: "same", "ours-longer": "older", "theirs-longer": "later", differ: "differ" }[records], ours };
  }

  // Every move the letter adds after our `from` plies was made by a seat of the device that sent it.
  checkSenders(game, from, seats) {
    const replay = game.gameAfter(from);
    try {
      for (const move of game.history().slice(from)) {
        const { side, seat } = replay.play(move);
        if (!seats[side][seat]) throw new LetterError("not-theirs", { move });
      }
    } finally {
      replay.free();
    }
  }

  // Shares the link: the device's own way to send it where there is one, else copied; the field shows it either way.
  async send(field) {
    const url = this.url();
    field.value = url;
    field.hidden = false;
    if (navigator.share) {
      try {
        await navigator.share({ title: this.words.shareTitle, url });
        return;
      } catch {
        // dismissed or refused: copying is the other way
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      this.tell(this.words.copied);
    } catch {
      field.select();
      this.tell(this.words.shown);
    }
  }
}
