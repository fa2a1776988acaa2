// Issue 36: the home keeps a record of past games on the device (IndexedDB):
// wins, draws and losses per game and opponent. A finished game counts once,
// however often it is reloaded; one button, after a confirmation, deletes it all.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useSiteAndBrowser, server, browser, openGame, newGame, state, clickPlay, savePicture } from "./helpers.mjs";

useSiteAndBrowser();

// One move, the computer's answer, then the person resigns.
async function loseQuickly(page) {
  await clickPlay(page, (await state(page)).legalMoves[0]);
  await page.waitForFunction(() => window.desertGames.state.humanTurn);
  await page.getByTestId("resign-button").click();
  await page.getByTestId("ask-yes").click();
  await page.waitForFunction(() => window.desertGames.state.over);
}

// The record's rows as the home shows them once it has read them: { "<row's test id>": [game, opponent, won, drawn, lost] }.
async function shownRecord(page) {
  await page.locator('[data-testid="past-games"]:not([aria-busy])').waitFor({ state: "visible" });
  return page.evaluate(() => Object.fromEntries([...document.querySelectorAll('[data-testid="past-games-table"] tr[data-testid]')]
    .map((row) => [row.dataset.testid, [...row.cells].map((cell) => cell.textContent)])));
}

const toHome = async (page) => {
  await page.getByTestId("home-link").click();
  await page.getByTestId("home").waitFor({ state: "visible" });
};

test("finished games are counted per game and level on the home, once each across reloads, and deleted after a confirmation", async () => {
  const page = await openGame(browser, server.url);
  await toHome(page);
  assert.deepEqual(await shownRecord(page), {});
  assert.equal(await page.getByTestId("past-games-empty").isVisible(), true, "no games yet");
  assert.equal(await page.getByTestId("past-games-delete").isVisible(), false);
  await page.getByTestId("home-continue").click();

  await newGame(page, { ruleset: "siga", opponent: "computer-easy" });
  await loseQuickly(page);
  await newGame(page, { ruleset: "siga", opponent: "computer-easy" });
  await loseQuickly(page);
  await newGame(page, { ruleset: "seega-egypt", opponent: "computer-hard" });
  await loseQuickly(page);
  // Between two people here there is no "you" to win or lose: not counted.
  await newGame(page, { ruleset: "siga", opponent: "human" });
  await clickPlay(page, (await state(page)).legalMoves[0]);
  await page.getByTestId("resign-button").click();
  await page.getByTestId("ask-yes").click();
  await page.waitForFunction(() => window.desertGames.state.over);
  // The last game a computer game again, finished: it stays the stored game through the reloads below.
  await newGame(page, { ruleset: "siga", opponent: "computer-medium" });
  await loseQuickly(page);

  const expected = {
    "past-siga-computer-easy": ["Siga", "Easy computer", "0", "0", "2"],
    "past-siga-computer-medium": ["Siga", "Medium computer", "0", "0", "1"],
    "past-seega-egypt-computer-hard": ["Seega of Egypt", "Hard computer", "0", "0", "1"],
  };
  await toHome(page);
  assert.deepEqual(await shownRecord(page), expected);
  await savePicture(page, "past-games.png", { fullPage: true });

  // Reloaded on the game (which is finished) and on the home: nothing counted twice.
  await page.getByTestId("home-continue").click();
  await page.reload();
  await page.waitForFunction(() => window.desertGames?.state.over);
  await toHome(page);
  await page.reload();
  await page.waitForFunction(() => window.desertGames?.game);
  assert.deepEqual(await shownRecord(page), expected);

  // Kept unless the player confirms; deleted when they do, and it stays deleted.
  await page.getByTestId("past-games-delete").click();
  await page.getByTestId("ask-dialog").waitFor({ state: "visible" });
  assert.match(await page.getByTestId("ask-dialog").textContent(), /Delete the record of all your past games/);
  await page.getByTestId("ask-no").click();
  assert.deepEqual(await shownRecord(page), expected);
  await page.getByTestId("past-games-delete").focus();
  await page.keyboard.press("Enter");
  await page.getByTestId("ask-yes").click();
  await page.getByTestId("past-games-empty").waitFor({ state: "visible" });
  assert.deepEqual(await shownRecord(page), {});
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), "past-games-empty", "the focus stays in the record");
  await page.reload();
  await page.waitForFunction(() => window.desertGames?.game);
  assert.deepEqual(await shownRecord(page), {});
  assert.equal(await page.getByTestId("past-games-empty").isVisible(), true);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});
