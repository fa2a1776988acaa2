// @ts-check
// The race games' lessons (Seig's and the Sig variants'): steps that each teach one rule on the real board. A step
// sets a position (moves from the start, throws with their faces, so it is
// the same every time), says what to do (its words are in
// www/lang/lessons/*.js under the step's id, `text`) and names its goal
// (www/learn/goals.js); `dealt`: the player's own next throws, their faces
// written out as the rules write a throw, in order. tests/node/lessons.test.mjs checks every step against the engine.

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

const SEIG_SEED = { seed: 1 };
// The goals only Seig's turns reach (www/learn/goals.js): a throw that
// unlocks the game, pieces released, a move whose path runs through `hole` and
// on (circling past its last hole).
const released = (turn) => turn.reduce((count, { throw: thrown }) => count + (thrown?.released.length ?? 0), 0);
export const GOALS = {
  unlock: (turn) => turn.some(({ throw: thrown }) => thrown?.unlocked),
  release: (turn, { count = 1 }) => released(turn) >= count,
  pass: (turn, { hole }) => turn.some(({ path }) => path?.includes(hole) && path.at(-1) !== hole),
};

const seigStep = (id, moves, goal, dealt = [], options = SEIG_SEED) => ({ id, text: id, options, moves, goal, dealt });

export const LESSONS = {
  seig: [
    seigStep("seig-unlock", [], { kind: "unlock" }, ["throw:BWBBBBB"]),
    seigStep("seig-release", ["throw:WBBBBBB"], { kind: "release", count: 2 }, ["throw:BBBBBBBB"]),
    seigStep("seig-spend", ["throw:BBBBBBB"], { kind: "move" }, ["throw:WWWWBBBB", "throw:WWWBBBBB"]),
    seigStep("seig-take", SEIG.slice(0, 190), { kind: "capture" }),
    seigStep("seig-safe", SEIG.slice(0, 189), { kind: "capture" }),
    seigStep("seig-circling", SEIG.slice(0, 299), { kind: "pass", hole: "d1" }),
    seigStep("seig-endgame", SEIG, { kind: "capture" }, ["throw:WWWWBBBB"]),
  ],
  // Where the M'zab and Tozeur differ from Seig: a locked piece leaves its row
  // only on a 1 (or a 6 in the M'zab), one hole at a time. Six sticks: in the
  // M'zab three white sides are a 1 and six a 6; in Tozeur the white sides count.
  "seig-mzab": [
    seigStep("mzab-locked", [], { kind: "move" }, ["throw:WWWBBB"]),
    // The free piece on b20 goes its whole 6 (past b15); a locked one only steps to a20.
    seigStep("mzab-free", ["throw:WWWBBB", "a20-b20:1", "throw:WWWBBB", "d1-c1:1"], { kind: "pass", hole: "b15" }, ["throw:WWWWWW"]),
  ],
  "seig-tozeur": [
    seigStep("tozeur-locked", [], { kind: "move" }, ["throw:WBBBBB"]),
  ],
  // Mauritania: a locked piece never moves more than one hole; eight marked
  // sides (of eight) start a series of single steps, the front piece a1 first.
  "seig-mauritania": [
    seigStep("mauritania-eight", [], { kind: "move" }, ["throw:WWWWWWWW"]),
  ],
  // Western Sahara: nothing locked; a 4 then a 5 (eight sticks, four and
  // three white sides) are spent one value a move, and no piece passes a friend,
  // so only the front piece a20 moves, past b14 with both.
  "seig-western-sahara": [
    seigStep("sahara-spend", [], { kind: "pass", hole: "b14" }, ["throw:WWWWBBBB", "throw:WWWBBBBB"]),
  ],
  // The Tidikelt (four sticks, one white side a sig of 1, none a 6): Light's
  // a12 runs to b0 while Dark throws 2s, which move no locked piece; from b0 a
  // sig enters c1, where Dark's full home row leaves its piece no hole to go back to.
  "seig-tidikelt": [
    seigStep("tidikelt-enter", ["throw:WBBB", "a12-b12:1", "throw:WWBB", "throw:BBBB", "b12-b6:6", "throw:WWBB", "throw:BBBB", "b6-b0:6", "throw:WWBB"], { kind: "capture" }, ["throw:WBBB"]),
  ],
  // El Oued: a 6 (six white sides) then a sig (one) is worth 7, and the front
  // locked piece a6 may jump 7, onto Dark's front piece on c1.
  "seig-el-oued": [
    seigStep("eloued-seven", [], { kind: "capture" }, ["throw:WWWWWW", "throw:WBBBBB"]),
  ],
};
