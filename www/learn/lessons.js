// The lessons: for each rule set, steps that each teach one rule on the real
// board. A step sets a position (the first `plies` moves of one of the games
// below; for Seig, throws with their faces, so it is the same every time),
// says what to do (its words are in www/lang/lessons-*.js under the step's
// id, `text`) and names its goal (www/learn/goals.js); `throws`: the faces the
// player's own throws show, in order. tests/node/lessons.test.mjs checks
// every step against the engine.

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

// Seig with the sticks' faces written out: one game from the start to its endgame.
const SEIG = [
  "throw:WWBBWWB", "throw:BWBWWBB", "throw:WBBWBBW", "throw:WWWWBBW", "throw:WBBWWBW", "throw:BWBBBBB", "throw:WWBWWWBB", "c12-c7:5",
  "throw:WBWBWWWW", "throw:WBWWBBBW", "throw:WBBWWBBB", "c7-c4:3", "c4-b1:4", "throw:WBBBBBWW", "throw:BBWBWBBW", "b1-b4:3",
  "throw:WWBBWWBW", "throw:WWBWWWWB", "b4-b10:6", "throw:BBBWWBBB", "throw:WBWBBWWB", "throw:WBWWWWBB", "b10-a11:4", "a11-a6:5",
  "throw:BWBBWBBB", "throw:WWBBWWBW", "a6-a1:5", "throw:WWBWWWBB", "throw:BWWWBWBB", "throw:BWBWBWWB", "throw:BBBBWBWB", "throw:WWWBWBBW",
  "throw:BWBWBWWW", "throw:WWBWBBWW", "throw:BWWBWWBB", "throw:WBWBWBWW", "throw:WWWWBBWB", "throw:BBWBWBWW", "throw:BBWBBBBB", "throw:BBBWBWWW",
  "throw:WBBWBWBW", "throw:BWWBWBBW", "throw:WBBWBWBW", "throw:WBBBBBBW", "throw:BWBBBWWB", "throw:WWBBWWBW", "d12-c8:5", "throw:WBBBWBBW",
  "throw:WWBBBWWB", "throw:WBBBWBWW", "throw:WBWWBBBB", "c8-c5:3", "c5-b4:4+4", "throw:BWBWBWBB", "throw:WWBBWWBB", "throw:BBBBWWBB",
  "throw:WWBWBBWW", "throw:WBWWBWBB", "throw:WWWBBWBB", "throw:BWBBWBBW", "b4-b11:4+3", "b11-a10:4", "throw:BWBWBBWW", "throw:WWWWBBBW",
  "throw:BWBWWBBB", "a10-a7:3", "throw:WBBBWBBB", "throw:WWBBWBBW", "throw:BBWBWBBW", "a7-a4:3", "throw:WWBBBBWB", "throw:BBBBBBBW",
  "throw:WWBWBWWB", "d11-c9:5", "throw:BBWWWBBB", "throw:BWBBBBBB", "throw:WBWBWBBB", "c9-c6:3", "throw:BBBWBBBB", "throw:BWBBBBWW",
  "b12-b9:3", "throw:BWBBWBBW", "c6-c3:3", "throw:BBWBBWWB", "b9-b6:3", "throw:WWWWWBBB", "c3-b3:5", "throw:WWBBBWBB",
  "b6-b3:3", "throw:BBWWBBBB", "a4-a2:2", "throw:WBWWWWWB", "b3-c4:6", "throw:BBBWBWBB", "d10-d12:2", "throw:WWWWWWBB",
  "c4-c10:6", "throw:WWBBBWBW", "throw:BWBWWWWW", "d12-c9:4", "c9-c3:6", "throw:BBWWBWWB", "throw:BBBBBBBB", "throw:WWBWWBBW",
  "a8-b12:5", "a4-a8:4", "throw:WBWWBWWB", "c3-b3:5", "throw:WBBBBBBW", "a10-a12:2", "throw:BWWBBWWB", "throw:WBWBBWBB",
  "b3-b10:4+3", "throw:WWBBWWBW", "a11-b9:5", "throw:WBWWWBWB", "throw:BBBWBWWW", "throw:WWWWWBWW", "throw:WWBBWBBB", "a8-b10:4+3",
  "throw:WWWBBWWW", "throw:BWWWBBWW", "b10-b5:5", "throw:BWWBBWWB", "throw:WWWBBWBW", "throw:WBWWWWWB", "a9-b10:6", "throw:BWBWWBWW",
  "throw:BWBWWWWW", "b10-b4:6", "throw:BWWBWWWW", "throw:WWWBBBBB", "a6-a9:3", "throw:WWWWWWWW", "throw:BWBWBWWW", "d8-c12:5",
  "throw:WWBBWBBB", "b4-b1:3", "throw:WBWWWBBB", "throw:BBWWWWWB", "d5-d10:5", "d1-d5:4", "throw:WBWBBWWW", "a12-b8:5",
  "throw:WBWBBWBW", "throw:WBWWWWBW", "d6-d12:6", "d5-d9:4", "throw:WWBBWWBB", "throw:WBBWBBBB", "throw:BBBWBBBB", "throw:WWWWBWBB",
  "d12-c7:5+1", "throw:WBWBBWBW", "throw:WBWWWWBW", "b9-b3:6", "a4-a8:4", "throw:BWBWBBBB", "c7-c5:2", "throw:BWBBBBBB",
  "throw:BBWBBBWB", "throw:BWBBBBBB", "throw:BWWWWWBB", "c12-c7:5", "d4-d5:1", "throw:WBWBBWBW", "throw:BWWWWWWW", "throw:BBBWBWWW",
  "throw:WWBBWBWB", "throw:WWWBWBBB", "throw:BBWBWBWB", "b1-c12:4+4+3+1", "a7-a11:4", "b8-b4:4", "throw:WBWWBBBW", "throw:WWBBWBWB",
  "throw:WBWWWWWW", "throw:BWBBBBBB", "throw:WBBWBBBW", "d2-c11:4+4+3+1", "c11-c10:1", "throw:WWWWBWBW", "b3-c4:6", "throw:WBWWWBBB",
  "throw:BWBWBWBB", "d10-c12:3", "c5-c1:4", "throw:BBBWBBBB", "throw:WBWBWBBB", "a2-a3:1", "a3-a6:3", "throw:WWWWBWBB",
  "d9-c11:5", "throw:WBWBWBBB", "c4-c7:3", "throw:WBBBWWWW", "c10-c5:5", "throw:BWBWWBWW", "b4-c2:5", "throw:WWWBBBWB",
  "throw:WBWBWBBW", "throw:WBBWWBBW", "throw:BBBBBWWB", "throw:BBWWBWWB", "throw:WBWBBWWW", "c2-c11:5+4", "throw:WBBWWBBB", "d3-d6:3",
  "throw:WBWBWWWB", "a9-b11:5", "throw:WWWWBBBB", "throw:WBBWBBWW", "throw:BBWWBBBB", "throw:WWWWWWBB", "b5-c2:6", "throw:WBWBWBBW",
  "throw:BWWWBWBW", "d5-c11:5+4", "throw:BBWWWWWW", "b11-b5:6", "throw:BWBBWBWB", "c5-c2:3", "throw:BBBWBWBW", "c12-d10:3",
  "throw:BBBWWWWB", "throw:WBWWBBWW", "c1-b4:4", "d6-d11:5", "throw:BBBWWBBW", "c7-c10:3", "throw:WBBBWWWW", "d7-d12:5",
  "throw:WBBBWWBB", "b12-b9:3", "throw:WWBBBBWW", "throw:WWBWWBBB", "throw:WWWBBBWW", "c11-c3:4+4", "b4-b9:5", "throw:BBBWBBWW",
  "a6-a9:3", "throw:WWWWBWBB", "d12-c8:5", "throw:BBBBWWWB", "a9-a12:3", "throw:BBWWWBWW", "c2-b4:5", "throw:BWWWBWBB",
  "throw:BBBWBWBB", "throw:WBBBWWBW", "throw:BWBBWWWW", "c3-b2:4", "c8-c3:5", "throw:BWBWBWBB", "a12-b10:3", "throw:WWWBBBWB",
  "throw:BWBBBWBB", "throw:WBBBBWWB", "c10-d12:3", "throw:WWBWBBBB", "b9-b12:3", "throw:WWBBBWWW", "d12-d7:5", "throw:BWWBWBWW",
  "d11-c9:5", "throw:WBWWWBBW", "d7-d2:5", "throw:BBWWWBBW", "throw:BBBWWWBW", "throw:WBBWBBBW", "a2-b6:4+3", "b4-b8:4",
  "throw:BWBWWWWW", "a11-b8:6", "throw:BBBWBBBW", "c9-c7:2", "throw:BWWBBWWW", "a8-b12:5", "throw:WBWWBWBB", "throw:BBWWBBWB",
  "b6-b9:3", "a1-b4:4", "throw:WWBBWWBW", "b12-b7:5", "throw:WBWBBBBB", "c7-c5:2", "throw:BWWBWWBB", "throw:BBWWWWBW",
  "a5-a9:4", "b5-c1:5", "throw:BBWBWWWB", "throw:WBWWBBBB", "c5-c1:4", "c1-b3:3", "throw:BWWWWBWB", "a9-b11:5",
  "throw:BWWWWBWB", "c12-c7:5", "throw:BWWWBBWW", "b10-b5:5", "throw:WBWWWWWB", "c7-c1:6", "throw:BBBBWBWB", "c1-c3:2",
  "throw:WBBWBBBW", "b12-a10:3", "throw:WBWWBWWB", "d2-c4:5", "throw:BWBWWBWW", "c1-b5:5", "throw:WBWWWWWB", "b8-b2:6",
  "throw:WWWWBWWW", "throw:BBWBWBWW", "throw:BBWBWBBW", "b9-a12:4", "a12-a8:3+1", "throw:BWBWWWWW", "c4-c10:6", "throw:WBBBWBBB",
  "a8-a6:2", "throw:WBWWWBBW", "b2-c4:5", "throw:BWWBWBWW", "b3-b8:5", "throw:WWWBWBWB", "b7-b2:5", "throw:BWBBBWBB",
  "a6-a4:2", "throw:BWBBWWWW", "c3-c8:5", "throw:BWWBWBBB", "a4-a1:3", "throw:WBBWWBWB", "throw:BBBBWBWB", "throw:BWBBWBWB",
  "b8-b11:3", "throw:WWBWWBWB", "c4-c9:5", "throw:BBBBWWBB", "b5-b7:2", "throw:WWBBBWWB", "throw:BBBWBBWW", "c10-d11:4",
  "d10-d7:3", "throw:WWBBBWWB", "throw:BWBWWBWB", "throw:BWWBWWBW", "b4-b12:4+4", "a10-a5:5", "throw:BWBBWBBB", "b2-c1:2",
  "throw:WBWWWWWW",
];

const step = (id, game, plies, goal, options = {}) => ({ id, text: id, options, moves: game.slice(0, plies), goal, throws: [] });
const SEIG_SEED = { seed: 1 };
const seigStep = (id, moves, goal, throws = []) => ({ id, text: id, options: SEIG_SEED, moves, goal, throws });
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
  seig: [
    seigStep("seig-unlock", [], { kind: "unlock" }, ["BWBBBBB"]),
    seigStep("seig-release", ["throw:WBBBBBB"], { kind: "release", count: 2 }, ["BBBBBBBB"]),
    seigStep("seig-spend", ["throw:BBBBBBB"], { kind: "move" }, ["WWWWBBBB", "WWWBBBBB"]),
    seigStep("seig-take", SEIG.slice(0, 190), { kind: "capture" }),
    seigStep("seig-safe", SEIG.slice(0, 189), { kind: "capture" }),
    seigStep("seig-circling", SEIG.slice(0, 299), { kind: "pass", hole: "d1" }),
    seigStep("seig-endgame", SEIG, { kind: "capture" }, ["WWWWBBBB"]),
  ],
};
