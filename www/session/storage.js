// @ts-check
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
//
// Tabs of the page on one device share the stored session. Each write carries
// a version (one more than the write it replaced, with the writing tab's name
// and the write it was made over), so a tab knows whether what is stored is
// still what it last wrote or followed. A tab never writes over a write it has
// not seen: it follows it first, and play of its own the newer write never
// saw is the caller's to keep (www/page/kept-game.js).

import { shownOnly } from "./store.js";

const KEY = "desert-games/session/v1";
// The game in progress that a link's game took the place of: one, until the
// player goes back to it (www/page/kept-game.js).
const KEPT_KEY = "desert-games/session/kept";
// Unreadable sessions, one key each: `${ASIDE_PREFIX}${when}`.
export const ASIDE_PREFIX = "desert-games/session/set-aside/";
// Held by the tab whose computer answers a position (a Web Lock).
const LOCK = "desert-games/session";
// How long a tab waiting for the lock is given for the holder's last write to reach it.
const WRITE_ARRIVES_MS = 150;

// A stored text starts with its version, read without reading the game:
// `{"version":7,"tab":"k2x","after":"6.q9z",…`. A text without one (stored
// before versions, or by hand) is its own stamp.
const STAMPED = /^\{"version":(\d+),"tab":"([^"]*)","after":"([^"]*)"/;
const stampOf = (text) => {
  const found = STAMPED.exec(text ?? "");
  return found ? `${found[1]}.${found[2]}` : text;
};
const versionOf = (text) => Number(STAMPED.exec(text ?? "")?.[1] ?? 0);
const afterOf = (text) => STAMPED.exec(text ?? "")?.[3] ?? null;
const TAB = Math.random().toString(36).slice(2, 8);

// A session's text with its keys in order: two tabs' copies of one session compare equal.
const canonical = (session) => JSON.stringify(session, (key, value) => (value && typeof value === "object" && !Array.isArray(value)
  ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)))
  : value));

/** @returns {Storage | null} */
const area = (name) => {
  try {
    return /** @type {Storage | undefined} */ (/** @type {unknown} */ (window[name])) ?? null;
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
  // `asideText(reason, moved)`, a stored session that does not open
  // (`reason`: an error or its words) is kept aside (`moved`: under a key of
  // its own, else where it is, for want of room); `notSavedText(full)`, the
  // device refused a save (`full`: for want of room).
  constructor(tell, { asideText, notSavedText }) {
    this.tell = tell;
    this.asideText = asideText;
    this.notSavedText = notSavedText;
    this.loaded = null; // the stored text the page opened with
    this.aside = null; // a stored text still to be kept aside before anything replaces it
    this.notice = ""; // what the player was last told about saving
    this.loadNotice = ""; // what was told of the stored session, until a save succeeds
    this.asideNotice = ""; // what was told of a stored session kept aside, for the page's life
    this.stamp = null; // the stored write this tab last wrote or followed
    this.held = null; // that write's session, canonical
    this.unsavedPlay = false; // a change other than the computer's is not stored
    this.following = false; // while another tab's session goes into the store
  }

  // The stored session, or null. The tab's own copy is there only when the
  // device refused the latest save, so it is the newer one. A text that does
  // not read as a session is kept aside, and the player told.
  load() {
    const tabCopy = read("sessionStorage");
    const stored = read("localStorage");
    this.stamp = stampOf(stored);
    this.loaded = tabCopy ?? stored;
    if (this.loaded === null) return null;
    const session = this.parsed(this.loaded);
    if (session && tabCopy === null) this.held = canonical(session);
    return session;
  }

  // The session `text` holds, or null: a text that does not read as one is kept aside, and the player told.
  parsed(text) {
    try {
      const session = JSON.parse(text);
      if (typeof session !== "object" || session === null || Array.isArray(session)) throw new Error("not a saved session");
      const { version, tab, after, ...rest } = session;
      return rest;
    } catch (error) {
      this.setAside(error, text);
      return null;
    }
  }

  // The session `load()` gave (or another tab's, `text`) does not open
  // (`reason` says why): it is kept aside, and the player told, before a new game takes its place.
  setAside(reason, text = this.loaded) {
    this.aside = text;
    const moved = this.keepAside(); // or at the next save: till then it stays where it is
    this.loadNotice = this.asideText(reason, moved);
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

  // Saves the session after every change of `store`, and follows other tabs'
  // writes: `open(session, refused, unseen)` puts another tab's newer session in
  // the store (or calls `refused(reason)` and returns false); `unseen`: this
  // tab holds play the newer write was not made over. `keptChanged()`: another tab changed the kept game.
  follow(store, open, keptChanged) {
    this.current = () => store.toJSON();
    this.open = open;
    store.subscribe((change) => !shownOnly(change) && this.save(store.toJSON(), change.by));
    window.addEventListener("storage", ({ key }) => {
      if (key === KEY) this.catchUp();
      if (key === KEPT_KEY) keptChanged();
    });
    // A tab the browser froze, or kept in its back-forward cache, heard of no write meanwhile.
    document.addEventListener("visibilitychange", () => document.visibilityState === "visible" && this.catchUp());
  }

  // Follows the stored session when another tab wrote it since this tab last
  // wrote or followed; returns whether this tab now holds it.
  catchUp() {
    const text = read("localStorage");
    const stamp = stampOf(text);
    if (stamp === this.stamp) return false;
    const unseen = this.unsavedPlay || afterOf(text) !== this.stamp;
    this.stamp = stamp;
    const session = text === null ? null : this.parsed(text);
    if (!session) return false;
    if (canonical(session) !== canonical(this.current())) {
      this.following = true;
      try {
        if (!this.open(session, (reason) => this.setAside(reason, text), unseen)) return false;
      } finally {
        this.following = false;
      }
    }
    this.held = canonical(this.current());
    this.unsavedPlay = false;
    return true;
  }

  // Runs `task` (the computer's reply) while no other tab runs one, once this
  // tab has followed their writes: one reply to a position, however many tabs show it.
  alone(task) {
    const run = () => {
      this.catchUp();
      return task();
    };
    if (!navigator.locks) return run();
    // A page with an opaque origin (a file opened from disk) is refused the lock: its task runs all the same.
    let ran = false;
    return navigator.locks.request(LOCK, async () => {
      ran = true;
      const done = await run();
      // A write reaches the other tabs by another way than the lock does: a
      // tab waiting for the lock gives it a moment to arrive first, or it would answer the position again.
      const { held, pending } = await navigator.locks.query();
      const mine = held.find(({ name }) => name === LOCK)?.clientId;
      if (pending.some(({ name, clientId }) => name === LOCK && clientId !== mine)) await new Promise((resolve) => setTimeout(resolve, WRITE_ARRIVES_MS));
      return done;
    }).catch((error) => (ran ? Promise.reject(error) : run()));
  }

  // `by`: who made the change ("computer", "person", …).
  save(session, by) {
    if (this.following) return true; // another tab's write, stored already
    const stored = read("localStorage");
    if (stampOf(stored) !== this.stamp) {
      // Another tab wrote since: this one follows it first, once the change in hand is shown.
      this.unsavedPlay ||= by !== "computer";
      queueMicrotask(() => this.catchUp() || this.save(this.current(), by));
      return false;
    }
    const held = canonical(session);
    if (held === this.held) return true; // stored already, by this tab or the one it follows
    const text = JSON.stringify({ version: versionOf(stored) + 1, tab: TAB, after: STAMPED.test(stored) ? this.stamp : "", ...session });
    // An unreadable session not yet kept aside stays where it is.
    const refused = this.keepAside() ? write("localStorage", KEY, text) : this.asideRefusal;
    if (!refused) {
      this.stamp = stampOf(text);
      this.held = held;
      this.unsavedPlay = false;
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
    this.unsavedPlay ||= by !== "computer";
    this.notice = [this.loadNotice, this.notSavedText(isFull(refused))].filter(Boolean).join(" ");
    this.tell(this.notice);
    return false;
  }
}
