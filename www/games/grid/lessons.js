// @ts-check
// The lessons of the grid games: for each rule set, steps that each teach one
// rule on the real board. A step sets a position (the first `plies` moves of
// one of the games below), says what to do (its words are in
// www/lang/lessons/*.js under the step's id, `text`) and names its goal
// (www/learn/goals.js); `dealt`: none here (Seig's lessons deal throws).
// tests/node/lessons.test.mjs checks every step against the engine.

// Games found by random play from the start, long enough to hold a position for several steps.
const SIGA_SMALL = ["a2-a3", "c4-c3", "a3xa4", "c3-b3", "a4xa5", "b4-c4", "a5xb5", "b3-c3", "b5xc5", "d4-d3", "c5xd5", "c4-c5", "d5xc5", "c3-c4", "d2xd3", "c4-c3"];
// A 4x5 game down to one piece each, Light to move at a2, five steps from Dark's c5.
const SIGA_HUNT = ["b2-b3", "b4xb3", "c2-b2", "b3xb2", "a2-a3", "b2xb1", "a3xa4", "b1xc1", "a4xa5", "c1xd1", "d2xd1", "b5xa5", "d1-d2", "d4-d3", "d2xd3", "a5-b5", "a1-a2", "c4-c3", "d3xc3", "c5-c4", "c3xc4", "d5-c5", "c4xc5", "b5xc5"];
const SUDAN = [
  "a2", "e2", "e3", "d4", "b1", "a3", "a5", "a4", "a1", "c4", "b2", "b3", "e4", "d5", "e1", "e5", "b5", "c2", "b4", "d2", "c1", "d1", "d3", "c5",
  "b2-c3", "a2-b2", "a3-b3", "e1-d2", "d1-e1", "d2-c2", "b3-a2", "b2-a3", "e2-d1", "b5-a4", "c4-b5", "c3-d2", "d4-c4", "e4-d4", "e5-e4", "a4-b3",
  "d5-e5", "a5-a4", "e4-d5", "a3-b2", "d5-c4", "b2-a3", "b5-a5", "c1-b2", "c5-b5", "d4-c3", "c4-c5", "a1-a2", "e5-d5", "b2-c1", "d5-e4", "b1-a1",
  "e4-e5", "a1-b2", "c5-c4", "a2-a1", "e5-e4",
];
const SUDAN_BLOCKING = [
  "a2", "c2", "e2", "b1", "e4", "c5", "c1", "d4", "d1", "d2", "b5", "a3", "d3", "b3", "b4", "c4", "e3", "a4", "d5", "e1", "a1", "e5", "a5", "b2",
  "d3-c3", "c1-b2", "c3-c2", "d1-c1", "c2-b3", "d5-c4", "e4-d5", "e5-d4", "d5-e5", "e1-d1", "e2-d2", "d4-d5", "a1-b1", "d1-e1", "c4-c5", "e1-d1",
  "d2-e1", "b4-c4", "a4-b4", "e5-e4", "b4-a4",
];
const SUDAN_SHUTTLE = [
  "a2", "e2", "a1", "d1", "b3", "c4", "a4", "d4", "b4", "c2", "b2", "e5", "a3", "d2", "b5", "b1", "e4", "e3", "d5", "e1", "c5", "c1", "d3", "a5",
  "b3-c3", "b5-c4", "c2-b3", "e5-d4", "d4-e5", "a5-b5", "e2-d3", "d5-d4", "e5-e4", "d4-c4", "a4-a5", "d3-d4", "c5-b4", "b1-b2", "c4-b5", "b2-c2",
  "a1-b1", "d4-d5", "b1-a1", "c2-b3", "a1-b1", "b3-a4", "b1-a1", "d2-c2",
];
const SUDAN_BARRIER = [
  "b2", "c5", "b5", "d1", "b4", "a4", "c2", "c4", "a5", "a1", "d5", "d4", "d2", "a2", "d3", "e4", "e1", "e3", "b3", "e5", "b1", "c1", "e2", "a3",
  "b2-c3", "a1-b2", "b1-a1", "a2-b1", "c2-b2", "d1-c2", "b1-a2", "c3-b3", "b3-b2", "e2-d3", "e4-d4", "b2-c3", "e5-e4", "d2-d1", "a2-b2", "c3-b3",
  "d4-e5", "b2-c3", "c5-c4", "e1-e2", "c3-d4", "a1-b1", "e2-d3", "e4-d5", "d3-d2", "a3-b3", "d1-c2", "d5-c4", "d2-e2", "d4-c3", "c2-d1", "a4-b4",
];
const EGYPT = [
  "a2", "e2", "a4", "d4", "a1", "d2", "a5", "b4", "b1", "e4", "b2", "b3", "c4", "d5", "e1", "e5", "b5", "d1", "d3", "c2",
  "c2-c3", "b2-c2", "c3-c4", "a2-b2", "b3-c3", "a3-a2", "c3-c2", "b2-b3", "c2-c3", "a4-a3", "c4-b4", "b1-b2", "c3-c2", "a5-a4", "c2-c3", "b2-c2",
  "b4-c4", "b5-a5", "c5-b5", "b3-b4", "d5-c5", "b4-b3", "c1-b1", "c2-b2", "b5-b4", "b2-c2", "c5-b5", "a2-b2", "b5-c5", "a5-b5", "d4-d5", "a1-a2",
  "c4-b4", "c2-c1", "c1-d1", "b1-a1", "b2-c2", "a1-b1", "c2-c1", "e2-d2", "a4-a5", "c3-c2",
];
const EGYPT_BLOCKING = [
  "a2", "d4", "b2", "b5", "c4", "d2", "b3", "d1", "a1", "d5", "b1", "c2", "a4", "e4", "e1", "e5", "d3", "b4", "a5", "e2",
  "c2-c3", "b2-c2", "c5-c4", "c2-b2", "c4-c5", "b2-c2", "c5-c4", "a2-b2", "b5-c5", "a1-a2", "b4-b5",
];
const EGYPT_BARRIER = [
  "a2", "a5", "d5", "b5", "d2", "b1", "e5", "d1", "d3", "e4", "b3", "c4", "c2", "a4", "b2", "e1", "b4", "e2", "a1", "d4",
  "c4-c3", "c3-c4", "b3-c3", "c4-b4", "c3-b3", "c5-c4", "b3-c3", "c1-c2", "c2-d2", "e3-d3", "d3-e3", "b5-c5", "b2-b3", "b1-c1", "c3-c2", "d2-d3",
  "e3-e4", "d1-d2", "c2-c3", "d2-c2",
];

// The goal only these games' turns reach (www/learn/goals.js): the extra move Seega's rule gives.
export const GOALS = {
  extra: (turn) => turn.some(({ side, next }) => next.act === "extra" && next.side === side),
};

const step = (id, game, plies, goal, options = {}) => ({ id, text: id, options, moves: game.slice(0, plies), goal, dealt: [] });
const BARRIER_10 = { barrierPlies: 10 };

export const LESSONS = {
  siga: [
    step("siga-move", [], 0, { kind: "move" }),
    step("siga-capture", ["a2-a3", "a5-a4"], 2, { kind: "capture" }),
    step("siga-compulsory", ["a2-a3", "a5-a4"], 2, { kind: "capture" }, { compulsoryCapture: true }),
    step("siga-win", SIGA_SMALL, 16, { kind: "win" }, { board: "4x5" }),
    // The moves that win fastest, by the engine's endgame tables: both close in.
    step("siga-one-against-one", SIGA_HUNT, 24, { kind: "solve", moves: ["a2-b2", "a2-a3"] }, { board: "4x5" }),
  ],
  "seega-sudan": [
    step("sudan-place", SUDAN, 0, { kind: "place" }),
    step("sudan-first-move", SUDAN, 24, { kind: "move" }),
    step("sudan-capture", SUDAN, 35, { kind: "capture" }),
    step("sudan-series", SUDAN, 61, { kind: "capture", count: 2 }),
    step("sudan-blocked", SUDAN_BLOCKING, 45, { kind: "extra" }),
    step("sudan-repetition", SUDAN_SHUTTLE, 48, { kind: "move" }),
    step("sudan-barrier", SUDAN_BARRIER, 56, { kind: "capture" }, BARRIER_10),
  ],
  "seega-egypt": [
    step("egypt-place", EGYPT, 0, { kind: "place" }),
    step("egypt-first-move", EGYPT, 20, { kind: "move" }),
    step("egypt-capture", EGYPT, 25, { kind: "capture" }),
    step("egypt-series", EGYPT, 62, { kind: "capture", count: 2 }),
    step("egypt-blocked", EGYPT_BLOCKING, 31, { kind: "extra" }),
    step("egypt-barrier", EGYPT_BARRIER, 40, { kind: "capture" }, BARRIER_10),
  ],
};
