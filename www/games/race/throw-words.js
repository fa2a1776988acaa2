// @ts-check
// What a Seig throw did, in the page's words, from the engine's report of it.

import { words } from "../../lang/text.js";
import { shoutOf } from "./sticks.js";

const { throwValueText, throwGlance } = words;

// What a language's throw sentences are told of a throw.
const throwParts = (report, options) =>
  ({ kind: report.throw.kind, whites: report.throw.whites, value: report.throw.value, fourMoves: options.fourMoves, passed: report.throw.passed, side: report.side });

export const throwWords = (report, options) => throwValueText(throwParts(report, options));

// The throw at a glance, drawn on the sticks: { mark, line, shout }.
export function throwGlanceOf(report, options) {
  const [mark, line] = throwGlance(throwParts(report, options));
  return { mark, line, shout: shoutOf(report.throw.kind) !== null };
}
