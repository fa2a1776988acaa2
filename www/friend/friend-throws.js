// The Seig throws of a live friend game, made by both devices (fair-throw.js).
//
// The device whose seat must throw (a person's click or its computer's turn)
// does not draw the sticks: it commits (`throw-commit`), the other device
// answers with its own commitment and then its value (`throw-reveal`), and
// the thrower reveals its value in turn. Each device checks the other's value
// against its commitment and against every value of the game, and finds the
// same faces; the thrower plays them as `throw:<faces>`, a move like any
// other, and the other device plays that move only when its faces are the
// agreed ones. What is refused is told on both screens and changes nothing.
//
// The two devices are parties 0 and 1 of fair-throw.js for the whole game,
// whoever invited: party 0 plays the first seat of Light. Each throw's number
// is its ply. The record of throws (`settings.friend.throws`) is kept with
// the game, so anyone can check every throw afterwards (verifyThrows).

import { FairThrows, FairThrowError, throwMove } from "./fair-throw.js";
import { FriendRefusal } from "./friend-game.js";
import { throwsIn } from "../session/opening.js";

// A refusal of fair-throw.js as the friend game tells it.
async function refusing(step) {
  try {
    return await step();
  } catch (error) {
    if (error instanceof FairThrowError) throw new FriendRefusal(error.code, error.parts);
    throw error;
  }
}

export class FriendThrows {
  // friend: the friend game (friend-game.js); whenIdle(): the board has shown the last move;
  // refused(error): the agreed throw could not be played here now (the player may throw again).
  constructor({ friend, store, actions, whenIdle, refused }) {
    Object.assign(this, { friend, store, actions, whenIdle, refused });
    this.fair = null; // the FairThrows of the game carried
    this.underway = null; // this device's throw waiting for the friend's: { ply, by }
    friend.on("throw-commit", (message) => this.committed(message));
    friend.on("throw-reveal", (message) => this.revealed(message));
    actions.takeThrows(this);
    // A new game, an undo or an ending: the throw asked for is gone; the
    // throws an undo took back leave the record (throwing again there is a new throw).
    store.subscribe(({ type }) => {
      if (["replaced", "undone", "declared"].includes(type)) this.underway = null;
      if (type === "undone" && this.live) this.keep(this.throws.record.filter((entry) => entry.number < this.plies));
    });
  }

  // The game is a friend game of Seig.
  get live() {
    return this.friend.active && throwsIn(this.store.game.ruleset());
  }

  get plies() {
    return this.store.game.history().length;
  }

  // This game's throws, rebuilt from its stored record when the game changed.
  get throws() {
    const { friend } = this.store.settings;
    if (this.fair?.nonce !== friend.id) {
      this.fair = new FairThrows({ nonce: friend.id, me: friend.remote[0][0] ? 1 : 0, record: friend.throws ?? [] });
    }
    return this.fair;
  }

  // The faces both devices agreed on for the throw at `ply`, or null.
  agreedAt(ply) {
    return this.throws.record.findLast((entry) => entry.number === ply)?.faces ?? null;
  }

  // The action path asks before it plays `text` for `by` (session/actions.js):
  // a throw with no faces from a seat here starts the commit and reveal, and
  // is taken (true); one with faces plays only when both devices agreed on
  // them (false), else it is refused. Anything else is the engine's (false).
  take(text, by) {
    if (!this.live) return false;
    const trial = this.store.game.check(text);
    const thrown = trial.ok ? trial.report.throw : null;
    if (!thrown) return false;
    const ply = this.plies;
    if (thrown.given || by === "friend") {
      if (!thrown.given || thrown.faces !== this.agreedAt(ply)) throw new FriendRefusal("unagreed-throw", { ply });
      return false;
    }
    const agreed = this.agreedAt(ply);
    if (agreed !== null) queueMicrotask(() => this.play(agreed, by)); // agreed before, not played then
    else if (!this.underway) this.start(ply, by);
    return true;
  }

  play(faces, by) {
    try {
      this.actions.act(throwMove({ faces }), by);
    } catch (error) {
      this.refused(error);
    }
  }

  // The record of throws, kept with the game (and in this game's FairThrows).
  keep(record) {
    this.throws.record = record;
    this.store.updateSettings({ ...this.store.settings, friend: { ...this.store.settings.friend, throws: [...record] } });
  }

  async start(ply, by) {
    this.underway = { ply, by };
    const commitment = await this.throws.commit(ply);
    this.friend.send({ type: "throw-commit", ply, commitment });
  }

  // A message about the throw at `ply` is for now: the game is at that throw.
  expect(ply, type) {
    if (!this.live || !this.store.game.moves()[0]?.throw) throw new FriendRefusal("unexpected", { type });
    if (ply !== this.plies) throw new FriendRefusal("out-of-turn", { ply, plies: this.plies });
  }

  // The friend's commitment: to its own throw (this device answers with its
  // commitment), or the answer to this device's. Either way this device then reveals.
  async committed({ ply, commitment }) {
    this.expect(ply, "throw-commit");
    const theirs = Boolean(this.actions.actor()?.remote);
    if (!theirs && this.underway?.ply !== ply) throw new FriendRefusal("unexpected", { type: "throw-commit" });
    await refusing(() => this.throws.receiveCommitment(ply, commitment));
    if (theirs) this.friend.send({ type: "throw-commit", ply, commitment: await this.throws.commit(ply) });
    this.friend.send({ type: "throw-reveal", ply, value: this.throws.reveal(ply) });
  }

  // The friend's value: checked, then the faces are agreed and kept in the
  // record; the thrower plays them, the other device waits for that move.
  async revealed({ ply, value }) {
    this.expect(ply, "throw-reveal");
    const entry = await refusing(() => this.throws.receiveReveal(ply, value, this.store.game.throwTable().sticks));
    this.keep(this.throws.record);
    if (this.underway?.ply !== ply) return;
    const { by } = this.underway;
    this.underway = null;
    await this.whenIdle();
    this.play(entry.faces, by);
  }
}
