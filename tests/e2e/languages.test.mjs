// The pages in Arabic, French and Russian: the browser's language picks one,
// the switch changes it and keeps the game, Arabic reads right to left, and
// no English is left on the screen or for a screen reader in Arabic or Russian.

import { test } from "node:test";
import assert from "node:assert/strict";
import {
  useSiteAndBrowser, server, browser, watchedPage, newGame, clickPlay, waitForHumanTurn, history, savePicture,
} from "./helpers.mjs";
import { newSeigGame, waitForPersonOrEnd, seigTool } from "./seig-helpers.mjs";
import { DECLARED_RULESETS } from "../node/declared-rulesets.mjs";

useSiteAndBrowser();

// A watched page whose browser prefers `locale`.
const pageIn = (locale, viewport = {}) => watchedPage(browser, { ...viewport, locale });

async function openGameIn(locale, viewport) {
  const page = await pageIn(locale, viewport);
  await page.goto(`${server.url}index.html`);
  await page.waitForFunction(() => window.desertGames?.game);
  return page;
}

// Every word a reader or a screen reader meets now: shown text (visually
// hidden text included), accessible names, tooltips, placeholders, the title.
const readableTexts = (page) => page.evaluate(() => {
  const texts = [document.title];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!node.textContent.trim() || parent.closest("code, var, script, style") || !parent.checkVisibility()) continue;
    texts.push(node.textContent.trim());
  }
  for (const element of document.querySelectorAll("[aria-label], [title], [placeholder], [aria-roledescription]")) {
    if (!element.checkVisibility() && !element.closest(".board-area")) continue;
    for (const name of ["aria-label", "title", "placeholder", "aria-roledescription"]) {
      if (element.getAttribute(name)) texts.push(element.getAttribute(name));
    }
  }
  return texts;
});

// What may stay in Latin letters in any language: square and hole names and
// move text, which the engine reads as they are written, and for now the
// stick faces of the move list. A throw is typed in the reader's words.
const ENGINE_TOKENS = [
  // Hole numbers up to 25 and b0: the Sig variants' longer rows and the Tidikelt's 13th hole.
  /\b[a-l](?:2[0-5]|1\d|\d)(?:[-x][a-l](?:2[0-5]|1\d|\d))?(?::[\d+]+)?\b/gi,
  /\b[WB]{7,8}\b/g,
];


async function assertNoEnglish(page, where) {
  const leftovers = (await readableTexts(page))
    .map((text) => ENGINE_TOKENS.reduce((rest, token) => rest.replace(token, ""), text))
    .filter((text) => /[A-Za-z]/.test(text));
  assert.deepEqual(leftovers, [], `${where}: untranslated words`);
}

async function throwOnce(page) {
  await waitForPersonOrEnd(page);
  const before = (await history(page)).length;
  await page.getByTestId("throw-button").click();
  await page.waitForFunction((count) => window.desertGames.game.history().length > count, before);
}

test("Arabic: the browser's language picks it, the page reads right to left, and nothing is left in English", async () => {
  const page = await openGameIn("ar-EG", { width: 360, height: 640 });
  assert.deepEqual(await page.evaluate(() => [document.documentElement.lang, document.dir]), ["ar", "rtl"]);
  assert.equal(await page.getByTestId("language-select").inputValue(), "ar");
  // Right to left: the title sits at the right end of the header, the board is still drawn a1 at its bottom left.
  const header = await page.evaluate(() => {
    const title = document.querySelector(".top h1").getBoundingClientRect();
    const rules = document.querySelector(".rules-link").getBoundingClientRect();
    return { titleRight: title.right, rulesLeft: rules.left, a1: window.desertGames.squareCenter("a1"), f1: window.desertGames.squareCenter("f1") };
  });
  assert.ok(header.titleRight > header.rulesLeft, "the title is to the right of the rules link");
  assert.ok(header.a1.x < header.f1.x, "file a stays on the left of the board");
  await assertNoEnglish(page, "Siga at the start");

  await clickPlay(page, "b2-b3");
  await waitForHumanTurn(page);
  await assertNoEnglish(page, "Siga after a move and the computer's reply");
  await savePicture(page, "arabic-siga-360.png");

  await page.getByTestId("new-game-button").click();
  await page.getByTestId("ruleset-select").selectOption("seega-sudan");
  await assertNoEnglish(page, "the new-game panel");
  await page.getByTestId("opponent-select").selectOption("human");
  await page.getByTestId("start-button").click();
  await clickPlay(page, "c3"); // the centre is refused, in words
  await clickPlay(page, "a1");
  await assertNoEnglish(page, "Seega in placement, after a refused centre");

  await newSeigGame(page, { seed: 7 });
  await (await seigTool(page, "speed-select")).selectOption("off");
  await throwOnce(page);
  await assertNoEnglish(page, "Seig after a throw");
  await (await seigTool(page, "odds-button")).click();
  await assertNoEnglish(page, "the table of throws");
  await savePicture(page, "arabic-seig-odds-360.png");
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("Russian: nothing is left in English in Seega of Egypt and Seig", async () => {
  const page = await openGameIn("ru-RU");
  assert.equal(await page.evaluate(() => document.documentElement.lang), "ru");
  await newGame(page, { ruleset: "seega-egypt", opponent: "computer-easy" });
  await assertNoEnglish(page, "Seega of Egypt at the start");
  await newSeigGame(page, { seed: 3 });
  await page.getByTestId("speed-select").selectOption("off");
  // The T key of a Russian keyboard types «е», and still throws the sticks.
  await waitForPersonOrEnd(page);
  await page.locator("body").focus();
  await page.evaluate(() => document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "е", code: "KeyT", bubbles: true })));
  await page.waitForFunction(() => window.desertGames.game.history().length > 0);
  await assertNoEnglish(page, "Seig after a throw");
  await savePicture(page, "russian-seig.png");
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("French: a throw is suggested and typed in French words and letters", async () => {
  const page = await openGameIn("fr-FR");
  await newSeigGame(page, { seed: 3, seats: [["human"], ["human"]] });
  await page.getByTestId("speed-select").selectOption("off");
  await waitForPersonOrEnd(page);
  assert.equal(await page.getByTestId("move-input").getAttribute("placeholder"), "ex.\u00a0: lancer");
  // Faces are typed for real sticks thrown at the table only.
  await (await seigTool(page, "real-sticks-toggle")).check();
  // While the game is locked 7 sticks are thrown: B blanche, N noire.
  await page.getByTestId("move-input").fill("lancer:BNNBNNN");
  await page.getByTestId("move-play").click();
  await page.waitForFunction(() => window.desertGames.game.history().length > 0);
  assert.equal((await history(page))[0], "throw:WBBWBBB");
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("French: the word for a throw typed in a grid game is told to be no move of it, and nothing is played", async () => {
  const page = await openGameIn("fr-FR");
  await newGame(page, { ruleset: "siga", opponent: "human" });
  await page.getByTestId("move-input").fill("lancer");
  await page.getByTestId("move-play").click();
  await page.waitForFunction(() => document.querySelector("[data-testid=message-line]").textContent.length > 0);
  const { ENGINE_REASONS } = await import("../../www/lang/fr.js");
  assert.equal(await page.getByTestId("message-line").textContent(), ENGINE_REASONS.noThrows());
  assert.deepEqual(await history(page), []);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("the switch changes the language, keeps the game in progress, and is remembered", async () => {
  const page = await openGameIn("en-US");
  assert.equal(await page.getByTestId("new-game-button").textContent(), "New game");
  await clickPlay(page, "b2-b3");
  await waitForHumanTurn(page);
  const played = await history(page);
  await page.getByTestId("language-select").selectOption("fr");
  await page.waitForFunction(() => document.documentElement.lang === "fr" && window.desertGames?.game);
  assert.deepEqual(await history(page), played, "the game survives the switch");
  const french = await page.getByTestId("new-game-button").textContent();
  assert.notEqual(french, "New game");
  await page.reload();
  await page.waitForFunction(() => window.desertGames?.game);
  assert.equal(await page.evaluate(() => document.documentElement.lang), "fr", "the choice outlives a reload");
  assert.equal(await page.getByTestId("new-game-button").textContent(), french);
  // The rules link leads to the French rules.
  assert.match(await page.getByTestId("rules-link").getAttribute("href"), /rules-fr\.html/);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("a language switch keeps the screen: the home, the review with the earlier position it shows, a lesson's step", async () => {
  const page = await watchedPage(browser, { welcome: true, locale: "en-US" });
  await page.goto(server.url);
  await page.waitForFunction(() => window.desertGames?.game);
  const switchTo = async (code) => {
    await page.getByTestId("language-select").selectOption(code);
    await page.waitForFunction((lang) => document.documentElement.lang === lang && window.desertGames?.game, code);
  };
  await switchTo("fr");
  assert.equal(await page.getByTestId("home").isVisible(), true, "the home stays the home");
  assert.equal(await page.getByTestId("board-canvas").isVisible(), false);

  // A finished game of two people, reviewed, with an earlier position shown.
  await page.getByTestId("home-play-siga").click();
  await page.getByTestId("opponent-select").selectOption("human");
  await page.getByTestId("start-button").click();
  await page.getByTestId("new-game-dialog").waitFor({ state: "hidden" });
  for (const move of ["c2-c3", "c5-c4", "c3xc4", "d5-d4", "c4xd4", "e5-e4"]) await clickPlay(page, move);
  await page.getByTestId("resign-button").click();
  await page.getByTestId("ask-yes").click();
  await page.getByTestId("review-button").click();
  await page.waitForFunction(() => window.desertGames.state.review.finished, null, { timeout: 60000 });
  await page.getByTestId("move-4").click();
  const note = await page.getByTestId("review-note").textContent();

  await switchTo("ar");
  await page.waitForFunction(() => window.desertGames.state.review.finished, null, { timeout: 60000 });
  const { review, viewing } = await page.evaluate(() => window.desertGames.state);
  assert.equal(review.open, true, "the review stays open");
  assert.equal(viewing, 4, "on the position it showed");
  assert.equal(await page.getByTestId("review-panel").isVisible(), true);
  const arabicNote = await page.getByTestId("review-note").textContent();
  assert.ok(arabicNote && arabicNote !== note && /[\u0600-\u06FF]/.test(arabicNote), `the marked move's note, in Arabic: ${arabicNote}`);
  await savePicture(page, "review-after-switch-ar-1280x800.png");

  // A lesson stays on its step.
  await page.goto(`${server.url}#learn=siga`);
  await page.waitForFunction(() => window.desertGames?.lesson);
  await page.getByTestId("lesson-next").click();
  await page.getByTestId("lesson-next").click();
  await switchTo("en");
  assert.equal(await page.evaluate(() => window.desertGames.lesson.index), 2, "the same step of the lesson");
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("the rules: the plain address opens the reader's language, a language's page stays in it", async () => {
  const page = await pageIn("ar");
  await page.goto(`${server.url}rules.html#seig`);
  await page.waitForURL(/rules-ar\.html#seig$/);
  await page.waitForFunction(() => document.documentElement.dataset.ready === "true");
  assert.equal(await page.evaluate(() => document.dir), "rtl");
  for (const game of DECLARED_RULESETS) {
    await page.evaluate((hash) => { location.hash = hash; }, game);
    await assertNoEnglish(page, `the Arabic rules of ${game}`);
  }
  await savePicture(page, "arabic-rules-seig-el-oued.png", { fullPage: true });
  await page.evaluate(() => { location.hash = "seig"; });
  await savePicture(page, "arabic-rules-seig.png", { fullPage: true });
  // A teacher's link to the Russian rules opens in Russian for this reader too.
  await page.goto(`${server.url}rules-ru.html#siga`);
  await page.waitForFunction(() => document.documentElement.dataset.ready === "true");
  assert.match(page.url(), /rules-ru\.html#siga$/);
  await assertNoEnglish(page, "the Russian rules of Siga");
  // Sig's variants (ids "seig-<region>"), read by their addresses.
  for (const game of DECLARED_RULESETS.filter((id) => id.startsWith("seig-"))) {
    await page.evaluate((hash) => { location.hash = hash; }, game);
    await assertNoEnglish(page, `the Russian rules of ${game}`);
  }
  await page.evaluate(() => { location.hash = "siga"; });
  // Choosing English on a rules page is remembered for the plain address.
  await page.getByTestId("language-select").selectOption("en");
  await page.waitForURL(/\/rules\.html#siga$/);
  await page.goto(`${server.url}rules.html#siga`);
  await page.waitForFunction(() => document.documentElement.dataset.ready === "true");
  assert.equal(await page.evaluate(() => document.documentElement.lang), "en");
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

// What each option's choices are comes from the engine's forms; their words
// from the language, by what the form says the values are (sides, boards, holes).
test("the new-game panel words each option's choices in the reader's language", async () => {
  const shown = {};
  for (const locale of ["en", "fr"]) {
    const page = await openGameIn(locale);
    await page.getByTestId("new-game-button").click();
    const choices = async (ruleset, option) => {
      await page.getByTestId("ruleset-select").selectOption(ruleset);
      return page.getByTestId(`option-${option}`).evaluate((select) => [...select.options].map((o) => o.textContent));
    };
    shown[locale] = {
      sigaBoards: await choices("siga", "board"),
      sigaFirst: await choices("siga", "firstPlayer"),
      seegaBoards: await choices("seega-sudan", "board"),
      seegaFirst: await choices("seega-egypt", "firstPlacer"),
      seigFour: await choices("seig", "fourMoves"),
    };
    assert.deepEqual(page.problems, []);
    await page.context().close();
  }
  assert.deepEqual(shown.en, {
    sigaBoards: ["6 × 6", "4 × 5, small", "6 × 8, 3 rows"],
    sigaFirst: ["Light", "Dark"],
    seegaBoards: ["5 × 5 (khamsawee)", "7 × 7 (sebawee)", "9 × 9 (tisawee)"],
    seegaFirst: ["Light", "Dark"],
    seigFour: ["4 holes", "3 holes"],
  });
  const { SIDE_NAMES, BOARD_CHOICES, holesText } = await import("../../www/lang/fr.js");
  assert.deepEqual(shown.fr.sigaFirst, SIDE_NAMES);
  assert.deepEqual(shown.fr.seegaBoards, ["5x5", "7x7", "9x9"].map((board) => BOARD_CHOICES[board]));
  assert.deepEqual(shown.fr.seigFour, [holesText(4), holesText(3)]);
  assert.notDeepEqual(shown.fr.sigaFirst, shown.en.sigaFirst, "French words, not English");
});

test("Seig's seats left unnamed take the names of the language switched to; a name typed stays as typed", async () => {
  const page = await openGameIn("en-US");
  await newSeigGame(page, { seats: [["human", "human"], ["human", "human"]], names: [["", "Aicha"], ["", ""]] });
  await page.waitForFunction(() => /^Light 1/.test(document.getElementById("turn-text")?.textContent ?? ""));
  await page.getByTestId("language-select").selectOption("fr");
  await page.waitForFunction(() => document.documentElement.lang === "fr" && window.desertGames?.game);
  const turn = await page.locator("#turn-text").textContent();
  assert.match(turn, /Clair 1/, "the seat's default name in French");
  assert.doesNotMatch(turn, /Light/);
  await page.getByTestId("new-game-button").click();
  assert.deepEqual(
    await Promise.all(["seat-0-0-name", "seat-0-1-name", "seat-1-0-name"].map((id) => page.getByTestId(id).evaluate((input) => [input.value, input.placeholder]))),
    [["", "Clair 1"], ["Aicha", "Clair 2"], ["", "Foncé 1"]],
    "the panel keeps the typed name and shows the defaults in French",
  );
  assert.deepEqual(page.problems, []);
  await page.context().close();
});
