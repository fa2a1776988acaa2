// What a Seig throw did, in the page's words, from the engine's report of it.

import { throwValueText, throwGlance } from "../../lang/text.js";
import { shoutOf } from "./sticks.js";

// What a language's throw sentences are told of a throw.
const throwParts = (report, options) =>
  ({ kind: report.throw.kind, whites: report.throw.whites, fourMoves: options.fourMoves, passed: report.throw.passed, side: report.side });

export const throwWords = (report, options) => throwValueText(throwParts(report, options));

// The throw at a glance, drawn on the sticks: { mark, line, shout }.
export function throwGlanceOf(report, options) {
  const [mark, line] = throwGlance(throwParts(report, options));
  return { mark, line, shout: shoutOf(report.throw.kind) !== null };
}

// Whether the turn passed on this throw (the engine's report names another
// seat next): the thrower had nothing to spend, and whoever throws next has
// nothing to decide either.
export const passedOn = (report) =>
  Boolean(report.throw) && report.next.side !== null && (report.next.side !== report.side || report.next.seat !== report.seat);

// The values a Seig spend uses, as its move text writes them ("3+1").
export const spentGroup = (move) => move.slice(move.indexOf(":") + 1);
