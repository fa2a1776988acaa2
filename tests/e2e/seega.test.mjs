// Seega through the page: placing by taps, the marked centre, capture series.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import {
  useSiteAndBrowser, server, browser, openGame, newGame, state, history, clickSquare, clickMove, seededRandom, chooseMove, waitForText, savePicture,
} from "./helpers.mjs";

useSiteAndBrowser();

test("Seega (Sudan) between two players: taps place, then steps move", async () => {
  const page = await openGame(browser, server.url, { width: 360, height: 640, deviceScaleFactor: 2 });
  await newGame(page, { ruleset: "seega-sudan", opponent: "human" });
  const random = seededRandom(5);
  await waitForText(page, "turn-line", /Light to place a piece/);
  await waitForText(page, "rule-note", "To place: Light 12, Dark 12.");
  while ((await state(page)).phase === "placement") {
    const { legalMoves } = await state(page);
    assert.ok(!legalMoves.includes("c3"), "nobody places on the centre");
    const before = (await history(page)).length;
    await clickSquare(page, legalMoves[Math.floor(random() * legalMoves.length)]);
    assert.equal((await history(page)).length, before + 1, "a tap on an empty square placed a piece");
    const placed = before + 1;
    if (placed < 24) {
      const left = [12 - Math.ceil(placed / 2), 12 - Math.floor(placed / 2)];
      assert.equal(await page.getByTestId("rule-note").textContent(), `To place: Light ${left[0]}, Dark ${left[1]}.`);
    }
  }
  assert.equal((await history(page)).length, 24);
  assert.equal(await page.getByTestId("rule-note").isVisible(), false, "once all are placed, nothing is left to count");
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

test("Seega on 9x9: the pieces each side has still to place are counted down, 40 each", async () => {
  for (const [viewport, name] of [[{}, "1280x800"], [{ width: 360, height: 640, deviceScaleFactor: 2 }, "360x640"]]) {
    const page = await openGame(browser, server.url, viewport);
    await newGame(page, { ruleset: "seega-sudan", options: { board: "9x9" }, opponent: "human" });
    await waitForText(page, "rule-note", "To place: Light 40, Dark 40.");
    for (const square of ["a1", "i9", "b1"]) await clickSquare(page, square);
    await waitForText(page, "rule-note", "To place: Light 38, Dark 39.");
    await savePicture(page, `seega-9x9-placing-${name}.png`, { fullPage: true });
    assert.deepEqual(page.problems, []);
    await page.context().close();
  }
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
