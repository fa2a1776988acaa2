// Two tabs of the page on one device share the stored game (issue 34): a tab
// follows the other's newer moves, never writes over them, keeps its own line
// of play when the other moved on without it (and says so), and only one tab
// answers a position for the computer. Two pages of one browser context share
// localStorage as two tabs do.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useSiteAndBrowser, server, browser, openGame, newGame, state, history, clickMove, waitForHumanTurn, waitForText, fillStorage } from "./helpers.mjs";

useSiteAndBrowser();

const KEY = "desert-games/session/v1";
const KEPT = "desert-games/session/kept";
const storedMoves = (page, key = KEY) => page.evaluate((key) => JSON.parse(JSON.parse(localStorage.getItem(key)).game).moves, key);

// A second tab of the same browser; openTab opens the game stored there.
async function secondTab(first) {
  const page = await first.context().newPage();
  page.problems = [];
  page.on("pageerror", (error) => page.problems.push(`pageerror: ${error.message}`));
  return page;
}
async function openTab(page) {
  await page.goto(server.url);
  await page.waitForFunction(() => window.desertGames?.game);
}
// A tab that hears nothing of the other's writes, as a phone's background tab the browser froze.
const deaf = (page) => page.addInitScript(() => window.addEventListener("storage", (event) => event.stopImmediatePropagation(), true));
// A tab's writes reach another tab's storage a moment later (deaf or not): waits until `page` holds all of `writer`'s.
async function holdsWrites(page, writer) {
  const written = await writer.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
  await page.waitForFunction((written) => Object.entries(written).every(([key, text]) => localStorage.getItem(key) === text), written);
}
const showsMoves = (page, moves) => page.waitForFunction((moves) => JSON.stringify(window.desertGames.game.history()) === JSON.stringify(moves), moves);

// Tab A with a game of two players on the small board, and tab B opened on
// it; `deafB`: B hears no write of another tab.
async function twoTabs({ deafB = false } = {}) {
  const a = await openGame(browser, server.url);
  await newGame(a, { options: { board: "4x5" }, opponent: "human" });
  const b = await secondTab(a);
  if (deafB) await deaf(b);
  await openTab(b);
  return [a, b];
}

// Two players on the small board: moves anyone can click.
const LINE_A = ["b2-b3", "b4xb3", "a2-a3"];
const LINE_B = ["c2-c3"];
const NEXT = "a4xa3"; // dark's, after LINE_A

test("a tab follows the other tab's moves, and its next move carries them on", async () => {
  const [a, b] = await twoTabs();
  for (const move of LINE_A) await clickMove(a, move);
  await showsMoves(b, LINE_A);
  await clickMove(b, NEXT);
  await showsMoves(a, [...LINE_A, NEXT]);
  assert.deepEqual(await storedMoves(a), [...LINE_A, NEXT], "A's three moves and B's are all stored");
  assert.equal(await a.getByTestId("message-line").textContent(), "");
  assert.equal(await b.getByTestId("kept-line").isVisible(), false, "nothing diverged: nothing kept");
  assert.deepEqual([...a.problems, ...b.problems], []);
  await a.context().close();
});

// A deaf tab's next move finds a newer stored game.
test("a tab that missed the other's three moves keeps its own move aside, says so, and both lines stay reachable", async () => {
  const [a, b] = await twoTabs({ deafB: true });
  for (const move of LINE_A) await clickMove(a, move);
  assert.deepEqual(await history(b), [], "B heard nothing");

  await clickMove(b, LINE_B[0]);
  // B shows A's line, says so, and keeps its own to go back to.
  await showsMoves(b, LINE_A);
  await waitForText(b, "message-line", /went on in another tab.*the game you had here is kept/);
  await waitForText(b, "kept-line", /^Your game of Siga in progress is kept\. Back to it$/);
  assert.deepEqual(await storedMoves(b), LINE_A, "A's moves are not written over");
  assert.deepEqual(await storedMoves(b, KEPT), LINE_B, "B's move is kept");
  assert.deepEqual(await history(a), LINE_A);

  // Back to B's line: A's line takes the kept place, and A follows, its line kept there.
  await b.getByTestId("kept-back").click();
  await showsMoves(b, LINE_B);
  assert.deepEqual(await storedMoves(b, KEPT), LINE_A);
  await showsMoves(a, LINE_B);
  await waitForText(a, "kept-line", /in progress is kept/);
  assert.deepEqual([...a.problems, ...b.problems], []);
  await a.context().close();
});

test("with storage full, a tab whose own move cannot be kept says so as it follows the other", async () => {
  const [a, b] = await twoTabs({ deafB: true });
  for (const move of LINE_A) await clickMove(a, move);
  await fillStorage(a);
  await holdsWrites(b, a);
  await clickMove(b, LINE_B[0]);
  await showsMoves(b, LINE_A);
  await waitForText(b, "message-line", /went on in another tab.*storage is full, so the game you had here could not be kept/);
  assert.deepEqual(await storedMoves(b), LINE_A, "A's moves are not written over");
  assert.deepEqual([...a.problems, ...b.problems], []);
  await a.context().close();
});

test("a tab that missed the other's moves follows them once it is shown again", async () => {
  const [a, b] = await twoTabs({ deafB: true });
  for (const move of LINE_A) await clickMove(a, move);
  assert.deepEqual(await history(b), []);
  await holdsWrites(b, a);
  // As when the player comes back to a tab the browser had frozen.
  await b.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  await showsMoves(b, LINE_A);
  assert.equal(await b.getByTestId("message-line").textContent(), "", "nothing of B's was lost: nothing to say");
  assert.deepEqual([...a.problems, ...b.problems], []);
  await a.context().close();
});

test("a new game started in one tab is not written over by the other tab's next move", async () => {
  const a = await openGame(browser, server.url);
  await newGame(a, { options: { board: "4x5" }, opponent: "human" });
  await clickMove(a, LINE_A[0]);
  const b = await secondTab(a);
  await openTab(b);
  await newGame(b, { options: { board: "6x6" }, opponent: "human" });
  await a.waitForFunction(() => window.desertGames.state.settings.options.board === "6x6");
  await clickMove(a, "c2-c3");
  await showsMoves(b, ["c2-c3"]);
  const stored = await a.evaluate((key) => JSON.parse(localStorage.getItem(key)), KEY);
  assert.equal(stored.settings.options.board, "6x6");
  assert.deepEqual(JSON.parse(stored.game).moves, ["c2-c3"]);
  assert.deepEqual([...a.problems, ...b.problems], []);
  await a.context().close();
});

// Counts the positions this page asks its computer player to answer.
const countAsks = () => {
  window.movesAsked = 0;
  const send = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (message, ...rest) {
    if (message?.task === "move") window.movesAsked += 1;
    return send.call(this, message, ...rest);
  };
};

test("two tabs on one game against the computer get one and the same reply", async () => {
  const a = await openGame(browser, server.url);
  await newGame(a, { options: { board: "4x5" }, opponent: "computer-easy", side: 0 });
  await a.addInitScript(countAsks);
  await a.reload();
  await a.waitForFunction(() => window.desertGames?.game);
  const b = await secondTab(a);
  await b.addInitScript(countAsks);
  await openTab(b);
  const opening = (await state(a)).legalMoves.find((move) => !move.includes("x"));
  await clickMove(a, opening);
  await waitForHumanTurn(a);
  await waitForHumanTurn(b);
  const reply = await history(a);
  assert.equal(reply.length, 2, "one reply");
  await showsMoves(b, reply);
  assert.deepEqual(await storedMoves(a), reply);
  const asked = await Promise.all([a, b].map((page) => page.evaluate(() => window.movesAsked)));
  assert.equal(asked[0] + asked[1], 1, `one tab thinks: ${asked}`);
  for (const page of [a, b]) {
    assert.equal(await page.getByTestId("kept-line").isVisible(), false, "no line of the computer's kept aside");
    assert.equal(await page.getByTestId("message-line").textContent(), "");
  }
  assert.deepEqual([...a.problems, ...b.problems], []);
  await a.context().close();
});
