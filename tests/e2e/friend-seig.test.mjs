// Seig (and Western Sahara) with a friend on another device: two seats a side, split between the
// two devices as the inviter chose (its computer included), every throw made
// by both devices by commit and reveal. Typed on both screens for some rounds,
// both devices keep the same record, and the record of throws checks out
// (tests/node/friend-session.test.mjs and friend-sig.test.mjs play such games
// to their end, without a browser); a forged reveal and a reused commitment from the friend's device
// are refused on both screens, the game unchanged.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useSiteAndBrowser, server, browser, seededRandom, chooseMove, state, history } from "./helpers.mjs";
import { device, makeInvitation, answer, connect } from "./friend-helpers.mjs";
import { newSeigGame, seigTool } from "./seig-helpers.mjs";
import { commitmentOf, freshValue, verifyThrows } from "../../www/games/race/fair-throw.js";

useSiteAndBrowser();

// Light: a person at the inviting device, then the friend; Dark: the inviting device's computer, then the friend.
const SEATS = [["human", "friend"], ["computer-easy", "friend"]];

async function startSeig(ruleset = "seig") {
  const url = `${server.url}?seig-pace=0`;
  const [inviter, joiner] = [await device(browser, url), await device(browser, url)];
  await newSeigGame(inviter, { ruleset, seats: SEATS });
  await connect(inviter, joiner, await answer(joiner, await makeInvitation(inviter)));
  // Each move is typed by the test: no throw goes by itself.
  for (const page of [inviter, joiner]) {
    await (await seigTool(page, "speed-select")).selectOption("off");
    await (await seigTool(page, "auto-pass-toggle")).uncheck();
  }
  return [inviter, joiner];
}

// Every text the message line shows from now on, kept in the page: a later message may replace one at once.
const keepMessages = (page) => page.evaluate(() => {
  const line = document.querySelector('[data-testid="message-line"]');
  window.messagesShown = [];
  new MutationObserver(() => window.messagesShown.push(line.textContent)).observe(line, { childList: true, characterData: true, subtree: true });
});
const waitForMessage = (page, pattern) => page.waitForFunction((source) => window.messagesShown.some((text) => new RegExp(source).test(text)), pattern.source);

const friendGame = (page) => page.evaluate(() => ({
  record: window.desertGames.game.history(), status: window.desertGames.game.status(), friend: window.desertGames.state.settings.friend,
}));

// What the loop needs of a device, in one call: whether a person may act
// there, whether the game is over, the legal moves, the plies played, and
// whether the move field has the keyboard.
const glance = (page) => page.evaluate(() => {
  const { humanTurn, over, legalMoves } = window.desertGames.state;
  const typing = document.activeElement?.dataset.testid === "move-input";
  return { humanTurn, over, legalMoves, plies: window.desertGames.game.history().length, typing };
});
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// Waits until a person may act on one of the devices, or the game is over on
// both; returns that device's index (-1 when over) and what both show then.
// Both devices are asked in turn, as a player glances at two screens: a wait
// in each page would leave the other's polling every frame while it loses.
async function nextMover(pages, timeout = 60000) {
  for (const start = Date.now(); Date.now() - start < timeout; await pause(10)) {
    const states = await Promise.all(pages.map(glance));
    if (states.every(({ over }) => over)) return { mover: -1, states };
    if (states.some(({ over }) => over)) continue; // the other device is still taking in the end
    const mover = states.findIndex(({ humanTurn }) => humanTurn);
    if (mover >= 0) return { mover, states };
  }
  throw new Error("no device had a person to act for a minute");
}

// Types one legal move into the device's move field; resolves once its record
// grew (a throw waits for both devices).
async function typeMove(page, { legalMoves, plies, typing }, random) {
  if (!typing) await page.getByTestId("move-input").focus();
  await page.keyboard.insertText(chooseMove(legalMoves, random));
  await page.keyboard.press("Enter");
  await page.waitForFunction((n) => window.desertGames.game.history().length > n || window.desertGames.state.over, plies);
}

// The throws of a record, as the engine wrote them.
const thrown = (record) => record.filter((move) => move.startsWith("throw:")).map((move) => move.slice("throw:".length));

// Enough plies for every seat to have thrown and moved: the person at each
// device and the inviting device's computer.
const ROUNDS_PLIES = 30;

// Seig, and Western Sahara, whose teams of two spend a pool of throws.
for (const ruleset of ["seig", "seig-western-sahara"]) test(`${ruleset} with two seats a side split between two devices: the people of both and the inviter's computer throw by commit and reveal, the same record on both`, async () => {
  const pages = await startSeig(ruleset);
  const random = seededRandom(9);
  const typed = [0, 0];
  let shown;
  for (;;) {
    const { mover, states } = await nextMover(pages);
    shown = states;
    if (mover < 0 || states[mover].plies >= ROUNDS_PLIES) break;
    // Only the device of the seat to act may act.
    assert.equal(states[1 - mover].humanTurn, false);
    await typeMove(pages[mover], states[mover], random);
    typed[mover] += 1;
  }
  assert.ok(typed.every((count) => count > 0), `moves typed on each device: ${typed}`);
  assert.ok(shown[0].plies > typed[0] + typed[1], "the inviting device's computer played too");
  // The last move may still be on its way to the other device.
  const length = Math.max(...shown.map(({ plies }) => plies));
  await Promise.all(pages.map((page) => page.waitForFunction((n) => window.desertGames.game.history().length >= n, length)));
  const [mine, theirs] = await Promise.all(pages.map(friendGame));
  assert.deepEqual(theirs.record, mine.record, "the same record on both devices");
  // Every throw was made by both devices, and anyone can check it from the record kept with the game.
  assert.deepEqual(theirs.friend.throws, mine.friend.throws);
  const played = thrown(mine.record);
  assert.ok(played.length >= 8, `${played.length} throws`);
  assert.equal(await verifyThrows({ nonce: mine.friend.id, record: mine.friend.throws, played }), played.length);
  for (const page of pages) {
    assert.deepEqual(page.problems, []);
    await page.context().close();
  }
});

test("a reused commitment and a forged reveal from the friend's device are refused, the game unchanged on both", async () => {
  const [inviter, joiner] = await startSeig();
  const random = seededRandom(4);
  // Play on until the inviter's person must throw, with throws of the inviter's already in the record.
  for (;;) {
    const { mover, states } = await nextMover([inviter, joiner]);
    const now = await state(inviter);
    if (mover === 0 && now.phase === "throw" && (now.settings.friend.throws ?? []).length >= 4) break;
    await typeMove([inviter, joiner][mover], states[mover], random);
  }
  for (const page of [inviter, joiner]) await keepMessages(page);
  const before = await Promise.all([inviter, joiner].map(friendGame));
  const { id, throws } = before[0].friend;
  const ply = before[0].record.length;
  const send = (message) => joiner.evaluate((text) => window.desertGames.friend.receiveRaw(text), JSON.stringify({ v: 1, ...message }));

  // A commitment of an earlier throw, as if the inviter committed to this one with it.
  await send({ type: "throw-commit", ply, commitment: throws[0].commitments[0] });
  await waitForMessage(joiner, /refused: the commitment for a throw was used before in this game\. Nothing changed\./);
  await waitForMessage(inviter, /Your friend's device refused a message from this one: the commitment for a throw was used before in this game/);

  // A fresh commitment, then a value that is not the one committed to.
  const value = freshValue();
  await send({ type: "throw-commit", ply, commitment: await commitmentOf({ nonce: id, number: ply, value }) });
  let forged = freshValue();
  while (forged === value) forged = freshValue();
  await send({ type: "throw-reveal", ply, value: forged });
  await waitForMessage(joiner, /refused: the value revealed for a throw does not match the commitment made for it\. Nothing changed\./);
  await waitForMessage(inviter, /refused a message from this one: the value revealed for a throw does not match/);

  const after = await Promise.all([inviter, joiner].map(friendGame));
  for (const [index, page] of [inviter, joiner].entries()) {
    assert.deepEqual(after[index].record, before[index].record, "no move was played");
    assert.deepEqual(after[index].friend.throws, before[index].friend.throws, "no throw was agreed");
    assert.deepEqual(page.problems, []);
    await page.context().close();
  }
});
