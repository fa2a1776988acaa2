// Seig at a glance: a throw's value shows large on the sticks with what it
// does; a throw that passes the turn on is followed by the next person's
// throw without a click (unless the automatic pass is off); pieces a throw
// releases rise to their holes; a hole's label says in words which values
// reach it; and on a phone, upright or sideways, the
// page fits without a scrolling box, holes are 36 px apart, every target is
// 36 px at least and no stick leaves the canvas.

import { test } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import {
  useSiteAndBrowser, server, browser, openGame, watchedPage, newGame, clickSquare, outDir, scrollingBoxes, smallTargets,
} from "./helpers.mjs";
import { newSeigGame, seigTool, waitForThrowValue } from "./seig-helpers.mjs";

useSiteAndBrowser();

const history = (page) => page.evaluate(() => window.desertGames.game.history());

// Records, every frame until stopped, what the Seig board shows and does.
async function recordFrames(page) {
  await page.evaluate(() => {
    const frames = (window.seigFrames = { list: [], recording: true });
    const record = () => {
      const { seig } = window.desertGames.state;
      frames.list.push({ plies: window.desertGames.game.history().length, motion: seig.motion, glance: seig.glance, drawn: seig.drawn, size: seig.canvasSize });
      if (frames.recording) requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
  return async () => page.evaluate(() => {
    window.seigFrames.recording = false;
    return window.seigFrames.list;
  });
}

// Resolves once a person may act and nothing is being shown.
const waitForCalm = (page, timeout = 30000) => page.waitForFunction(() => {
  const { seig } = window.desertGames.state;
  return seig.humanMayAct && !seig.busy && !seig.animating;
}, null, { timeout });

// Seed 8, two people: Light's first throw and the three after it leave the
// game locked (each passes the turn on); the fifth, Light's, is a Seig that
// unlocks the game and releases a piece, and Light throws again by hand.
test("one click: the futile throws that follow go by themselves, each value on the sticks, and the released piece rises", async () => {
  const page = await openGame(browser, server.url, { reducedMotion: "no-preference" });
  await newSeigGame(page, { seats: [["human"], ["human"]], seed: 8 });
  await (await seigTool(page, "speed-select")).selectOption("fast");
  const stop = await recordFrames(page);
  await page.getByTestId("throw-button").click();
  await page.waitForFunction(() => window.desertGames.game.history().length === 5, null, { timeout: 30000 });
  await waitForCalm(page);
  const frames = await stop();
  await page.screenshot({ path: path.join(outDir, "seig-throw-glance.png") });

  const passed = frames.filter(({ glance }) => glance && /turn passes/.test(glance.line));
  assert.ok(passed.length > 0, "a futile throw says on the sticks that the turn passes");
  assert.ok(passed.every(({ glance }) => /^[2-5]$/.test(glance.mark)), "its value is its count of white sides");
  const { glance } = frames.at(-1);
  assert.deepEqual(glance, { mark: "Seig!", line: "unlocked! a piece is released; throw again", shout: true });
  assert.match(await page.getByTestId("throw-value").textContent(), /^Seig! \d: the game is unlocked, a piece is released/, "the bar's words for screen readers");

  // The released piece moves over several frames, once its throw has landed.
  const rising = frames.filter(({ motion }) => motion === "release");
  assert.ok(rising.length >= 3, `the released piece rises over ${rising.length} frames`);
  assert.ok(rising.every(({ plies }) => plies === 5), "only the releasing throw moves a piece");

  // A throw that did something is the person's to make again.
  await page.waitForTimeout(1500);
  assert.equal((await history(page)).length, 5, "after the Seig the sticks wait for a click");
  const told = await page.getByTestId("announcements").textContent();
  assert.match(told, /the sticks pass on/, "a passing throw is announced");
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("with the automatic pass off, a futile throw waits for a click; the choice is kept for the next game", async () => {
  const page = await openGame(browser, `${server.url}?seig-pace=0`);
  await newSeigGame(page, { seats: [["human"], ["human"]], seed: 8 });
  await (await seigTool(page, "speed-select")).selectOption("off");
  await (await seigTool(page, "auto-pass-toggle")).uncheck();
  await page.getByTestId("throw-button").click();
  await waitForThrowValue(page);
  await page.waitForTimeout(1000);
  assert.equal((await history(page)).length, 1, "no throw by itself");
  assert.equal((await page.evaluate(() => window.desertGames.state.seig)).humanMayAct, true);
  await newSeigGame(page, { seats: [["human"], ["human"]] });
  assert.equal((await page.evaluate(() => window.desertGames.state.seig)).autoPass, false, "the next game keeps the choice");
  assert.equal(await page.getByTestId("auto-pass-toggle").isChecked(), false);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

// With "a throw of four" worth 3, throws of 4, 4 and 6 whites after the
// unlocking Seig leave 3, 3 and 6 to spend: the released piece on b12
// reaches b6 with 6 or with 3+3, and the page says so in words.
test("a hole two groups of values reach is labelled with both, in words, and the chooser offers both", async () => {
  const page = await openGame(browser, `${server.url}?seig-pace=0`);
  await newSeigGame(page, { seats: [["human"], ["human"]], seed: 1, options: { fourMoves: 3 } });
  await (await seigTool(page, "speed-select")).selectOption("off");
  await (await seigTool(page, "real-sticks-toggle")).check();
  for (const [index, faces] of ["WWWWWWB", "WWWWBBBB", "WWWWBBBB", "WWWWWWBB"].entries()) {
    await page.getByTestId("move-input").fill(`throw:${faces}`);
    await page.getByTestId("move-input").press("Enter");
    await page.waitForFunction((length) => window.desertGames.game.history().length === length, index + 1);
    await waitForCalm(page);
  }
  await clickSquare(page, "b12");
  const hole = page.locator('[aria-label="Holes of the mound"]').getByTestId("cell-b6");
  assert.match(await hole.getAttribute("aria-label"), /can go here with 6 or 3\+3$/);
  await clickSquare(page, "b6");
  assert.equal(await page.getByTestId("seig-chooser").textContent(), "Reach b6 (6 holes) with:63+3");
  await page.getByTestId("choose-3+3").click();
  assert.equal((await history(page)).at(-1), "b12-b6:3+3");
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

for (const viewport of [{ width: 360, height: 640 }, { width: 640, height: 360 }]) {
  const shape = `${viewport.width}x${viewport.height}`;
  test(`Seig on a phone at ${shape}: no scrolling box, holes 36 px apart, no small target, sticks on the canvas`, async () => {
    const page = await watchedPage(browser, { ...viewport, deviceScaleFactor: 2, isMobile: true, hasTouch: true, reducedMotion: "no-preference" });
    await page.goto(server.url);
    await page.waitForFunction(() => window.desertGames?.game);
    await newSeigGame(page, { seats: [["human"], ["computer-easy"]], seed: 2 });
    assert.deepEqual(await scrollingBoxes(page), []);
    assert.deepEqual(await smallTargets(page), []);
    const [a1, a2, b1] = await page.evaluate(() => ["a1", "a2", "b1"].map((hole) => window.desertGames.squareCenter(hole)));
    for (const [from, to] of [[a1, a2], [a1, b1]]) {
      assert.ok(Math.hypot(to.x - from.x, to.y - from.y) >= 36, `holes ${Math.hypot(to.x - from.x, to.y - from.y).toFixed(1)} px apart`);
    }

    // A throw: every frame's sticks, shadows included, stay on the canvas.
    const stop = await recordFrames(page);
    await page.getByTestId("throw-button").click();
    await waitForThrowValue(page);
    const frames = await stop();
    const flying = frames.filter(({ drawn }) => drawn);
    assert.ok(flying.length > 5, "the sticks were seen in the air");
    for (const { drawn, size } of flying) {
      assert.ok(drawn.left >= 0 && drawn.top >= 0 && drawn.right <= size.width && drawn.bottom <= size.height, `sticks within the canvas: ${JSON.stringify(drawn)} in ${JSON.stringify(size)}`);
    }
    await page.screenshot({ path: path.join(outDir, `seig-phone-${shape}.png`) });

    // The tools open over the page from their gear, each a finger's size, and nothing scrolls.
    await page.getByTestId("seig-tools-button").tap();
    assert.deepEqual(await smallTargets(page), []);
    assert.deepEqual(await scrollingBoxes(page), []);
    await page.screenshot({ path: path.join(outDir, `seig-phone-${shape}-tools.png`) });
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });
}

test("every grid game fits a sideways phone (640x360) with no scrolling box; a 9x9 board scrolls the page rather than shrink", async () => {
  const page = await watchedPage(browser, { width: 640, height: 360, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  await page.goto(server.url);
  await page.waitForFunction(() => window.desertGames?.game);
  for (const [ruleset, options] of [["siga", { board: "4x5" }], ["siga", { board: "6x6" }], ["siga", { board: "6x8" }],
    ["seega-sudan", { board: "5x5" }], ["seega-sudan", { board: "9x9" }], ["seega-egypt", { board: "7x7" }]]) {
    await newGame(page, { ruleset, options, opponent: "human" });
    assert.deepEqual(await scrollingBoxes(page, { pageMayScroll: options.board === "9x9" }), [], `${ruleset} ${options.board}`);
  }
  assert.deepEqual(page.problems, []);
  await page.context().close();
});
