// Seig undo and reload: undo takes back to a person's turn; a reload keeps
// the game, the seats' names and players, and the animation speed.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import {
  useSiteAndBrowser, server, browser, openGame, seededRandom,
} from "./helpers.mjs";
import { newSeigGame, waitForPersonOrEnd, personActs, seigState } from "./seig-helpers.mjs";
import { tabIntoBoard, walkTo } from "./access-helpers.mjs";

useSiteAndBrowser();

test("Seig undo returns to a person's turn and a reload keeps game, seats and speed", async () => {
  const page = await openGame(browser, `${server.url}?seig-pace=0`);
  await newSeigGame(page, { seats: [["human"], ["computer-easy"]], names: [["Khadija"], ["Dark 1"]], seed: 7 });
  await page.getByTestId("speed-select").selectOption("off");
  const random = seededRandom(3);
  // Play until the computer has acted at least once after a person's action.
  let before = null;
  for (let i = 0; i < 60; i += 1) {
    await waitForPersonOrEnd(page);
    before = await seigState(page);
    await personActs(page, random);
    await waitForPersonOrEnd(page);
    const after = await seigState(page);
    if (after.history.length > before.history.length + 1) break;
  }
  await page.getByTestId("undo-button").click();
  await waitForPersonOrEnd(page);
  const undone = await seigState(page);
  assert.deepEqual(undone.history, before.history, "undo took back the computer's actions and the person's last one");
  assert.equal(undone.seig.seat.name, "Khadija");
  assert.equal(undone.seig.humanMayAct, true);

  await page.reload();
  await page.waitForFunction(() => window.desertGames?.game);
  await waitForPersonOrEnd(page);
  const restored = await seigState(page);
  assert.deepEqual(restored.history, undone.history);
  assert.equal(restored.ruleset, "seig");
  assert.equal(restored.settings.seig.seats[0][0].name, "Khadija");
  assert.equal(restored.settings.seig.seats[1][0].player, "computer-easy");
  assert.equal(await page.getByTestId("speed-select").inputValue(), "off");
  assert.match(await page.getByTestId("turn-line").textContent(), /Khadija/);
  // The restored game goes on: the person acts and the page answers.
  await personActs(page, random);
  assert.equal(await page.getByTestId("message-line").textContent(), "");
  assert.deepEqual(page.problems, []);
});

test("Seig by keyboard: Space throws, arrows and Enter pick a piece and move it", async () => {
  const page = await openGame(browser, `${server.url}?seig-pace=0`);
  await newSeigGame(page, { seats: [["human"], ["computer-easy"]], seed: 7 });
  await page.getByTestId("speed-select").selectOption("off");
  await page.locator("body").click({ position: { x: 5, y: 5 } });
  let state = null;
  for (let i = 0; i < 200; i += 1) {
    await waitForPersonOrEnd(page);
    state = await seigState(page);
    if (state.phase === "spend") break;
    const played = state.history.length;
    await page.keyboard.press("Space");
    await page.waitForFunction((length) => window.desertGames.game.history().length > length, played);
  }
  assert.equal(state.phase, "spend", "the person came to move a piece");
  const move = state.legalMoves[0];
  const [, from, to] = /^([a-d]\d+)-([a-d]\d+):/.exec(move);
  await tabIntoBoard(page);
  await walkTo(page, from);
  await page.keyboard.press("Enter");
  assert.equal((await seigState(page)).seig.picked, from);
  await walkTo(page, to);
  assert.match(await page.evaluate(() => document.activeElement.getAttribute("aria-label")), /can go here/);
  await page.keyboard.press("Enter");
  const chooser = page.getByTestId("seig-chooser");
  if (await chooser.isVisible()) await page.getByTestId(`choose-${move.split(":")[1]}`).click();
  await page.waitForFunction((length) => window.desertGames.game.history().length > length, state.history.length);
  assert.match((await seigState(page)).history[state.history.length], new RegExp(`^${from}-${to}:`), "the piece went where the keyboard took it");
  assert.deepEqual(page.problems, []);
});
