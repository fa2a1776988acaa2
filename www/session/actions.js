// @ts-check
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
// shown (thrown sticks in the air) and nobody acts yet.
const HOLDS = ["read-only", "viewing", "away", "busy"];

export class ActionPath {
  // seats(): who plays each seat now.
  constructor({ store, seats }) {
    this.store = store;
    this.seats = seats;
    this.holds = HOLDS.map(() => []); // per reason, the tests that hold moves back
    this.steps = []; // what a move passes through before the engine plays it, in order (`use`)
  }

  // A step every move passes through once the seat may act, in the order
  // given: `step(move, { by, typed, confirmed })` returns the move to go on
  // with (itself, or another in its place), null when it took the move in
  // hand (played later through here, or dropped), or throws to refuse it. A
  // kind adds its own (www/games/<kind>/); so do the move confirmation and a
  // lesson. Returns the way to take the step out.
  use(step) {
    this.steps.push(step);
    return () => {
      this.steps = this.steps.filter((other) => other !== step);
    };
  }

  // Whoever holds moves back for a reason of HOLDS says so here: `holds(by)`
  // tells whether it does now, for "person" or "computer".
  holdWhen(reason, holds) {
    this.holds[HOLDS.indexOf(reason)].push(holds);
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

  // Plays `text` for `by`: the engine's report (null when a step took it in
  // hand), or a Refusal or the engine's error thrown with the game unchanged.
  // `typed`: a person wrote the text in `words` (the reader's notation:
  // `readMove`'s), which the engine reads; `confirmed`: the person confirmed it.
  act(text, by, { typed = false, words = null, confirmed = false } = {}) {
    const refusal = this.refusal(by);
    if (refusal) throw new Refusal(refusal);
    let move = typed ? this.store.game.readMove(text, words).move : text;
    for (const step of this.steps) {
      move = step(move, { by, typed, confirmed });
      if (move === null) return null;
    }
    return this.store.play(move, by);
  }
}
