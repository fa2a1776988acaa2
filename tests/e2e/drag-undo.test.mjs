// Moving by dragging, and taking moves back.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import {
  useSiteAndBrowser, server, browser, openGame, watchedPage, newGame, state, history, squareCenter, clickMove, waitForHumanTurn,
} from "./helpers.mjs";
import { tabIntoBoard } from "./access-helpers.mjs";

useSiteAndBrowser();

test("a piece dragged onto a legal square is moved", async () => {
  const page = await openGame(browser, server.url, { width: 390, height: 700, deviceScaleFactor: 2 });
  await newGame(page, { opponent: "human" });
  const from = await squareCenter(page, "c2");
  const to = await squareCenter(page, "c3");
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 4 });
  await page.mouse.up();
  assert.deepEqual(await history(page), ["c2-c3"]);

  // A drag onto an illegal square leaves everything as it was.
  const dark = await squareCenter(page, "b5");
  const far = await squareCenter(page, "b2");
  await page.mouse.move(dark.x, dark.y);
  await page.mouse.down();
  await page.mouse.move(far.x, far.y, { steps: 6 });
  await page.mouse.up();
  assert.deepEqual(await history(page), ["c2-c3"]);
  assert.equal((await state(page)).toMove, 1);
  assert.deepEqual(page.problems, []);
});

test("undo against the computer goes back to the human's turn", async () => {
  const page = await openGame(browser, server.url);
  await newGame(page, { opponent: "computer-easy", side: 0 });
  await clickMove(page, "a2-a3");
  await waitForHumanTurn(page);
  assert.equal((await history(page)).length, 2);
  await page.getByTestId("undo-button").click();
  const after = await state(page);
  assert.deepEqual(await history(page), []);
  assert.equal(after.humanTurn, true);
  assert.equal(after.toMove, 0);
  assert.deepEqual(page.problems, []);
});

test("on a touch screen, a tap on a piece then a tap on a square moves it", async () => {
  const page = await watchedPage(browser, { width: 360, height: 640, deviceScaleFactor: 3, hasTouch: true, isMobile: true });
  const context = page.context();
  const problems = [];
  page.on("pageerror", (error) => problems.push(error.message));
  await page.goto(server.url);
  await page.waitForFunction(() => window.desertGames?.game);
  await newGame(page, { opponent: "human" });
  for (const square of ["d2", "d3"]) {
    const { x, y } = await squareCenter(page, square);
    await page.touchscreen.tap(x, y);
  }
  assert.deepEqual(await history(page), ["d2-d3"]);
  assert.deepEqual(problems, []);
  await context.close();
});

test("the keyboard can pick a piece and move it", async () => {
  const page = await openGame(browser, server.url);
  await newGame(page, { opponent: "human" });
  await tabIntoBoard(page);
  const square = await page.evaluate(() => document.activeElement.dataset.square);
  assert.match(square, /^[a-f]2$/, "the board's focus starts on a piece that can move");
  await page.keyboard.press("Enter");
  assert.equal((await state(page)).selected, square);
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("Enter");
  assert.deepEqual(await history(page), [`${square}-${square[0]}3`]);
  assert.deepEqual(page.problems, []);
});

test("moves slide by default and jump when the player asks for reduced motion", async () => {
  for (const reducedMotion of ["no-preference", "reduce"]) {
    const page = await watchedPage(browser, { width: 800, height: 600, reducedMotion });
    const context = page.context();
    await page.goto(server.url);
    await page.waitForFunction(() => window.desertGames?.game);
    await newGame(page, { opponent: "human" });
    // Watch every frame, so a short animation is not missed between two checks.
    await page.evaluate(() => {
      window.sawAnimation = false;
      const watch = () => {
        if (window.desertGames.state.animating) window.sawAnimation = true;
        requestAnimationFrame(watch);
      };
      watch();
    });
    await clickMove(page, "e2-e3");
    await page.waitForTimeout(400);
    assert.equal(await page.evaluate(() => window.sawAnimation), reducedMotion === "no-preference");
    await context.close();
  }
});
