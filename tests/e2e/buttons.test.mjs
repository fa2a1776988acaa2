// Draw offers and resigning, each ending the game with its reason in words.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { startServer, launchBrowser, openGame, newGame, state, waitForText } from "./helpers.mjs";

let server;
let browser;
before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  server?.close();
});

test("the computer accepts a draw when it is not ahead", async () => {
  const page = await openGame(browser, server.url);
  await newGame(page, { opponent: "computer-easy" });
  await page.getByTestId("offer-draw-button").click();
  await waitForText(page, "result-line", /^Drawn by agreement$/);
  assert.deepEqual(page.problems, []);
});

test("in a two-player game the other side confirms a draw, and resigning ends the game", async () => {
  const page = await openGame(browser, server.url);
  await newGame(page, { opponent: "human" });
  await page.getByTestId("offer-draw-button").click();
  await page.getByTestId("ask-no").click();
  await waitForText(page, "message-line", /Dark declined/);
  assert.equal((await state(page)).over, false);

  await page.getByTestId("resign-button").click();
  await page.getByTestId("ask-yes").click();
  await waitForText(page, "result-line", /^Dark wins: Light resigned$/);
  assert.deepEqual(page.problems, []);
});

test("a match of three shows its score and alternates who moves first", async () => {
  const page = await openGame(browser, server.url);
  await newGame(page, { opponent: "human", match: 3 });
  await waitForText(page, "match-score", /Match of 3, game 1: Light 0 – 0 Dark/);
  await page.getByTestId("resign-button").click();
  await page.getByTestId("ask-yes").click();
  await waitForText(page, "match-score", /Light 0 – 1 Dark/);
  await page.getByTestId("next-game-button").click();
  const second = await state(page);
  assert.equal(second.toMove, 1, "dark moves first in the second game");
  await waitForText(page, "match-score", /game 2/);
  assert.deepEqual(page.problems, []);
});
