// A reload picks up the game where it was; a broken save is dropped with a word.

import { test } from "node:test";
import assert from "node:assert/strict";
import {
  useSiteAndBrowser, server, browser, openGame, newGame, state, history, clickMove,
} from "./helpers.mjs";

useSiteAndBrowser();

test("a reload keeps the game, its settings and its match", async () => {
  const page = await openGame(browser, server.url);
  await newGame(page, { options: { board: "4x5" }, opponent: "human", match: 3 });
  await clickMove(page, "b2-b3");
  await clickMove(page, "b4xb3");
  await page.reload();
  await page.waitForFunction(() => window.desertGames?.game);
  assert.deepEqual(await history(page), ["b2-b3", "b4xb3"]);
  const { settings, match } = await state(page);
  assert.equal(settings.opponent, "human");
  assert.equal(match.length, 3);
  assert.equal(await page.getByTestId("message-line").textContent(), "");
  assert.deepEqual(page.problems, []);
});

test("a corrupt save is reported and a fresh game starts", async () => {
  const page = await openGame(browser, server.url);
  await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.startsWith("desert-games/"));
    const session = JSON.parse(localStorage.getItem(key));
    session.game = "{\"ruleset\":\"siga\",\"moves\":[\"a1-a9\"]}";
    localStorage.setItem(key, JSON.stringify(session));
  });
  await page.reload();
  await page.waitForFunction(() => window.desertGames?.game);
  assert.match(await page.getByTestId("message-line").textContent(), /The saved game could not be restored: .+/);
  assert.deepEqual(await history(page), []);
  assert.equal((await state(page)).over, false);
  assert.deepEqual(page.problems, []);
});
