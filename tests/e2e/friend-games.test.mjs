// A friend on another device: two separate browser contexts connect by the
// codes each page shows (no STUN server, this machine's own addresses), and
// play a whole game of each grid game to its end, moves typed on whichever
// device has the turn and carried by the data channel; both devices end with
// the same record and result. The seeds choose moves that end the games soon.
// The one-file copy, opened from disk, connects too.

import { test } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { useSiteAndBrowser, server, browser, seededRandom, state, waitForText, distDir } from "./helpers.mjs";
import { device, startFriendGame, playToEnd, invite, answer, connect, playOne } from "./friend-helpers.mjs";

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
