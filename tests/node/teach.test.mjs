// The teaching calls as the page's worker sees them: exact shapes, nulls
// where nothing applies, and a review that marks pieces given away.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const { default: init, Game, reviewThresholds } = await import(pathToFileURL(path.join(root, "dist/pkg/desert_games.js")).href);
await init({ module_or_path: fs.readFileSync(path.join(root, "dist/pkg/desert_games_bg.wasm")) });

const LIMITS = { level: "hard", nodes: 20000, seed: 7 };
// Dark walks three pieces onto squares where Light takes them for nothing (moves 1, 3 and 5).
const GIVEAWAY = ["c2-c3", "c5-c4", "c3xc4", "d5-d4", "c4xd4", "e5-e4", "d4xe4", "a5-a4", "e2-e3", "a6-a5"];
const JUDGEMENT_KEYS = ["best", "bestValue", "better", "betterReasons", "forced", "loss", "mark", "move", "playedValue", "reasons"];

test("a review marks the pieces given away as blunders, move by move, with the better move", () => {
  const game = new Game("siga");
  for (const move of GIVEAWAY) game.play(move);
  const marks = GIVEAWAY.map((_, index) => {
    const judged = game.judgeMove(index, LIMITS);
    assert.deepEqual(Object.keys(judged).sort(), JUDGEMENT_KEYS);
    assert.equal(judged.move, GIVEAWAY[index]);
    assert.equal(judged.better, judged.mark ? judged.best : null);
    return judged.mark;
  });
  assert.deepEqual(marks, [null, "blunder", null, "blunder", null, "blunder", null, null, null, null]);
  assert.deepEqual(reviewThresholds(), { inaccuracy: 30, mistake: 60, blunder: 90 });
  game.free();
});

test("a hint gives the move, its value and reasons with their parts", () => {
  const game = new Game("siga");
  for (const move of GIVEAWAY.slice(0, 2)) game.play(move);
  const hint = game.hint(LIMITS);
  assert.equal(hint.move, "c3xc4");
  assert.equal(typeof hint.value, "number");
  assert.deepEqual(hint.reasons, [
    { code: "captures", parts: { count: 1, squares: ["c4"] } },
    { code: "saves", parts: { square: "c3" } },
  ]);
  assert.deepEqual(game.explain("a2-a3"), [{ code: "opponent-threatens", parts: { square: "c3" } }]);
  const values = game.moveValues(LIMITS);
  assert.equal(values.length, game.legalMoves().length);
  assert.equal(values[0].move, "c3xc4");
  game.free();
});

test("Seig throws are never judged and a throw phase's hint is the throw", () => {
  const game = new Game("seig", { seed: 4 });
  const hint = game.hint(LIMITS);
  assert.deepEqual([hint.move, hint.reasons], ["throw", []]);
  game.play("throw");
  const judged = game.judgeMove(0, LIMITS);
  assert.deepEqual(judged, { move: game.history()[0], best: null, bestValue: null, playedValue: null, loss: 0, mark: null, better: null, forced: null, reasons: [], betterReasons: [] });
  game.free();
});

test("in a table ending the hint wins fastest and says so, as the one-against-one lesson teaches", async () => {
  const { LESSONS } = await import(pathToFileURL(path.join(root, "www/games/grid/lessons.js")).href);
  const lesson = LESSONS.siga.find(({ id }) => id === "siga-one-against-one");
  const game = Game.fromSetup("siga", lesson.options, lesson.setup);
  const hint = game.hint(LIMITS);
  assert.ok(lesson.goal.moves.includes(hint.move), `${hint.move} is one of the lesson's answers`);
  const [wins] = hint.reasons.filter(({ code }) => code.endsWith("-ending"));
  assert.equal(wins.code, "wins-ending");
  assert.deepEqual([wins.parts.mine, wins.parts.theirs], [1, 1]);
  // The lesson's wrong try still wins, only later: more plies to the end.
  const [slower] = game.explain("a2-a1").filter(({ code }) => code.endsWith("-ending"));
  assert.equal(slower.code, "wins-ending");
  assert.ok(slower.parts.plies > wins.parts.plies, `${slower.parts.plies} > ${wins.parts.plies}`);
  game.free();
});
