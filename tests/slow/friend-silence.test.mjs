// The friend game's real 20 s, once: left out of `make test` (whose tests
// shorten the waits, tests/node/friend-session.test.mjs and
// tests/e2e/friend-faults.test.mjs) and run by `make test-slow`. A device
// whose page's script is paused (as a phone asleep) sends nothing while its
// channel stays open; the other takes it for gone after 20 s of silence.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useSiteAndBrowser, server, browser, waitForText } from "../e2e/helpers.mjs";
import { device, startFriendGame, friendState } from "../e2e/friend-helpers.mjs";

useSiteAndBrowser();

test("a friend's device silent for 20 s is taken for gone, not before", async () => {
  const inviter = await device(browser, server.url);
  const joiner = await device(browser, server.url);
  await startFriendGame(inviter, joiner, { ruleset: "siga", side: 0 });
  const cdp = await joiner.context().newCDPSession(joiner);
  await cdp.send("Debugger.enable");
  await cdp.send("Debugger.pause");
  const paused = Date.now();
  await waitForText(inviter, "message-line", /stopped answering/, 60000);
  const waited = Date.now() - paused;
  assert.equal(await friendState(inviter), "lost");
  // The last ping heard came at most one ping (5 s) before the pause: no load can make the wait shorter.
  assert.ok(waited >= 15000, `taken for gone ${waited} ms after the pause`);
  // Silence, one ping's look more and as much again: only a wait that is not 20 s fails this, not a busy machine.
  assert.ok(waited < 50000, `taken for gone only ${waited} ms after the pause`);
  await cdp.send("Debugger.resume");
  assert.deepEqual(inviter.problems, []);
  for (const page of [inviter, joiner]) await page.context().close();
});
