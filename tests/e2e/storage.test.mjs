// The session in localStorage when storage is full or what is stored is
// broken: a refused save is told and tried again at the next move, a reload
// still finds the latest position, a stored session that cannot be read or
// opened is kept aside (not erased) and told, and the language switch and
// settings go on working.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useSiteAndBrowser, server, browser, openGame, newGame, state, history, clickMove, fillStorage, freeStorage } from "./helpers.mjs";

useSiteAndBrowser();

const KEY = "desert-games/session/v1";
const ASIDE = "desert-games/session/set-aside/";

const stored = (page) => page.evaluate((key) => localStorage.getItem(key), KEY);
const message = (page) => page.getByTestId("message-line").textContent();
const reloaded = async (page) => {
  await page.reload();
  await page.waitForFunction(() => window.desertGames?.game);
};

// Two players on the small board: a few moves anyone can click.
const MOVES = ["b2-b3", "b4xb3", "a2-a3", "a4xa3", "c2-c3", "c4xc3"];

test("with storage full a move is told unsaved, a reload keeps it, and the next move saves it once there is room", async () => {
  const page = await openGame(browser, server.url);
  await newGame(page, { options: { board: "4x5" }, opponent: "human" });
  await clickMove(page, MOVES[0]);
  const before = await stored(page);
  assert.ok(before.includes(MOVES[0]));
  await fillStorage(page);
  await clickMove(page, MOVES[1]);
  await clickMove(page, MOVES[2]);
  assert.match(await message(page), /not saved on this device: storage is full/);
  assert.equal(await stored(page), before, "what is stored stays as it was, whole");

  // A reload in this tab finds the latest position, and says it is still unsaved.
  await reloaded(page);
  assert.deepEqual(await history(page), MOVES.slice(0, 3));
  await clickMove(page, MOVES[3]);
  assert.match(await message(page), /storage is full/);

  // Settings still work: a new game with other options starts.
  await newGame(page, { options: { board: "6x6" }, opponent: "human" });
  assert.equal((await state(page)).settings.options.board, "6x6");
  await reloaded(page);
  assert.equal((await state(page)).settings.options.board, "6x6");
  await clickMove(page, "c2-c3");

  // Room again: the next move is saved and the notice goes.
  await freeStorage(page);
  await clickMove(page, "c5-c4");
  assert.equal(await message(page), "");
  const session = JSON.parse(await stored(page));
  assert.equal(session.settings.options.board, "6x6");
  assert.ok(session.game.includes("c5-c4"));
  assert.equal(await page.evaluate((key) => sessionStorage.getItem(key), KEY), null, "no tab copy left once stored");
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("a stored session that is not JSON is kept aside and told, then replaced", async () => {
  const page = await openGame(browser, server.url);
  await page.evaluate((key) => localStorage.setItem(key, '{"settings": {"ruleset": "siga"}, "game": tru'), KEY);
  await reloaded(page);
  assert.match(await message(page), /The saved game could not be restored: .+ It is kept on this device under another name, not erased\./);
  const aside = await page.evaluate((prefix) => Object.entries(localStorage).filter(([k]) => k.startsWith(prefix)), ASIDE);
  assert.equal(aside.length, 1);
  assert.equal(aside[0][1], '{"settings": {"ruleset": "siga"}, "game": tru');
  assert.equal(JSON.parse(await stored(page)).settings.ruleset, "siga", "the fresh game is stored in its place");
  assert.deepEqual(await history(page), []);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("a stored session that does not open is kept aside and told", async () => {
  const page = await openGame(browser, server.url);
  const broken = await page.evaluate((key) => {
    const session = JSON.parse(localStorage.getItem(key));
    session.game = '{"ruleset":"siga","moves":["a1-a9"]}';
    localStorage.setItem(key, JSON.stringify(session));
    return localStorage.getItem(key);
  }, KEY);
  await reloaded(page);
  assert.match(await message(page), /could not be restored: .+ It is kept on this device/);
  const aside = await page.evaluate((prefix) => Object.entries(localStorage).filter(([k]) => k.startsWith(prefix)).map(([, v]) => v), ASIDE);
  assert.deepEqual(aside, [broken]);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("a link opened while the stored session is broken opens, and the session kept aside is still told", async () => {
  const page = await openGame(browser, server.url);
  const linkGame = JSON.stringify({ format: 1, ruleset: "siga", options: {}, moves: ["a2-a3"] });
  for (const [fragment, linkWords] of [[`#game=${encodeURIComponent(linkGame)}`, null], ["#game=not-a-game", /link/i]]) {
    await page.evaluate((key) => localStorage.setItem(key, "{broken"), KEY);
    await page.goto("about:blank");
    await page.goto(`${server.url}${fragment}`);
    await page.waitForFunction(() => window.desertGames?.game);
    const told = await message(page);
    assert.match(told, /The saved game could not be restored: .+ It is kept on this device under another name, not erased\./, fragment);
    if (linkWords) assert.match(told, linkWords, "the bad link is told too");
    else assert.deepEqual(await history(page), ["a2-a3"], "the link's game is open");
  }
  const aside = await page.evaluate((prefix) => Object.values(Object.fromEntries(Object.entries(localStorage).filter(([k]) => k.startsWith(prefix)))), ASIDE);
  assert.deepEqual(aside, ["{broken", "{broken"]);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("with storage full a broken session is not overwritten until it can be kept aside", async () => {
  const page = await openGame(browser, server.url);
  await page.evaluate((key) => localStorage.setItem(key, "not json"), KEY);
  await fillStorage(page);
  await reloaded(page);
  // Not "kept under another name": it is still under its own key.
  assert.match(await message(page), /could not be restored: .+ It is not erased: it stays where it is until there is room to keep it under another name\. This game is not saved on this device: storage is full/);
  await newGame(page, { options: { board: "4x5" }, opponent: "human" });
  await clickMove(page, MOVES[0]);
  assert.match(await message(page), /storage is full/);
  assert.equal(await stored(page), "not json", "the broken session is still there");
  await freeStorage(page);
  await clickMove(page, MOVES[1]);
  assert.equal(await message(page), "");
  const aside = await page.evaluate((prefix) => Object.entries(localStorage).filter(([k]) => k.startsWith(prefix)).map(([, v]) => v), ASIDE);
  assert.deepEqual(aside, ["not json"]);
  assert.ok((await stored(page)).includes(MOVES[1]));
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("with storage full the language switch changes the language and keeps the game", async () => {
  const page = await openGame(browser, server.url);
  await newGame(page, { options: { board: "4x5" }, opponent: "human" });
  await fillStorage(page);
  await clickMove(page, MOVES[0]);
  await clickMove(page, MOVES[1]);
  await Promise.all([page.waitForEvent("load"), page.getByTestId("language-select").selectOption("fr")]);
  await page.waitForFunction(() => window.desertGames?.game);
  assert.equal(await page.evaluate(() => document.documentElement.lang), "fr");
  assert.deepEqual(await history(page), MOVES.slice(0, 2));
  await Promise.all([page.waitForEvent("load"), page.getByTestId("language-select").selectOption("ar")]);
  await page.waitForFunction(() => window.desertGames?.game);
  assert.equal(await page.evaluate(() => document.documentElement.lang), "ar");
  assert.deepEqual(await history(page), MOVES.slice(0, 2));
  assert.deepEqual(page.problems, []);
  await page.context().close();
});
