// Two devices of a friend game under Node, for the friend tests: each its
// own store, action path, friend game and race throws, as the page builds
// them, joined by a wire the test controls in place of WebRTC (it can hold,
// drop or cut what is in flight). Needs `make dist`.
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const dist = (file) => pathToFileURL(path.join(root, "dist", file)).href;
const { default: init, rulesets } = await import(dist("pkg/desert_games.js"));
await init({ module_or_path: fs.readFileSync(path.join(root, "dist/pkg/desert_games_bg.wasm")) });
const { GameStore } = await import(dist("www/session/store.js"));
const { ActionPath } = await import(dist("www/session/actions.js"));
const { withFriend } = await import(dist("www/session/seats.js"));
const { FriendGame } = await import(dist("www/friend/friend-game.js"));
const { FriendThrows } = await import(dist("www/games/race/friend-throws.js"));
const opening = await import(dist("www/session/opening.js"));
const { startGame } = opening;
export const { resume } = opening;
export const { verifyThrows } = await import(dist("www/games/race/fair-throw.js"));
const gridSeats = await import(dist("www/games/grid/seats.js"));
const raceSeats = await import(dist("www/games/race/seats.js"));
const kinds = new Map(rulesets().map(({ id, kind }) => [id, kind]));
const kindSeats = (settings) => (kinds.get(settings.ruleset) === "race" ? raceSeats : gridSeats);
export const fit = (settings, given, otherwise) => kindSeats(settings).fitSettings(settings, given, otherwise);

const turn = () => new Promise((resolve) => setImmediate(resolve));

// The hashes of a throw's commit and reveal run off the main thread: the wire
// counts them as work in flight, so that on a busy machine it does not take
// a pause for the end.
const hashing = new Set();
const digest = crypto.subtle.digest.bind(crypto.subtle);
crypto.subtle.digest = (...args) => {
  const done = digest(...args);
  hashing.add(done);
  done.finally(() => hashing.delete(done));
  return done;
};
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// The connection between the two devices. Messages wait on the wire until
// `settle` delivers them in order; `cut` loses what is in flight and closes
// both ends, as a dropped connection does.
export class Wire {
  constructor({ path = true } = {}) {
    this.path = path; // false: no route between the devices, the channel never opens
    this.queue = [];
    this.muted = new Set(); // links whose messages are lost
    this.offered = null;
  }

  linkOf(handlers) {
    const wire = this;
    return {
      ...handlers, closed: false, open: false, peer: null,
      async invite() {
        wire.offered = this;
        return "invitation";
      },
      async accept() {
        this.peer = wire.offered;
        wire.offered.peer = this;
        return "answer";
      },
      async complete() {
        if (!wire.path) return;
        for (const end of [this, this.peer]) end.open = true;
        for (const end of [this, this.peer]) end.onOpen();
      },
      send(text) {
        if (!this.open || this.closed) return false;
        if (!wire.muted.has(this)) wire.queue.push({ to: this.peer, text });
        return true;
      },
      close(failed = false) {
        if (this.closed) return;
        this.closed = true;
        this.open = false;
        this.onClose(failed);
        this.peer?.close();
      },
    };
  }

  // Delivers messages, in order, until none is left and none comes.
  async settle({ most = Infinity } = {}) {
    for (let idle = 0, delivered = 0; idle < 5 && delivered < most;) {
      await turn();
      const next = this.queue.shift();
      if (!next) {
        idle = hashing.size > 0 ? 0 : idle + 1;
        if (hashing.size > 0) await Promise.allSettled([...hashing]);
        continue;
      }
      idle = 0;
      delivered += 1;
      if (!next.to.closed) await next.to.onMessage(next.text);
    }
  }

  cut(link) {
    this.queue = [];
    link.close();
  }
}

// A device: the page's parts, with what it told its player. Its silence is
// counted on a clock that stands still unless the test gives one: on a busy
// machine a device making a long run of moves heard nothing from its friend
// for the real 20 s and took it for gone mid-game (a clean run hung there).
const STILL = { now: () => 0 };
export function device(wire, times = STILL) {
  const store = new GameStore();
  startGame(store, { ruleset: "siga", options: {}, opponent: "human", level: "easy", humanSide: 0, matchLength: 1 });
  const seats = () => withFriend(kindSeats(store.settings).seatsOf(store.settings), store.settings.friend);
  const actions = new ActionPath({ store, seats });
  const told = [];
  const refused = [];
  const view = { changed() {}, refused: (error) => refused.push(error.code), told: (news) => told.push(news), ask: async () => true };
  const whenIdle = async () => {};
  const friend = new FriendGame({ store, actions, seats, fit, whenIdle, view, linkOf: (handlers) => wire.linkOf(handlers), times });
  new FriendThrows({ friend, store, actions, whenIdle, refused: (error) => refused.push(error.code), ours: (ruleset) => kinds.get(ruleset) === "race" });
  return { store, actions, friend, told, refused };
}

// Ends a test's connection (and with it the devices' timers).
export const part = (...devices) => devices.forEach(({ friend }) => friend.drop());

export async function connect(wire, inviter, joiner, plan = null) {
  await inviter.friend.invite([], plan);
  await joiner.friend.join([], "invitation");
  await inviter.friend.complete("answer");
  await wire.settle();
  for (const { friend, refused } of [inviter, joiner]) assert.equal(friend.state, "connected", String(refused));
}

// The device a person may act on now, or undefined.
export const mover = (devices) => devices.find(({ actions }) => actions.mayAct("person"));
export const record = ({ store }) => store.game.history();
export const agreedThrows = ({ store }) => store.settings.friend.throws ?? [];

// Plays a legal move wherever a person may act (`choose(moves)`, the first
// by default), until `stop` says so; at most `most` plies.
export async function playUntil(wire, devices, stop, { choose = (moves) => moves[0], most = 2000 } = {}) {
  for (let plies = 0; plies < most; plies += 1) {
    await wire.settle();
    const here = mover(devices);
    if (!here || stop(here)) return here;
    here.actions.act(choose(here.store.game.legalMoves()), "person");
  }
  throw new Error(`no stop in ${most} plies`);
}
