// A friend on another device: two separate browser contexts connect by the
// codes each page shows (no STUN server, this machine's own addresses), and
// play a whole game of each grid game to its end, moves typed on whichever
// device has the turn and carried by the data channel; both devices end with
// the same record and result. The seeds choose moves that end the games soon.
// The one-file copy, opened from disk, connects too, and the invitation
// dialog connects two devices by keyboard alone.

import { test } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { useSiteAndBrowser, server, browser, seededRandom, state, waitForText, distDir } from "./helpers.mjs";
import { device, startFriendGame, playToEnd, invite, answer, connect, playOne } from "./friend-helpers.mjs";
import { keyboardNewGame, keyboardPlay } from "./access-helpers.mjs";

useSiteAndBrowser();

const GAMES = [
  { name: "Siga", choice: { ruleset: "siga", side: 0 }, seed: 157 },
  { name: "Seega of Sudan on 5x5", choice: { ruleset: "seega-sudan", options: { board: "5x5" }, side: 1 }, seed: 6, byLink: true },
  { name: "Seega of Egypt on 7x7", choice: { ruleset: "seega-egypt", options: { board: "7x7" }, side: 0 }, seed: 12 },
];

for (const { name, choice, seed, byLink = false } of GAMES) {
  test(`${name} with a friend on another device, played to its end`, async () => {
    const inviter = await device(browser, server.url);
    const joiner = await device(browser, server.url);
    await startFriendGame(inviter, joiner, choice, { byLink });
    const [mine, theirs] = await Promise.all([inviter, joiner].map(state));
    assert.equal(theirs.ruleset, choice.ruleset);
    assert.deepEqual(theirs.settings.options, mine.settings.options, "the friend's device plays the same options");
    // Each device plays its own side: the inviter's choice, the other the other.
    assert.deepEqual(theirs.settings.friend.remote, mine.settings.friend.remote.map((side) => side.map((remote) => !remote)));
    assert.equal(mine.settings.friend.remote[choice.side][0], false);
    await waitForText(inviter, "matchup", /you/);
    const { status, record } = await playToEnd([inviter, joiner], seededRandom(seed));
    assert.ok(status.over && record.length > 10, `${record.length} plies, ${status.reason}`);
    for (const page of [inviter, joiner]) {
      assert.equal(await page.getByTestId("result-line").isVisible(), true);
      // The game is each device's own to look back on: its review is offered on both.
      await page.getByTestId("review-button").waitFor({ state: "visible" });
      assert.deepEqual(page.problems, []);
      await page.context().close();
    }
  });
}

test("the one-file copy opened from disk invites by text and QR code (it has no address to link to) and connects", async () => {
  const file = pathToFileURL(path.join(distDir, "desert-games.html")).href;
  const inviter = await device(browser, file);
  const joiner = await device(browser, file);
  const code = await invite(inviter, { ruleset: "siga", side: 1 });
  assert.equal(await inviter.getByTestId("friend-link").isVisible(), false);
  await inviter.getByTestId("friend-qr").waitFor({ state: "visible" });
  await connect(inviter, joiner, await answer(joiner, code));
  await playOne([inviter, joiner], seededRandom(2));
  for (const page of [inviter, joiner]) {
    assert.deepEqual(page.problems, []);
    await page.context().close();
  }
});

// Presses Tab until the element `testId` has the keyboard, as a person without a mouse does.
async function tabTo(page, testId) {
  for (let presses = 0; presses < 40; presses += 1) {
    if (await page.evaluate((id) => document.activeElement?.dataset.testid === id, testId)) return;
    await page.keyboard.press("Tab");
  }
  assert.fail(`Tab never reached ${testId}`);
}

test("the invitation dialog takes a whole connection by keyboard alone, and the first move goes across", async () => {
  const [inviter, joiner] = [await device(browser, server.url), await device(browser, server.url)];
  const openDialog = async (page) => {
    await keyboardNewGame(page, { ruleset: "siga", opponent: "friend", side: 0 });
    await page.getByTestId("friend-dialog").waitFor({ state: "visible" });
    // No STUN server here: the list is emptied as a person would.
    await tabTo(page, "friend-stun");
    await page.keyboard.press("Control+A");
    await page.keyboard.press("Delete");
  };
  await openDialog(inviter);
  await tabTo(inviter, "friend-create");
  await inviter.keyboard.press("Enter");
  await inviter.getByTestId("friend-invitation").waitFor({ state: "visible", timeout: 20000 });
  const code = await inviter.getByTestId("friend-code").inputValue();

  await openDialog(joiner);
  await tabTo(joiner, "friend-invitation-in");
  await joiner.keyboard.insertText(code);
  await tabTo(joiner, "friend-accept");
  await joiner.keyboard.press("Enter");
  await joiner.getByTestId("friend-answer").waitFor({ state: "visible", timeout: 20000 });
  const reply = await joiner.getByTestId("friend-answer-code").inputValue();

  await tabTo(inviter, "friend-answer-in");
  await inviter.keyboard.insertText(reply);
  await tabTo(inviter, "friend-connect");
  await inviter.keyboard.press("Enter");
  for (const page of [inviter, joiner]) {
    await page.waitForFunction(() => window.desertGames.friend.state === "connected", null, { timeout: 20000 });
    await page.getByTestId("friend-dialog").waitFor({ state: "hidden" });
  }
  const [move] = (await state(inviter)).legalMoves;
  await keyboardPlay(inviter, move);
  await joiner.waitForFunction((text) => window.desertGames.game.history().join() === text, move);
  for (const page of [inviter, joiner]) {
    assert.deepEqual(page.problems, []);
    await page.context().close();
  }
});
