// Sound: a capture schedules its sound in the Web Audio graph (and buzzes a
// phone), a Seig throw its sticks'; with the switch off nothing is scheduled,
// and the switch stays off across a reload; an embedded board is silent
// unless its site asks for sound.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useSiteAndBrowser, server, browser, watchedPage, clickPlay } from "./helpers.mjs";

useSiteAndBrowser();

// Every sound source started, "live" on the page's audio context or, as the
// sounds are first made, with its kind on an offline one; every buzz asked for.
function listenToTheGraph() {
  window.soundsStarted = [];
  window.buzzes = [];
  // A buffer source has a start of its own, beside the one oscillators inherit.
  for (const { prototype } of [AudioScheduledSourceNode, AudioBufferSourceNode]) {
    if (!Object.hasOwn(prototype, "start")) continue;
    const start = prototype.start;
    prototype.start = function (...args) {
      const kind = this instanceof OscillatorNode ? this.type : "noise";
      window.soundsStarted.push(this.context instanceof OfflineAudioContext ? kind : "live");
      return start.apply(this, args);
    };
  }
  Object.defineProperty(Navigator.prototype, "vibrate", { configurable: true, value: (pattern) => window.buzzes.push(pattern) > 0 });
}

async function open(url) {
  const page = await watchedPage(browser);
  await page.context().addInitScript(listenToTheGraph);
  await page.goto(url);
  await page.waitForFunction(() => window.desertGames?.game);
  return page;
}

const heard = (page) => page.evaluate(() => ({ started: window.soundsStarted, buzzes: window.buzzes.length }));

// Two quiet moves, then Light's a3xa4, between two people on the default Siga board.
async function playToCapture(page) {
  for (const move of ["a2-a3", "a5-a4"]) await clickPlay(page, move);
  const before = await heard(page);
  await clickPlay(page, "a3xa4");
  await page.waitForFunction(() => window.desertGames.game.history().length === 3);
  return before;
}

test("a capture schedules its sound and a buzz; switched off, nothing sounds, and it stays off after a reload", async () => {
  const page = await open(`${server.url}#ruleset=siga&opponent=human`);
  const toggle = page.getByTestId("sound-switch");
  assert.equal(await toggle.getAttribute("aria-pressed"), "true", "sound is on by default");
  const before = await playToCapture(page);
  assert.ok(before.started.includes("square"), `the capture's note is made with the others: ${before.started}`);
  const live = (started) => started.filter((kind) => kind === "live").length;
  assert.equal(live(before.started), 2, "each move sounds");
  await page.waitForFunction(() => window.soundsStarted.filter((kind) => kind === "live").length === 3);
  assert.equal((await heard(page)).buzzes - before.buzzes, 1, "one buzz for the capture");

  await toggle.click();
  assert.equal(await toggle.getAttribute("aria-pressed"), "false");
  await page.goto(`${server.url}#ruleset=siga&opponent=human`);
  await page.waitForFunction(() => window.desertGames?.game);
  assert.equal(await toggle.getAttribute("aria-pressed"), "false", "the switch is kept across a reload");
  await playToCapture(page);
  assert.deepEqual(await heard(page), { started: [], buzzes: 0 }, "nothing scheduled while off");
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("a Seig throw clatters and lands", async () => {
  const page = await open(`${server.url}#ruleset=seig`);
  await page.getByTestId("throw-button").click();
  await page.waitForFunction(() => window.desertGames.game.history().length > 0);
  // Two sounds: the clatter, and the landing.
  await page.waitForFunction(() => window.soundsStarted.filter((kind) => kind === "live").length === 2);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("an embedded board is silent unless its site asks for sound", async () => {
  for (const [fragment, sounds] of [["", false], ["&sound=1", true]]) {
    const page = await open(`${server.url}#embed=1&ruleset=siga&opponent=human${fragment}`);
    await playToCapture(page);
    if (sounds) await page.waitForFunction(() => window.soundsStarted.includes("live"));
    else assert.deepEqual((await heard(page)).started, [], "embedded: nothing");
    assert.deepEqual(page.problems, []);
    await page.context().close();
  }
});
