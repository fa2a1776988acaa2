// The lessons in Chromium, in English and in Arabic: for every step of every
// rule set, a scripted player first makes a wrong try (refused by the engine
// with its reason, or played and judged a miss with the step's explanation,
// then set back by Try again), then the right moves by clicks, and reads
// that the step is done before going on. The game kept on the device is
// never touched.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useSiteAndBrowser, server, browser, watchedPage, clickPlay, clickSquare, squareCenter, newGame, savePicture } from "./helpers.mjs";
import { clickSpend } from "./seig-helpers.mjs";
import { LESSON_TRIES } from "../lesson-tries.mjs";
import { DECLARED_RULESETS } from "../node/declared-rulesets.mjs";
import * as en from "../../www/lang/lessons/en.js";
import * as ar from "../../www/lang/lessons/ar.js";
import { GAME_NAMES as EN_NAMES } from "../../www/lang/en.js";
import { GAME_NAMES as AR_NAMES } from "../../www/lang/ar.js";

useSiteAndBrowser();

const historyLength = (page) => page.evaluate(() => window.desertGames.game.history().length);
const text = (page, testId) => page.getByTestId(testId).textContent();

// One action by clicks, as a player would: the Throw button, a Seig spend, a grid move.
async function act(page, move) {
  const before = await historyLength(page);
  if (move === "throw") await page.getByTestId("throw-button").click();
  else if (move.includes(":")) await clickSpend(page, move);
  else await clickPlay(page, move);
  // Then until the player may act again (Seig's sticks have landed), or the step is judged.
  await page.waitForFunction((length) => {
    const { game, state, lesson } = window.desertGames;
    return game.history().length > length && (state.humanTurn || lesson.verdict !== "open");
  }, before);
}

async function verdictIs(page, expected) {
  await page.waitForFunction((words) => document.querySelector("[data-testid=lesson-verdict]").textContent.startsWith(words), expected);
}

async function wrongTry(page, wrong, words) {
  const before = await historyLength(page);
  const refused = await page.evaluate((move) => !window.desertGames.game.check(move).ok, wrong);
  if (refused) {
    await page.getByTestId("move-input").fill(wrong);
    await page.getByTestId("move-play").click();
    await page.waitForFunction(() => document.querySelector("[data-testid=message-line]").textContent.length > 0);
    assert.ok((await text(page, "message-line")).length > 10, `${wrong}: the engine's reason is shown`);
    assert.equal(await historyLength(page), before, `${wrong}: nothing was played`);
    assert.equal(await text(page, "lesson-verdict"), "");
    return;
  }
  await act(page, wrong);
  await verdictIs(page, words.wrong);
  assert.equal(await page.getByTestId("lesson-retry").isVisible(), true);
  await page.getByTestId("lesson-retry").click();
  await page.waitForFunction((length) => window.desertGames.game.history().length === length, before);
  assert.equal(await text(page, "lesson-verdict"), "", "the step is set up again");
}

for (const [language, lessons, names] of [["en", en, EN_NAMES], ["ar", ar, AR_NAMES]]) {
  for (const ruleset of DECLARED_RULESETS) {
    test(`${language}: every ${ruleset} lesson step refuses a wrong try and is done by a right one`, async () => {
      const page = await watchedPage(browser, { locale: language });
      await page.goto(`${server.url}#lang=${language}&learn=${ruleset}`);
      await page.waitForFunction(() => window.desertGames?.game);
      const stored = await page.evaluate(() => localStorage.getItem("desert-games/session/v1"));
      assert.equal(stored, null, "a lesson does not take the place of a stored game");
      const { steps } = await page.evaluate(() => window.desertGames.lesson);
      for (const [index, id] of steps.entries()) {
        assert.equal(await page.evaluate(() => window.desertGames.lesson.index), index);
        const words = lessons.LESSON_TEXT[id];
        assert.equal(await text(page, "lesson-title"), words.title, id);
        const { right, wrong } = LESSON_TRIES[id];
        await wrongTry(page, wrong, words);
        for (const move of right) await act(page, move);
        await verdictIs(page, words.done ?? lessons.lessonDoneText);
        if (index < steps.length - 1) await page.getByTestId("lesson-next").click();
      }
      assert.ok((await text(page, "lesson-verdict")).endsWith(lessons.lessonFinishedText(names[ruleset])), "the last step says the lessons are over");
      assert.equal(await page.getByTestId("lesson-next").isHidden(), true);
      const done = await page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem("desert-games/learn/v1"))));
      assert.deepEqual(done.sort(), [...steps].sort(), "progress is kept on the device");
      assert.deepEqual(page.problems, []);
      await page.context().close();
    });
  }
}

// A variant's Learn link on the home opens that variant's own lessons, whose first step is done by clicks.
test("the M'zab's Learn link on the home opens its lesson, done by clicks", async () => {
  // A first visit, which meets the home.
  const page = await watchedPage(browser, { welcome: true });
  await page.goto(server.url);
  await page.getByTestId("home-learn-seig-mzab").click();
  await page.waitForFunction(() => window.desertGames?.lesson?.steps?.length);
  const { steps } = await page.evaluate(() => window.desertGames.lesson);
  assert.deepEqual(steps, ["mzab-locked", "mzab-free"]);
  assert.equal(await text(page, "lesson-title"), en.LESSON_TEXT["mzab-locked"].title);
  for (const move of LESSON_TRIES["mzab-locked"].right) await act(page, move);
  await verdictIs(page, en.LESSON_TEXT["mzab-locked"].done);
  assert.deepEqual(await page.evaluate(() => window.desertGames.game.board().places.length), 80, "the M'zab's board, four rows of 20");
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

// Pictures to look at: a lesson step after a try that missed, on a desktop and a phone.
for (const [width, height] of [[1280, 800], [360, 640]]) {
  test(`a lesson step with its explanation of a missed try, at ${width}x${height}`, async () => {
    const page = await watchedPage(browser, { width, height, deviceScaleFactor: width < 500 ? 2 : 1 });
    await page.goto(`${server.url}#learn=siga`);
    await page.waitForFunction(() => window.desertGames?.game);
    const { steps } = await page.evaluate(() => window.desertGames.lesson);
    // The capture step: a quiet move misses its goal, and the step says why.
    const id = steps[1];
    // A phone scrolls to the board, as a player would, before tapping it.
    await page.getByTestId("board-canvas").scrollIntoViewIfNeeded();
    for (const move of LESSON_TRIES[steps[0]].right) await act(page, move);
    await page.getByTestId("lesson-next").click();
    assert.equal(await page.evaluate((move) => window.desertGames.game.check(move).ok, LESSON_TRIES[id].wrong), true);
    await page.getByTestId("board-canvas").scrollIntoViewIfNeeded();
    await act(page, LESSON_TRIES[id].wrong);
    await verdictIs(page, en.LESSON_TEXT[id].wrong);
    await page.getByTestId("lesson-title").scrollIntoViewIfNeeded();
    await savePicture(page, `lesson-${width}x${height}.png`);
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });
}

test("Siga's compulsory capture step: a quiet move tried by clicks is refused with its reason, which the second click keeps", async () => {
  const page = await watchedPage(browser);
  await page.goto(`${server.url}#learn=siga`);
  await page.waitForFunction(() => window.desertGames?.game);
  const { steps } = await page.evaluate(() => window.desertGames.lesson);
  while ((await page.evaluate(() => window.desertGames.lesson.index)) < steps.indexOf("siga-compulsory")) await page.getByTestId("lesson-next").click();
  const reason = "A capture is possible, and capturing is compulsory.";
  // b2-b3 takes nothing: the piece on b2 cannot move now, and its square then b3 ask for that move.
  await clickSquare(page, "b2");
  assert.equal(await text(page, "message-line"), reason);
  await clickSquare(page, "b3");
  assert.equal(await text(page, "message-line"), reason, "the reason stays, not a word about picking a piece");
  await savePicture(page, "lesson-compulsory-1280x800.png");
  // Dragged, the same.
  await page.getByTestId("message-line").evaluate((line) => { line.textContent = ""; });
  const [from, to] = [await squareCenter(page, "b2"), await squareCenter(page, "b3")];
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 4 });
  await page.mouse.up();
  assert.equal(await text(page, "message-line"), reason);
  assert.equal(await historyLength(page), 2, "nothing was played");
  // A square the refused piece could never reach leaves the reason; a tap after that says how to move.
  await clickSquare(page, "b4");
  assert.equal(await text(page, "message-line"), reason);
  await clickSquare(page, "b4");
  assert.match(await text(page, "message-line"), /^Pick one of your pieces first/);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("who plays whom, the computer's level included, is always in view", async () => {
  const page = await watchedPage(browser);
  await page.goto(server.url);
  await page.waitForFunction(() => window.desertGames?.game);
  assert.equal(await page.getByTestId("home").isHidden(), true, "a returning player meets the board");
  await newGame(page, { opponent: "computer-hard", side: 1 });
  assert.equal(await text(page, "matchup"), "Dark (you) vs Hard computer");
  await newGame(page, { opponent: "human" });
  assert.equal(await text(page, "matchup"), "Two players: Light and Dark");
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

for (const ruleset of ["siga", "seega-sudan", "seega-egypt", "seig"]) {
  test(`${ruleset} practice: a move that is not among the best is a miss, a best one solves it`, async () => {
    const page = await watchedPage(browser);
    await page.goto(`${server.url}#practice=${ruleset}`);
    await page.waitForFunction(() => window.desertGames?.lesson);
    const { steps } = await page.evaluate(() => window.desertGames.lesson);
    assert.ok(steps.length >= 20, `${steps.length} positions`);
    const [solutions, legal] = await page.evaluate(() => [window.desertGames.lesson.solutions, window.desertGames.game.legalMoves()]);
    const wrong = legal.find((move) => !solutions.includes(move));
    if (wrong) {
      await act(page, wrong);
      await verdictIs(page, en.LESSON_TEXT["practice-capture"].wrong);
      await page.getByTestId("lesson-retry").click();
      await page.waitForFunction(() => window.desertGames.lesson.verdict === "open");
    }
    await act(page, solutions[0]);
    await verdictIs(page, en.LESSON_TEXT["practice-capture"].done);
    assert.match(await text(page, "lesson-progress"), /practice 1 of/);
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });
}
