// The home: a first visit opens on the three games (four rule sets) as
// cards, each drawn, said in a sentence and leading to Play, Learn and Rules;
// the title's link comes back to it with "continue your game"; links to a
// game and embeds still go straight to their board.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useSiteAndBrowser, server, browser, watchedPage, state, history, playMoves, waitForHumanTurn, savePicture } from "./helpers.mjs";
import { GAME_NAMES, HOME_GAMES } from "../../www/lang/en.js";
import { DECLARED_RULESETS } from "../node/declared-rulesets.mjs";

useSiteAndBrowser();

const RULESETS = DECLARED_RULESETS;

async function firstVisit(viewport = {}) {
  const page = await watchedPage(browser, { welcome: true, ...viewport });
  await page.goto(server.url);
  await page.waitForFunction(() => window.desertGames?.game);
  return page;
}

// How many of a card's picture pixels are not the page's plain paper: a drawn board has many.
const paintedShare = (page, ruleset) => page.locator(`[data-ruleset="${ruleset}"] canvas`).evaluate((canvas) => {
  const { data } = canvas.getContext("2d").getImageData(0, 0, canvas.width, canvas.height);
  let painted = 0;
  for (let i = 3; i < data.length; i += 4) if (data[i] > 0) painted += 1;
  return painted / (data.length / 4);
});

test("a first visit opens on the games as cards; Play starts the chosen game and the home is not shown again", async () => {
  const page = await firstVisit();
  const home = page.getByTestId("home");
  assert.equal(await home.isVisible(), true);
  assert.equal(await page.getByTestId("board-canvas").isVisible(), false, "the board waits underneath");
  assert.equal(await page.getByTestId("home-continue").isVisible(), false, "nothing to continue yet");
  const cards = await page.$$eval('[data-testid="home-cards"] li', (items) => items.map((item) => ({
    ruleset: item.dataset.ruleset, name: item.querySelector("h3").textContent, about: item.querySelector("p").textContent,
  })));
  assert.deepEqual(cards, RULESETS.map((ruleset) => ({ ruleset, name: GAME_NAMES[ruleset], about: HOME_GAMES[ruleset] })));
  for (const ruleset of RULESETS) {
    assert.ok(await paintedShare(page, ruleset) > 0.5, `${ruleset}: its start is drawn`);
    assert.equal(await page.getByTestId(`home-learn-${ruleset}`).getAttribute("href"), `#learn=${ruleset}`);
    assert.equal(await page.getByTestId(`home-rules-${ruleset}`).getAttribute("href"), `rules.html#${ruleset}`);
  }
  await savePicture(page, "home-1280x800.png");

  await page.getByTestId("home-play-seega-egypt").click();
  assert.equal(await home.isVisible(), false);
  await page.getByTestId("new-game-dialog").waitFor({ state: "visible" });
  assert.equal(await page.getByTestId("ruleset-select").inputValue(), "seega-egypt", "the panel opens on the chosen game");
  await page.getByTestId("start-button").click();
  await page.getByTestId("new-game-dialog").waitFor({ state: "hidden" });
  assert.equal((await state(page)).ruleset, "seega-egypt");
  assert.equal(await page.getByTestId("board-canvas").isVisible(), true);

  await page.reload();
  await page.waitForFunction(() => window.desertGames?.game);
  assert.equal(await home.isVisible(), false, "a returning player goes on with the game");
  assert.equal((await state(page)).ruleset, "seega-egypt");
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("the title leads home, where the game kept on the device can be continued unchanged", async () => {
  const page = await firstVisit();
  await page.getByTestId("home-play-siga").click();
  await page.getByTestId("start-button").click();
  await page.getByTestId("new-game-dialog").waitFor({ state: "hidden" });
  const first = await page.evaluate(() => window.desertGames.game.legalMoves()[0]);
  await page.getByTestId("move-input").fill(first);
  await page.getByTestId("move-play").click();
  await page.waitForFunction(() => window.desertGames.game.history().length > 0);
  const played = await page.evaluate(() => window.desertGames.game.history());

  await page.getByTestId("home-link").click();
  await page.waitForFunction(() => window.desertGames?.game && document.querySelector('[data-testid="home"]').checkVisibility());
  const resume = page.getByTestId("home-continue");
  assert.equal(await resume.textContent(), "Continue your game of Siga");
  assert.equal(await page.evaluate(() => location.hash), "", "the home's own address");
  await page.reload();
  await page.waitForFunction(() => window.desertGames?.game);
  assert.equal(await page.getByTestId("home").isVisible(), true, "a reload of the home stays on it");
  await resume.click();
  assert.equal(await page.getByTestId("home").isVisible(), false);
  assert.deepEqual((await page.evaluate(() => window.desertGames.game.history())).slice(0, played.length), played);
  assert.equal(await page.getByTestId("board-canvas").isVisible(), true);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("Back from a game returns to the home and Forward to the game; a reload shows the screen it was on", async () => {
  const page = await firstVisit();
  const home = page.getByTestId("home");
  const board = page.getByTestId("board-canvas");
  const address = () => page.evaluate(() => location.hash);
  const reload = async () => {
    await page.reload();
    await page.waitForFunction(() => window.desertGames?.game);
  };
  await reload();
  assert.equal(await home.isVisible(), true, "a reload of the home shows the home");

  // Play, then Back before starting: the panel closes with the step back.
  await page.getByTestId("home-play-seega-sudan").click();
  await page.getByTestId("new-game-dialog").waitFor({ state: "visible" });
  await page.goBack();
  await home.waitFor({ state: "visible" });
  assert.equal(await page.getByTestId("new-game-dialog").isVisible(), false);

  await page.getByTestId("home-play-siga").click();
  await page.getByTestId("start-button").click();
  await page.getByTestId("new-game-dialog").waitFor({ state: "hidden" });
  assert.equal(await address(), "#playing", "the game has its own address");
  await playMoves(page, 1);
  await waitForHumanTurn(page);
  const played = await history(page);
  await reload();
  assert.equal(await board.isVisible(), true, "a reload of the game reopens it");
  assert.equal(await home.isVisible(), false);
  assert.deepEqual(await history(page), played);

  await page.goBack();
  await home.waitFor({ state: "visible" });
  assert.equal(await board.isVisible(), false, "Back from the game returns home");
  assert.equal(await address(), "");
  assert.equal(await page.getByTestId("home-continue").textContent(), "Continue your game of Siga");
  await reload();
  assert.equal(await home.isVisible(), true, "and a reload there stays home");

  await page.goForward();
  await board.waitFor({ state: "visible" });
  assert.equal(await home.isVisible(), false, "Forward returns to the game");
  assert.deepEqual(await history(page), played, "the same game");
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("a card's Learn opens that game's lessons, and links and embeds skip the home", async () => {
  const page = await firstVisit({ width: 360, height: 640, deviceScaleFactor: 2 });
  await savePicture(page, "home-360x640.png", { fullPage: true });
  // Every card's buttons are big enough for a finger.
  const smallest = await page.$$eval('[data-testid="home-cards"] .home-actions > *', (controls) =>
    Math.min(...controls.map((control) => Math.min(control.getBoundingClientRect().width, control.getBoundingClientRect().height))));
  assert.ok(smallest >= 44, `every target is at least 44 px (smallest ${smallest})`);
  await page.getByTestId("home-learn-seig").click();
  await page.waitForFunction(() => window.desertGames?.lesson);
  assert.equal((await state(page)).ruleset, "seig");
  await page.context().close();

  for (const address of ["#ruleset=seega-sudan&opponent=human", "#ruleset=siga&embed=1"]) {
    const linked = await watchedPage(browser, { welcome: true });
    await linked.goto(`${server.url}${address}`);
    await linked.waitForFunction(() => window.desertGames?.game);
    assert.equal(await linked.getByTestId("home").isVisible(), false, `${address}: straight to the board`);
    assert.equal(await linked.getByTestId("board-canvas").isVisible(), true);
    assert.deepEqual(linked.problems, []);
    await linked.context().close();
  }
});

test("Arabic: the home reads right to left in its own words", async () => {
  const page = await watchedPage(browser, { welcome: true, locale: "ar", width: 360, height: 640, deviceScaleFactor: 2 });
  await page.goto(server.url);
  await page.waitForFunction(() => window.desertGames?.game);
  const { HOME_GAMES: arabic } = await import("../../www/lang/ar.js");
  assert.equal(await page.locator('[data-ruleset="seig"] p').first().textContent(), arabic.seig);
  await savePicture(page, "home-ar-360x640.png", { fullPage: true });
  assert.deepEqual(page.problems, []);
  await page.context().close();
});
