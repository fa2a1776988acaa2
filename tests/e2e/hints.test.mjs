// Hints: at hand between people, off against the computer until the panel
// turns them on; a hint names the engine's choice with its reasons in words,
// picks the piece on the board, and is counted for the game across a reload.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useSiteAndBrowser, server, browser, openGame, newGame, clickPlay, clickSquare, waitForText, waitForHumanTurn, savePicture } from "./helpers.mjs";

useSiteAndBrowser();

test("between people a hint names the capture, picks its piece and is counted across a reload", async () => {
  const page = await openGame(browser, server.url);
  await newGame(page, { opponent: "human" });
  for (const move of ["a2-a3", "a5-a4"]) await clickPlay(page, move);
  assert.equal(await page.getByTestId("hints-used").isHidden(), true);
  await page.getByTestId("hint-button").click();
  await waitForText(page, "message-line", /^Hint: a3xa4: it takes the piece on a4/);
  assert.equal(await page.getByTestId("hints-used").textContent(), "1 hint used");
  assert.deepEqual(await page.evaluate(() => window.desertGames.state.selected), "a3", "the hinted piece is picked");
  // Its step is drawn as an arrow to the square it names: a dark green pixel midway, where no dot is.
  await page.waitForFunction(() => {
    const [from, to] = ["a3", "a4"].map((name) => window.desertGames.squareCenter(name));
    const canvas = document.querySelector("#board");
    const box = canvas.getBoundingClientRect();
    const scale = canvas.width / box.width;
    const [r, g, b] = canvas.getContext("2d").getImageData(((from.x + to.x) / 2 - box.left) * scale, ((from.y + to.y) / 2 - box.top) * scale, 1, 1).data;
    return g > r + 30 && g > b + 20;
  }, null, { timeout: 3000 });
  await savePicture(page, "hint-1280x800.png");
  await page.setViewportSize({ width: 360, height: 640 });
  await savePicture(page, "hint-360x640.png");
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  await page.waitForFunction(() => window.desertGames?.game);
  assert.equal(await page.getByTestId("hints-used").textContent(), "1 hint used", "the count is kept with the game");
  await newGame(page, { opponent: "human" });
  assert.equal(await page.getByTestId("hints-used").isHidden(), true, "a new game starts with none");
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("a hint is followed as it says: its piece, then its square, plays the hinted move", async () => {
  const page = await openGame(browser, server.url);
  await newGame(page, { opponent: "human" });
  for (const move of ["a2-a3", "a5-a4"]) await clickPlay(page, move);
  await page.getByTestId("hint-button").click();
  await waitForText(page, "message-line", /^Hint: a3xa4/);
  await clickPlay(page, "a3xa4");
  await page.waitForFunction(() => window.desertGames.game.history().length === 3);
  assert.equal((await page.evaluate(() => window.desertGames.game.history()))[2], "a3xa4");
  assert.doesNotMatch(await page.getByTestId("message-line").textContent(), /Pick one of your pieces first/);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("a tap that does nothing says why: the other side's piece, or an empty square with nothing picked", async () => {
  const page = await openGame(browser, server.url);
  await newGame(page, { opponent: "human" });
  await clickSquare(page, "c6");
  await waitForText(page, "message-line", /^That piece is Dark's: pick one of your own\.$/);
  await clickSquare(page, "c4");
  await waitForText(page, "message-line", /^Pick one of your pieces first, then the square it goes to\.$/);
  // A real move clears the word.
  await clickPlay(page, "c2-c3");
  await waitForText(page, "message-line", /^$/);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("against the computer hints are off unless the new-game panel turns them on", async () => {
  const page = await openGame(browser, server.url);
  await newGame(page, { opponent: "computer-easy" });
  assert.equal(await page.getByTestId("hint-button").isHidden(), true);
  await page.getByTestId("new-game-button").click();
  await page.getByTestId("hints-check").check();
  await page.getByTestId("start-button").click();
  await waitForHumanTurn(page);
  assert.equal(await page.getByTestId("hint-button").isVisible(), true);
  await page.getByTestId("hint-button").click();
  await waitForText(page, "message-line", /^Hint: /);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});
