// @ts-check
// Seig's steps on the action path (www/session/actions.js `use`): what a
// throw of the sticks passes through before the engine plays it.

import { Refusal } from "../../session/actions.js";
import { facesFair } from "./seats.js";

// A throw a person typed with its faces written out is a throw they chose:
// taken only where given faces are fair (real sticks thrown at a table
// between people); the engine's check says whether the faces are given.
export const typedFaces = (store, seats) => (move, { typed }) => {
  if (typed && !facesFair(store.settings, seats()) && store.game.check(move).report?.throw?.given) throw new Refusal("typed-faces");
  return move;
};

// A lesson deals the sticks: a person's next throws are these throw moves
// (their faces written out), in order, so the step is the same every time. A
// throw of the sticks, as the legal moves list it, is the one dealt next.
export function dealing(throws, store) {
  const dealt = [...throws];
  return (move, { by }) => {
    const throwing = by === "person" && dealt.length > 0 && store.game.moves().some((entry) => entry.throw && entry.move === move);
    return throwing ? dealt.shift() : move;
  };
}
