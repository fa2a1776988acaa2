// Seega through the page: placing by taps, the marked centre, capture series.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import {
  useSiteAndBrowser, server, browser, openGame, newGame, state, history, clickSquare, clickMove, seededRandom, chooseMove, waitForText,
} from "./helpers.mjs";

useSiteAndBrowser();

test("Seega (Sudan) between two players: taps place, then steps move", async () => {
  const page = await openGame(browser, server.url, { width: 360, height: 640, deviceScaleFactor: 2 });
  await newGame(page, { ruleset: "seega-sudan", opponent: "human" });
  const random = seededRandom(5);
  await waitForText(page, "turn-line", /Light to place a piece/);
  while ((await state(page)).phase === "placement") {
    const { legalMoves } = await state(page);
    assert.ok(!legalMoves.includes("c3"), "nobody places on the centre");
    const before = (await history(page)).length;
    await clickSquare(page, legalMoves[Math.floor(random() * legalMoves.length)]);
    assert.equal((await history(page)).length, before + 1, "a tap on an empty square placed a piece");
  }
  assert.equal((await history(page)).length, 24);
  for (let ply = 0; ply < 60; ply += 1) {
    const { over, legalMoves, toMove } = await state(page);
    if (over) break;
    const move = chooseMove(legalMoves, random);
    const piecesBefore = (await state(page)).status.pieces;
    await clickMove(page, move);
    const after = await state(page);
    const captured = after.status.pieces[1 - toMove] < piecesBefore[1 - toMove];
    // The same side moving again after a capture is a series, and the page says so.
    if (!after.over && captured && after.toMove === toMove) {
      assert.match(await page.getByTestId("turn-line").textContent(), /capture again/);
    }
  }
  assert.deepEqual(page.problems, []);
});

test("Seega (Egypt) against the computer: placements alternate with its replies", async () => {
  const page = await openGame(browser, server.url);
  await newGame(page, { ruleset: "seega-egypt", opponent: "computer-easy", side: 0 });
  for (let i = 0; i < 4; i += 1) {
    await page.waitForFunction(() => window.desertGames.state.humanTurn);
    const { legalMoves } = await state(page);
    await clickSquare(page, legalMoves[0]);
  }
  assert.ok((await history(page)).length >= 7);
  assert.deepEqual(page.problems, []);
});
