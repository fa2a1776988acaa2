// Sig's six variants kept and shared as Seig's games are, at both ends of
// their options' ranges: a game a few plies from its end, opened from a saved
// file, is played to its end by the page's throw button and clicks (the saved
// stream draws the same throws), and the page tells its end; the game is
// saved to a file again, opened by its link, stepped back in the review, and
// shown by <desert-game> on another site's page.

import { test } from "node:test";
import assert from "node:assert/strict";
import { openGame, history, state, seededRandom, savePicture, saveFile, openFile, shareLink, cellsAfter } from "./helpers.mjs";
import { app, browser, useHostAndApp, hostPage, appFrame, loadEngine } from "./host-helpers.mjs";
import { newSeigGame, seigTool, clickEntry } from "./seig-helpers.mjs";

useHostAndApp();

// Each variant with every option at each end of its range, over two rows,
// and a seed whose random game ends its own way (the reason) and moves pieces
// in its last plies. A row's noCaptureTurns of 100000 leaves its game as the
// default's 1000 would: that limit is never reached there.
const VARIANTS = [
  { ruleset: "seig-mauritania", options: { holes: 10, teamSize: 6, noCaptureTurns: 100000 }, seed: 2, reason: "captured-all" },
  { ruleset: "seig-mauritania", options: { holes: 30, teamSize: 1, noCaptureTurns: 20 }, seed: 1, reason: "no-capture-limit" },
  { ruleset: "seig-western-sahara", options: { holes: 25, noCaptureTurns: 100000 }, seed: 1, reason: "count" },
  { ruleset: "seig-western-sahara", options: { holes: 20, noCaptureTurns: 20 }, seed: 1, reason: "count" },
  { ruleset: "seig-tidikelt", options: { sticks: 6, noCaptureTurns: 20 }, seed: 1, reason: "no-capture-limit" },
  { ruleset: "seig-tidikelt", options: { sticks: 4, noCaptureTurns: 100000 }, seed: 3, reason: "captured-all" },
  { ruleset: "seig-mzab", options: { holes: 5, noCaptureTurns: 100000 }, seed: 1, reason: "all-home" },
  { ruleset: "seig-mzab", options: { holes: 20, noCaptureTurns: 20 }, seed: 3, reason: "no-capture-limit" },
  { ruleset: "seig-tozeur", options: { noCaptureTurns: 100000 }, seed: 2, reason: "all-home" },
  { ruleset: "seig-tozeur", options: { noCaptureTurns: 20 }, seed: 1, reason: "no-capture-limit" },
  { ruleset: "seig-el-oued", options: { noCaptureTurns: 20 }, seed: 3, reason: "captured-all" },
  { ruleset: "seig-el-oued", options: { noCaptureTurns: 100000 }, seed: 5, reason: "captured-all" },
];
// The plies the page plays by hand after opening the saved file.
const PLAYED_ON_THE_PAGE = 12;
// The longest game the test reviews in full.
const REVIEWED_UP_TO = 200;

// A game of random moves to its end, made by the engine under Node: its
// moves, its end, and its save the last plies before that end.
async function randomGame({ ruleset, options, seed }) {
  const { Game } = await loadEngine();
  const game = new Game(ruleset, { ...options, seed });
  const random = seededRandom(seed);
  while (!game.status().over) {
    const moves = game.legalMoves();
    game.play(moves[Math.floor(random() * moves.length)]);
  }
  const moves = game.history();
  const status = game.status();
  const saveAfter = (plies) => {
    const earlier = game.gameAfter(plies);
    const save = earlier.toJSON();
    earlier.free();
    return save;
  };
  const save = saveAfter(moves.length - PLAYED_ON_THE_PAGE);
  // The game before its last throw, for a board embedded elsewhere to throw it.
  const lastThrow = moves.findLastIndex((move) => move.startsWith("throw"));
  const beforeLastThrow = saveAfter(lastThrow);
  game.free();
  return { moves, status, save, lastThrow, beforeLastThrow };
}

// Plays `move` as a person does: a throw by the button, a move by clicking
// its piece and its hole (a removal by one click), choosing its spend where
// two reach the hole. Resolves once the game holds it.
async function playByHand(page, move) {
  const before = (await history(page)).length;
  const entry = await page.evaluate((text) => window.desertGames.game.moves().find((candidate) => candidate.move === text || (candidate.throw && text.startsWith("throw"))), move);
  assert.ok(entry, `${move} is among the moves the page's game offers`);
  if (entry.throw) await page.getByTestId("throw-button").click();
  else await clickEntry(page, entry);
  await page.waitForFunction((length) => window.desertGames.game.history().length > length, before, { timeout: 10000 });
}

for (const [row, variant] of VARIANTS.entries()) {
  test(`${variant.ruleset} ${JSON.stringify(variant.options)}: opened from a file, played to its end by hand, saved, linked, reviewed and embedded`, async () => {
    const { moves, status, save, lastThrow, beforeLastThrow } = await randomGame(variant);
    assert.equal(status.reason, variant.reason);
    const byHand = moves.slice(-PLAYED_ON_THE_PAGE);
    assert.ok(byHand.some((move) => !move.startsWith("throw")), "pieces move in the plies played by hand");

    const page = await openGame(browser, `${app.url}?seig-pace=0`);
    // Every action is the person's click: the automatic pass would make a lone throw or move by itself.
    await newSeigGame(page, { ruleset: variant.ruleset, seats: [["human"], ["human"]] });
    await (await seigTool(page, "auto-pass-toggle")).uncheck();
    await openFile(page, save);
    await page.waitForFunction((ruleset) => window.desertGames.state.ruleset === ruleset, variant.ruleset);
    assert.deepEqual(await history(page), moves.slice(0, -PLAYED_ON_THE_PAGE));
    for (const move of byHand) {
      await page.waitForFunction(() => window.desertGames.state.seig.humanMayAct, null, { timeout: 10000 });
      await playByHand(page, move);
    }
    assert.deepEqual(await history(page), moves, "the page's throws and moves are the recorded game's");
    assert.equal((await state(page)).over, true);
    assert.deepEqual(await page.evaluate(() => window.desertGames.game.status()), status);
    const told = await page.getByTestId("result-line").textContent();
    assert.ok(told.trim().length > 0, "the page tells the end");
    assert.equal(await page.getByTestId("throw-value").textContent(), "", "no throw is left to play");
    await savePicture(page, `sig-end-${row}-${variant.ruleset}.png`);

    // Saved to a file, the whole game and its options.
    const saved = JSON.parse((await saveFile(page)).text);
    assert.equal(saved.ruleset, variant.ruleset);
    assert.deepEqual(saved.moves, moves);
    assert.equal(saved.header.ending, told);

    // By link, on another device: the same game, options and board.
    const friend = await openGame(browser, await shareLink(page));
    assert.equal(await friend.evaluate(() => window.desertGames.game.ruleset()), variant.ruleset);
    assert.deepEqual(await friend.evaluate(() => window.desertGames.game.options()), await page.evaluate(() => window.desertGames.game.options()));
    assert.deepEqual(await history(friend), moves);
    assert.deepEqual(await friend.evaluate(() => window.desertGames.game.board()), await page.evaluate(() => window.desertGames.game.board()));

    // Stepped back in the record, the position before the last ply is shown and the game left as it was.
    await friend.getByTestId("history-back").click();
    assert.equal((await state(friend)).viewing, moves.length - 1);
    assert.deepEqual((await state(friend)).shownCells, await cellsAfter(friend, moves.length - 1));
    await friend.getByTestId("back-to-game").click();
    assert.equal((await state(friend)).viewing, null);
    assert.deepEqual(await history(friend), moves);
    // The review of a short game values every position (a long one's would take minutes here; the engine's review step is tested on every variant natively).
    if (moves.length <= REVIEWED_UP_TO) {
      await friend.getByTestId("review-button").click();
      await friend.waitForFunction(() => window.desertGames.state.review.finished, null, { timeout: 60000 });
      const { review } = await state(friend);
      assert.equal(review.chances.length, moves.length + 1, "one chance a position");
      assert.ok(review.chances.every((chance) => chance >= 0 && chance <= 1));
    }

    for (const each of [page, friend]) {
      assert.deepEqual(each.problems, []);
      await each.context().close();
    }

    // Embedded on another site from a save: the saved game shown, and its next throw thrown there.
    const host = await browser.newPage({ viewport: { width: 800, height: 700 } });
    const problems = [];
    host.on("pageerror", (error) => problems.push(error.message));
    await host.goto(hostPage(`${row}-${variant.ruleset}.html`, `<desert-game record='${beforeLastThrow}' opponent="human"></desert-game>`));
    const frame = await appFrame(host);
    assert.equal(await frame.evaluate(() => window.desertGames.game.ruleset()), variant.ruleset);
    assert.deepEqual(await frame.evaluate(() => window.desertGames.game.history()), moves.slice(0, lastThrow));
    await frame.getByTestId("throw-button").click();
    await frame.waitForFunction((length) => window.desertGames.game.history().length > length, lastThrow);
    assert.equal(await frame.evaluate(() => window.desertGames.game.history().at(-1)), moves[lastThrow], "the embedded board throws the saved stream's next throw");
    assert.deepEqual(problems, []);
    await host.close();
  });
}
