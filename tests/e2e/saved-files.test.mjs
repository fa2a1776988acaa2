// Issue 36: a game saved to a file starts with a header a person can read
// (the game, rule set, options, date, players, result), and the game is still
// the engine's to check on opening. Files saved before the header, and files
// whose header is malformed or says something else than the moves, open as
// their moves say.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useSiteAndBrowser, server, browser, openGame, newGame, state, history, clickPlay, saveFile, openFile } from "./helpers.mjs";

useSiteAndBrowser();

async function resign(page) {
  await page.getByTestId("resign-button").click();
  await page.getByTestId("ask-yes").click();
  await page.waitForFunction(() => window.desertGames.state.over);
}

test("a saved file's header says the game, its options, the date, the players and the result, and the file opens again", async () => {
  const page = await openGame(browser, server.url);
  await newGame(page, { ruleset: "seega-egypt", opponent: "computer-easy", side: 0 });
  await clickPlay(page, (await state(page)).legalMoves[0]);
  await page.waitForFunction(() => window.desertGames.state.humanTurn);
  const before = Date.now();
  await resign(page);
  const played = await history(page);
  const { name, text } = await saveFile(page);
  assert.match(name, /^desert-games-seega-egypt-\d{4}-\d\d-\d\d\.json$/);

  // Read as a person would: the header comes first, one field a line.
  const lines = text.split("\n");
  assert.equal(lines[1], '  "header": {');
  assert.match(text, /\n {4}"game": "Seega of Egypt",\n/);
  const file = JSON.parse(text);
  const { header } = file;
  assert.equal(header.ruleset, "seega-egypt");
  assert.deepEqual(header.options, file.options);
  // Within a minute: the date is the save's own, not a fixed or wrong one; no load stretches a save to a minute.
  assert.ok(Math.abs(Date.parse(header.date) - before) < 60000, `the date ${header.date} is now`);
  assert.deepEqual(header.players, { Light: "A person", Dark: "Easy computer" });
  assert.equal(header.result, "0-1");
  assert.equal(header.ending, await page.getByTestId("result-line").textContent());
  assert.equal(header.plies, played.length);
  assert.deepEqual(file.moves, played);

  const other = await openGame(browser, server.url);
  await newGame(other, { ruleset: "siga", opponent: "human" });
  await openFile(other, text);
  await other.waitForFunction(() => window.desertGames.state.ruleset === "seega-egypt");
  assert.deepEqual(await history(other), played);
  assert.equal((await state(other)).over, true);
  assert.deepEqual(page.problems, []);
  assert.deepEqual(other.problems, []);
  await page.context().close();
  await other.context().close();
});

test("a file saved before the header opens, and so does one whose header is malformed or disagrees with its moves", async () => {
  const page = await openGame(browser, server.url);
  await newGame(page, { ruleset: "siga", opponent: "human" });
  for (let i = 0; i < 3; i++) await clickPlay(page, (await state(page)).legalMoves.at(-1));
  const played = await history(page);
  // The file as the page wrote it before: the engine's save alone.
  const old = await page.evaluate(() => window.desertGames.game.toJSON());
  assert.equal(JSON.parse(old).header, undefined);
  const { text } = await saveFile(page);
  await newGame(page, { ruleset: "seega-egypt", opponent: "human" });

  const opens = async (fileText, how) => {
    await newGame(page, { ruleset: "seega-egypt", opponent: "human" });
    await openFile(page, fileText);
    await page.waitForFunction(() => window.desertGames.state.ruleset === "siga", null, { timeout: 5000 }).catch(() => {});
    assert.equal((await state(page)).ruleset, "siga", `${how}: ${await page.getByTestId("message-line").textContent()}`);
    assert.deepEqual(await history(page), played, how);
  };
  await opens(old, "the old format");
  const file = JSON.parse(text);
  await opens(JSON.stringify({ ...file, header: { ...file.header, ruleset: "seig", game: "Seig", result: "1-0", plies: 99, players: 7 } }), "a header that disagrees");
  await opens(JSON.stringify({ ...file, header: "not a header" }), "a malformed header");
  assert.equal(await page.getByTestId("message-line").textContent(), "");
  assert.deepEqual(page.problems, []);
  await page.context().close();
});
