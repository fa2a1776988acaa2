// Playing a friend on another device, in tests: two pages of separate browser
// contexts (two devices, nothing shared), connected as two players would:
// the inviting page's code is read from the page and pasted into the other,
// the answer read and pasted back. No STUN server: each page clears the list,
// so the devices meet on this machine's own addresses.

import assert from "node:assert/strict";
import { watchedPage, newGame, state, history, chooseMove, waitForText } from "./helpers.mjs";
import { decodeInvite, encodeInvite } from "../../www/friend/invite-code.js";

export const friendState = (page) => page.evaluate(() => window.desertGames.friend.state);

// A device: a page of its own context, the game loaded.
export async function device(browser, url) {
  const page = await watchedPage(browser);
  await page.goto(url);
  await page.waitForFunction(() => window.desertGames?.game);
  return page;
}

async function clearStun(page) {
  await page.getByTestId("friend-dialog").waitFor({ state: "visible" });
  await page.getByTestId("friend-stun").fill("");
}

// The inviting device chooses the game in the new-game panel ("A friend on
// another device", its side) and makes an invitation; returns its text as shown.
export async function invite(page, { ruleset = "siga", options = {}, side = 0 } = {}) {
  await newGame(page, { ruleset, options, opponent: "friend", side });
  return makeInvitation(page);
}

// The dialog is open (from the panel, or Reconnect): makes the invitation and reads it.
export async function makeInvitation(page) {
  await clearStun(page);
  await page.getByTestId("friend-create").click();
  await page.getByTestId("friend-invitation").waitFor({ state: "visible", timeout: 20000 });
  const code = await page.getByTestId("friend-code").inputValue();
  assert.match(code, /^i[A-Za-z0-9_-]{100,}$/);
  return code;
}

// The friend's device pastes the invitation (text or link) into the panel's
// friend dialog, or opens the link; returns the answer's text as shown.
export async function answer(page, invitation, { byLink = false } = {}) {
  if (byLink) {
    await page.goto(invitation);
    await page.waitForFunction(() => window.desertGames?.game);
    await clearStun(page);
    assert.ok((await page.getByTestId("friend-invitation-in").inputValue()).length > 100, "the link fills in the invitation");
  } else {
    await page.getByTestId("new-game-button").click();
    await page.getByTestId("opponent-select").selectOption("friend");
    await page.getByTestId("start-button").click();
    await clearStun(page);
    await page.getByTestId("friend-invitation-in").fill(invitation);
  }
  await page.getByTestId("friend-accept").click();
  await page.getByTestId("friend-answer").waitFor({ state: "visible", timeout: 20000 });
  const code = await page.getByTestId("friend-answer-code").inputValue();
  assert.match(code, /^a[A-Za-z0-9_-]{100,}$/);
  return code;
}

// The inviting device pastes the answer; both devices are connected, their dialogs closed.
export async function connect(inviter, joiner, answerCode) {
  await inviter.getByTestId("friend-answer-in").fill(answerCode);
  await inviter.getByTestId("friend-connect").click();
  for (const page of [inviter, joiner]) {
    await page.waitForFunction(() => window.desertGames.friend.state === "connected", null, { timeout: 20000 });
    await page.getByTestId("friend-dialog").waitFor({ state: "hidden" });
  }
  assert.deepEqual(await history(joiner), await history(inviter));
}

// Invites, answers and connects: the game of `choice` between the two devices.
export async function startFriendGame(inviter, joiner, choice, { byLink = false } = {}) {
  const code = await invite(inviter, choice);
  const link = await inviter.getByTestId("friend-link").inputValue();
  assert.equal(new URL(link).hash, `#join=${code}`);
  await connect(inviter, joiner, await answer(joiner, byLink ? link : code, { byLink }));
}

// What a device shows: whether a person there may act, the legal moves, the plies played.
const look = (page) => page.evaluate(() => {
  const { humanTurn, legalMoves } = window.desertGames.state;
  return { humanTurn, legalMoves, plies: window.desertGames.game.history().length };
});

// Plays one move on whichever device may act, typed into the move field and
// sent as Enter sends it (the page's own path), and waits until both devices have it.
export async function playOne(pages, random) {
  const looks = await Promise.all(pages.map(look));
  const mover = looks.findIndex(({ humanTurn }) => humanTurn);
  assert.ok(mover >= 0, "one of the two devices may act");
  assert.ok(!looks[1 - mover].humanTurn, "only one device may act at a time");
  assert.equal(looks[0].plies, looks[1].plies, "both devices have the same number of moves");
  const move = chooseMove(looks[mover].legalMoves, random);
  await pages[mover].evaluate((text) => {
    const field = document.querySelector('[data-testid="move-input"]');
    field.value = text;
    field.form.requestSubmit();
  }, move);
  await Promise.all(pages.map((page) => page.waitForFunction((n) => window.desertGames.game.history().length > n, looks[0].plies)));
  return move;
}

// Plays until the game ends; both devices end with the same record and result.
export async function playToEnd(pages, random, most = 1000) {
  for (let plies = 0; !(await state(pages[0])).over; plies += 1) {
    assert.ok(plies < most, `the game ends within ${most} plies`);
    await playOne(pages, random);
  }
  await pages[1].waitForFunction(() => window.desertGames.state.over);
  const [first, second] = await Promise.all(pages.map((page) => page.evaluate(() => ({
    record: window.desertGames.game.history(), status: window.desertGames.game.status(),
  }))));
  assert.deepEqual(second, first, "both devices have the same record and result");
  return first;
}

// A code whose network candidates all point where nothing answers (TEST-NET-1,
// RFC 5737): as behind a strict NAT, no path between the devices exists.
async function withoutPath(code, type) {
  const { sdp } = await decodeInvite(code, type);
  const lines = sdp.split("\r\n").map((line) => (line.startsWith("a=candidate:")
    ? line.replace(/^((?:\S+ ){4})\S+/, "$1192.0.2.1")
    : line));
  return encodeInvite({ type, sdp: lines.join("\r\n") });
}

// The inviting device connects by codes that offer no path between the two;
// resolves once it says no path was found.
export async function connectWithoutPath(inviter, joiner) {
  const code = await invite(inviter, { ruleset: "siga", side: 0 });
  const reply = await answer(joiner, await withoutPath(code, "offer"));
  await inviter.getByTestId("friend-answer-in").fill(await withoutPath(reply, "answer"));
  await inviter.getByTestId("friend-connect").click();
  await waitForText(inviter, "friend-status", /No connection was made\. .*no direct path exists: try both devices on the same Wi-Fi, or play by links\./, 40000);
}
