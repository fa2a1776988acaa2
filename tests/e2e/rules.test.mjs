// The rules pages (rules.html): one section per rule set of the engine, with
// its headings, a word for every option the engine has (the new-game panel's
// words, the code name after), diagrams actually drawn and sharp, with no
// empty trays beside a board, a correct throw table for Seig, a phone-sized layout, and
// links both ways between the game and the rules.

import { test, after } from "node:test";
import assert from "node:assert/strict";
import {
  useSiteAndBrowser, server, browser, watchedPage, savePicture,
} from "./helpers.mjs";
import { DECLARED_RULESETS } from "../node/declared-rulesets.mjs";

useSiteAndBrowser();

const GRID_HEADINGS = ["The board and the set-up", "A turn", "Capturing", "How the game ends", "Options", "Writing the moves", "Why these rules"];
const SEIG_HEADINGS = ["The board and the set-up", "Teams and turns", "The throws", "Spending the pool", "Taking", "How the game ends", "Options", "Writing the moves", "Why these rules"];
// Sig's regional variants (RULES.md 7, ids "seig-<region>"), each with the same headings.
const SIG_VARIANTS = DECLARED_RULESETS.filter((id) => id.startsWith("seig-"));
const SIG_HEADINGS = ["The board and the set-up", "Teams and turns", "The throws", "Moving", "Taking", "How the game ends", "Options", "Writing the moves"];
const headingsOf = (id) => (id === "seig" ? SEIG_HEADINGS : SIG_VARIANTS.includes(id) ? SIG_HEADINGS : GRID_HEADINGS);
// Options RULES.md names that `rulesets()` leaves out because they have no default.
const OPTIONS_WITHOUT_DEFAULT = Object.fromEntries(["seig", ...SIG_VARIANTS].map((id) => [id, ["seed"]]));
const ALL = DECLARED_RULESETS;

// Every language's rules page: the same sections, options and diagrams.
const RULES_PAGES = ["rules.html", "rules-ar.html", "rules-fr.html", "rules-ru.html"];

// Opens a rules page at `fragment`; `page.problems` collects console errors and uncaught exceptions.
async function openRules(fragment, viewport = {}, file = "rules.html") {
  const page = await watchedPage(browser, viewport);
  await page.goto(`${server.url}${file}${fragment}`);
  await page.waitForFunction(() => document.documentElement.dataset.ready === "true");
  return page;
}

// Every rule set of the engine, from the engine's own module (the page's is inside its bundle).
const engineRulesets = (page) => page.evaluate(async () => {
  const engine = await import("./pkg/desert_games.js");
  await engine.default();
  return engine.rulesets();
});

// Waits until every diagram canvas of the shown section has been painted
// (the renderers draw on the next animation frame); returns what each shows.
async function shownDiagrams(page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll("section:not([hidden]) figure canvas")].every((canvas) => {
      // A section just shown sizes its canvases on the next frame.
      if (!canvas.width || !canvas.height) return false;
      const pixels = canvas.getContext("2d").getImageData(0, 0, canvas.width, canvas.height).data;
      for (let i = 3; i < pixels.length; i += 4) if (pixels[i]) return true;
      return false;
    }));
  return page.evaluate(() =>
    [...document.querySelectorAll("section:not([hidden]) figure canvas")].map((canvas) => {
      const pixels = canvas.getContext("2d").getImageData(0, 0, canvas.width, canvas.height).data;
      let painted = 0;
      for (let i = 3; i < pixels.length; i += 4) if (pixels[i]) painted += 1;
      const rect = canvas.getBoundingClientRect();
      return {
        diagram: canvas.closest("figure").dataset.diagram,
        label: canvas.getAttribute("aria-label"),
        role: canvas.getAttribute("role"),
        painted: painted / (canvas.width * canvas.height),
        backing: { width: canvas.width, height: canvas.height },
        css: { width: rect.width, height: rect.height, left: rect.left, right: rect.right },
        ratio: window.devicePixelRatio,
      };
    }));
}

for (const file of RULES_PAGES) test(`${file}: each rule set has its section, with its headings and every option explained`, async () => {
  const page = await openRules("", {}, file);
  assert.deepEqual((await page.evaluate(() => window.desertRules.rulesets)).map(({ id }) => id), ALL);
  // Every game has its tab shown.
  assert.deepEqual(await page.evaluate(() => [...document.querySelectorAll(".rules-tabs a")].filter((tab) => tab.checkVisibility()).map((tab) => tab.hash.slice(1))), ALL);
  // Every rule set the engine plays has its section, shown by its address.
  const rulesets = await engineRulesets(page);
  assert.deepEqual(rulesets.map(({ id }) => id), ALL);
  for (const { id, options } of rulesets) {
    await page.goto(`${server.url}${file}#${id}`);
    await page.waitForFunction(() => document.documentElement.dataset.ready === "true");
    const shown = await page.evaluate(() => {
      const visible = [...document.querySelectorAll("[data-game]")].filter((section) => !section.hidden);
      const section = visible[0];
      return {
        ids: visible.map((element) => element.id),
        title: section.querySelector("h2").textContent,
        headings: [...section.querySelectorAll("h3")].map((heading) => heading.textContent),
        optionNames: [...section.querySelectorAll(".options dt")].map((term) => term.dataset.option),
        optionTerms: [...section.querySelectorAll(".options dt")].map((term) => term.textContent.trim()),
        current: document.querySelector(".rules-tabs [aria-current=page]")?.hash,
        currentShown: document.querySelector(".rules-tabs [aria-current=page]")?.checkVisibility(),
        unfilled: [...section.querySelectorAll("[data-option], [data-whites]")].filter((node) => !node.textContent.trim()).length,
      };
    });
    assert.deepEqual(shown.ids, [id], `only the ${id} section is shown`);
    assert.equal(shown.current, `#${id}`, "its tab is marked as the current one");
    assert.ok(shown.currentShown, `${id}: its tab is shown while its section is`);
    assert.equal(shown.unfilled, 0, `${file} ${id}: every option name and chance is filled in`);
    const headings = headingsOf(id);
    if (file === "rules.html") assert.deepEqual(shown.headings, headings, `${id}: headings`);
    else assert.equal(shown.headings.length, headings.length, `${file} ${id}: as many headings as in English`);
    const expected = [...Object.keys(options), ...(OPTIONS_WITHOUT_DEFAULT[id] ?? [])].sort();
    assert.deepEqual([...shown.optionNames].sort(), expected, `${id}: one explanation per engine option`);
    const { OPTION_LABELS } = await import(`../../www/lang/${/rules-(\w+)/.exec(file)?.[1] ?? "en"}.js`);
    const panelWords = shown.optionNames.map((name) => `${OPTION_LABELS[name]} ${name}`);
    assert.deepEqual(shown.optionTerms, panelWords, `${file} ${id}: each option in the panel's words, its code name after`);
  }
  // Without a fragment the first game is shown, so the page is never empty.
  await page.goto(`${server.url}${file}`);
  await page.waitForFunction(() => document.documentElement.dataset.ready === "true");
  assert.deepEqual(await page.evaluate(() => [...document.querySelectorAll("[data-game]:not([hidden])")].map((s) => s.id)), ["siga"]);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("headings go in order and the page is marked as English", async () => {
  const page = await openRules("#siga");
  const { lang, levels } = await page.evaluate(() => ({
    lang: document.documentElement.lang,
    // All sections, hidden ones included: each is read on its own, after the page's h1.
    levels: [...document.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((heading) => Number(heading.tagName[1])),
  }));
  assert.equal(lang, "en");
  assert.equal(levels[0], 1);
  levels.reduce((previous, level) => {
    assert.ok(level <= previous + 1, `no heading level is skipped (${previous} then ${level})`);
    return level;
  });
  await page.context().close();
});

test("the review's marks are explained with the engine's thresholds, under every game, in each language's numbers", async () => {
  for (const [file, expected] of [["rules.html", ["0.3", "0.6", "0.9"]], ["rules-fr.html", ["0,3", "0,6", "0,9"]], ["rules-ar.html", ["0.3", "0.6", "0.9"]]]) {
    const page = await openRules("#seig", {}, file);
    const { inaccuracy, mistake, blunder } = await page.evaluate(async () => {
      // The engine's module of its own (the page's is inside its bundle), made ready here.
      const engine = await import("./pkg/desert_games.js");
      await engine.default();
      return engine.reviewThresholds();
    });
    assert.deepEqual([inaccuracy, mistake, blunder].map((points) => points / 100), expected.map((text) => Number(text.replace(",", "."))));
    const shown = await page.$$eval("[data-threshold]", (spans) => spans.map((span) => span.textContent));
    assert.deepEqual(shown, expected, file);
    assert.equal(await page.getByTestId("rules-review").isVisible(), true, `${file}: shown with Seig's rules too`);
    await page.context().close();
  }
});

// Each table of throws, Seig's and the variants', gives each count of white
// sides once, with its chance with fair sticks and, in a variant's table, the
// value the engine gives it.
test("the throw tables give each throw's chance with fair sticks and the engine's values", async () => {
  const page = await openRules("#seig");
  const binomial = (n, k) => (k === 0 ? 1 : (binomial(n, k - 1) * (n - k + 1)) / k);
  for (const id of ["seig", ...SIG_VARIANTS]) {
    const { tables, sticksAllowed } = await page.evaluate(async (game) => {
      const engine = await import("./pkg/desert_games.js");
      await engine.default();
      // Every count of sticks the rule set can be played with: its option's, else its one table's.
      const form = engine.rulesets().find(({ id }) => id === game).forms.sticks;
      const atStart = new engine.Game(game, {});
      const sticksAllowed = !form ? Object.keys(atStart.throwTable().tables).map(Number)
        : "choices" in form ? form.choices : Array.from({ length: form.max - form.min + 1 }, (_, k) => form.min + k);
      atStart.free();
      return { sticksAllowed, tables: [...document.querySelectorAll(`section#${game} table[data-sticks]`)].map((table) => {
        const start = new engine.Game(game, JSON.parse(table.dataset.options ?? "{}"));
        const engineRows = start.throwTable().tables[table.dataset.sticks];
        start.free();
        return {
          sticks: Number(table.dataset.sticks),
          engineRows,
          rows: [...table.querySelectorAll("[data-whites]")].map((cell) => ({
            whites: cell.dataset.whites.split(",").map(Number), text: cell.textContent, value: cell.parentElement.cells[1].textContent,
          })),
        };
      }) };
    }, id);
    assert.deepEqual(tables.map(({ sticks }) => sticks), sticksAllowed, `${id}: a table for each count of sticks it is played with`);
    for (const { sticks, rows, engineRows } of tables) {
      const covered = rows.flatMap(({ whites }) => whites).sort((a, b) => a - b);
      assert.deepEqual(covered, Array.from({ length: sticks + 1 }, (_, k) => k), `${id}, ${sticks} sticks: every count of whites once`);
      for (const { whites, text, value } of rows) {
        const ways = whites.reduce((sum, k) => sum + binomial(sticks, k), 0);
        assert.match(text, new RegExp(`^${ways}\\s+of\\s+${2 ** sticks} \\(`), `${id}: ${whites} whites of ${sticks}`);
        if (id === "seig") continue; // Seig's table says what happens, in words
        for (const k of whites) assert.equal(Number.parseInt(value, 10), engineRows[k].value, `${id}: the value of ${k} whites of ${sticks}`);
      }
    }
  }
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

for (const { width, height, deviceScaleFactor, file } of [
  { width: 360, height: 640, deviceScaleFactor: 2, file: "rules.html" },
  { width: 1280, height: 800, deviceScaleFactor: 1, file: "rules.html" },
  ...RULES_PAGES.slice(1).map((other) => ({ width: 360, height: 640, deviceScaleFactor: 2, file: other })),
]) {
  test(`${file} at ${width}x${height}: every diagram is drawn, sharp, labelled and on screen`, async () => {
    // One page, its sections chosen by their tabs' addresses in turn, as a reader moves from game to game.
    const page = await openRules("#siga", { width, height, deviceScaleFactor }, file);
    for (const id of ALL) {
      await page.evaluate((hash) => { location.hash = hash; }, id);
      await page.waitForFunction((shown) => document.querySelector(`section#${shown}`)?.hidden === false, id);
      const diagrams = await shownDiagrams(page);
      // Seig and the grid games explain with several diagrams; each Sig variant shows its start.
      assert.ok(diagrams.length >= (SIG_VARIANTS.includes(id) ? 1 : 2), `${id}: has diagrams`);
      if (SIG_VARIANTS.includes(id)) assert.deepEqual(diagrams.map(({ diagram }) => diagram), [`${id}-start`]);
      for (const diagram of diagrams) {
        assert.equal(diagram.role, "img");
        assert.ok(diagram.label && diagram.label.length > 40, `${id}: a diagram says in words what it shows`);
        assert.ok(diagram.painted > 0.25, `${id}: a diagram is drawn (${(diagram.painted * 100).toFixed(0)}% painted)`);
        assert.ok(Math.abs(diagram.backing.width - diagram.css.width * diagram.ratio) <= 2, `${id}: drawn at device resolution`);
        assert.ok(diagram.css.left >= 0 && diagram.css.right <= width, `${id}: a diagram fits the width`);
        // Only a grid capture's picture has trays, to show what was taken; any other grid picture fills its canvas with the board (a race picture has its sticks' tray).
        if (id !== "seig" && !SIG_VARIANTS.includes(id) && !diagram.diagram.endsWith("-capture")) assert.ok(diagram.painted > 0.9, `${diagram.diagram}: no empty trays (${(diagram.painted * 100).toFixed(0)}% painted)`);
      }
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(scrollWidth <= width, `${id}: no sideways scrolling at ${width} px`);
      // From the top, so the sticky tabs sit in their place on the full-page picture.
      await page.evaluate(() => window.scrollTo(0, 0));
      await savePicture(page, `${file.replace(".html", "")}-${id}-${width}x${height}.png`, { fullPage: true });
    }
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });
}

test("the game links to the rules, and the rules link back", async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // Only the links are checked here; keeping the service worker out keeps this independent of the offline test below.
  await context.route("**/sw.js", (route) => route.abort());
  const page = await context.newPage();
  await page.goto(server.url);
  await page.locator('a[href^="rules.html"]').first().click();
  await page.waitForURL(/rules\.html/);
  await page.getByRole("heading", { level: 1 }).waitFor();
  assert.match(await page.getByRole("heading", { level: 1 }).textContent(), /How to play/);
  await page.getByTestId("back-to-game").click();
  await page.waitForURL((url) => !url.pathname.endsWith("rules.html"));
  await page.waitForFunction(() => window.desertGames?.game);
  await context.close();
});

test("after one visit to the game the rules open with the network off", async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(server.url);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15000 });
  await context.setOffline(true);
  await page.goto(`${server.url}rules.html#seig`);
  await page.waitForFunction(() => document.documentElement.dataset.ready === "true", null, { timeout: 10000 });
  assert.deepEqual(await page.evaluate(() => [...document.querySelectorAll("[data-game]:not([hidden])")].map((s) => s.id)), ["seig"]);
  await shownDiagrams(page);
  await context.close();
});
