// The one-file copy (dist/desert-games.html) opened straight from disk, with
// the network off: the page, the engine and the computer's worker all come
// from the one file.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { launchBrowser, openGame, newGame, state, history, clickPlay, waitForHumanTurn, distDir } from "./helpers.mjs";

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

test("the one-file copy plays against the computer from file:// with no network", async () => {
  const url = pathToFileURL(path.join(distDir, "desert-games.html")).href;
  const page = await openGame(browser, url);
  await page.context().setOffline(true);
  for (const ruleset of ["siga", "seega-egypt"]) {
    await newGame(page, { ruleset, opponent: "computer-easy", side: 0 });
    await waitForHumanTurn(page);
    const { legalMoves } = await state(page);
    await clickPlay(page, legalMoves[0]);
    await page.waitForFunction(() => window.desertGames.game.history().length >= 2, null, { timeout: 20000 });
    assert.ok((await history(page)).length >= 2, `${ruleset}: the computer answered`);
  }
  assert.deepEqual(page.problems, []);
  await page.context().close();
});
