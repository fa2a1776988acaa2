// The real wait for a path, once: left out of `make test` (whose friend
// tests cut it to 2 s, tests/e2e/friend-faults.test.mjs) and run by
// `make test-slow`. With no path between two devices, the inviting one
// waits its full 20 s before it says so.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useSiteAndBrowser, server, browser } from "../e2e/helpers.mjs";
import { device, connectWithoutPath } from "../e2e/friend-helpers.mjs";

useSiteAndBrowser();

test("with no path between the two devices the inviting one waits 20 s, then says so", async () => {
  const inviter = await device(browser, server.url);
  const joiner = await device(browser, server.url);
  const waited = await connectWithoutPath(inviter, joiner);
  // The wait starts after the click this counts from: no load can shorten it.
  assert.ok(waited >= 20000, `gave up after ${waited} ms, before the 20 s were up`);
  // Twice the wait: so wide that only a wait that is not 20 s fails it, not a busy machine.
  assert.ok(waited < 40000, `gave up only after ${waited} ms`);
  assert.deepEqual(inviter.problems, []);
  for (const page of [inviter, joiner]) await page.context().close();
});
