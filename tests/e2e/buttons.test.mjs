// Draw offers and resigning, each ending the game with its reason in words.

import { test, after } from "node:test";
import assert from "node:assert/strict";
import {
  useSiteAndBrowser, server, browser, openGame, newGame, state, waitForText,
} from "./helpers.mjs";

useSiteAndBrowser();

test("the computer accepts a draw when its search sees no win", async () => {
  const page = await openGame(browser, server.url);
  await newGame(page, { opponent: "computer-easy" });
  await page.getByTestId("offer-draw-button").click();
  await waitForText(page, "result-line", /^Drawn by agreement$/);
  assert.deepEqual(page.problems, []);
});

test("the computer declines a draw when its search sees it winning", async () => {
  const page = await openGame(browser, server.url);
  await newGame(page, { options: { board: "4x5" }, opponent: "computer-easy", side: 0 });
  // Light has given away four pieces; the position is put in as a saved session.
  const losing = ["a2-a3", "a4xa3", "b2-a2", "a3xa2", "c2-c3", "a2xa1", "b1-b2", "c4xc3"];
  await page.evaluate((moves) => {
    const key = Object.keys(localStorage).find((name) => name.startsWith("desert-games/"));
    const session = JSON.parse(localStorage.getItem(key));
    const game = JSON.parse(session.game);
    game.moves = moves;
    session.game = JSON.stringify(game);
    localStorage.setItem(key, JSON.stringify(session));
  }, losing);
  await page.reload();
  await page.waitForFunction(() => window.desertGames?.state.humanTurn);
  assert.deepEqual((await state(page)).status.pieces, [4, 8]);
  await page.getByTestId("offer-draw-button").click();
  await waitForText(page, "message-line", /The computer declines the draw/);
  const after = await state(page);
  assert.equal(after.over, false);
  assert.equal(after.humanTurn, true, "the game goes on with the human to move");
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
  await page.getByTestId("next-game-button").waitFor();
  assert.match(await page.getByTestId("match-score").textContent(), /game 1: Light 0 – 0 Dark/, "the score changes when the next game starts, not before");
  await page.getByTestId("next-game-button").click();
  const second = await state(page);
  assert.equal(second.toMove, 1, "dark moves first in the second game");
  await waitForText(page, "match-score", /game 2: Light 0 – 1 Dark/);
  assert.deepEqual(page.problems, []);
});
