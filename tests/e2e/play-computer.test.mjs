// A whole Siga game against the easy computer, played by clicking the board.

import { test } from "node:test";
import assert from "node:assert/strict";
import {
  useSiteAndBrowser, server, browser, openGame, newGame, state, history, clickMove, waitForHumanTurn, seededRandom, chooseMove, savePicture,
} from "./helpers.mjs";

useSiteAndBrowser();

test("a Siga game against the easy computer is played to its end by clicks", async () => {
  const page = await openGame(browser, server.url);
  // The no-capture limit makes sure the game ends within the move cap.
  await newGame(page, { options: { board: "4x5", noCapturePlies: 12 }, opponent: "computer-easy", side: 0 });
  const random = seededRandom(7);
  let humanMoves = 0;
  for (;;) {
    await waitForHumanTurn(page);
    const { over, legalMoves } = await state(page);
    if (over) break;
    assert.ok(humanMoves < 80, "the game should end within 80 human moves");
    const played = (await history(page)).length;
    await clickMove(page, chooseMove(legalMoves, random));
    // The click played exactly this move: the history grew.
    assert.ok((await history(page)).length > played, "the clicked move was played");
    humanMoves += 1;
  }
  const { status } = await state(page);
  assert.equal(status.over, true);
  const result = await page.getByTestId("result-line").textContent();
  assert.match(result, /^(Light wins|Dark wins|Drawn)/);
  assert.match(result, /captured|moves in a row without a capture|one piece|resigned|no legal move/);
  assert.match(await page.getByTestId("turn-line").textContent(), /Game over/);
  await savePicture(page, "computer-over-1280x800.png");
  assert.deepEqual(page.problems, []);
});
