// The one path of every move: a person's click, key or typed text, the
// computer's reply and an embedding page's instruction all come here. It
// checks that the board takes moves at all and that the seat to act is the
// mover's; then the engine plays it and the store tells every view.

import { actorOf } from "./seats.js";

// Why the page refused a move before asking the engine; the engine's own
// refusals keep their codes (docs/api-additions.md).
export class Refusal extends Error {
  constructor(code, parts = {}) {
    super(code);
    this.name = "Refusal";
    this.code = code;
    this.parts = parts;
  }
}

// The page's own reasons to refuse a move for a while, in the order they are told:
// the board is a record to look at, an earlier position is shown, the friend's
// device of a friend game is not connected, the last move is still being
// shown (Seig's sticks in the air) and nobody acts yet.
const HOLDS = ["read-only", "viewing", "away", "busy"];

export class ActionPath {
  // seats(): who plays each seat now; facesFair(): whether a person may give a
  // throw's faces (real sticks thrown at a table between people).
  constructor({ store, seats, facesFair = () => false }) {
    Object.assign(this, { store, seats, facesFair });
    this.holds = HOLDS.map(() => []); // per reason, the tests that hold moves back
    this.dealt = []; // the throws a lesson deals to a person, as moves
    this.throwTaker = null; // who makes the throws instead of the game's own stream
    this.confirmer = null; // who asks a person to confirm a move first
  }

  // Where the player asked for it (www/page/move-confirm.js), a person's move
  // waits for a confirmation: `confirmer(move)` returns true when it took the
  // move to ask about; it plays it later through here, `confirmed`. A typed
  // move is confirmed by its own Enter.
  confirmWith(confirmer) {
    this.confirmer = confirmer;
  }

  // A friend game's throws are made by both devices (www/friend/friend-throws.js):
  // `taker.take(move, by)` is asked before a move is played, and returns true
  // when it took the move in hand (played later, once both devices agreed), or
  // throws to refuse it.
  takeThrows(taker) {
    this.throwTaker = taker;
  }

  // Whoever holds moves back for a reason of HOLDS says so here: `holds(by)`
  // tells whether it does now, for "person" or "computer".
  holdWhen(reason, holds) {
    this.holds[HOLDS.indexOf(reason)].push(holds);
  }

  // A lesson deals the sticks: a person's next throws are these throw moves
  // (their faces written out), in order, so the step is the same every time.
  dealThrows(throws) {
    this.dealt = [...throws];
  }

  // Why `by` ("person", "computer" or "friend", the other device of a friend game) may not act now, or null.
  refusal(by) {
    const held = HOLDS.find((_, index) => this.holds[index].some((holds) => holds(by)));
    if (held) return held;
    const actor = this.actor();
    if (!actor) return "game-over";
    const actorIs = actor.remote ? "friend" : actor.computer ? "computer" : "person";
    if (actorIs !== by) return by === "person" ? "not-your-turn" : `not-${by}-turn`;
    return null;
  }

  // The seat to act now, with who plays it; null once the game is over.
  actor() {
    return actorOf(this.store.game, this.seats());
  }

  mayAct(by) {
    return this.refusal(by) === null;
  }

  // Plays `text` for `by`: the engine's report (null when the throw taker or
  // the confirmer took it), or a Refusal or the engine's error thrown with the game unchanged. `typed`: a person wrote the text in
  // `words` (the reader's notation: `readMove`'s), which the engine reads; a
  // throw with its faces written out would be a throw they chose, taken only
  // where the faces are fair (the engine's check says whether they are given).
  act(text, by, { typed = false, words = null, confirmed = false } = {}) {
    const refusal = this.refusal(by);
    if (refusal) throw new Refusal(refusal);
    const move = typed ? this.store.game.readMove(text, words).move : text;
    if (typed && !this.facesFair() && this.store.game.check(move).report?.throw?.given) throw new Refusal("typed-faces");
    if (by === "person" && !typed && !confirmed && this.confirmer?.(move)) return null;
    if (this.throwTaker?.take(move, by)) return null;
    // A throw of the sticks, as the legal moves list it, is the one a lesson deals next.
    const dealing = by === "person" && this.dealt.length > 0 && this.store.game.moves().some((entry) => entry.throw && entry.move === move);
    const report = this.store.play(dealing ? this.dealt[0] : move, by);
    if (dealing) this.dealt.shift();
    return report;
  }
}
