// A friend game when things go wrong: the connection dropped (closed, or the
// page gone) and restored by a new invitation continues from the same
// position; an undo needs the friend's consent, a draw is agreed on both; a
// peer that sends an illegal move, a move out of turn, a message
// of 10 MB or text that is not JSON is refused with a message on both
// screens, and neither game changes; with no path between the devices (a
// strict NAT), the inviting one says so.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useSiteAndBrowser, server, browser, seededRandom, state, history, waitForText } from "./helpers.mjs";
import {
  device, startFriendGame, playOne, friendState, makeInvitation, answer, connect, connectWithoutPath,
} from "./friend-helpers.mjs";

useSiteAndBrowser();

const positions = (pages) => Promise.all(pages.map((page) => page.evaluate(() => ({
  record: window.desertGames.game.history(), board: window.desertGames.game.board(),
}))));

test("a dropped connection, and a closed page, restored by a new invitation continue from the same position", async () => {
  const inviter = await device(browser, server.url);
  const joiner = await device(browser, server.url);
  const pages = [inviter, joiner];
  await startFriendGame(inviter, joiner, { ruleset: "siga", side: 0 });
  const random = seededRandom(21);
  for (let i = 0; i < 4; i += 1) await playOne(pages, random);
  const before = await positions(pages);

  // The inviter's connection closes: both devices see it, keep the game, and hold moves.
  await inviter.evaluate(() => window.desertGames.friend.drop());
  for (const page of pages) {
    await page.waitForFunction(() => window.desertGames.friend.state === "lost");
    await page.getByTestId("friend-reconnect").waitFor({ state: "visible" });
  }
  const held = (await state(inviter)).humanTurn ? inviter : joiner;
  assert.equal((await state(held)).humanTurn, false, "no move while the friend is away");
  // This time the friend invites, from the Reconnect button, and the first device answers.
  await joiner.getByTestId("friend-reconnect").click();
  const code = await makeInvitation(joiner);
  await inviter.getByTestId("friend-reconnect").click();
  await inviter.getByTestId("friend-dialog").waitFor({ state: "visible" });
  await inviter.getByTestId("friend-stun").fill("");
  await inviter.getByTestId("friend-invitation-in").fill(code);
  await inviter.getByTestId("friend-accept").click();
  await inviter.getByTestId("friend-answer").waitFor({ state: "visible" });
  await connect(joiner, inviter, await inviter.getByTestId("friend-answer-code").inputValue());
  assert.deepEqual(await positions(pages), before, "the same position on both devices");
  await playOne(pages, random);
  await playOne(pages, random);

  // The friend's page is closed, and the inviting device hears of it at once
  // (not at the end of the 20 s its silence takes to notice); the same device
  // opens the game again: it is saved, and offers to reconnect.
  const context = joiner.context();
  const saved = await history(joiner);
  await joiner.close({ runBeforeUnload: true });
  await inviter.waitForFunction(() => window.desertGames.friend.state === "lost", null, { timeout: 10000 });
  const reopened = await context.newPage();
  reopened.problems = [];
  await reopened.goto(server.url);
  await reopened.waitForFunction(() => window.desertGames?.game);
  assert.deepEqual(await history(reopened), saved, "the game was saved on the friend's device");
  await reopened.getByTestId("friend-reconnect").waitFor({ state: "visible" });
  await waitForText(reopened, "friend-state", /./);
  await inviter.getByTestId("friend-reconnect").click();
  const again = await makeInvitation(inviter);
  const link = await inviter.getByTestId("friend-link").inputValue();
  await connect(inviter, reopened, await answer(reopened, link, { byLink: true }));
  assert.deepEqual(await history(reopened), saved);
  assert.equal(again.length > 0, true);
  await playOne([inviter, reopened], random);

  // Resigning ends the game on both devices.
  const resigner = (await state(inviter)).humanTurn ? inviter : reopened;
  await resigner.getByTestId("resign-button").click();
  await resigner.getByTestId("ask-yes").click();
  for (const page of [inviter, reopened]) await page.waitForFunction(() => window.desertGames.state.status.reason === "resigned");
  const [first, second] = await positions([inviter, reopened]);
  assert.deepEqual(second.record, first.record);
  assert.deepEqual(inviter.problems, []);
  await inviter.context().close();
  await context.close();
});

test("an illegal move, a move out of turn, a 10 MB message and malformed JSON are refused on both screens, changing nothing", async () => {
  const inviter = await device(browser, server.url);
  const joiner = await device(browser, server.url);
  const pages = [inviter, joiner];
  await startFriendGame(inviter, joiner, { ruleset: "seega-egypt", options: { board: "7x7" }, side: 0 });
  const random = seededRandom(4);
  for (let i = 0; i < 3; i += 1) await playOne(pages, random);
  let expected = await positions(pages);
  const plies = expected[0].record.length;
  // The device not to move plays the peer that cheats.
  const honest = (await state(inviter)).humanTurn ? inviter : joiner;
  const cheat = honest === inviter ? joiner : inviter;
  const { legalMoves } = await state(honest);

  const refusedBoth = async (pattern) => {
    await waitForText(honest, "message-line", pattern);
    await waitForText(cheat, "message-line", pattern);
    assert.deepEqual(await positions(pages), expected, "neither game changed");
    for (const page of pages) await page.evaluate(() => { document.getElementById("message").textContent = ""; });
  };
  const send = (message) => cheat.evaluate((text) => window.desertGames.friend.sendRaw(text), JSON.stringify({ v: 1, ...message }));

  // It is not the cheat's turn: its move for this ply is out of turn, whatever it is.
  assert.equal(await send({ type: "move", ply: plies, move: legalMoves[0] }), true);
  await refusedBoth(/out of turn/);
  // A move for an earlier ply.
  await send({ type: "move", ply: plies - 1, move: expected[0].record.at(-1) });
  await refusedBoth(/out of turn/);
  // Its turn comes: a move the rules do not allow.
  await playOne(pages, random);
  expected = await positions(pages);
  const now = expected[0].record.length;
  const illegal = (await state(cheat)).legalMoves.includes("a1-a2") ? "g7-g6" : "a1-a2";
  await send({ type: "move", ply: now, move: illegal });
  await refusedBoth(/not legal/);
  await send({ type: "move", ply: now, move: "zz" });
  await refusedBoth(/not legal/);
  // Not JSON at all.
  await cheat.evaluate(() => window.desertGames.friend.sendRaw("{\"v\":1,\"type\":\"move\",\"ply\":"));
  await refusedBoth(/cannot be read/);
  // 10 MB: the browser will not even send it over the channel; delivered anyway, the page refuses it before reading it.
  const tenMegabytes = JSON.stringify({ v: 1, type: "move", ply: now, move: "x".repeat(10 * 1024 * 1024) });
  const sent = await cheat.evaluate((text) => {
    try {
      return window.desertGames.friend.sendRaw(text);
    } catch (error) {
      return error.name;
    }
  }, tenMegabytes);
  assert.equal(sent, "TypeError", "the channel itself refuses a message past its size");
  await honest.evaluate((text) => window.desertGames.friend.receiveRaw(text), tenMegabytes);
  await refusedBoth(/too large/);
  // The game goes on.
  await playOne(pages, random);
  assert.equal(await friendState(honest), "connected");
  for (const page of pages) await page.context().close();
});

test("an undo takes back a move only with the friend's consent, and a draw is agreed on both devices", async () => {
  const inviter = await device(browser, server.url);
  const joiner = await device(browser, server.url);
  const pages = [inviter, joiner];
  await startFriendGame(inviter, joiner, { ruleset: "siga", side: 0 });
  const random = seededRandom(8);
  for (let i = 0; i < 3; i += 1) await playOne(pages, random);
  // The device that moved last asks to take its move back: once refused, once granted.
  const [asker, asked] = (await state(inviter)).humanTurn ? [joiner, inviter] : [inviter, joiner];
  const record = await history(asker);
  await asker.getByTestId("undo-button").click();
  await asked.getByTestId("ask-dialog").waitFor({ state: "visible" });
  await asked.getByTestId("ask-no").click();
  await waitForText(asker, "message-line", /kept the move/);
  assert.deepEqual(await history(asked), record);
  assert.deepEqual(await history(asker), record);
  await asker.getByTestId("undo-button").click();
  await asked.getByTestId("ask-yes").click();
  for (const page of pages) await page.waitForFunction((n) => window.desertGames.game.history().length === n, record.length - 1);
  assert.deepEqual(await history(asked), record.slice(0, -1));
  assert.equal((await state(asker)).humanTurn, true, "the move taken back is the asker's to play again");
  // A draw offered by one device and accepted on the other ends the game on both.
  await asked.getByTestId("offer-draw-button").click();
  await asker.getByTestId("ask-yes").click();
  for (const page of pages) await page.waitForFunction(() => window.desertGames.state.status.reason === "agreement");
  assert.deepEqual(await history(inviter), await history(joiner));
  for (const page of pages) {
    assert.deepEqual(page.problems, []);
    await page.context().close();
  }
});

test("with no path between the two devices the inviting one says so, and both keep their games", async () => {
  // Its wait for a path cut to 2 s: the page gives up by its own clock, before Chromium's (about 15 s).
  const url = `${server.url}?friend-wait-ms=2000`;
  const inviter = await device(browser, url);
  const joiner = await device(browser, url);
  const kept = await positions([inviter, joiner]);
  await connectWithoutPath(inviter, joiner);
  await waitForText(inviter, "message-line", /No connection was made/);
  assert.equal(await friendState(inviter), "none");
  assert.deepEqual(await positions([inviter, joiner]), kept, "neither game changed");
  assert.deepEqual(inviter.problems, []);
  for (const page of [inviter, joiner]) await page.context().close();
});
