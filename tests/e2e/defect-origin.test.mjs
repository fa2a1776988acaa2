// Issue 13: an iframe whose `origin` does not parse, or resolves to the
// opaque origin "null", is refused with a message, and its board still
// plays: it never freezes on the first move nor stays "Loading the game…".

import { test } from "node:test";
import assert from "node:assert/strict";
import {
  useHostAndApp, browser, hostPage, appFrame, appUrl, frameClickSquare, frameHistory, frameState,
} from "./host-helpers.mjs";

useHostAndApp();

const BAD_ORIGINS = ["not a url", "null", "data:,x", "about:blank"];

// The app in an iframe of a host page, told to talk to `origin`.
async function framedWith(origin) {
  const page = await browser.newPage({ viewport: { width: 800, height: 800 } });
  page.problems = [];
  page.on("console", (message) => {
    if (message.type() === "error") page.problems.push(message.text());
  });
  page.on("pageerror", (error) => page.problems.push(error.message));
  const src = appUrl({ embed: "1", ruleset: "siga", options: '{"board":"4x5"}', opponent: "human", origin });
  await page.goto(hostPage(`origin-${encodeURIComponent(origin).replace(/%/g, "")}.html`, `<iframe src="${src.replace(/"/g, "&quot;")}"></iframe>`));
  return { page, frame: await appFrame(page) };
}

for (const origin of BAD_ORIGINS) {
  test(`an iframe with origin=${JSON.stringify(origin)}: a message says the origin is refused`, async () => {
    const { page, frame } = await framedWith(origin);
    assert.doesNotMatch(await frame.getByTestId("turn-line").textContent(), /Loading/, "the page is not stuck loading");
    await frame.waitForFunction(() => document.querySelector('[data-testid="message-line"]').textContent.trim() !== "", null, { timeout: 5000 })
      .catch(() => assert.fail(`no message says the origin ${JSON.stringify(origin)} is refused`));
    await page.close();
  });

  test(`an iframe with origin=${JSON.stringify(origin)}: the board plays and never freezes`, async () => {
    const { page, frame } = await framedWith(origin);
    const turnLine = () => frame.getByTestId("turn-line").textContent();
    // Two moves of the person's by clicks, each answered on the page: the
    // turn line names the side to move (whoever the opponent is).
    for (let i = 0; i < 2; i++) {
      await frame.waitForFunction(() => window.desertGames.state.humanTurn, null, { timeout: 10000 })
        .catch(async () => assert.fail(`the board does not take move ${i + 1}: the turn line says "${(await turnLine()).trim()}"`));
      const { legalMoves } = await frameState(frame);
      const before = (await frameHistory(frame)).length;
      for (const square of legalMoves[0].split(/[-x]/)) await frameClickSquare(page, frame, square);
      await frame.waitForFunction((n) => window.desertGames.game.history().length > n, before, { timeout: 5000 })
        .catch(() => assert.fail(`move ${i + 1} was not played`));
      await frame.waitForFunction(() => {
        const { over, toMove } = window.desertGames.state;
        return over || document.querySelector('[data-testid="turn-line"]').textContent.includes(toMove === 0 ? "Light" : "Dark");
      }, null, { timeout: 5000 })
        .catch(async () => assert.fail(`the page froze after move ${i + 1}: the turn line still says "${(await turnLine()).trim()}" with ${(await frameState(frame)).toMove === 0 ? "Light" : "Dark"} to move`));
    }
    assert.ok((await frameHistory(frame)).length >= 2);
    assert.deepEqual(page.problems.filter((text) => /postMessage|target origin/i.test(text)), [], "no failed message to the host");
    await page.close();
  });
}
