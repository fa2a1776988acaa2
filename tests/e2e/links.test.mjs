// Play by link and by file: "Share link" puts the whole game in the address,
// a friend opens it, plays on and sends it back; "Save file" and "Open file"
// do the same with a file. Broken links and files are refused and the game in
// progress is kept.

import { test } from "node:test";
import assert from "node:assert/strict";
import {
  useSiteAndBrowser, server, browser, openGame, newGame, state, history, clickPlay, waitForText, saveFile, openFile, shareLink,
} from "./helpers.mjs";

useSiteAndBrowser();

const boardCells = (page) => page.evaluate(() => window.desertGames.game.board().cells);

async function playFirstMoves(page, count) {
  for (let i = 0; i < count; i++) {
    const { legalMoves } = await state(page);
    await clickPlay(page, legalMoves[legalMoves.length - 1]);
  }
}

for (const board of ["7x7", "9x9"]) {
  test(`a ${board} Seega game travels by link with its board`, async () => {
    const me = await openGame(browser, server.url);
    await newGame(me, { ruleset: "seega-sudan", options: { board }, opponent: "human" });
    await playFirstMoves(me, 3);
    const friend = await openGame(browser, await shareLink(me));
    assert.equal(await friend.evaluate(() => window.desertGames.game.options().board), board);
    assert.deepEqual(await history(friend), await history(me));
    const files = Number(board[0]);
    assert.equal(await friend.locator("[role=gridcell]").count(), files * files, "the accessible board has every square");
    for (const page of [me, friend]) {
      assert.deepEqual(page.problems, []);
      await page.context().close();
    }
  });
}

// A page with a game of two players at one device of `ruleset`, its first `plies` moves played.
async function gameInProgress(ruleset, plies) {
  const page = await openGame(browser, server.url);
  await newGame(page, { ruleset, opponent: "human" });
  await playFirstMoves(page, plies);
  return page;
}

test("a shared link restores the game exactly; the friend plays on and sends it back", async () => {
  const me = await gameInProgress("seega-egypt", 3);
  const link = await shareLink(me);
  assert.match(link, /#game=[\w-]+$/);

  const friend = await openGame(browser, link);
  assert.deepEqual(await history(friend), await history(me));
  assert.deepEqual(await boardCells(friend), await boardCells(me));
  assert.equal((await state(friend)).ruleset, "seega-egypt");
  assert.equal(new URL(friend.url()).hash, "#playing", "the link is used up (the address names the game), so a reload keeps later moves");
  await playFirstMoves(friend, 1);
  const answer = await shareLink(friend);

  await me.goto(answer);
  await me.waitForFunction(() => window.desertGames?.game);
  assert.equal((await history(me)).length, 4);
  assert.deepEqual(await history(me), await history(friend));
  for (const page of [me, friend]) {
    assert.deepEqual(page.problems, []);
    await page.context().close();
  }
});

test("a corrupted or truncated link is refused and the game in progress is kept", async () => {
  const page = await gameInProgress("siga", 2);
  const link = await shareLink(page);
  const before = await history(page);
  for (const broken of [link.slice(0, -12), link.replace(/#game=../, "#game=zz"), `${server.url}#game=%%%`, `${server.url}#ruleset=siga&options={bad`]) {
    await page.goto("about:blank");
    await page.goto(broken);
    await page.waitForFunction(() => window.desertGames?.game);
    await waitForText(page, "message-line", /does not hold a game/);
    assert.deepEqual(await history(page), before, `kept after ${broken.slice(-20)}`);
  }
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("a file far larger than any save is refused for its size, and the game in progress stays", async () => {
  const page = await gameInProgress("siga", 2);
  const played = await history(page);
  await page.getByTestId("import-input").setInputFiles({ name: "huge.json", mimeType: "application/json", buffer: Buffer.alloc(6 * 2 ** 20 + 1, "x") });
  await waitForText(page, "message-line", /^This file is not a saved game \(It is 7 MB; a saved game is at most 4 MB\.\); the game in progress is kept\.$/);
  assert.deepEqual(await history(page), played);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("a game saved to a file opens again; a file that is not a game is refused", async () => {
  const page = await gameInProgress("seega-sudan", 5);
  const { text: saved } = await saveFile(page);
  const played = await history(page);
  assert.deepEqual(JSON.parse(saved).moves, played);

  await newGame(page, { ruleset: "siga", opponent: "human" });
  await openFile(page, saved.slice(0, 40), "broken.json");
  await waitForText(page, "message-line", /not a saved game/);
  assert.equal((await state(page)).ruleset, "siga", "the game in progress is kept");

  await openFile(page, saved);
  await page.waitForFunction(() => window.desertGames.state.ruleset === "seega-sudan");
  assert.deepEqual(await history(page), played);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("a shared game's link keeps the game in progress it replaces, to go back to, and the shared one in turn", async () => {
  const me = await gameInProgress("seega-sudan", 3);
  const link = await shareLink(me);
  const shared = await history(me);

  const friend = await openGame(browser, server.url);
  await newGame(friend, { ruleset: "siga", opponent: "human", match: 3 });
  await playFirstMoves(friend, 2);
  const own = await history(friend);
  assert.equal(await friend.getByTestId("kept-line").isVisible(), false, "nothing is kept before a link replaces a game");

  await friend.goto(link);
  await friend.waitForFunction((plies) => window.desertGames?.game?.history().length === plies, shared.length);
  assert.deepEqual(await history(friend), shared, "the link's game opened");
  await waitForText(friend, "kept-line", /^Your game of Siga in progress is kept\. Back to it$/);

  await friend.getByTestId("kept-back").click();
  await friend.waitForFunction(() => window.desertGames.game.ruleset() === "siga");
  assert.deepEqual(await history(friend), own, "the game in progress is back, move for move");
  assert.equal((await state(friend)).match.length, 3, "with its match");
  await waitForText(friend, "kept-line", /^Your game of Seega of Sudan in progress is kept\./);

  // The kept game outlives a reload, and going back again brings the shared game.
  await friend.reload();
  await friend.waitForFunction(() => window.desertGames?.game);
  assert.deepEqual(await history(friend), own);
  await friend.getByTestId("kept-back").click();
  await friend.waitForFunction(() => window.desertGames.game.ruleset() === "seega-sudan");
  assert.deepEqual(await history(friend), shared);
  // Another link now: the shared game in progress takes the kept place, and
  // the Siga game that held it is set aside under its own key, not lost.
  await friend.goto(`${server.url}#ruleset=siga`);
  await friend.waitForFunction(() => window.desertGames?.game?.ruleset() === "siga" && window.desertGames.game.history().length === 0);
  await waitForText(friend, "kept-line", /^Your game of Seega of Sudan in progress is kept\./);
  const setAside = await friend.evaluate(() => Object.keys(localStorage)
    .filter((key) => key.startsWith("desert-games/session/set-aside/"))
    .map((key) => JSON.parse(JSON.parse(localStorage.getItem(key)).game).moves));
  assert.deepEqual(setAside, [own]);
  for (const page of [me, friend]) {
    assert.deepEqual(page.problems, []);
    await page.context().close();
  }
});
