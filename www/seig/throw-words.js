// What a Seig throw did, in the page's words, from the engine's report of it.

import { throwValueText } from "../lang/text.js";

export const throwWords = (report, options) =>
  throwValueText({ kind: report.throw.kind, whites: report.throw.whites, fourMoves: options.fourMoves, passed: report.throw.passed, side: report.side });

// The values a Seig spend uses, as its move text writes them ("3+1").
export const spentGroup = (move) => move.slice(move.indexOf(":") + 1);
