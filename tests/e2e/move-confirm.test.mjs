// Issue 36: a player who mis-taps may ask (More, "Confirm each move", off by
// default, remembered) that a move wait for a confirmation: the board shows
// it, "Play it" plays it and "Cancel" (or Escape) drops it, by pointer or keyboard.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useSiteAndBrowser, server, browser, openGame, newGame, state, history, clickPlay, seededRandom, savePicture } from "./helpers.mjs";
import { tabIntoBoard, walkTo } from "./access-helpers.mjs";
import { newSeigGame, seigState, clickSpend, chooseSpend } from "./seig-helpers.mjs";

useSiteAndBrowser();

const confirmShown = (page) => page.getByTestId("confirm-line").isVisible();

async function setConfirm(page, on) {
  await page.getByTestId("more-button").click();
  await page.getByTestId("confirm-moves-check").setChecked(on);
  await page.getByTestId("more-button").click();
}

test("with confirmation on, a tapped move waits on the board until the player confirms it; Cancel and Escape drop it", async () => {
  const page = await openGame(browser, server.url);
  await newGame(page, { ruleset: "siga", opponent: "human" });
  // Off by default: a tap plays at once.
  assert.equal(await page.getByTestId("confirm-moves-check").isChecked(), false);
  await clickPlay(page, (await state(page)).legalMoves.at(-1));
  assert.equal((await history(page)).length, 1);
  assert.equal(await confirmShown(page), false);

  await setConfirm(page, true);
  const move = (await state(page)).legalMoves.at(-1);
  const [from, to] = move.split(/[-x]/);
  await clickPlay(page, move);
  await page.getByTestId("confirm-line").waitFor({ state: "visible" });
  assert.equal(await page.getByTestId("confirm-question").textContent(), `Play ${move}?`);
  assert.equal((await history(page)).length, 1, "not played yet");
  const waiting = await state(page);
  assert.equal(waiting.selected, from, "the board shows the piece");
  assert.deepEqual(waiting.destinations, [to], "and where it goes");
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), "confirm-play", "the keyboard is on Play it");
  await savePicture(page, "move-confirm.png");

  await page.getByTestId("confirm-cancel").click();
  assert.equal(await confirmShown(page), false);
  assert.equal((await history(page)).length, 1, "cancelled: nothing played");
  assert.equal((await state(page)).selected, null);

  await clickPlay(page, move);
  await page.getByTestId("confirm-play").click();
  await page.waitForFunction(() => window.desertGames.game.history().length === 2);
  assert.deepEqual((await history(page)).at(-1), move);
  assert.equal(await confirmShown(page), false);

  // Remembered on the device.
  await page.reload();
  await page.waitForFunction(() => window.desertGames?.game);
  assert.equal(await page.getByTestId("confirm-moves-check").isChecked(), true);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("by keyboard: Enter on the squares, then Escape drops the move and Enter on Play it plays it", async () => {
  const page = await openGame(browser, server.url);
  await newGame(page, { ruleset: "siga", opponent: "human" });
  await setConfirm(page, true);
  const move = (await state(page)).legalMoves.at(-1);
  const [from, to] = move.split(/[-x]/);
  const pressSquares = async () => {
    await tabIntoBoard(page);
    for (const square of [from, to]) {
      await walkTo(page, square);
      await page.keyboard.press("Enter");
    }
  };
  await pressSquares();
  await page.getByTestId("confirm-line").waitFor({ state: "visible" });
  await page.keyboard.press("Escape");
  assert.equal(await confirmShown(page), false);
  assert.equal((await history(page)).length, 0);
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.square), to, "the focus is back on the square");

  await pressSquares();
  await page.getByTestId("confirm-line").waitFor({ state: "visible" });
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => window.desertGames.game.history().length === 1);
  assert.equal((await history(page))[0], move);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("in Seig, a throw of the sticks goes at once and a piece's move waits for its confirmation", async () => {
  const page = await openGame(browser, `${server.url}?seig-pace=0`);
  await newSeigGame(page, { seats: [["human"], ["human"]], seed: 3 });
  await page.getByTestId("speed-select").selectOption("off");
  await setConfirm(page, true);
  const random = seededRandom(3);
  let confirmed = 0;
  for (let turn = 0; turn < 40 && confirmed < 2; turn += 1) {
    await page.waitForFunction(() => window.desertGames.state.seig.humanMayAct);
    const before = await seigState(page);
    if (before.legalMoves.includes("throw")) {
      await page.getByTestId("throw-button").click();
      await page.waitForFunction((length) => window.desertGames.game.history().length > length, before.history.length);
      assert.equal(await confirmShown(page), false, "a throw asks nothing");
      continue;
    }
    const move = chooseSpend(before.legalMoves, random);
    await clickSpend(page, move);
    await page.getByTestId("confirm-line").waitFor({ state: "visible" });
    assert.equal((await history(page)).length, before.history.length, "the move waits");
    if (confirmed === 0) await savePicture(page, "move-confirm-seig.png");
    await page.getByTestId("confirm-play").click();
    await page.waitForFunction((length) => window.desertGames.game.history().length > length, before.history.length);
    assert.equal((await history(page)).at(-1), move);
    confirmed += 1;
  }
  assert.equal(confirmed, 2, "two moves of pieces were confirmed");
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("on a phone the question covers the status's first lines: the board stays under the finger", async () => {
  const page = await openGame(browser, server.url, { width: 360, height: 640, hasTouch: true, isMobile: true });
  await newGame(page, { ruleset: "siga", opponent: "human" });
  await setConfirm(page, true);
  const before = await page.evaluate(() => window.desertGames.squareCenter("a1"));
  await clickPlay(page, (await state(page)).legalMoves[0]);
  await page.getByTestId("confirm-line").waitFor({ state: "visible" });
  assert.deepEqual(await page.evaluate(() => window.desertGames.squareCenter("a1")), before);
  await savePicture(page, "move-confirm-phone.png");
  await page.getByTestId("confirm-play").tap();
  await page.waitForFunction(() => window.desertGames.game.history().length === 1);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});
