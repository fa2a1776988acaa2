// @ts-check
// The lessons of the grid games: for each rule set, steps that each teach one
// rule on the real board. A step sets a position (a few moves from the start,
// or a setup the engine checks: the board drawn below, the side to act and
// what the rule needs, a count or a run), says what to do (its words are in
// www/lang/lessons/*.js under the step's id, `text`) and names its goal
// (www/learn/goals.js); `dealt`: none here (Seig's lessons deal throws).
// tests/node/lessons.test.mjs checks every step against the engine.

// The goal only these games' turns reach (www/learn/goals.js): the extra move Seega's rule gives.
export const GOALS = {
  extra: (turn) => turn.some(({ side, next }) => next.act === "extra" && next.side === side),
};

const step = (id, setup, moves, goal, options) => ({ id, text: id, options, setup, moves, goal, dealt: [] });
// A step a few moves from the start, and one from a setup.
const played = (id, moves, goal, options = {}) => step(id, undefined, moves, goal, options);
const setUp = (id, setup, goal, options = {}) => step(id, setup, [], goal, options);
// A board's cells from its picture, ranks from the top: "o" Light, "x" Dark, "." empty (the engine's cells start at a1).
const cells = (picture) => picture.trim().split(/\s+/u).reverse().flatMap((rank) => [...rank].map((mark) => ".ox".indexOf(mark)));
const movement = (picture, toMove, more = {}) => ({ cells: cells(picture), toMove, phase: "movement", ...more });
const BARRIER_10 = { barrierPlies: 10 };
const SMALL = { board: "4x5" };

export const LESSONS = {
  siga: [
    played("siga-move", [], { kind: "move" }),
    played("siga-capture", ["a2-a3", "a5-a4"], { kind: "capture" }),
    played("siga-compulsory", ["a2-a3", "a5-a4"], { kind: "capture" }, { compulsoryCapture: true }),
    setUp("siga-win", movement("..o. .... ..xo .oo. oooo", 0), { kind: "win" }, SMALL),
    // One piece each, Light to move at a2, five steps from Dark's c5. The moves that
    // win fastest, by the engine's endgame tables: both close in.
    setUp("siga-one-against-one", movement("..x. .... .... o... ....", 0), { kind: "solve", moves: ["a2-b2", "a2-a3"] }, SMALL),
  ],
  "seega-sudan": [
    played("sudan-place", [], { kind: "place" }),
    setUp("sudan-first-move", movement("ooxxx xoxxo xx.oo ooxxx oooxo", 0), { kind: "move" }),
    setUp("sudan-capture", movement("oxxxx oo.xo o.ooo ..o.. oooxx", 0), { kind: "capture" }),
    setUp("sudan-series", movement("xx... oox.x ooooo .ooo. o.oxx", 0), { kind: "capture", count: 2 }),
    setUp("sudan-blocked", movement("ooo.. x.o.o xo..o oo... .oo.o", 0), { kind: "extra" }),
    // a1 has gone to b1 and back twice: a fifth move between them is refused.
    setUp("sudan-repetition", movement("oo.x. xo..x o.o.x o.x.. o.xxx", 0, { quietPlies: 13, runs: [{ square: "a1", from: "b1", count: 4 }] }), { kind: "move" }),
    setUp("sudan-barrier", movement("oo..x .xx.. .xx.x ....o .o.o.", 0, { quietPlies: 9 }), { kind: "capture" }, BARRIER_10),
  ],
  "seega-egypt": [
    played("egypt-place", [], { kind: "place" }),
    setUp("egypt-first-move", movement("ooxxx oxoxx ox.oo ooxxx ooxxo", 1), { kind: "move" }),
    setUp("egypt-capture", movement("ooxxx oxxxx o.xoo .o.xx ooxxo", 0), { kind: "capture" }),
    setUp("egypt-series", movement("ooxxx .x..x oo.oo o.xx. .xooo", 0), { kind: "capture", count: 2 }),
    setUp("egypt-blocked", movement("oxxxx o.xxx ooxoo oooxx .oxxo", 0), { kind: "extra" }),
    setUp("egypt-barrier", movement("x.xoo xxx.o ooox. o.x.x o.x.x", 0, { quietPlies: 9 }), { kind: "capture" }, BARRIER_10),
  ],
};
