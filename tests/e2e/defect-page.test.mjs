// Issue 13: the share-link box belongs to its game (a new game hides or
// refreshes it); Undo and Redo do not move the other buttons under the
// pointer; the match score changes when the next game starts, not before.

import { test } from "node:test";
import assert from "node:assert/strict";
import {
  useSiteAndBrowser, server, browser, openGame, newGame, history, playMoves, waitForText,
} from "./helpers.mjs";

useSiteAndBrowser();

// The moves of the game a share link holds.
function movesOfLink(link) {
  const encoded = /#game=([\w-]+)$/.exec(link)?.[1];
  assert.ok(encoded, `not a game link: ${link}`);
  return JSON.parse(Buffer.from(encoded, "base64url").toString("utf8")).moves;
}

test("a new game hides the share-link box of the game before, or shows its own link", async () => {
  const page = await openGame(browser, server.url);
  await newGame(page, { ruleset: "siga", opponent: "human" });
  await playMoves(page, 2);
  await page.getByTestId("more-button").click();
  await page.getByTestId("share-button").click();
  const field = page.getByTestId("share-link");
  await field.waitFor({ state: "visible" });
  const first = await field.inputValue();
  assert.deepEqual(movesOfLink(first), await history(page));

  for (const ruleset of ["seega-egypt", "siga"]) {
    await newGame(page, { ruleset, opponent: "human" });
    if (await field.isVisible()) {
      const shown = await field.inputValue();
      assert.notEqual(shown, first, `after a new ${ruleset} game the box still shows the last game's link`);
      assert.deepEqual(movesOfLink(shown), await history(page), "the box shows the new game's link");
    }
  }
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

const BAR = ["new-game-button", "undo-button", "offer-draw-button", "resign-button", "more-button"];

// Where each button of the action bar is (visible ones; Redo as well when it shows).
async function barBoxes(page) {
  const boxes = {};
  for (const id of [...BAR, "redo-button"]) {
    const button = page.getByTestId(id);
    boxes[id] = (await button.isVisible()) ? await button.boundingBox() : null;
  }
  return boxes;
}

function assertSameBoxes(now, before, when) {
  for (const id of BAR) {
    assert.ok(before[id] && now[id], `${id} shows (${when})`);
    const moved = ["x", "y", "width", "height"].filter((key) => Math.abs(now[id][key] - before[id][key]) > 0.5);
    assert.deepEqual(moved, [], `${when}: ${id} moved from ${JSON.stringify(before[id])} to ${JSON.stringify(now[id])}`);
  }
}

for (const [width, height] of [[1280, 800], [390, 760]]) {
  test(`Undo and Redo do not move the other buttons under the pointer (${width}x${height})`, async () => {
    const page = await openGame(browser, server.url, { width, height });
    await newGame(page, { ruleset: "siga", opponent: "human" });
    const start = await barBoxes(page); // Undo disabled, no Redo
    await playMoves(page, 1);
    assertSameBoxes(await barBoxes(page), start, "after a move enables Undo");
    await page.getByTestId("undo-button").click();
    await page.waitForFunction(() => window.desertGames.state.canRedo);
    await page.getByTestId("redo-button").waitFor({ state: "visible" });
    const undone = await barBoxes(page);
    assertSameBoxes(undone, start, "after Undo (Redo appears, Undo disabled again)");
    await page.getByTestId("redo-button").click();
    await page.waitForFunction(() => window.desertGames.game.history().length === 1);
    assertSameBoxes(await barBoxes(page), start, "after Redo (Redo gone)");
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });
}

test("the match score changes when the next game starts, not when a game ends", async () => {
  const page = await openGame(browser, server.url);
  await newGame(page, { ruleset: "siga", opponent: "human", match: 3 });
  const during = await waitForText(page, "match-score", /Match of 3, game 1: Light 0 – 0 Dark/);
  await page.getByTestId("resign-button").click();
  await page.getByTestId("ask-yes").click();
  await waitForText(page, "result-line", /wins/);
  await page.getByTestId("next-game-button").waitFor({ state: "visible" });
  assert.equal(await page.getByTestId("match-score").textContent(), during, "the score shown changed before the next game started");
  await page.getByTestId("next-game-button").click();
  await waitForText(page, "match-score", /game 2: Light 0 – 1 Dark/);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});
