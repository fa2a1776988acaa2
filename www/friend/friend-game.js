// @ts-check
// A game with a friend on another device: ties one connection (connection.js)
// to the page's one store and action path. Each device plays every move
// through its own engine: a move made here goes out after the engine played
// it; a move from there is played through the action path like a click, as
// the seat of the friend's device ("friend"), so the same checks refuse it
// (not that seat's turn, not this ply, not a legal move). What is refused
// changes nothing, is told here and sent back so the other screen tells it too.
//
// The game is saved on both devices like any other (it is the store's). When
// the connection drops, moves wait; either device can invite again, and the
// two records are compared: where one leads to the other, both continue from
// the longer, replayed and checked by the engine.

import { PeerLink } from "./connection.js";
import { encodeMessage, decodeMessage, compareRecords, ProtocolError, MOST_RECORD } from "./protocol.js";
import { openFriendGame, replayedGame } from "../session/opening.js";
import { actorOf, validFriend } from "../session/seats.js";
import { newGameId as randomId } from "../session/store.js";

// A refusal of the friend game ({ code, parts }), told on both screens.
export class FriendRefusal extends Error {
  constructor(code, parts = {}) {
    super(`friend game: ${code}`);
    this.name = "FriendRefusal";
    this.code = code;
    this.parts = parts;
  }
}

// While connected, a ping goes out this often; a device that has heard
// nothing for SILENT_MS (no pong, no move) takes the connection for lost, as
// a phone that slept or left the network sends nothing and the browser
// itself may take half a minute to tell.
const PING_MS = 5000;
const SILENT_MS = 20000;
// Once the inviting device has the answer, a path is found within seconds
// when there is one; behind a strict NAT there is none, and the browser may
// take long to give up.
const CONNECT_MS = 20000;
// For the end-to-end tests only: `?friend-wait-ms=N` makes both waits above
// N ms, so a give-up fits a quick test (the real 20 s of silence: `make test-slow`).
const shortWait = Number(new URLSearchParams(globalThis.location?.search ?? "").get("friend-wait-ms"));
const testWaits = shortWait > 0 ? { silentMs: shortWait, connectMs: shortWait } : {};

const plain = (value) => JSON.parse(JSON.stringify(value));

export class FriendGame {
  // seats(): who plays each seat, the friend's device's marked `remote`;
  // fit: the kinds' say on settings (session/opening.js); whenIdle(): the board has shown the last move.
  // view: { changed(), refused(error, byFriend), ask(question, parts) -> Promise<boolean>, told(news, parts) }.
  // linkOf(handlers): the connection (a PeerLink; tests give their own);
  // times: { pingMs, silentMs, connectMs, now() }, the clock `now` the silence is counted on (tests drive their own).
  constructor({ store, actions, seats, fit, whenIdle, view, linkOf = (handlers) => new PeerLink(handlers), times = {} }) {
    this.store = store;
    this.actions = actions;
    this.seats = seats;
    this.fit = fit;
    this.whenIdle = whenIdle;
    this.view = view;
    this.linkOf = linkOf;
    this.times = { pingMs: PING_MS, silentMs: SILENT_MS, connectMs: CONNECT_MS, now: Date.now, ...testWaits, ...times };
    this.link = null;
    this.role = null; // "inviter" or "joiner" of the current connection
    this.plan = null; // the inviter's game to start once connected: { settings, remote }, or null to continue the stored one
    this.connected = false; // the two devices agreed on the game
    this.applying = false; // a change the friend's device made is being applied here
    this.pending = new Map(); // questions asked of the friend: "draw" or "undo" -> { ply or to, resolve }
    this.handlers = new Map(); // further message types (a throw's commit and reveal) -> handler(message)
    this.linked = null; // the id of the game the connection carries
    this.queue = Promise.resolve(); // messages are handled one after the other, in the order they came
    this.companions = []; // parts with state that travels with the record (a game's thrown sticks): see `attach`
    this.heard = 0; // when the friend's device was last heard from
    this.pinging = null; // the interval of pings while connected
    this.connecting = null; // the inviting device's wait for the channel to open, once it has the answer
    this.pings = 0;
    actions.holdWhen("away", (by) => by !== "friend" && this.active && !this.connected);
    store.subscribe((change) => this.follow(change));
  }

  // The game in the store is a live friend game (connected or not); one played by links (letters.js) is not.
  get active() {
    return validFriend(this.store.settings?.friend) && !this.store.settings.friend.letters && !this.store.over;
  }

  get id() {
    return this.store.settings?.friend?.id ?? null;
  }

  // The state shown to the player and the tests: "none", "waiting", "connected" or "lost".
  get state() {
    if (this.connected) return "connected";
    if (this.link && !this.link.closed) return "waiting";
    return this.active ? "lost" : "none";
  }

  // Another message type for the friend game: `handler(message)` throws a FriendRefusal to refuse it.
  on(type, handler) {
    this.handlers.set(type, handler);
  }

  // A part of the friend game whose state travels with the record:
  //   fields() -> what it adds to a hello or a resync;
  //   admit({ id, settings, reports, message, from }) -> the engine's reports of
  //     the friend's record, which adds to our first `from` plies, checked before
  //     it is taken (a FriendRefusal refuses it); resolves with the fields it adds to `settings.friend`;
  //   resume() -> the two devices are connected again, each record taken in.
  attach(companion) {
    this.companions.push(companion);
  }

  carried() {
    return Object.assign({}, ...this.companions.map((companion) => companion.fields()));
  }

  send(message) {
    return this.link?.send(encodeMessage(message)) ?? false;
  }

  newLink(stunUrls, role) {
    this.link?.close();
    this.connected = false;
    this.role = role;
    const link = this.linkOf({
      stunUrls,
      onOpen: () => this.opened(),
      onMessage: (raw) => this.delivered(raw),
      onClose: (failed) => {
        if (this.link !== link) return;
        // No path was found before the game was on: behind some networks none exists (the game has no relay).
        if (failed && !this.connected) this.view.told("notConnected");
        this.connected = false;
        this.stopWatching();
        this.answerAll(false);
        this.view.changed();
      },
    });
    this.link = link;
    this.view.changed();
    return link;
  }

  // The inviting device: `plan` ({ settings, remote }) starts a new game once
  // connected; null invites to continue the friend game stored here. Resolves with the invitation's code.
  invite(stunUrls, plan = null) {
    this.plan = plan;
    return this.newLink(stunUrls, "inviter").invite();
  }

  // The friend's device: the invitation's code in, the answer's code out.
  join(stunUrls, invitation) {
    this.plan = null;
    return this.newLink(stunUrls, "joiner").accept(invitation);
  }

  // The inviting device: the friend's answer connects.
  async complete(answer) {
    if (this.role !== "inviter" || !this.link) throw new FriendRefusal("no-invitation");
    const link = this.link;
    await link.complete(answer);
    clearTimeout(this.connecting);
    this.connecting = setTimeout(() => {
      if (this.link === link && !this.connected) link.close(true);
    }, this.times.connectMs);
  }

  // Closes the connection; the game stays saved.
  drop() {
    this.link?.close();
  }

  // Leaves the friend game for good (a new game here): the friend is told.
  leave() {
    this.send({ type: "bye" });
    this.plan = null;
    this.drop();
  }

  // The inviting device starts or continues the game and says so.
  opened() {
    if (this.role !== "inviter") return;
    if (this.plan) {
      const { settings, remote } = this.plan;
      this.plan = null;
      this.applyingDo(() => openFriendGame(this.store, { settings, replay: replayedGame(settings, []), friend: { id: randomId(), remote } }, this.fit));
    }
    const { settings, game } = this.store;
    if (!validFriend(settings.friend)) return;
    const { friend, ...shared } = settings;
    this.linked = friend.id;
    this.send({
      type: "hello", id: friend.id, settings: plain(shared), seats: friend.remote.map((side) => side.map((remote) => !remote)), record: game.history(), ...this.carried(),
    });
  }

  applyingDo(change) {
    this.applying = true;
    try {
      return change();
    } finally {
      this.applying = false;
    }
  }

  // What happened in the store: a move or an ending made here goes to the friend's device.
  follow({ type, reports = [], by }) {
    if (this.applying) return;
    if (type === "replaced" && this.link && this.linked && this.store.settings.friend?.id !== this.linked) {
      this.leave();
      return;
    }
    if (!this.connected) return;
    if (type === "played" && by !== "friend") {
      const length = this.store.game.history().length;
      reports.forEach((report, index) => this.send({ type: "move", ply: length - reports.length + index, move: report.move }));
    }
    if (type === "declared") {
      const status = this.store.status;
      if (status.over && status.reason === "resigned") this.send({ type: "resign", ply: this.plies, side: 1 - status.winner });
    }
  }

  get plies() {
    return this.store.game.history().length;
  }

  // What the channel delivered (or a test, as if it had): handled after the messages before it.
  delivered(raw) {
    this.heard = this.times.now();
    this.queue = this.queue.then(() => this.receive(raw));
    return this.queue;
  }

  // A raw message from the channel: checked, then acted on; a refusal is told on both screens.
  async receive(raw) {
    try {
      const message = decodeMessage(raw);
      await this.handle(message);
    } catch (error) {
      if (!(error instanceof ProtocolError || error instanceof FriendRefusal)) throw error;
      this.view.refused(error, false);
      this.send({ type: "refused", code: error.code, parts: plain(error.parts) });
    }
  }

  async handle(message) {
    const { type } = message;
    if (type === "refused") {
      this.view.refused(new FriendRefusal(message.code, message.parts), true);
      return;
    }
    if (type === "ping") {
      this.send({ type: "pong", n: message.n });
      return;
    }
    if (type === "pong") return;
    if (type === "hello") return this.hello(message);
    if (type === "resync") return this.resync(message);
    if (type === "bye") {
      this.view.told("left");
      this.drop();
      return;
    }
    if (!this.connected) throw new FriendRefusal("not-connected", { type });
    if (type === "move") return this.move(message);
    if (type === "resign") return this.resigned(message);
    // A question waits for the player here; the messages after it need not.
    if (type === "draw-offer") return void this.questioned(this.drawOffered(message));
    if (type === "undo-request") return void this.questioned(this.undoAsked(message));
    if (type === "draw-answer" || type === "undo-answer") return this.answered(message);
    const handler = this.handlers.get(type);
    if (!handler) throw new FriendRefusal("unexpected", { type });
    return handler(message);
  }

  questioned(answering) {
    answering.catch((error) => this.view.refused(error, false));
  }

  // The friend's device describes the game (the joiner hears it once connected).
  async hello(message) {
    const { id, settings, seats, record } = message;
    if (this.role !== "joiner") throw new FriendRefusal("unexpected", { type: "hello" });
    if (this.id === id && this.store.settings.friend) return this.agree(message);
    await this.adopt({ message, settings, record, friend: { id, remote: seats }, from: 0 });
    this.linked = id;
    this.connected = true;
    this.send({ type: "resync", id, record: this.store.game.history(), ...this.carried() });
    this.connectedNow();
  }

  // The other device's whole record, after a hello or a reconnection.
  resync(message) {
    if (this.id !== message.id) throw new FriendRefusal("not-this-game");
    return this.agree(message);
  }

  // Takes the friend's game (`record`, adding to our first `from` plies) once
  // the engine replayed it and every companion checked the replay's reports;
  // anything the engine refuses is a bad game.
  async adopt({ message, settings, record, friend, from }) {
    let replay = null; // this method's to free until openFriendGame takes it over
    try {
      replay = replayedGame(settings, record);
      const { reports } = replay;
      const added = Object.assign({}, ...await Promise.all(this.companions.map((companion) => companion.admit({ id: friend.id, settings, reports, message, from }))));
      const taken = replay;
      replay = null;
      this.applyingDo(() => openFriendGame(this.store, { settings, replay: taken, friend: { ...friend, ...added } }, this.fit));
    } catch (error) {
      replay?.game.free();
      if (error instanceof FriendRefusal) throw error;
      throw new FriendRefusal("bad-game", { code: error.code ?? null, parts: plain(error.parts ?? {}), text: String(error.message ?? error) });
    }
  }

  // Continues from the record both devices agree on: the longer one, where one leads to the other.
  async agree(message) {
    const { id, record } = message;
    const ours = this.store.game.history();
    const standing = compareRecords(ours, record);
    if (standing === "differ") {
      this.connected = false;
      this.view.changed();
      throw new FriendRefusal("records-differ", { ours: ours.length, theirs: record.length });
    }
    if (standing === "theirs-longer") {
      const { friend, ...settings } = this.store.settings;
      await this.adopt({ message, settings, record, friend, from: ours.length });
    }
    const first = !this.connected;
    this.linked = id;
    this.connected = true;
    // The other side learns of the longer record; after a hello it learns that the game is on.
    if (standing === "ours-longer" || (first && this.role === "joiner")) this.send({ type: "resync", id, record: this.store.game.history(), ...this.carried() });
    if (first) this.connectedNow();
    else this.view.changed();
  }

  // The two devices agreed on the game: pings keep watch, and what waited for the connection goes on.
  connectedNow() {
    this.heard = this.times.now();
    this.stopWatching();
    this.pinging = setInterval(() => this.keepWatch(), this.times.pingMs);
    this.view.told("connected");
    this.view.changed();
    for (const companion of this.companions) companion.resume();
  }

  stopWatching() {
    clearTimeout(this.connecting);
    clearInterval(this.pinging);
  }

  keepWatch() {
    if (!this.connected) {
      this.stopWatching();
      return;
    }
    if (this.times.now() - this.heard > this.times.silentMs) {
      this.view.told("silent");
      this.drop();
      return;
    }
    this.pings = (this.pings + 1) % MOST_RECORD;
    this.send({ type: "ping", n: this.pings });
  }

  // A move from the friend's device, played here through the action path as theirs.
  async move({ ply, move }) {
    if (ply !== this.plies) throw new FriendRefusal("out-of-turn", { move, ply, plies: this.plies });
    let refusal = this.actions.refusal("friend");
    if (refusal === "busy") {
      await this.whenIdle();
      if (ply !== this.plies) throw new FriendRefusal("out-of-turn", { move, ply, plies: this.plies });
      refusal = this.actions.refusal("friend");
    }
    if (refusal) throw new FriendRefusal("out-of-turn", { move, ply, plies: this.plies });
    try {
      this.actions.act(move, "friend");
    } catch (error) {
      throw new FriendRefusal("illegal-move", { move, code: error.code ?? null, parts: plain(error.parts ?? {}) });
    }
  }

  resigned({ ply, side }) {
    const sides = this.friendSides();
    if (ply !== this.plies || !sides.includes(side)) throw new FriendRefusal("out-of-turn", { ply, plies: this.plies });
    try {
      this.applyingDo(() => this.store.resign(side));
    } catch (error) {
      throw new FriendRefusal("illegal-move", { move: "resign", code: error.code ?? null, parts: plain(error.parts ?? {}) });
    }
    this.view.changed();
  }

  // The sides the friend's device plays a seat of.
  friendSides() {
    return [0, 1].filter((side) => this.seats()[side].some(({ remote }) => remote));
  }

  async drawOffered({ ply }) {
    if (ply !== this.plies || this.store.over || !this.store.game.situation().drawByAgreement) {
      this.send({ type: "draw-answer", ply, accept: false });
      return;
    }
    const accept = await this.view.ask("draw", { side: this.friendSides()[0] ?? 0 });
    const still = ply === this.plies && !this.store.over && this.connected;
    this.send({ type: "draw-answer", ply, accept: accept && still });
    if (accept && still) this.applyingDo(() => this.store.agreeDraw());
  }

  async undoAsked({ to }) {
    const plies = this.plies;
    if (to >= plies || this.store.over) {
      this.send({ type: "undo-answer", to, accept: false });
      return;
    }
    const accept = await this.view.ask("undo", { moves: plies - to });
    const still = plies === this.plies && this.connected;
    this.send({ type: "undo-answer", to, accept: accept && still });
    if (accept && still) this.applyingDo(() => this.takeBackTo(to));
  }

  takeBackTo(to) {
    this.store.undo((game) => game.history().length > to);
  }

  // An answer to a question this device asked.
  answered({ type, ply, to, accept }) {
    const kind = type === "draw-answer" ? "draw" : "undo";
    const asked = this.pending.get(kind);
    if (!asked || asked.at !== (kind === "draw" ? ply : to)) throw new FriendRefusal("unexpected", { type });
    this.pending.delete(kind);
    asked.resolve(accept && asked.plies === this.plies);
  }

  answerAll(value) {
    for (const { resolve } of this.pending.values()) resolve(value);
    this.pending.clear();
  }

  ask(kind, message, at) {
    this.pending.get(kind)?.resolve(false);
    return new Promise((resolve) => {
      this.pending.set(kind, { at, plies: this.plies, resolve });
      if (!this.send(message)) {
        this.pending.delete(kind);
        resolve(false);
      }
    });
  }

  // Offers a draw to the friend; resolves with their answer (the draw is agreed on both devices when it is yes).
  async offerDraw() {
    const ply = this.plies;
    const accepted = await this.ask("draw", { type: "draw-offer", ply }, ply);
    if (accepted) this.applyingDo(() => this.store.agreeDraw());
    return accepted;
  }

  // Asks the friend to take back moves to where a seat here last acted; resolves with their answer.
  async requestUndo() {
    const to = this.undoTarget();
    if (to === null) return false;
    const accepted = await this.ask("undo", { type: "undo-request", to }, to);
    if (accepted) this.applyingDo(() => this.takeBackTo(to));
    return accepted;
  }

  // The number of plies before the last move a person here made, or null.
  undoTarget() {
    const { game } = this.store;
    for (let plies = game.history().length - 1; plies >= 0; plies -= 1) {
      const earlier = game.gameAfter(plies);
      try {
        const actor = actorOf(earlier, this.seats());
        if (actor && !actor.remote && !actor.computer) return plies;
      } finally {
        earlier.free();
      }
    }
    return null;
  }

  // For tests: sends `text` as it is (the browser may refuse it: a message past the channel's size).
  sendRaw(text) {
    return this.link?.send(text) ?? false;
  }
}
