// Keeps the session (settings, match, game in progress) across reloads, so a
// phone that drops the tab loses nothing. Storage may be missing or full: then
// the player is told the game is not saved on this device, every change tries
// again, and the tab keeps its own copy meanwhile, so a reload (or the
// language switch) still finds the latest position.
//
// Nothing stored is lost on the way: a save replaces the stored session in one
// write or leaves it as it was, and a stored session that cannot be read, or
// does not open, is first kept aside under its own key (never erased), then
// replaced by the next save.

const KEY = "desert-games/session/v1";
// The game in progress that a link's game took the place of: one, until the
// player goes back to it (www/page/kept-game.js).
const KEPT_KEY = "desert-games/session/kept";
// Unreadable sessions, one key each: `${ASIDE_PREFIX}${when}`.
export const ASIDE_PREFIX = "desert-games/session/set-aside/";

const area = (name) => {
  try {
    return window[name] ?? null;
  } catch {
    return null; // storage refused outright (a sandboxed frame, some private modes)
  }
};

function read(name, key = KEY) {
  try {
    return area(name)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

// Writes `text` under `key`; returns null, or the error that refused it.
function write(name, key, text) {
  const storage = area(name);
  if (!storage) return new Error("no storage");
  try {
    storage.setItem(key, text);
    return null;
  } catch (error) {
    return error;
  }
}

// Whether a session holds play that would be lost: moves in its game, or games of its match already decided.
export function holdsPlay(session) {
  try {
    const { moves } = JSON.parse(session.game);
    return (Array.isArray(moves) && moves.length > 0) || (Array.isArray(session.match?.winners) && session.match.winners.length > 0);
  } catch {
    return false;
  }
}

const isFull = (error) => error?.name === "QuotaExceededError" || error?.code === 22;

export class SessionKeeper {
  // `tell(text, replacing)`: shows `text` to the player; an empty text takes
  // back `replacing` if it is still showing. The caller's words:
  // `asideText(reason)`, a stored session kept aside (`reason`: an error or
  // its words); `notSavedText(full)`, the device refused a save (`full`: for want of room).
  constructor(tell, { asideText, notSavedText }) {
    Object.assign(this, { tell, asideText, notSavedText });
    this.loaded = null; // the stored text the page opened with
    this.aside = null; // a stored text still to be kept aside before anything replaces it
    this.notice = ""; // what the player was last told about saving
    this.loadNotice = ""; // what was told of the stored session, until a save succeeds
    this.asideNotice = ""; // what was told of a stored session kept aside, for the page's life
  }

  // The stored session, or null. The tab's own copy is there only when the
  // device refused the latest save, so it is the newer one. A text that does
  // not read as a session is kept aside, and the player told.
  load() {
    this.loaded = read("sessionStorage") ?? read("localStorage");
    if (this.loaded === null) return null;
    try {
      const session = JSON.parse(this.loaded);
      if (typeof session !== "object" || session === null || Array.isArray(session)) throw new Error("not a saved session");
      return session;
    } catch (error) {
      this.setAside(error);
      return null;
    }
  }

  // The session `load()` gave does not open (`reason` says why): it is kept
  // aside, and the player told, before a new game takes its place.
  setAside(reason) {
    this.aside = this.loaded;
    this.keepAside(); // or at the next save: till then it stays where it is
    this.loadNotice = this.asideText(reason);
    this.asideNotice = this.loadNotice;
    this.tell(this.loadNotice);
  }

  keepAside() {
    if (this.aside === null) return true;
    const key = `${ASIDE_PREFIX}${new Date().toISOString()}`;
    this.asideRefusal = write("localStorage", key, this.aside);
    if (this.asideRefusal) return false;
    this.aside = null;
    return true;
  }

  // Keeps the session the page opened with in the kept place, before a
  // link's game takes its place; false when the device refused.
  keepLoaded() {
    return this.loaded !== null && this.replaceKept(this.loaded);
  }

  // Writes `text` in the kept place; a game already there is first kept
  // aside under its own key, as an unreadable session is, never erased.
  replaceKept(text) {
    const before = read("localStorage", KEPT_KEY);
    if (before !== null && before !== text && write("localStorage", `${ASIDE_PREFIX}${new Date().toISOString()}`, before)) return false;
    return write("localStorage", KEPT_KEY, text) === null;
  }

  // The kept session, or null.
  keptSession() {
    try {
      return JSON.parse(read("localStorage", KEPT_KEY));
    } catch {
      return null;
    }
  }

  // Puts `session` in the kept place, or empties it (null); false when the device refused.
  setKept(session) {
    if (session !== null) return this.replaceKept(JSON.stringify(session));
    try {
      area("localStorage")?.removeItem(KEPT_KEY);
      return true;
    } catch {
      return false;
    }
  }

  // Saves the session after every change of `store`.
  follow(store) {
    store.subscribe(() => this.save(store.toJSON()));
  }

  save(session) {
    const text = JSON.stringify(session);
    // An unreadable session not yet kept aside stays where it is.
    const refused = this.keepAside() ? write("localStorage", KEY, text) : this.asideRefusal;
    if (!refused) {
      try {
        area("sessionStorage")?.removeItem(KEY);
      } catch {
        // no tab copy to drop
      }
      if (this.notice) this.tell("", this.notice);
      this.notice = "";
      this.loadNotice = "";
      return true;
    }
    write("sessionStorage", KEY, text); // this tab's reloads still find it
    this.notice = [this.loadNotice, this.notSavedText(isFull(refused))].filter(Boolean).join(" ");
    this.tell(this.notice);
    return false;
  }
}
