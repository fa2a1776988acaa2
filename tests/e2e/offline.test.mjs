// Offline: after one visit the service worker keeps the whole build, so a
// reload with the network off still loads the page and every game plays,
// the computer (its worker and wasm) included. A new build is offered, not forced.

import { test, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import {
  useSiteAndBrowser, server, browser, openGame, newGame, state, history, clickPlay, waitForHumanTurn, distDir,
} from "./helpers.mjs";

useSiteAndBrowser();

const controlled = (page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15000 });

test("after one visit the game loads and plays every rule set with the network off", async () => {
  const page = await openGame(browser, server.url, { serviceWorkers: "allow" });
  await controlled(page);
  const manifest = await page.evaluate(() => fetch("manifest.webmanifest").then((r) => r.json()));
  assert.equal(manifest.short_name, "Desert Games");
  assert.equal(manifest.icons.length, 2);

  await page.context().setOffline(true);
  await page.reload();
  await page.waitForFunction(() => window.desertGames?.game);
  for (const ruleset of ["siga", "seega-sudan", "seega-egypt"]) {
    await newGame(page, { ruleset, opponent: "computer-easy", side: 0 });
    await waitForHumanTurn(page);
    const { legalMoves } = await state(page);
    await clickPlay(page, legalMoves[0]);
    // The computer answers from its worker, loaded from the cache.
    await page.waitForFunction(() => window.desertGames.game.history().length >= 2, null, { timeout: 20000 });
    assert.ok((await history(page)).length >= 2, `${ruleset}: the human's move and the computer's reply`);
  }
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("a new build is announced and taken only when the player asks", async () => {
  const page = await openGame(browser, server.url, { serviceWorkers: "allow" });
  await controlled(page);
  const swPath = path.join(distDir, "sw.js");
  const original = fs.readFileSync(swPath, "utf8");
  try {
    // A different build: same files, another build id.
    fs.writeFileSync(swPath, original.replace(/const BUILD = "([^"]+)"/, 'const BUILD = "$1-next"'));
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()));
    await page.getByTestId("update-ready").waitFor({ state: "visible", timeout: 15000 });
    const oldCache = `desert-games-${/const BUILD = "([^"]+)"/.exec(original)[1]}`;
    const waiting = await page.evaluate(() => caches.keys());
    assert.ok(waiting.includes(oldCache), "the old build still serves until the player agrees");
    await Promise.all([page.waitForEvent("load", { timeout: 15000 }), page.getByTestId("update-button").click()]);
    await page.waitForFunction(() => window.desertGames?.game);
    const after = await page.evaluate(() => caches.keys());
    assert.deepEqual(after.length, 1, "only the new build's cache is left");
    assert.match(after[0], /-next$/);
  } finally {
    fs.writeFileSync(swPath, original);
  }
  assert.deepEqual(page.problems, []);
  await page.context().close();
});
