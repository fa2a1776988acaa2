// Two players on one device, compulsory capture on a 4x5 board.

import { test, before } from "node:test";
import assert from "node:assert/strict";
import {
  useSiteAndBrowser, server, browser, openGame, newGame, state, history, clickSquare, clickMove, seededRandom, chooseMove, savePicture,
} from "./helpers.mjs";

useSiteAndBrowser();

// Squares next to `square` inside a files x ranks board, orthogonally.
function neighbours(square, files, ranks) {
  const file = square.charCodeAt(0) - 97;
  const rank = Number(square.slice(1)) - 1;
  return [[1, 0], [-1, 0], [0, 1], [0, -1]]
    .map(([df, dr]) => [file + df, rank + dr])
    .filter(([f, r]) => f >= 0 && r >= 0 && f < files && r < ranks)
    .map(([f, r]) => String.fromCharCode(97 + f) + (r + 1));
}

// While a capture is available, a click on a piece that cannot capture, then
// on a square it could otherwise step to, must change nothing.
async function checkOnlyCapturesOffered(page, legalMoves) {
  const board = await page.evaluate(() => window.desertGames.game.board());
  const { toMove } = await state(page);
  const capturers = new Set(legalMoves.map((move) => move.slice(0, 2)));
  for (let index = 0; index < board.cells.length; index += 1) {
    if (board.cells[index] !== toMove + 1) continue;
    const square = String.fromCharCode(97 + (index % board.files)) + (Math.floor(index / board.files) + 1);
    if (capturers.has(square)) continue;
    const emptyNeighbour = neighbours(square, board.files, board.ranks).find((near) => {
      const { files } = board;
      const at = (Number(near.slice(1)) - 1) * files + (near.charCodeAt(0) - 97);
      return board.cells[at] === 0;
    });
    if (!emptyNeighbour) continue;
    const before = await history(page);
    await clickSquare(page, square);
    assert.equal((await state(page)).selected, null, `${square} cannot be picked while a capture is due`);
    await clickSquare(page, emptyNeighbour);
    assert.deepEqual(await history(page), before, "a non-capturing click plays nothing");
    return true;
  }
  return false;
}

test("two players on a 4x5 board with compulsory capture play to the end by clicks", async () => {
  // On a phone-sized screen, so taps land on the small layout too.
  const page = await openGame(browser, server.url, { width: 360, height: 640, deviceScaleFactor: 2 });
  await newGame(page, { options: { board: "4x5", compulsoryCapture: true, noCapturePlies: 16 }, opponent: "human" });
  const random = seededRandom(11);
  let checkedRefusal = false;
  let plies = 0;
  for (;;) {
    const { over, legalMoves, humanTurn } = await state(page);
    if (over) break;
    assert.ok(humanTurn, "in a two-player game some human always has the move");
    assert.ok(plies < 200, "the game should end within 200 plies");
    if (legalMoves.some((move) => move.includes("x"))) {
      assert.ok(legalMoves.every((move) => move.includes("x")), "only captures are legal when one exists");
      if (!checkedRefusal) checkedRefusal = await checkOnlyCapturesOffered(page, legalMoves);
      // Picking a capturing piece shows only capture squares as destinations.
      const move = chooseMove(legalMoves, random);
      await clickSquare(page, move.slice(0, 2));
      const { destinations } = await state(page);
      const expected = legalMoves.filter((m) => m.startsWith(move.slice(0, 2))).map((m) => m.slice(3)).sort();
      assert.deepEqual([...destinations].sort(), expected);
      await clickSquare(page, move.slice(3));
    } else {
      await clickMove(page, chooseMove(legalMoves, random));
    }
    plies += 1;
    assert.equal((await history(page)).length, plies, "each pair of clicks played one move");
  }
  assert.ok(checkedRefusal, "a position with a due capture and a non-capturing piece came up");
  await savePicture(page, "two-players-over-360x640@2x.png");
  const result = await page.getByTestId("result-line").textContent();
  assert.match(result, /^(Light wins|Dark wins|Drawn)/);
  assert.deepEqual(page.problems, []);
});
