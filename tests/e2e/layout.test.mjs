// The board fits the window without scrolling and is drawn at full device resolution.

import { test } from "node:test";
import assert from "node:assert/strict";
import {
  useSiteAndBrowser, server, browser, openGame, watchedPage, newGame, clickSquare, scrollingBoxes, smallTargets, spilledWords, boardAtItsLeast, savePicture,
} from "./helpers.mjs";
import { newSeigGame } from "./seig-helpers.mjs";

useSiteAndBrowser();

// No scrolling, every square and button on screen; but a screen too small
// for squares 44 px apart (6x6 on a 640x360 phone) scrolls the page for them.
async function checkLayout(page, { width, height, dpr }) {
  const bottom = (await boardAtItsLeast(page)) ? await page.evaluate(() => document.documentElement.scrollHeight) : height;
  const geometry = await page.evaluate(() => {
    const canvas = document.querySelector("[data-testid=board-canvas]");
    const rect = canvas.getBoundingClientRect();
    const corners = ["a1", "f6", "a6", "f1"].map((name) => window.desertGames.squareCenter(name));
    const buttons = [...document.querySelectorAll(".controls button:not([hidden])")].map((button) => button.getBoundingClientRect());
    return {
      rect: { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom, width: rect.width, height: rect.height },
      backing: { width: canvas.width, height: canvas.height },
      scroll: { width: document.documentElement.scrollWidth, height: document.documentElement.scrollHeight },
      corners,
      buttons: buttons.map(({ top, bottom, height, width: w }) => ({ top, bottom, height, width: w })),
    };
  });
  assert.ok(geometry.scroll.height <= bottom && geometry.scroll.width <= width, `no scrolling at ${width}x${height}`);
  assert.ok(geometry.rect.left >= 0 && geometry.rect.top >= 0 && geometry.rect.right <= width && geometry.rect.bottom <= bottom);
  for (const { x, y } of geometry.corners) {
    assert.ok(x > 0 && y > 0 && x < width && y < bottom, "every square is on the page");
  }
  assert.ok(Math.abs(geometry.backing.width - geometry.rect.width * dpr) <= 1, "backing width is CSS width x dpr");
  assert.ok(Math.abs(geometry.backing.height - geometry.rect.height * dpr) <= 1, "backing height is CSS height x dpr");
  for (const button of geometry.buttons) {
    assert.ok(button.height >= 44 && button.width >= 44, "buttons are large tap targets");
    assert.ok(button.bottom <= bottom, "buttons are on the page");
  }
}

for (const { width, height, dpr } of [{ width: 360, height: 640, dpr: 2 }, { width: 640, height: 360, dpr: 2 }, { width: 1280, height: 800, dpr: 1 }, { width: 1280, height: 800, dpr: 2 }]) {
  test(`layout at ${width}x${height}, device pixel ratio ${dpr}`, async () => {
    const page = await openGame(browser, server.url, { width, height, deviceScaleFactor: dpr });
    await newGame(page, { opponent: "human" });
    await checkLayout(page, { width, height, dpr });
    await clickSquare(page, "c2");
    await savePicture(page, `board-${width}x${height}@${dpr}x.png`);
    await page.getByTestId("new-game-button").click();
    await savePicture(page, `panel-${width}x${height}@${dpr}x.png`);
    const panel = await page.getByTestId("start-button").boundingBox();
    assert.ok(panel.y + panel.height <= height, "the panel's start button is reachable");
    assert.deepEqual(page.problems, []);
  });
}

test("the backing store follows a window resize", async () => {
  const page = await openGame(browser, server.url, { width: 800, height: 600, deviceScaleFactor: 2 });
  await page.setViewportSize({ width: 500, height: 900 });
  await page.waitForFunction(() => {
    const canvas = document.querySelector("[data-testid=board-canvas]");
    return Math.abs(canvas.width - canvas.getBoundingClientRect().width * 2) <= 1;
  });
  await checkLayout(page, { width: 500, height: 900, dpr: 2 });
});

// Seig's mound, sticks and bar on a phone held upright and sideways: nothing
// scrolls the page, every hole and the ground for the sticks is on screen, and
// the throw and game buttons can be tapped.
for (const { width, height } of [{ width: 360, height: 640 }, { width: 640, height: 360 }]) {
  test(`Seig layout at ${width}x${height}`, async () => {
    const page = await openGame(browser, server.url, { width, height, deviceScaleFactor: 2 });
    await newSeigGame(page);
    const geometry = await page.evaluate(() => {
      const box = (element) => element.getBoundingClientRect();
      return {
        scroll: { width: document.documentElement.scrollWidth, height: document.documentElement.scrollHeight },
        mound: box(document.querySelector("[data-testid=seig-canvas]")).toJSON(),
        holes: ["a1", "a12", "d1", "d12"].map((hole) => window.desertGames.squareCenter(hole)),
        buttons: [document.querySelector("[data-testid=throw-button]"), ...document.querySelectorAll(".controls button:not([hidden])")]
          .map((button) => box(button).toJSON()),
      };
    });
    await savePicture(page, `seig-${width}x${height}.png`);
    assert.equal(await page.getByTestId("board-canvas").isVisible(), false, "the board of the game before is put away");
    assert.ok(geometry.scroll.height <= height && geometry.scroll.width <= width, `no scrolling: ${JSON.stringify(geometry.scroll)}`);
    assert.ok(geometry.mound.top >= 0 && geometry.mound.bottom <= height && geometry.mound.right <= width, "the mound and the sticks' ground are on screen");
    for (const { x, y } of geometry.holes) assert.ok(x > 0 && y > 0 && x < width && y < height, "every hole is on screen");
    // The game's buttons are a finger's size (36 px), so a second row of them costs the mound little.
    for (const button of geometry.buttons) {
      assert.ok(button.height >= 36 && button.width >= 44, "buttons are tap targets");
      assert.ok(button.top >= 0 && button.bottom <= height, "buttons are on screen");
    }
    assert.deepEqual(page.problems, []);
  });
}

// Every game on a phone, upright and sideways, in every language: no box
// scrolls within the page, nothing to tap is under 36 px (squares and holes
// included), every button's words stay inside it, and the page does not
// scroll, but for a board that needs more room than the screen has (a 9x9
// board; a 6x6 one at squares 44 px apart on these small phones), which
// leaves the page to scroll. Seig with five throws to spend: all of them show.
const SEIG_POOL = JSON.stringify({
  format: 1,
  moves: ["throw:WWWWWWB", "throw:WWWWBBBB", "throw:WWWWBBBB", "throw:WWWWBBBB", "throw:WWWWBBBB", "throw:WWWWWWBB"],
  options: { firstSide: 0, fourMoves: 3, seed: 1, teamSize: 1 },
  ruleset: "seig",
  stream: "1",
});
const PHONE_GAMES = [
  { name: "siga", link: "ruleset=siga&opponent=human" },
  { name: "seega-5x5", link: `ruleset=seega-sudan&options=${encodeURIComponent('{"board":"5x5"}')}&opponent=human` },
  { name: "seega-9x9", link: `ruleset=seega-sudan&options=${encodeURIComponent('{"board":"9x9"}')}&opponent=human`, scrolls: true },
  { name: "seig-pool", link: `game=${encodeURIComponent(SEIG_POOL)}`, pool: 5 },
];

for (const { width, height } of [{ width: 360, height: 640 }, { width: 640, height: 360 }]) {
  for (const language of ["en", "fr", "ru", "ar"]) {
    test(`every game at ${width}x${height} in ${language}: no scrolling box, no target under 36 px, every button's words inside it`, async () => {
      const page = await watchedPage(browser, { width, height, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
      for (const { name, link, scrolls = false, pool = 0 } of PHONE_GAMES) {
        await page.goto(`${server.url}#${link}&lang=${language}`);
        await page.waitForFunction(() => window.desertGames?.game);
        const where = `${name} at ${width}x${height} in ${language}`;
        await savePicture(page, `phone-${name}-${language}-${width}x${height}.png`, { fullPage: true });
        assert.deepEqual(await scrollingBoxes(page, { pageMayScroll: scrolls || await boardAtItsLeast(page) }), [], where);
        assert.deepEqual(await smallTargets(page), [], where);
        assert.deepEqual(await spilledWords(page), [], where);
        // Squares (or holes) side by side, and one above the other, are 36 px apart at least.
        const [a1, b1, a2] = await page.evaluate(() => ["a1", "b1", "a2"].map((name) => window.desertGames.squareCenter(name)));
        for (const other of [b1, a2]) {
          const apart = Math.hypot(other.x - a1.x, other.y - a1.y);
          assert.ok(apart >= 36, `${where}: squares ${apart.toFixed(1)} px apart`);
        }
        if (pool) {
          const chips = await page.evaluate(() => [...document.querySelectorAll("[data-testid=pool-chips] .chip")].map((chip) => chip.getBoundingClientRect().toJSON()));
          assert.equal(chips.length, pool, `${where}: the pool's values`);
          for (const chip of chips) assert.ok(chip.left >= 0 && chip.right <= width && chip.top >= 0 && chip.bottom <= height, `${where}: every value to spend on screen`);
        }
      }
      assert.deepEqual(page.problems, []);
      await page.context().close();
    });
  }
}

// Opening on a game of Seig (a link, or a reload of one) lays the page out
// for Seig's bar: the board and buttons show once that is done, so nothing
// that was on screen moves (cumulative layout shift, as browsers count it).
for (const { width, height } of [{ width: 360, height: 640 }, { width: 412, height: 823 }, { width: 1280, height: 800 }]) {
  test(`nothing moves as a game of Seig opens at ${width}x${height}`, async () => {
    const page = await watchedPage(browser, { width, height });
    await page.addInitScript(() => {
      window.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const shift of list.getEntries()) window.layoutShift += shift.value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(`${server.url}#ruleset=seig`);
    await page.waitForFunction(() => window.desertGames?.game);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const shift = await page.evaluate(() => window.layoutShift);
    assert.ok(shift < 0.02, `layout shift ${shift.toFixed(3)}`);
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });
}

// Squares a finger taps surely (44 px apart, the guidelines' smallest target)
// on a phone held either way, the 9x9 board included. Where the screen is too
// narrow for them (9x9 upright), the board is wider than the screen: a swipe
// across it brings its far squares into sight, and a tap there plays.
for (const { width, height } of [{ width: 390, height: 844 }, { width: 844, height: 390 }]) {
  test(`every grid board on a phone at ${width}x${height}: squares 44 px apart, the far ones a swipe away`, async () => {
    const page = await watchedPage(browser, { width, height, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    for (const [ruleset, board] of [["siga", "4x5"], ["siga", "6x8"], ["seega-sudan", "5x5"], ["seega-egypt", "7x7"], ["seega-sudan", "9x9"]]) {
      await page.goto(`${server.url}#ruleset=${ruleset}&options=${encodeURIComponent(JSON.stringify({ board }))}&opponent=human`);
      await page.waitForFunction((size) => {
        const board = window.desertGames?.game?.board();
        return board && `${board.files}x${board.ranks}` === size;
      }, board);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const where = `${ruleset} ${board} at ${width}x${height}`;
      if (board === "9x9") await savePicture(page, `grid-9x9-${width}x${height}.png`);
      const { files, ranks } = await page.evaluate(() => window.desertGames.game.board());
      const far = `${String.fromCharCode(96 + files)}${ranks}`;
      const [a1, b1, a2] = await page.evaluate(() => ["a1", "b1", "a2"].map((name) => window.desertGames.squareCenter(name)));
      for (const other of [b1, a2]) {
        const apart = Math.hypot(other.x - a1.x, other.y - a1.y);
        assert.ok(apart >= 44, `${where}: squares ${apart.toFixed(1)} px apart`);
      }
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), width, `${where}: the page itself never scrolls sideways`);
      let corner = await page.evaluate((name) => window.desertGames.squareCenter(name), far);
      if (corner.x > width - 22) {
        // A finger's swipe from right to left across the board.
        const cdp = await page.context().newCDPSession(page);
        const y = a1.y;
        const touch = (type, x) => cdp.send("Input.dispatchTouchEvent", { type, touchPoints: type === "touchEnd" ? [] : [{ x, y }] });
        await touch("touchStart", width * 0.8);
        for (let step = 1; step <= 10; step += 1) await touch("touchMove", width * (0.8 - step * 0.06));
        await touch("touchEnd");
        await cdp.detach();
        await page.waitForTimeout(300);
        corner = await page.evaluate((name) => window.desertGames.squareCenter(name), far);
        assert.ok(corner.x >= 22 && corner.x <= width - 22, `${where}: ${far} swiped into sight (${corner.x.toFixed(0)})`);
        if (ruleset.startsWith("seega")) {
          await page.touchscreen.tap(corner.x, corner.y);
          await page.waitForFunction((name) => window.desertGames.game.history().at(-1) === name, far);
        }
      }
    }
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });
}
