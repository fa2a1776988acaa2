// The move list, stepping through earlier positions, undo and redo, and the
// review after a game.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import {
  useSiteAndBrowser, server, browser, openGame, newGame, state, history, clickMove, clickSquare, waitForHumanTurn, seededRandom, chooseMove, savePicture, cellsAfter,
} from "./helpers.mjs";
import { newSeigGame, seigState, seigTool } from "./seig-helpers.mjs";

useSiteAndBrowser();

const SMALL_SIGA = { board: "4x5" };

// What the move list says: [turn number, text] per move.
const listedMoves = (page) => page.$$eval('[data-testid="move-list"] .move[data-index]', (buttons) =>
  buttons.map((button) => [button.closest("li").querySelector(".move-number").textContent, button.querySelector(".move-text").textContent]));

// The colour the board canvas shows at a square's centre.
const pixelAt = (page, square) => page.evaluate((name) => {
  const canvas = document.querySelector('[data-testid="board-canvas"]');
  const at = window.desertGames.squareCenter(name);
  const rect = canvas.getBoundingClientRect();
  const ratio = canvas.width / rect.width;
  return [...canvas.getContext("2d").getImageData(Math.round((at.x - rect.left) * ratio), Math.round((at.y - rect.top) * ratio), 1, 1).data];
}, square);

const nextFrame = (page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
const settle = (page) => page.waitForFunction(() => !window.desertGames.state.animating);

test("the move list, stepping back through the game and a board that ignores clicks meanwhile", async () => {
  const page = await openGame(browser, server.url);
  await newGame(page, { opponent: "human", options: SMALL_SIGA });
  const moves = ["a2-a3", "a4xa3", "b2-b3", "a3xb3"];
  for (const move of moves) await clickMove(page, move);
  assert.deepEqual(await history(page), moves);
  // Light's move and Dark's answer share a number, as players write them.
  assert.deepEqual(await listedMoves(page), moves.map((move, i) => [`${Math.floor(i / 2) + 1}.`, move]));
  assert.equal(await page.locator('[data-testid="move-list"] li.empty').count(), 0, "no line saying there are no moves");
  assert.equal(await page.locator('[data-testid="move-list"] .move.current').getAttribute("data-index"), "3", "the latest move is highlighted");
  await settle(page);
  const liveCells = [...(await page.evaluate(() => window.desertGames.game.board().cells))];
  const livePixel = await pixelAt(page, "a3");

  // Two steps back: the board shows the position after move 2, the game is untouched.
  await page.getByTestId("history-back").click();
  await page.getByTestId("history-back").click();
  let shown = await state(page);
  assert.equal(shown.viewing, 2);
  assert.deepEqual(shown.shownCells, await cellsAfter(page, 2));
  assert.notDeepEqual(shown.shownCells, liveCells);
  // Numbered as the list numbers it: Dark's answer in the first turn.
  assert.equal(await page.getByTestId("viewing-text").textContent(), "Viewing move 1 of 2: a4xa3 (Dark)");
  assert.equal(await page.locator('[data-testid="move-list"] .move.current').getAttribute("data-index"), "1");
  // a3 holds a dark piece after move 2 and is empty now: the canvas shows the earlier position.
  await nextFrame(page);
  assert.notDeepEqual(await pixelAt(page, "a3"), livePixel, "the canvas draws the earlier position");
  assert.deepEqual(await history(page), moves);
  assert.equal(shown.toMove, 0);

  await savePicture(page, "history-1280x800.png");

  // Clicks on the board do nothing while an earlier position is shown.
  await clickMove(page, "c2-c3");
  await clickSquare(page, "b3");
  shown = await state(page);
  assert.deepEqual(await history(page), moves);
  assert.equal(shown.viewing, 2);
  assert.equal(shown.selected, null);

  // A move in the list shows its position; the bar's button goes back to the game.
  await page.getByTestId("move-1").click();
  assert.equal((await state(page)).viewing, 1);
  assert.deepEqual((await state(page)).shownCells, await cellsAfter(page, 1));
  await page.getByTestId("history-first").click();
  assert.equal((await state(page)).viewing, 0);
  await page.getByTestId("back-to-game").click();
  shown = await state(page);
  assert.equal(shown.viewing, null);
  assert.equal(await page.getByTestId("viewing-bar").isVisible(), false);
  await clickMove(page, "c2-c3");
  assert.deepEqual(await history(page), [...moves, "c2-c3"]);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("undo then redo against the computer brings back the same position", async () => {
  const page = await openGame(browser, server.url, { width: 360, height: 640, deviceScaleFactor: 2 });
  await newGame(page, { opponent: "computer-easy", side: 0, options: SMALL_SIGA });
  assert.equal(await page.getByTestId("redo-button").isDisabled(), true, "nothing to redo yet");
  await clickMove(page, "b2-b3");
  await waitForHumanTurn(page);
  const played = await history(page);
  assert.equal(played.length, 2);
  const cells = [...(await page.evaluate(() => window.desertGames.game.board().cells))];
  await page.getByTestId("undo-button").click();
  assert.deepEqual(await history(page), []);
  await savePicture(page, "redo-360x640.png");
  await page.getByTestId("redo-button").click();
  await settle(page);
  assert.deepEqual(await history(page), played, "the human's move and the computer's reply are back");
  assert.deepEqual([...(await page.evaluate(() => window.desertGames.game.board().cells))], cells);
  const after = await state(page);
  assert.equal(after.humanTurn, true);
  assert.equal(after.canRedo, false);

  // A different move after an undo drops what could be redone.
  await page.getByTestId("undo-button").click();
  assert.equal((await state(page)).canRedo, true);
  await clickMove(page, "c2-c3");
  await waitForHumanTurn(page);
  assert.equal((await state(page)).canRedo, false);
  assert.equal(await page.getByTestId("redo-button").isDisabled(), true);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("after a finished game the review draws the chance of winning and marks the turning points", async () => {
  const page = await openGame(browser, server.url);
  await newGame(page, { opponent: "human", options: { ...SMALL_SIGA, noCapturePlies: 12 } });
  // Seed 6 gives a 30-move game that Dark wins, with one swing of more than 20 points.
  const random = seededRandom(6);
  for (let moves = 0; moves < 200; moves += 1) {
    const { over, legalMoves } = await state(page);
    if (over) break;
    await clickMove(page, chooseMove(legalMoves, random));
  }
  const { over } = await state(page);
  assert.ok(over, "the game ended");
  const played = await history(page);
  assert.equal(await page.getByTestId("review-button").isVisible(), true);
  await page.getByTestId("review-button").click();
  await page.waitForFunction(() => window.desertGames.state.review.finished, null, { timeout: 20000 });
  const { review } = await state(page);
  assert.equal(review.chances.length, played.length + 1, "one point per position");
  assert.ok(review.chances.every((chance) => chance >= 0 && chance <= 1));
  assert.equal(review.chances.at(-1), 0, "Dark won: Light's chance ends at 0");
  assert.ok(review.turning.length >= 1, "a turning point is found");
  const marked = await page.$$eval('[data-testid="move-list"] .move.turning', (items) => items.map((item) => Number(item.dataset.index)));
  assert.deepEqual(marked, review.turning, "the turning points are marked in the list");
  assert.match(await page.getByTestId("review-progress").textContent(), /turning point/);
  const graph = page.getByTestId("review-graph");
  const box = await graph.boundingBox();
  assert.ok(box.width > 100 && box.height > 50, "the graph is shown");
  const sharp = await graph.evaluate((canvas) => canvas.width / canvas.clientWidth);
  assert.equal(sharp, 1);

  // A tap on the graph's turning point shows the position it led to.
  const position = review.turning[0] + 1;
  const x = box.x + 8 + (position / played.length) * (box.width - 18);
  await page.mouse.click(x, box.y + box.height / 2);
  assert.equal((await state(page)).viewing, position);
  await savePicture(page, "review-1280x800.png");

  // On a phone: the list opens under the board, the graph fits the width.
  await page.setViewportSize({ width: 360, height: 640 });
  await page.getByTestId("history-toggle").click();
  await page.waitForTimeout(100);
  await savePicture(page, "review-360x640.png");
  const phoneGraph = await graph.boundingBox();
  assert.ok(phoneGraph.width <= 360 && phoneGraph.width > 200);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("Seig: throws in the list as faces and value, and an earlier position cannot be thrown from", async () => {
  const page = await openGame(browser, `${server.url}?seig-pace=0`, { width: 360, height: 640, deviceScaleFactor: 2 });
  await newSeigGame(page, { seats: [["human"], ["human"]], seed: 11 });
  await (await seigTool(page, "speed-select")).selectOption("off");
  // Each throw here is a click's: the list is checked against the throws made.
  await (await seigTool(page, "auto-pass-toggle")).uncheck();
  for (let throws = 0; throws < 3; throws += 1) {
    await page.waitForFunction(() => window.desertGames.state.seig.humanMayAct);
    const { legalMoves, history: before } = await seigState(page);
    if (legalMoves[0] !== "throw") break;
    await page.getByTestId("throw-button").click();
    await page.waitForFunction((length) => window.desertGames.game.history().length > length, before.length);
  }
  const played = (await seigState(page)).history;
  const listed = await listedMoves(page);
  assert.equal(listed.length, played.length);
  for (const [index, move] of played.entries()) {
    const faces = move.slice("throw:".length);
    assert.equal(listed[index][1], `${faces} = ${[...faces].filter((face) => face === "W").length}`);
  }
  const liveValue = await page.getByTestId("throw-value").textContent();
  assert.notEqual(liveValue, "", "the last throw is told");
  await page.getByTestId("history-first").click();
  assert.equal((await state(page)).viewing, 0);
  // The bar shows the start too: no throw told, nothing to move, no throwing.
  assert.equal(await page.getByTestId("throw-value").textContent(), "");
  assert.equal(await page.getByTestId("pool-chips").textContent(), "nothing yet");
  assert.equal(await page.getByTestId("throw-button").isDisabled(), true);
  await page.keyboard.press("Space");
  await page.keyboard.press("t");
  assert.deepEqual((await seigState(page)).history, played, "nothing is thrown while viewing");
  await page.getByTestId("history-toggle").click();
  await savePicture(page, "history-seig-360x640.png");
  await page.getByTestId("back-to-game").click();
  assert.equal((await state(page)).viewing, null);
  assert.equal(await page.getByTestId("throw-value").textContent(), liveValue, "back in the game, its bar returns");
  assert.deepEqual(page.problems, []);
  await page.context().close();
});
