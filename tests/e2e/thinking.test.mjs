// The computer thinks in a worker: the page keeps answering and says it is thinking.

import { test, after } from "node:test";
import assert from "node:assert/strict";
import {
  useSiteAndBrowser, server, browser, openGame, watchedPage, newGame, waitForHumanTurn, history,
} from "./helpers.mjs";

useSiteAndBrowser();

test("while the hard computer thinks, the page answers clicks and shows it is thinking", async () => {
  const page = await openGame(browser, server.url);
  // The human plays dark, so the computer starts thinking at once.
  await newGame(page, { opponent: "computer-hard", side: 1 });
  const indicator = page.getByTestId("thinking-indicator");
  await indicator.waitFor({ state: "visible" });
  assert.match(await page.getByTestId("turn-line").textContent(), /Light \(computer\) is thinking…/);

  // The click is handled, and the panel open, while the computer still
  // thinks: a search on the page's own thread would hold the click off until
  // the search ended, and the computer would no longer be thinking.
  const during = await page.evaluate(async () => {
    document.querySelector('[data-testid="new-game-button"]').click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const { panelOpen, thinking } = window.desertGames.state;
    return { panelOpen, thinking };
  });
  assert.deepEqual(during, { panelOpen: true, thinking: true }, "the panel opened while the computer was still thinking");

  await page.getByTestId("cancel-button").click();
  await waitForHumanTurn(page);
  assert.equal((await history(page)).length, 1, "the computer's move arrived");
  assert.equal(await indicator.isVisible(), false);
  assert.deepEqual(page.problems, []);
});

test("an answer that arrives after a new game is ignored", async () => {
  const page = await openGame(browser, server.url);
  await newGame(page, { opponent: "computer-hard", side: 1 });
  await page.getByTestId("thinking-indicator").waitFor({ state: "visible" });
  await newGame(page, { opponent: "human" });
  // The old request is cancelled and every look at who acts has ended: the
  // computer cannot act again until the game changes.
  await page.waitForFunction(() => {
    const { computer } = window.desertGames.state;
    return computer.runs === 0 && !computer.thinking;
  });
  assert.deepEqual(await history(page), [], "the stale move was not played in the new game");
  assert.deepEqual(page.problems, []);
});

test("a computer player whose engine failed to download is replaced at the next request", async () => {
  // Without the service worker (kept out by default) every download of the engine reaches the network, where it can be cut.
  const page = await watchedPage(browser);
  await page.goto(server.url);
  await page.waitForFunction(() => window.desertGames?.game);
  // The page has its engine; the next download is the worker's, cut short once.
  let downloads = 0;
  await page.context().route("**/pkg/desert_games_bg.wasm", (route) => {
    downloads += 1;
    return downloads === 1 ? route.abort("connectionreset") : route.continue();
  });
  await newGame(page, { opponent: "computer-easy", side: 1 });
  await page.getByTestId("message-line").filter({ hasText: /could not start/ }).waitFor({ timeout: 20000 });
  assert.deepEqual(await history(page), []);
  // The next game asks again, and a fresh worker answers.
  await newGame(page, { opponent: "computer-easy", side: 1 });
  await waitForHumanTurn(page);
  assert.equal((await history(page)).length, 1, "a fresh worker loaded the engine and moved");
  assert.equal(downloads, 2, "the second worker downloaded the engine again");
});
