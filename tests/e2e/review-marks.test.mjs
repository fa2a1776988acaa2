// The review that teaches: moves that give pieces away are marked blunders
// in the move list, counted per side, and a marked move shown on the board
// gets the better move drawn and said; the list pairs the moves of a turn
// as players write them, and shows Seega's captures.

import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { useSiteAndBrowser, server, browser, openGame, watchedPage, newGame, state, clickMove, distDir, seededRandom, chooseMove, savePicture } from "./helpers.mjs";

useSiteAndBrowser();

const { default: init, Game } = await import(pathToFileURL(path.join(distDir, "pkg/desert_games.js")).href);
await init({ module_or_path: fs.readFileSync(path.join(distDir, "pkg/desert_games_bg.wasm")) });

// Light plays sensibly; Dark walks three pieces, one after another (moves 2,
// 4 and 6), onto squares where Light takes them for nothing: each loses a
// piece, which the engine's judgement counts as 100 points.
const GIVEAWAY = ["c2-c3", "c5-c4", "c3xc4", "d5-d4", "c4xd4", "e5-e4", "d4xe4", "a5-a4", "e2-e3", "a6-a5"];
const BLUNDERS = [1, 3, 5];

const gameLink = (save) => `${server.url}#game=${Buffer.from(save).toString("base64url")}`;
const listedText = (page, index) => page.getByTestId(`move-${index + 1}`).locator(".move-text").textContent();

// The colour the board canvas shows at a point of the page.
const pixelAt = (page, { x, y }) => page.evaluate(({ x, y }) => {
  const canvas = document.querySelector('[data-testid="board-canvas"]');
  const rect = canvas.getBoundingClientRect();
  const ratio = canvas.width / rect.width;
  return [...canvas.getContext("2d").getImageData(Math.round((x - rect.left) * ratio), Math.round((y - rect.top) * ratio), 1, 1).data];
}, { x, y });

async function reviewedGiveaway(viewport) {
  const page = await openGame(browser, server.url, viewport);
  await newGame(page, { opponent: "human" });
  for (const move of GIVEAWAY) await clickMove(page, move);
  await page.getByTestId("resign-button").click();
  await page.getByTestId("ask-yes").click();
  await page.getByTestId("review-button").click();
  await page.waitForFunction(() => window.desertGames.state.review.finished, null, { timeout: 60000 });
  return page;
}

test("a review marks the pieces given away as blunders, counts them and shows the better move on the board", async () => {
  const page = await reviewedGiveaway();
  const { review } = await state(page);
  const expected = GIVEAWAY.map((_, index) => (BLUNDERS.includes(index) ? "blunder" : null));
  assert.deepEqual(review.marks, expected, "the three pieces walked into capture, and nothing else");

  // The list: "??" after each blunder, named for screen readers too.
  const marked = await page.$$eval('[data-testid="move-list"] .move.mark-blunder', (buttons) => buttons.map((button) => Number(button.dataset.index)));
  assert.deepEqual(marked, BLUNDERS);
  for (const index of BLUNDERS) {
    const button = page.getByTestId(`move-${index + 1}`);
    assert.equal(await button.locator(".move-mark").textContent(), "??");
    assert.match(await button.locator(".visually-hidden").textContent(), /Dark; blunder/);
  }
  assert.equal(await page.getByTestId("move-1").locator(".move-mark").count(), 0);

  // The count per side, and the thresholds the marks stand for.
  const counts = await page.$$eval('[data-testid="review-counts"] tbody tr', (rows) => rows.map((row) => [...row.cells].map((cell) => cell.textContent)));
  assert.deepEqual(counts, [["Light", "0", "0", "0"], ["Dark", "0", "0", "3"]]);
  assert.match(await page.getByTestId("review-counts").textContent(), /\?! an inaccuracy, from 0\.3 of a piece; \? a mistake, from 0\.6; \?\? a blunder, from 0\.9\./);
  assert.match(await page.getByTestId("review-progress").textContent(), /Tap a marked move to see a better one/);

  // A marked move shown: the note says what it cost and the better move, and the board draws it.
  assert.equal(await page.getByTestId("review-note").isHidden(), true, "the last move is not marked: no note");
  await page.getByTestId("move-4").click();
  const shown = await state(page);
  assert.equal(shown.viewing, 4);
  const better = review.better[3];
  assert.ok(better && better !== GIVEAWAY[3]);
  const note = await page.getByTestId("review-note").textContent();
  assert.match(note, new RegExp(`^d5-d4 \\(Dark\\) is a blunder: it costs about 1(\\.\\d)? pieces?\\. Better was ${better}`));
  const squares = await page.evaluate((count) => {
    const before = window.desertGames.game.constructor.fromJSON(window.desertGames.game.toJSON());
    while (before.history().length > count) before.undo();
    const { report } = before.check(window.desertGames.state.review.better[count]);
    before.free();
    return { from: report.from, to: report.to };
  }, 3);
  assert.deepEqual(shown.review.betterShown, squares, "the board draws the engine's better move");
  const [from, to] = await Promise.all([squares.from, squares.to].map((square) => page.evaluate((name) => window.desertGames.squareCenter(name), square)));
  await page.waitForTimeout(100);
  const [red, green, blue] = await pixelAt(page, { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 });
  assert.ok(green > red + 40 && green > blue + 20, `the arrow is drawn between ${squares.from} and ${squares.to}: rgb ${red} ${green} ${blue}`);
  await savePicture(page, "review-marks-1280x800.png");

  // An unmarked move shown: no note, no arrow.
  await page.getByTestId("move-3").click();
  assert.equal(await page.getByTestId("review-note").isHidden(), true);
  assert.equal((await state(page)).review.betterShown, null);

  // A phone: the same marks, the note and the list under the board.
  await page.setViewportSize({ width: 360, height: 640 });
  await page.getByTestId("history-toggle").click();
  await page.getByTestId("move-6").click();
  assert.match(await page.getByTestId("review-note").textContent(), /^e5-e4 \(Dark\) is a blunder/);
  await page.waitForTimeout(100);
  await savePicture(page, "review-marks-360x640.png");
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("the review agrees with itself: turning points are marked moves, a resignation turns no move, and the banner numbers a move as the list does", async () => {
  const page = await reviewedGiveaway();
  const { review } = await state(page);
  // Light resigned three pieces up, after Dark's quiet a6-a5: the chance ends at 0 by the resignation, not by that move.
  assert.equal(review.chances.at(-1), 0);
  assert.ok(!review.turning.includes(GIVEAWAY.length - 1), `the last move before the resignation is no turning point: ${review.turning}`);
  for (const index of review.turning) assert.notEqual(review.marks[index], null, `turning point ${index + 1} is a marked move`);
  const diamonds = await page.$$eval('[data-testid="move-list"] .move.turning', (buttons) => buttons.map((button) => button.className));
  assert.ok(diamonds.every((name) => /mark-/.test(name)), `every turning point in the list is marked: ${diamonds}`);
  // The summary says nothing the table beside it denies: the three blunders are there to tap.
  const summary = await page.getByTestId("review-progress").textContent();
  assert.doesNotMatch(summary, /no move swung/);
  assert.match(summary, review.turning.length
    ? new RegExp(`: ${review.turning.length} turning points? \\(◆\\)`)
    : /^Light's chance of winning, move by move\. Tap a marked move to see a better one/);

  // Move 4 of the record is Dark's d5-d4, the second of the list's numbered turns (of 5).
  await page.getByTestId("move-4").click();
  const row = await page.locator('[data-testid="move-list"] .move.current').evaluate((button) => button.closest("li").querySelector(".move-number").textContent);
  assert.equal(row, "2.");
  assert.equal(await page.getByTestId("viewing-text").textContent(), "Viewing move 2 of 5: d5-d4 (Dark)");
  await page.getByTestId("history-first").click();
  assert.equal(await page.getByTestId("viewing-text").textContent(), "Viewing the start (of 5 moves)");
  await savePicture(page, "review-agrees-1280x800.png");
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("the list pairs each turn of Light and Dark under one number, and Seega's captures show as x2", async () => {
  // A Seega game in which one move captures two pieces, found by seeded random play.
  const random = seededRandom(3);
  let game;
  let double = null;
  for (let attempt = 0; double === null && attempt < 50; attempt += 1) {
    game?.free();
    game = new Game("seega-sudan");
    while (!game.status().over && game.history().length < 300) {
      const report = game.play(chooseMove(game.legalMoves(), random));
      if (report.captured.length >= 2) {
        double = { index: game.history().length - 1, move: report.move, count: report.captured.length };
        break;
      }
    }
  }
  assert.ok(double, "a double capture was found");
  const save = game.toJSON();
  const sides = [];
  const replay = new Game("seega-sudan");
  for (const move of game.history()) sides.push(replay.play(move).side);
  replay.free();
  game.free();

  const page = await openGame(browser, gameLink(save));
  assert.equal(await listedText(page, double.index), `${double.move} x${double.count}`);
  const pairs = await page.$$eval('[data-testid="move-list"] li.pair', (items) => items.map((item) => ({
    number: item.querySelector(".move-number").textContent,
    light: [...item.querySelectorAll(".turn.side-0 .move")].map((button) => Number(button.dataset.index)),
    dark: [...item.querySelectorAll(".turn.side-1 .move")].map((button) => Number(button.dataset.index)),
  })));
  // Light's placement and Dark's under one number; a side's moves in a row (a series) share its turn.
  assert.deepEqual(pairs[0], { number: "1.", light: [0], dark: [1] });
  assert.deepEqual(pairs.map(({ number }) => number), pairs.map((_, index) => `${index + 1}.`));
  const lightTurns = sides.filter((side, index) => side === 0 && sides[index - 1] !== 0).length;
  assert.equal(pairs.length, lightTurns, "a new number where each turn of Light starts");
  // Every move is listed once, in order, each under its own side's column.
  assert.deepEqual(pairs.flatMap(({ light, dark }) => [...light, ...dark]), sides.map((_, index) => index));
  for (const { light, dark } of pairs) {
    assert.ok(light.every((index) => sides[index] === 0) && dark.every((index) => sides[index] === 1));
  }
  await savePicture(page, "move-list-seega-1280x800.png");

  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("the list's lines read in the order the moves were played when a turn holds several, and the newest stays in sight", async () => {
  // A Seega game in which a turn of Light's holds two moves or more (a series) and Dark answers, a few moves on.
  let save = null;
  for (let seed = 1; save === null && seed < 100; seed += 1) {
    const random = seededRandom(seed);
    const game = new Game("seega-sudan");
    const sides = [];
    let found = null;
    while (!game.status().over && (found === null || sides.length < found + 3)) {
      sides.push(game.play(chooseMove(game.legalMoves(), random)).side);
      const n = sides.length;
      if (found === null && n > 26 && sides[n - 3] === 0 && sides[n - 2] === 0 && sides[n - 1] === 1) found = n;
    }
    if (found !== null && !game.status().over) save = game.toJSON();
    game.free();
  }
  assert.ok(save, "such a game was found");
  for (const [width, height] of [[1280, 800], [1024, 700]]) {
    const page = await openGame(browser, gameLink(save), { width, height });
    const placed = await page.$$eval('[data-testid="move-list"] .move[data-index]', (buttons) => buttons.map((button) => {
      const { top, left } = button.getBoundingClientRect();
      return { index: Number(button.dataset.index), top: Math.round(top), left };
    }));
    const read = [...placed].sort((a, b) => a.top - b.top || a.left - b.left).map(({ index }) => index);
    assert.deepEqual(read, placed.map(({ index }) => index).sort((a, b) => a - b), `${width}x${height}: line by line, the moves in the order played`);
    const [list, current] = await Promise.all(['[data-testid="move-list"]', '[data-testid="move-list"] .move.current']
      .map((selector) => page.locator(selector).evaluate((node) => node.getBoundingClientRect().toJSON())));
    assert.ok(current.top >= list.top && current.bottom <= list.bottom, `${width}x${height}: the newest move is in sight (${current.top}-${current.bottom} in ${list.top}-${list.bottom})`);
    await savePicture(page, `move-list-series-${width}x${height}.png`);
    assert.deepEqual(page.problems, []);
    await page.context().close();
  }
});

test("Arabic: a turn's number reads 1. as in the other languages, not .1", async () => {
  const page = await watchedPage(browser, { locale: "ar" });
  await page.goto(server.url);
  await page.waitForFunction(() => window.desertGames?.game);
  assert.equal(await page.evaluate(() => document.dir), "rtl");
  await newGame(page, { opponent: "human" });
  for (const move of GIVEAWAY.slice(0, 3)) await clickMove(page, move);
  const number = page.locator('[data-testid="move-list"] li.pair .move-number').first();
  assert.equal(await number.textContent(), "1.");
  // Its own left-to-right run: the dot stays after the digit, on the right.
  const [digit, dot] = await number.evaluate((node) => {
    const range = document.createRange();
    const text = node.firstChild;
    return [0, 1].map((offset) => {
      range.setStart(text, offset);
      range.setEnd(text, offset + 1);
      return range.getBoundingClientRect().x;
    });
  });
  assert.ok(dot > digit, `the dot (x ${dot}) is right of the digit (x ${digit})`);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("Seig: a finished game's review judges the spends by their expectation and never a throw", async () => {
  const game = new Game("seig", { seed: 5 });
  while (!game.status().over) game.play(game.aiMove({ level: "easy", nodes: 2000, seed: 1 }));
  const moves = game.history();
  const page = await openGame(browser, gameLink(game.toJSON()));
  game.free();
  await page.getByTestId("review-button").click();
  await page.waitForFunction(() => window.desertGames.state.review.finished, null, { timeout: 120000 });
  const { review } = await state(page);
  assert.equal(review.marks.length, moves.length);
  moves.forEach((move, index) => {
    if (move.startsWith("throw")) assert.equal(review.marks[index], null, `move ${index + 1}, a throw, is no choice`);
  });
  // Easy play leaves something for the review to name, and each mark has its better move.
  const marked = review.marks.flatMap((mark, index) => (mark ? [index] : []));
  assert.ok(marked.length > 0, "an easy player's spends lose something somewhere");
  for (const index of marked) assert.ok(review.better[index] && review.better[index] !== moves[index]);
  await page.getByTestId(`move-${marked[0] + 1}`).click();
  assert.match(await page.getByTestId("review-note").textContent(), /Better was/);
  const shown = (await state(page)).review.betterShown;
  assert.ok(shown?.from && shown?.to, "the better spend's holes are ringed on the board");
  await savePicture(page, "review-marks-seig-1280x800.png");
  assert.deepEqual(page.problems, []);
  await page.context().close();
});
