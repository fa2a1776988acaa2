// Seig two against two with mixed seats: each side has a person and the
// computer; the acting seat's name is shown on every turn.

import { test } from "node:test";
import assert from "node:assert/strict";
import {
  useSiteAndBrowser, server, browser, openGame, seededRandom,
} from "./helpers.mjs";
import { newSeigGame, waitForPersonOrEnd, personActs, seigState } from "./seig-helpers.mjs";

useSiteAndBrowser();

const NAMES = [["Aicha", "Light 2"], ["Dark 1", "Mariem"]];

test("a two-against-two Seig game with people and computers in mixed seats reaches its result", async () => {
  const page = await openGame(browser, `${server.url}?seig-pace=0`, { reducedMotion: "no-preference" });
  await newSeigGame(page, {
    seats: [["human", "computer-easy"], ["computer-easy", "human"]],
    names: NAMES,
    seed: 21,
  });
  await page.getByTestId("speed-select").selectOption("off");
  // Every turn line the page shows, computer turns included.
  await page.evaluate(() => {
    window.turnLines = new Set();
    const line = document.querySelector('[data-testid="turn-line"]');
    new MutationObserver(() => window.turnLines.add(line.textContent.trim())).observe(line, { subtree: true, childList: true, characterData: true });
  });
  const random = seededRandom(9);
  const personActions = new Map([["Aicha", 0], ["Mariem", 0]]);
  for (let actions = 0; ; actions += 1) {
    await waitForPersonOrEnd(page);
    const current = await seigState(page);
    const { over, seig } = current;
    if (over) break;
    // A person's futile throws go by themselves: the turn may have moved on since the wait.
    if (!seig.humanMayAct) continue;
    assert.ok(actions < 800, "the game should end within 800 person actions");
    const { name } = seig.seat;
    assert.ok(personActions.has(name), `a person's seat acts: ${name}`);
    assert.match(current.turnLine, new RegExp(`^${name}`));
    assert.equal(current.actingSeat, name);
    personActions.set(name, personActions.get(name) + 1);
    await personActs(page, random, current);
  }
  const { status } = await seigState(page);
  assert.equal(status.over, true);
  assert.match(await page.getByTestId("result-line").textContent(), /^(Light|Dark) wins: every (twig|shell) was taken$/);
  for (const [name, count] of personActions) assert.ok(count > 0, `${name} acted`);
  const lines = await page.evaluate(() => [...window.turnLines]);
  for (const name of NAMES.flat()) assert.ok(lines.some((line) => line.startsWith(name)), `${name}'s turns were shown`);
  assert.ok(lines.some((line) => /^Light 2 \(computer\)/.test(line)), "a computer seat is named as such");
  assert.deepEqual(page.problems, []);
});

test("with a chosen seed, each game of a Seig match has its own throws, the same on every replay", async () => {
  const firstThrows = async () => {
    const page = await openGame(browser, `${server.url}?seig-pace=0`, { reducedMotion: "no-preference" });
    await newSeigGame(page, { seats: [["human"], ["human"]], seed: 5, match: 3 });
    await page.getByTestId("speed-select").selectOption("off");
    const faces = [];
    for (let game = 0; game < 2; game += 1) {
      await page.getByTestId("throw-button").click();
      // The throws the automatic pass makes after a futile first one may follow at once.
      await page.waitForFunction(() => window.desertGames.game.history().length >= 1);
      faces.push(await page.evaluate(() => window.desertGames.game.history()[0]));
      await page.getByTestId("resign-button").click();
      await page.getByTestId("ask-yes").click();
      if (game === 0) await page.getByTestId("next-game-button").click();
    }
    await page.context().close();
    return faces;
  };
  const faces = await firstThrows();
  assert.notEqual(faces[0], faces[1], "the second game's sticks fall otherwise");
  assert.deepEqual(await firstThrows(), faces, "a replay with the same seed throws the same");
});

test("a seed past 2^53 plays, travels as text and survives a reload; a seed that is no number is refused with a word", async () => {
  const big = "9007199254740993";
  const page = await openGame(browser, `${server.url}?seig-pace=0`, { reducedMotion: "no-preference" });
  await newSeigGame(page, { seats: [["human"], ["human"]], seed: big });
  assert.equal(await page.evaluate(() => window.desertGames.game.options().seed), big, "the seed is kept exactly");
  await page.getByTestId("throw-button").click();
  await page.waitForFunction(() => window.desertGames.game.history().length === 1);
  const thrown = await page.evaluate(() => window.desertGames.game.history());
  await page.reload();
  await page.waitForFunction(() => window.desertGames?.game);
  assert.equal(await page.evaluate(() => window.desertGames.game.options().seed), big);
  assert.deepEqual(await page.evaluate(() => window.desertGames.game.history()), thrown, "the reload keeps the game");
  await newSeigGame(page, { seats: [["human"], ["human"]], seed: "18446744073709551616" });
  assert.match(await page.getByTestId("message-line").textContent(), /seed/i, "a seed past 2^64 - 1 is refused with a word");
  assert.deepEqual(await page.evaluate(() => window.desertGames.game.history()), thrown, "and the game in progress goes on");
  assert.deepEqual(page.problems, []);
  await page.context().close();
});
