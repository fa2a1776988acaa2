// Whole Seega games against the easy computer, played by clicking the board
// from the first placement to the result, on every board size, on a phone and
// on a desktop; the short barrier keeps them brief.

import { test, after } from "node:test";
import assert from "node:assert/strict";
import {
  useSiteAndBrowser, server, browser, openGame, newGame, state, history, clickPlay, waitForHumanTurn, seededRandom, savePicture,
} from "./helpers.mjs";

const REASONS = {
  "captured-all": /every (light|dark) piece was captured/,
  "one-left": /has only one piece left/,
  count: /by count, (\d+ pieces to \d+|\d+ pieces each), (after 10 moves without a capture|as neither side can move)$/,
};

useSiteAndBrowser();

const PHONE = { width: 360, height: 640 };
const DESKTOP = { width: 1280, height: 800 };
const GAMES = [
  ["seega-sudan", "5x5", 11, PHONE], ["seega-egypt", "5x5", 12, PHONE],
  ["seega-sudan", "7x7", 13, DESKTOP], ["seega-egypt", "7x7", 14, PHONE],
  ["seega-egypt", "9x9", 15, DESKTOP], ["seega-sudan", "9x9", 16, PHONE],
];
// The smallest square a finger taps surely, in CSS pixels.
const MIN_SQUARE = 36;

for (const [ruleset, board, seed, viewport] of GAMES) {
  const size = `${viewport.width}x${viewport.height}`;
  test(`a ${board} ${ruleset} game against the easy computer is played to its result by clicks at ${size}`, async () => {
    const page = await openGame(browser, server.url, viewport);
    await newGame(page, { ruleset, options: { board, barrierPlies: 10 }, opponent: "computer-easy", side: 0 });
    const [files] = board.split("x").map(Number);
    const square = await page.evaluate(() => {
      const [a, b] = ["a1", "b1"].map((name) => window.desertGames.squareCenter(name));
      return Math.abs(b.x - a.x);
    });
    assert.ok(square >= MIN_SQUARE, `squares of ${square} px are large enough to tap`);
    assert.equal(await page.evaluate(() => window.desertGames.game.options().board), board, "the panel's board choice is played");
    const random = seededRandom(seed);
    // The counter may show and hide again within the computer's turns: watch it throughout.
    await page.evaluate(() => {
      const counter = document.querySelector("[data-testid=barrier-counter]");
      window.barrierSeen = false;
      new MutationObserver(() => { window.barrierSeen ||= !counter.hidden; }).observe(counter, { attributes: true, attributeFilter: ["hidden"] });
    });
    let barrierSeen = false;
    for (let turns = 0; ; turns += 1) {
      await waitForHumanTurn(page);
      const { over, legalMoves } = await state(page);
      if (over) break;
      assert.ok(turns < 150 + files * files, "the game should end within its placement and 150 more human turns");
      barrierSeen ||= await page.getByTestId("barrier-counter").isVisible();
      const played = (await history(page)).length;
      const move = legalMoves[Math.floor(random() * legalMoves.length)];
      await clickPlay(page, move);
      // The computer may already have answered: the clicked move is the next one in the record.
      assert.equal((await history(page))[played], move, "the clicked move was played");
    }
    const { status } = await state(page);
    const result = (await page.getByTestId("result-line").textContent()).trim();
    assert.match(result, /^(Light wins|Dark wins|Drawn)/);
    assert.match(result, REASONS[status.reason], `the result gives the reason (${status.reason}) in words`);
    if (status.reason === "count") {
      const counts = status.winner === null ? `${status.pieces[0]} pieces each` : `${status.pieces[status.winner]} pieces to ${status.pieces[1 - status.winner]}`;
      assert.ok(result.includes(counts), `both counts are shown: ${result}`);
    }
    // With a barrier of 10 every stretch without a capture is close to it.
    assert.ok(barrierSeen || (await page.evaluate(() => window.barrierSeen)), "the barrier counter was shown");
    await page.waitForFunction(() => !window.desertGames.state.animating);
    await savePicture(page, `${ruleset}-${board}-over-${size}.png`, { fullPage: true });
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });
}
