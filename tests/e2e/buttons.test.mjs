// Draw offers and resigning, each ending the game with its reason in words.

import { test, after } from "node:test";
import assert from "node:assert/strict";
import {
  useSiteAndBrowser, server, browser, openGame, newGame, state, waitForText, waitForHumanTurn, clickPlay,
} from "./helpers.mjs";

useSiteAndBrowser();

test("the computer plays on when offered a draw at move 2 of an even game", async () => {
  const page = await openGame(browser, server.url);
  await newGame(page, { opponent: "computer-medium", side: 0 });
  await waitForHumanTurn(page);
  await clickPlay(page, "a2-a3");
  await page.waitForFunction(() => window.desertGames.game.history().length === 2 && window.desertGames.state.humanTurn);
  await page.getByTestId("offer-draw-button").click();
  await waitForText(page, "message-line", /The computer declines the draw/);
  assert.equal((await state(page)).over, false);
  assert.deepEqual(page.problems, []);
});

// Light has given away four pieces on the 4x5 board; the position is put in as a saved session.
const LIGHT_FOUR_DOWN = ["a2-a3", "a4xa3", "b2-a2", "a3xa2", "c2-c3", "a2xa1", "b1-b2", "c4xc3", "b2-b3"];
async function openFourDown(side) {
  const page = await openGame(browser, server.url);
  await newGame(page, { options: { board: "4x5" }, opponent: "computer-easy", side });
  // The computer's first move, when it has one, is saved before the position is put in.
  await waitForHumanTurn(page);
  await page.evaluate((moves) => {
    const key = Object.keys(localStorage).find((name) => name.startsWith("desert-games/"));
    const session = JSON.parse(localStorage.getItem(key));
    const game = JSON.parse(session.game);
    game.moves = moves;
    session.game = JSON.stringify(game);
    localStorage.setItem(key, JSON.stringify(session));
    // Until the reload, the running page must not save its own game over this one.
    Storage.prototype.setItem = () => {};
  }, LIGHT_FOUR_DOWN.slice(0, side === 0 ? 8 : 9));
  await page.reload();
  await page.waitForFunction(() => window.desertGames?.state.humanTurn);
  assert.equal((await state(page)).status.pieces[0], 4);
  return page;
}

test("the computer declines a draw when it stands better", async () => {
  const page = await openFourDown(0);
  await page.getByTestId("offer-draw-button").click();
  await waitForText(page, "message-line", /The computer declines the draw/);
  const after = await state(page);
  assert.equal(after.over, false);
  assert.equal(after.humanTurn, true, "the game goes on with the human to move");
  assert.deepEqual(page.problems, []);
});

test("the computer accepts a draw when it stands worse", async () => {
  const page = await openFourDown(1);
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
  await page.getByTestId("next-game-button").waitFor();
  assert.match(await page.getByTestId("match-score").textContent(), /game 1: Light 0 – 0 Dark/, "the score changes when the next game starts, not before");
  await page.getByTestId("next-game-button").click();
  const second = await state(page);
  assert.equal(second.toMove, 1, "dark moves first in the second game");
  await waitForText(page, "match-score", /game 2: Light 0 – 1 Dark/);
  assert.deepEqual(page.problems, []);
});
