// Every lesson step against the built engine: its position is its setup's
// (checked by the engine, which gives it back as written) and its moves, some turn reaches its goal (the test player's right moves do), and
// the test player's wrong try is refused by the engine or judged a miss.
// Every step has its words in every language.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { LESSON_TRIES } from "../lesson-tries.mjs";
import { DECLARED_RULESETS } from "./declared-rulesets.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const dist = (file) => pathToFileURL(path.join(root, "dist", file)).href;
const { default: init, Game } = await import(dist("pkg/desert_games.js"));
await init({ module_or_path: fs.readFileSync(path.join(root, "dist/pkg/desert_games_bg.wasm")) });
// Each game kind's lessons (the page gathers them in www/games/index.js, which needs a browser).
const kinds = await Promise.all(["grid", "race"].map((kind) => import(dist(`www/games/${kind}/lessons.js`))));
const LESSONS = Object.assign({}, ...kinds.map((module) => module.LESSONS));
const KIND_GOALS = Object.assign({}, ...kinds.map((module) => module.GOALS));
const { judge: judgeAny, GOAL_KINDS } = await import(dist("www/learn/goals.js"));
// A step's goal is one every game has or its kind's own.
const judge = (goal, reports) => judgeAny(goal, reports, KIND_GOALS);
const { practiceSteps } = await import(dist("www/learn/practice.js"));
const { LANGUAGES } = await import(dist("www/lang/language.js"));

const steps = Object.entries(LESSONS).flatMap(([ruleset, list]) => list.map((step) => ({ ruleset, ...step })));

function setUp({ ruleset, options, setup, moves }) {
  const game = setup ? Game.fromSetup(ruleset, options, setup) : new Game(ruleset, options);
  for (const move of moves) game.play(move);
  return game;
}

// Plays `moves` as the lesson would: a throw (as the legal moves list it) is the next dealt one.
function playTurn(game, moves, dealt) {
  const throws = [...dealt];
  const isThrow = (move) => game.moves().some((entry) => entry.throw && entry.move === move);
  return moves.map((move) => game.play(isThrow(move) && throws.length ? throws.shift() : move));
}

test("every rule set has lessons, and every step has a test player's tries", () => {
  assert.deepEqual(Object.keys(LESSONS).sort(), [...DECLARED_RULESETS].sort());
  assert.deepEqual(steps.map(({ id }) => id).sort(), Object.keys(LESSON_TRIES).sort());
  for (const { id, goal } of steps) assert.ok([...GOAL_KINDS, ...Object.keys(KIND_GOALS)].includes(goal.kind), `${id}: a known goal`);
});

for (const step of steps) {
  test(`${step.id}: the right turn reaches the goal, the wrong try does not`, () => {
    const { right, wrong } = LESSON_TRIES[step.id];
    const game = setUp(step);
    assert.equal(game.status().over, false);
    const reports = playTurn(game, right, step.dealt);
    assert.equal(judge(step.goal, reports), "met", `${step.id}: ${right.join(" ")}`);
    assert.equal(judge(step.goal, reports.slice(0, -1)), "open", `${step.id}: only the whole turn reaches it`);
    game.free();

    const again = setUp(step);
    const checked = again.check(wrong);
    if (checked.ok) {
      const missed = playTurn(again, [wrong], step.dealt);
      assert.equal(judge(step.goal, missed), "missed", `${step.id}: ${wrong} misses the goal`);
    } else {
      assert.equal(typeof checked.error.code, "string", `${step.id}: ${wrong} is refused with a reason`);
    }
    again.free();
  });
}

test("a step's setup is a position the engine takes and gives back as written, with nothing to undo before it", () => {
  const setUpSteps = steps.filter((step) => step.setup);
  assert.ok(setUpSteps.length >= 10, `${setUpSteps.length} steps from setups`);
  for (const step of setUpSteps) {
    const game = setUp(step);
    // Every field written comes back as written; those left out take their defaults.
    const given = game.setup();
    assert.deepEqual(Object.fromEntries(Object.keys(step.setup).map((field) => [field, given[field]])), step.setup, step.id);
    assert.deepEqual(Game.fromSetup(step.ruleset, step.options, given).setup(), given, step.id);
    assert.equal(game.undo(), step.moves.length > 0, `${step.id}: undo stops at the setup`);
    game.free();
  }
});

const practice = (await Promise.all(Object.keys(LESSONS).map((ruleset) => practiceSteps(ruleset).then((list) => list.map((step) => ({ ruleset, ...step })))))).flat();

test("every practice position is set up by its moves, and its solutions, and only they, solve it: any other first move misses at once", () => {
  assert.ok(practice.length >= 80, `${practice.length} positions`);
  for (const step of practice) {
    const game = setUp(step);
    assert.equal(game.status().over, false, step.id);
    for (const move of game.legalMoves()) {
      const solves = step.goal.moves.includes(move);
      const scratch = setUp(step);
      const verdict = judge(step.goal, [scratch.play(move)]);
      assert.equal(verdict, solves ? "met" : "missed", `${step.id}: ${move}`);
      scratch.free();
    }
    game.free();
  }
});

test("every step has its words in every language", () => {
  for (const [code, { lessons }] of Object.entries(LANGUAGES)) {
    for (const { id, text } of [...steps, ...practice]) {
      const words = lessons.LESSON_TEXT[text];
      assert.ok(words?.title && words.task, `${code} ${id}: a title and a task`);
      assert.equal(Boolean(words.wrong), Boolean(LANGUAGES.en.lessons.LESSON_TEXT[text].wrong), `${code} ${id}: says what went wrong where English does`);
    }
    assert.deepEqual(Object.keys(lessons).sort(), Object.keys(LANGUAGES.en.lessons).sort(), code);
    assert.match(lessons.lessonProgressText("Siga", 2, 4, true), /2.*4/u, code);
    assert.match(lessons.lessonFinishedText("Siga"), /Siga|سيجا|Сиг/u, code);
  }
});
