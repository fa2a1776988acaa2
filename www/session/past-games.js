// @ts-check
// The record of past games on this device, in IndexedDB (nothing leaves it):
// one entry per finished game, keyed by the game's id (store.js), so a game
// is counted once however often it is reloaded, followed in another tab or
// ended again after an undo. Only games where people here play one side
// count: against the computer, at its level, or against a friend.

const DATABASE = "desert-games";
const GAMES = "past-games";

// The database, or null where the browser refuses it (some private modes, a sandboxed frame).
function openDatabase() {
  return new Promise((resolve) => {
    try {
      const request = indexedDB.open(DATABASE, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(GAMES, { keyPath: "id" });
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
}

// A request's result once its transaction is done.
function run(database, mode, ask) {
  return new Promise((resolve, reject) => {
    const transaction = database.transaction(GAMES, mode);
    const request = ask(transaction.objectStore(GAMES));
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });
}

// The opponent of the side people here play, as a code: "computer-<level>"
// or "friend"; null when people play both sides or the other side mixes players.
function opponentOf(seats, side) {
  const other = seats[1 - side];
  if (other.some(({ remote }) => remote)) return "friend";
  const levels = new Set(other.map(({ computer, level }) => (computer ? level : null)));
  return levels.size === 1 && !levels.has(null) ? `computer-${[...levels][0]}` : null;
}

// The entry for the finished game in `store`, or null when it does not count.
export function entryOf(store, seats) {
  const status = store.game.status();
  if (!status.over) return null;
  const people = [0, 1].filter((side) => seats[side].some(({ computer, remote }) => !computer && !remote));
  if (people.length !== 1) return null;
  const [side] = people;
  const opponent = opponentOf(seats, side);
  if (opponent === null) return null;
  const outcome = status.winner === null ? "draw" : status.winner === side ? "win" : "loss";
  return { id: store.id, ruleset: store.game.ruleset(), opponent, outcome, ended: new Date().toISOString() };
}

export class PastGames {
  constructor() {
    this.database = openDatabase();
  }

  // Records each game the player ends here: by a move, a resignation or an
  // agreed draw (a game put in place, restored or followed from another tab,
  // was recorded where it ended). `changed()` once an entry is stored.
  follow(store, seats, changed = () => {}) {
    store.subscribe(({ type }) => {
      if (!["played", "declared", "redone"].includes(type)) return;
      const entry = entryOf(store, seats());
      // A write the browser refuses (storage full) leaves that game uncounted, and the game goes on.
      if (entry) this.add(entry).then(changed, () => {});
    });
  }

  async add(entry) {
    const database = await this.database;
    if (database) await run(database, "readwrite", (games) => games.put(entry));
  }

  // [{ ruleset, opponent, win, draw, loss }], one per rule set and opponent; null where there is no database.
  async counts() {
    const database = await this.database;
    if (!database) return null;
    const entries = await run(database, "readonly", (games) => games.getAll());
    const rows = new Map();
    for (const { ruleset, opponent, outcome } of entries) {
      const key = `${ruleset} ${opponent}`;
      if (!rows.has(key)) rows.set(key, { ruleset, opponent, win: 0, draw: 0, loss: 0 });
      if (outcome in rows.get(key)) rows.get(key)[outcome] += 1;
    }
    return [...rows.values()];
  }

  async clear() {
    const database = await this.database;
    if (database) await run(database, "readwrite", (games) => games.clear());
  }
}
