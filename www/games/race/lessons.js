// @ts-check
// The race games' lessons (Seig's and the Sig variants'): steps that each teach one rule on the real board. A step
// sets a position (a few moves from the start, throws with their faces, so it
// is the same every time, or a setup the engine checks: the board drawn below,
// the side to act, the phase and the pool), says what to do (its words are in
// www/lang/lessons/*.js under the step's id, `text`) and names its goal
// (www/learn/goals.js); `dealt`: the player's own next throws, their faces
// written out as the rules write a throw, in order. tests/node/lessons.test.mjs checks every step against the engine.

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
// Seig's holes from their picture, rows d (top) to a, holes 1 to 12 from the left: "o" a Light piece waiting at
// home, "O" a released one, "x" and "X" Dark's, "#" a released piece of each sharing the hole, "." empty.
const MARKS = { ".": [0, 0], o: [1, 0], O: [1, 1], x: [2, 0], X: [2, 2], "#": [3, 3] };
const seigHoles = (picture) => {
  const marks = picture.trim().split(/\s+/u).reverse().flatMap((row) => [...row].map((mark) => MARKS[mark]));
  return { cells: marks.map(([cell]) => cell), released: marks.map(([, released]) => released) };
};
// A step from a setup, Light to act: the game unlocked, the phase and pool the setup gives.
const seigSetUp = (id, setup, goal, dealt = []) => ({ id, text: id, options: SEIG_SEED, setup: { toMove: 0, ...setup }, moves: [], goal, dealt });
// Late in one game, rows d to b: Dark's released pieces stand within reach of Light's.
const TAKING = `
  ..X.X.X.X...
  X..O..X..X.#
  ...OO......O`;

export const LESSONS = {
  seig: [
    seigStep("seig-unlock", [], { kind: "unlock" }, ["throw:BWBBBBB"]),
    seigStep("seig-release", ["throw:WBBBBBB"], { kind: "release", count: 2 }, ["throw:BBBBBBBB"]),
    seigStep("seig-spend", ["throw:BBBBBBB"], { kind: "move" }, ["throw:WWWWBBBB", "throw:WWWBBBBB"]),
    seigSetUp("seig-take", { ...seigHoles(`${TAKING} XXO.O..OO.O.`), phase: "spend", pool: [3] }, { kind: "capture" }),
    seigSetUp("seig-safe", { ...seigHoles(`${TAKING} X#..O..OO.O.`), phase: "spend", pool: [1, 3] }, { kind: "capture" }),
    seigSetUp("seig-circling", {
      ...seigHoles(".O.......O.. O.X...X..... .XXX..OOXOOX ............"), phase: "spend", pool: [5],
    }, { kind: "pass", hole: "d1" }),
    // Five pieces each set aside in the middle, the 48 holes empty; Light throws first.
    seigSetUp("seig-endgame", { cells: Array(48).fill(0), phase: "endgame", firstThrow: true, pieces: [5, 5] }, { kind: "capture" }, ["throw:WWWWBBBB"]),
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
