// Issue 36: the page's theme (More, "Theme"): the desert's sand by default,
// dark, or high contrast; chosen once, it holds after a reload and on the
// home. axe checks each theme (access-axe.test.mjs).

import { test } from "node:test";
import assert from "node:assert/strict";
import { useSiteAndBrowser, server, browser, openGame, newGame, playMoves, savePicture } from "./helpers.mjs";

useSiteAndBrowser();

// What the page shows: the theme the root carries, the page's ground and words, the select's choice.
const look = (page) => page.evaluate(() => {
  const { backgroundColor, color } = getComputedStyle(document.body);
  const root = getComputedStyle(document.documentElement);
  return { theme: document.documentElement.dataset.theme, ground: root.backgroundColor, words: root.color, body: backgroundColor + color, chosen: document.querySelector('[data-testid="theme-select"]').value };
});

async function chooseTheme(page, theme) {
  await page.getByTestId("more-button").click();
  await page.getByTestId("theme-select").selectOption(theme);
  await page.getByTestId("more-button").click();
}

test("a theme chosen in the More menu changes the page's colours and is remembered", async () => {
  const page = await openGame(browser, server.url);
  await newGame(page, { ruleset: "seega-sudan", opponent: "human" });
  await playMoves(page, 4);
  const desert = await look(page);
  assert.equal(desert.theme, "desert");
  assert.equal(desert.chosen, "desert");
  assert.equal(desert.ground, "rgb(244, 230, 198)");

  await chooseTheme(page, "dark");
  const dark = await look(page);
  assert.equal(dark.theme, "dark");
  assert.equal(dark.ground, "rgb(30, 23, 17)");
  assert.equal(dark.words, "rgb(243, 229, 200)");
  await savePicture(page, "theme-dark.png");

  await page.reload();
  await page.waitForFunction(() => window.desertGames?.game);
  assert.deepEqual(await look(page), dark, "remembered after a reload");
  await page.getByTestId("home-link").click();
  await page.getByTestId("home").waitFor({ state: "visible" });
  assert.equal((await look(page)).ground, "rgb(30, 23, 17)", "and on the home");
  await savePicture(page, "theme-dark-home.png");
  await page.getByTestId("home-continue").click();

  await chooseTheme(page, "contrast");
  const contrast = await look(page);
  assert.equal(contrast.ground, "rgb(255, 255, 255)");
  assert.equal(contrast.words, "rgb(0, 0, 0)");
  await savePicture(page, "theme-contrast.png");
  assert.deepEqual(page.problems, []);
  await page.context().close();
});
