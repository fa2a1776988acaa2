// Phones: every rule set played by touch in Chromium's phone emulation,
// upright and sideways. A tap picks and moves, a finger drags a piece, the
// sticks are thrown by a tap on their ground, and the page never scrolls
// under the finger.

import { test } from "node:test";
import assert from "node:assert/strict";
import {
  useSiteAndBrowser, server, browser, watchedPage, newGame, squareCenter, history, state, waitForHumanTurn, seededRandom, chooseMove,
} from "./helpers.mjs";
import { newSeigGame, waitForPersonOrEnd, chooseSpend, seigTool } from "./seig-helpers.mjs";

useSiteAndBrowser();

const PHONES = [{ width: 360, height: 640 }, { width: 640, height: 360 }];

// `query`: the address's query (`?seig-pace=0`: the computer's Seig actions without their pause).
async function phonePage(viewport, query = "") {
  const page = await watchedPage(browser, { ...viewport, deviceScaleFactor: 2, hasTouch: true, isMobile: true });
  await page.goto(`${server.url}${query}`);
  await page.waitForFunction(() => window.desertGames?.game);
  return page;
}

async function tap(page, square) {
  const { x, y } = await squareCenter(page, square);
  await page.touchscreen.tap(x, y);
}

// A finger pressed on one square, slid in small steps to another, lifted.
async function drag(page, from, to) {
  const cdp = await page.context().newCDPSession(page);
  const start = await squareCenter(page, from);
  const end = await squareCenter(page, to);
  const touch = (type, x, y) => cdp.send("Input.dispatchTouchEvent", { type, touchPoints: type === "touchEnd" ? [] : [{ x, y }] });
  await touch("touchStart", start.x, start.y);
  for (let step = 1; step <= 8; step += 1) {
    await touch("touchMove", start.x + ((end.x - start.x) * step) / 8, start.y + ((end.y - start.y) * step) / 8);
  }
  await touch("touchEnd");
  await cdp.detach();
}

const pageScroll = (page) => page.evaluate(() => [window.scrollX, window.scrollY, document.documentElement.scrollHeight - innerHeight]);

// Plays the side to move's turn by taps (or, for steps, by a drag every other move).
async function touchMove(page, move, byDrag) {
  const parts = move.split(/[-x]/);
  if (parts.length === 1) await tap(page, move);
  else if (byDrag) await drag(page, parts[0], parts[1]);
  else for (const square of parts) await tap(page, square);
}

// The person's next turn by touch, once it comes: a move chosen by `random`,
// played by taps or a drag. Returns it once the game has taken it, or null
// if the game ended first; the page must not have scrolled.
async function touchTurn(page, random, byDrag) {
  await waitForHumanTurn(page);
  const { legalMoves, over } = await state(page);
  if (over) return null;
  const move = chooseMove(legalMoves, random);
  const before = (await history(page)).length;
  await touchMove(page, move, byDrag);
  await page.waitForFunction((count) => window.desertGames.game.history().length > count, before);
  assert.deepEqual(await pageScroll(page), [0, 0, 0], "the page does not scroll under the finger");
  return move;
}

for (const viewport of PHONES) {
  const shape = `${viewport.width}x${viewport.height}`;

  test(`Siga on the small board against the computer, to its end, by touch at ${shape}`, async () => {
    const page = await phonePage(viewport);
    await newGame(page, { ruleset: "siga", options: { board: "4x5", noCapturePlies: 40 }, opponent: "computer-easy" });
    const random = seededRandom(5);
    for (let turn = 0; turn < 200; turn += 1) {
      if ((await touchTurn(page, random, turn % 2 === 1)) === null) break;
    }
    assert.equal((await state(page)).over, true, "the game reached its end");
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });

  for (const ruleset of ["seega-sudan", "seega-egypt"]) {
    test(`${ruleset}: placement and moves by touch at ${shape}`, async () => {
      const page = await phonePage(viewport);
      await newGame(page, { ruleset, opponent: "computer-easy" });
      const random = seededRandom(11);
      // Placement by taps, then ten moves of our own by taps and drags.
      let moved = 0;
      for (let turn = 0; turn < 60 && moved < 10; turn += 1) {
        const move = await touchTurn(page, random, moved % 2 === 1);
        if (move === null) break;
        if (move.includes("-")) moved += 1;
      }
      assert.ok(moved === 10 || (await state(page)).over, "placement done and moves played by touch");
      assert.deepEqual(page.problems, []);
      await page.context().close();
    });
  }

  test(`Seig: sticks thrown by a tap on their ground, pieces moved by taps at ${shape}`, async () => {
    const page = await phonePage(viewport, "?seig-pace=0");
    await newSeigGame(page, { seed: 21 });
    await (await seigTool(page, "speed-select")).selectOption("off");
    // Every throw is the tap's: the automatic pass throws for the person 350 ms
    // after the computer's futile throw; on a slow machine it came between the
    // two reads below, and the tap then fell on the tray with a spend to make.
    await (await seigTool(page, "auto-pass-toggle")).uncheck();
    const random = seededRandom(3);
    let spends = 0;
    for (let turn = 0; turn < 80 && spends < 4; turn += 1) {
      await waitForPersonOrEnd(page);
      const { legalMoves, over } = await state(page);
      if (over) break;
      const before = (await history(page)).length;
      if (legalMoves.length === 1 && legalMoves[0] === "throw") {
        const ground = await page.evaluate(() => window.desertGames.sticksGround());
        await page.touchscreen.tap(ground.x, ground.y);
      } else {
        const [, from, to, group] = /^([a-d]\d+)-([a-d]\d+):(.+)$/.exec(chooseSpend(legalMoves, random));
        await tap(page, from);
        await tap(page, to);
        const chooser = page.getByTestId("seig-chooser");
        if (await chooser.isVisible()) await page.getByTestId(`choose-${group}`).tap();
        spends += 1;
      }
      await page.waitForFunction((count) => window.desertGames.game.history().length > count, before);
      assert.deepEqual(await pageScroll(page), [0, 0, 0], "the page does not scroll under the finger");
    }
    assert.ok(spends >= 4, "a person threw and moved pieces by touch");
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });
}
