// The computer thinks in a worker: the page keeps answering and says it is thinking.

import { test, after } from "node:test";
import assert from "node:assert/strict";
import {
  useSiteAndBrowser, server, browser, openGame, watchedPage, newGame, state, waitForHumanTurn, history,
} from "./helpers.mjs";

useSiteAndBrowser();

test("while the hard computer thinks, the page answers clicks and shows it is thinking", async () => {
  const page = await openGame(browser, server.url);
  // The human plays dark, so the computer starts thinking at once.
  await newGame(page, { opponent: "computer-hard", side: 1 });
  const indicator = page.getByTestId("thinking-indicator");
  await indicator.waitFor({ state: "visible" });
  assert.match(await page.getByTestId("turn-line").textContent(), /Light \(computer\) is thinking…/);

  // Timed in the page, where a busy machine's test driver adds nothing; a
  // search on the page's own thread would instead hold this off until it ended,
  // and the computer would no longer be thinking below.
  const answeredMs = await page.evaluate(async () => {
    const started = performance.now();
    document.querySelector('[data-testid="new-game-button"]').click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    return performance.now() - started;
  });
  const during = await state(page);
  assert.ok(answeredMs < 500, `the click was answered in ${answeredMs.toFixed(0)} ms`);
  assert.equal(during.panelOpen, true);
  assert.equal(during.thinking, true, "the computer was still thinking when the panel opened");

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
  await page.waitForTimeout(1500);
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
