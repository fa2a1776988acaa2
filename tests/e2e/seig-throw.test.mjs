// The Seig throw: the sticks fly and the value is told only once they have
// landed; with reduced motion it is told at once. Also measures the frame
// intervals during a throw (reported, with a lenient bound).

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import {
  useSiteAndBrowser, server, browser, openGame,
} from "./helpers.mjs";
import { newSeigGame } from "./seig-helpers.mjs";

useSiteAndBrowser();

// The words of a throw's value, as opposed to "The sticks are in the air…".
const VALUE = /^(\d|Seig!|All alike)/;
const valueText = (page) => page.getByTestId("throw-value").textContent();

test("the throw's value appears only after the sticks land; frame intervals stay short", async (t) => {
  const page = await openGame(browser, server.url);
  await newSeigGame(page, { seats: [["human"], ["computer-easy"]], seed: 4 });
  // Frame timestamps from just before the click until after the sticks have landed.
  await page.evaluate(() => {
    window.frameTimes = [];
    const record = (now) => {
      window.frameTimes.push(now);
      if (window.frameTimes.length < 400) requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
  const clicked = Date.now();
  await page.getByTestId("throw-button").click();
  assert.doesNotMatch(await valueText(page), VALUE, "no value while the sticks are in the air");
  assert.equal((await page.evaluate(() => window.desertGames.state.seig)).valueText, "");
  await page.waitForTimeout(250);
  assert.doesNotMatch(await valueText(page), VALUE, "still no value mid-flight");
  await page.waitForFunction((pattern) => new RegExp(pattern).test(document.querySelector('[data-testid="throw-value"]').textContent), VALUE.source);
  const shownAfter = Date.now() - clicked;
  assert.ok(shownAfter >= 500, `the value came after the flight (${shownAfter} ms)`);
  const intervals = await page.evaluate(() => {
    const times = window.frameTimes;
    return times.slice(1).map((time, i) => time - times[i]);
  });
  const sorted = [...intervals].sort((a, b) => a - b);
  const p95 = sorted[Math.floor(sorted.length * 0.95)];
  const report = `frames ${intervals.length}, median ${sorted[Math.floor(sorted.length / 2)].toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${sorted.at(-1).toFixed(1)} ms; value shown ${shownAfter} ms after the click`;
  t.diagnostic(report);
  console.log(`seig throw: ${report}`);
  assert.ok(p95 < 50, `95th percentile frame interval ${p95} ms`);
  assert.deepEqual(page.problems, []);
});

test("with reduced motion the throw's value shows at once; a tap on the sticks throws", async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: "reduce" });
  const page = await context.newPage();
  const problems = [];
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("console", (message) => message.type() === "error" && problems.push(message.text()));
  await page.goto(server.url);
  await page.waitForFunction(() => window.desertGames?.game);
  await newSeigGame(page, { seats: [["human"], ["computer-easy"]], seed: 4 });
  // The sticks lie on the ground below the mound, about two and a half holes under row a.
  const [a6, a7] = await page.evaluate(() => ["a6", "a7"].map((hole) => window.desertGames.squareCenter(hole)));
  const hole = a7.x - a6.x;
  await page.mouse.click(a6.x + hole / 2, a6.y + hole * 2.6);
  assert.equal((await page.evaluate(() => window.desertGames.game.history())).length, 1, "the tap threw the sticks");
  await page.waitForFunction((pattern) => new RegExp(pattern).test(document.querySelector('[data-testid="throw-value"]').textContent), VALUE.source, { timeout: 150 });
  assert.equal(await page.evaluate(() => window.desertGames.state.animating), false);
  assert.deepEqual(problems, []);
  await context.close();
});
