// @ts-check
// The Seig throws of a live friend game, made by both devices (www/games/race/fair-throw.js).
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
// the game, so anyone can check every throw afterwards (verifyThrows), and
// so is the throw under way (`settings.friend.pending`, with this device's
// secret value), so a reload or a dropped connection never draws it again.
//
// The record travels with every hello and resync. A record of the friend's
// that is longer than ours is taken only when each of its throws is one both
// devices agreed on: known here, or the throw under way here completed by the
// friend's value, checked against its commitment. A throw cannot be slipped
// into the game that way. Once connected again, the throw under way goes on
// where it stopped: each device sends again what it sent for it.

import { FairThrows, FairThrowError, facesOf, throwMove, verifyThrows } from "./fair-throw.js";
import { FriendRefusal } from "../../friend/friend-game.js";
import { validFriend } from "../../session/seats.js";

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
  // refused(error): the agreed throw could not be played here now (the player may throw again);
  // ours(ruleset): whether a game of that rule set is this kind's, with throws.
  constructor({ friend, store, actions, whenIdle, refused, ours }) {
    this.ours = ours;
    this.friend = friend;
    this.store = store;
    this.actions = actions;
    this.whenIdle = whenIdle;
    this.refused = refused;
    this.fair = null; // the FairThrows of the game carried
    this.underway = null; // this device's throw waiting for the friend's: { ply, by }
    friend.on("throw-commit", (message) => this.committed(message));
    friend.on("throw-reveal", (message) => this.revealed(message));
    friend.attach(this);
    actions.use((move, { by }) => (this.take(move, by) ? null : move));
    // A new game, an undo or an ending: the throw asked for is gone; the
    // throws an undo took back leave the record (throwing again there is a new throw).
    store.subscribe(({ type }) => {
      if (["replaced", "undone", "declared"].includes(type)) this.underway = null;
      if (type !== "undone" || !this.live) return;
      this.throws.record = this.throws.record.filter((entry) => entry.number < this.plies);
      this.throws.giveUpFrom(this.plies);
      this.keep();
    });
  }

  // The game is a friend game of a race game, under way.
  get live() {
    return this.friend.active && this.carries;
  }

  // The game is a friend game of a race game, under way or over.
  get carries() {
    return validFriend(this.store.settings?.friend) && this.ours(this.store.game.ruleset());
  }

  get plies() {
    return this.store.game.history().length;
  }

  // This game's throws, rebuilt from its stored record when the game changed.
  get throws() {
    const { friend } = this.store.settings;
    if (this.fair?.nonce !== friend.id) {
      this.fair = new FairThrows({ nonce: friend.id, me: friend.remote[0][0] ? 1 : 0, record: friend.throws ?? [], pending: friend.pending ?? null });
    }
    return this.fair;
  }

  // The faces both devices agreed on for the throw at `ply`, or null.
  agreedAt(ply) {
    return this.throws.agreed(ply)?.faces ?? null;
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

  // The throws as this game's FairThrows holds them, kept with the game.
  keep() {
    this.store.updateSettings({ ...this.store.settings, friend: { ...this.store.settings.friend, ...this.kept() } });
  }

  kept() {
    const { record, pending } = this.throws;
    return { throws: [...record], pending: pending && { ...pending, commitments: [...pending.commitments] } };
  }

  async start(ply, by) {
    this.underway = { ply, by };
    const commitment = await this.throws.commit(ply);
    this.keep();
    this.friend.send({ type: "throw-commit", ply, commitment });
  }

  // What a hello or a resync carries: the agreed throws (never the one under way, whose value is secret).
  fields() {
    return this.carries ? { throws: this.throws.record } : {};
  }

  // The friend's record, adding to our first `from` plies, before it is
  // taken: each throw in it must be one both devices agreed on. A game this
  // device never saw (`from` 0, another id) brings its own record of throws, checked whole.
  async admit({ id, settings, reports, message, from }) {
    if (!this.ours(settings.ruleset)) return {};
    const thrown = reports.map((report, ply) => ({ number: ply, faces: report.throw?.faces })).filter(({ faces }) => faces);
    const theirs = Array.isArray(message.throws) ? message.throws : [];
    if (this.store.settings.friend?.id !== id) {
      await refusing(() => verifyThrows({ nonce: id, record: theirs, played: thrown.map(({ faces }) => faces) }));
      return { throws: theirs, pending: null };
    }
    const added = thrown.filter(({ number }) => number >= from);
    const unknown = added.filter(({ number, faces }) => {
      const known = this.throws.agreed(number);
      if (known && known.faces !== faces) throw new FriendRefusal("unagreed-throw", { ply: number });
      return !known;
    });
    // Only the throw under way here can be new to this device: the friend's value completes it.
    if (unknown.length > 1) throw new FriendRefusal("unagreed-throw", { ply: unknown[1].number });
    if (unknown.length === 1) await this.completeFrom(unknown[0], theirs.findLast((entry) => entry?.number === unknown[0].number));
    return this.kept();
  }

  // The throw under way here, as the friend's record says it ended (`entry`; `played`: its faces in the game, one a stick).
  async completeFrom(played, entry) {
    const sticks = played.faces.length;
    const { me, them, pending } = this.throws;
    const ours = pending?.number === played.number && pending.mine && entry?.values?.[me] === pending.mine &&
      entry.commitments?.[me] === pending.commitments[me] && entry.commitments?.[them] === pending.commitments[them];
    if (!ours) throw new FriendRefusal("unagreed-throw", { ply: played.number });
    const values = [];
    values[me] = pending.mine;
    values[them] = entry.values[them];
    if (typeof values[them] !== "string" || (await facesOf({ nonce: this.throws.nonce, number: played.number, sticks, values })) !== played.faces) {
      throw new FriendRefusal("unagreed-throw", { ply: played.number });
    }
    await refusing(() => this.throws.receiveReveal(played.number, values[them], sticks));
  }

  // Connected again: the throw under way goes on. The device that throws
  // sends its commitment again; the other answers it as it did, or as it
  // would have (each takes what it already had as the same message).
  resume() {
    if (!this.live) return;
    const { pending, me } = this.throws;
    const actor = this.actions.actor();
    if (!pending?.mine || pending.number !== this.plies || !actor || actor.remote) return;
    this.underway = { ply: pending.number, by: actor.computer ? "computer" : "person" };
    this.friend.send({ type: "throw-commit", ply: pending.number, commitment: pending.commitments[me] });
  }

  // This device's part of the friend's throw: its commitment, then its value.
  answer(ply) {
    const { me, pending } = this.throws;
    const entry = pending ? null : this.throws.agreed(ply);
    this.friend.send({ type: "throw-commit", ply, commitment: entry ? entry.commitments[me] : pending.commitments[me] });
    this.friend.send({ type: "throw-reveal", ply, value: entry ? entry.values[me] : pending.mine });
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
    if (!theirs) {
      this.keep();
      this.friend.send({ type: "throw-reveal", ply, value: await refusing(() => this.throws.reveal(ply)) });
      return;
    }
    if (!this.throws.agreed(ply)) await this.throws.commit(ply);
    this.keep();
    this.answer(ply);
  }

  // The friend's value: checked, then the faces are agreed and kept in the
  // record; the thrower plays them, the other device waits for that move.
  async revealed({ ply, value }) {
    this.expect(ply, "throw-reveal");
    const entry = await refusing(() => this.throws.receiveReveal(ply, value, this.store.game.throwTable().sticks));
    this.keep();
    if (this.underway?.ply !== ply) return;
    const { by } = this.underway;
    this.underway = null;
    await this.whenIdle();
    this.play(entry.faces, by);
  }
}
