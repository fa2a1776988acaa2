// Everyone can play, checked by machine: axe-core finds no violation of WCAG
// 2.1 A and AA, nor of its best practices, on the game page in the states a
// first load does not show (a few moves of each game, the panels and menus
// open, the review, a lesson, a phone, Arabic), on the rules pages and on the
// embed demo.

import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import {
  useSiteAndBrowser, server, browser, watchedPage, newGame, playMoves, state, seededRandom, clickPlay,
} from "./helpers.mjs";
import { newSeigGame, personActs } from "./seig-helpers.mjs";

useSiteAndBrowser();

const AXE_SOURCE = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

// The page's policy runs only its own scripts: axe comes in with it bypassed, for these tests only.
async function openChecked(url, { waitForGame = true, ...viewport } = {}) {
  const page = await watchedPage(browser, { bypassCSP: true, ...viewport });
  await page.goto(url);
  if (waitForGame) await page.waitForFunction(() => window.desertGames?.game);
  return page;
}

// axe's violations on the page as it is now: rule, impact and where, in short.
async function violations(page) {
  await page.addScriptTag({ path: AXE_SOURCE });
  // Only the violations are gathered in full: what passes is not read, and gathering it cost about a quarter of this file's processor time.
  const found = await page.evaluate((values) => window.axe.run(document, { runOnly: { type: "tag", values }, resultTypes: ["violations"] }), TAGS);
  return found.violations.map(({ id, impact, nodes }) => ({
    id, impact, nodes: nodes.map(({ target, failureSummary }) => `${target.join(" ")}: ${failureSummary.split("\n").slice(1).join(" ").trim()}`),
  }));
}

async function assertNoViolations(t, page) {
  const found = await violations(page);
  t.diagnostic(`${found.length} violations${found.length ? `: ${JSON.stringify(found, null, 1)}` : ""}`);
  assert.deepEqual(found, []);
  assert.deepEqual(page.problems, []);
  await page.context().close();
}

// A few moves of a game between two people, so the move list has a current move.
async function fewMoves(page, ruleset) {
  if (ruleset === "seig") {
    await newSeigGame(page, { seats: [["human"], ["human"]], seed: 3 });
    await page.getByTestId("speed-select").selectOption("off");
    const random = seededRandom(3);
    for (let i = 0; i < 4; i += 1) {
      await page.waitForFunction(() => window.desertGames.state.seig.humanMayAct);
      await personActs(page, random);
    }
  } else {
    await newGame(page, { ruleset, opponent: "human" });
    await playMoves(page, 4);
  }
}

const game = () => `${server.url}?seig-pace=0`;

for (const ruleset of ["siga", "seega-sudan", "seega-egypt", "seig"]) {
  test(`axe: ${ruleset} after a few moves`, async (t) => {
    const page = await openChecked(game());
    await fewMoves(page, ruleset);
    await assertNoViolations(t, page);
  });
}

test("axe: the New game panel open", async (t) => {
  const page = await openChecked(game());
  await fewMoves(page, "siga");
  await page.getByTestId("new-game-button").click();
  await page.getByTestId("new-game-dialog").waitFor({ state: "visible" });
  await assertNoViolations(t, page);
});

test("axe: the friend dialog, an invitation made", async (t) => {
  const page = await openChecked(game());
  await newGame(page, { ruleset: "siga", opponent: "friend" });
  await page.getByTestId("friend-dialog").waitFor({ state: "visible" });
  await page.getByTestId("friend-stun").fill(""); // no request leaves this machine
  await page.getByTestId("friend-create").click();
  await page.getByTestId("friend-qr").waitFor({ state: "visible", timeout: 20000 });
  await assertNoViolations(t, page);
});

test("axe: the More menu open", async (t) => {
  const page = await openChecked(game());
  await fewMoves(page, "siga");
  await page.getByTestId("more-button").click();
  await page.getByTestId("share-button").waitFor({ state: "visible" });
  await assertNoViolations(t, page);
});

// Issue 36's additions, in each theme: a move waiting for its confirmation
// with the More menu's settings open, and the home's record of past games.
for (const theme of ["desert", "dark", "contrast"]) {
  test(`axe: the ${theme} theme, a move waiting for its confirmation`, async (t) => {
    const page = await openChecked(game());
    await fewMoves(page, "seega-egypt");
    await page.getByTestId("more-button").click();
    await page.getByTestId("theme-select").selectOption(theme);
    await page.getByTestId("confirm-moves-check").setChecked(true);
    await clickPlay(page, (await state(page)).legalMoves[0]);
    await page.getByTestId("confirm-line").waitFor({ state: "visible" });
    await page.getByTestId("more-button").click();
    await assertNoViolations(t, page);
  });

  test(`axe: the ${theme} theme, the home with a record of past games`, async (t) => {
    const page = await openChecked(game());
    await page.getByTestId("more-button").click();
    await page.getByTestId("theme-select").selectOption(theme);
    await page.getByTestId("more-button").click();
    await newGame(page, { ruleset: "siga", opponent: "computer-easy" });
    await page.getByTestId("resign-button").click();
    await page.getByTestId("ask-yes").click();
    await page.getByTestId("home-link").click();
    await page.getByTestId("past-games-table").waitFor({ state: "visible" });
    await assertNoViolations(t, page);
  });
}

test("axe: Seig's throws and chances open", async (t) => {
  const page = await openChecked(game());
  await fewMoves(page, "seig");
  await page.getByTestId("odds-button").click();
  await page.getByTestId("odds-dialog").waitFor({ state: "visible" });
  await assertNoViolations(t, page);
});

test("axe: the review of a finished game, an earlier position shown", async (t) => {
  const page = await openChecked(game());
  await fewMoves(page, "siga");
  await page.getByTestId("resign-button").click();
  await page.getByTestId("ask-yes").click();
  await page.getByTestId("review-button").click();
  await page.waitForFunction(() => window.desertGames.state.review.finished, null, { timeout: 20000 });
  await page.getByTestId("history-back").click();
  assert.ok((await state(page)).viewing !== null);
  await assertNoViolations(t, page);
});

test("axe: the home, on a phone", async (t) => {
  const page = await openChecked(`${server.url}#home`, { width: 360, height: 640 });
  await page.getByTestId("home").waitFor({ state: "visible" });
  await assertNoViolations(t, page);
});

test("axe: a lesson", async (t) => {
  const page = await openChecked(`${server.url}#learn=seega-sudan`);
  await page.getByTestId("lesson").waitFor({ state: "visible" });
  await assertNoViolations(t, page);
});

test("axe: on a phone, the move list open", async (t) => {
  const page = await openChecked(game(), { width: 360, height: 640, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  await fewMoves(page, "seega-egypt");
  await page.getByTestId("history-toggle").click();
  await assertNoViolations(t, page);
});

test("axe: in Arabic", async (t) => {
  const page = await openChecked(game(), { locale: "ar" });
  assert.equal(await page.evaluate(() => document.documentElement.lang), "ar");
  await fewMoves(page, "siga");
  await assertNoViolations(t, page);
});

// Two of Sig's variants too, whose sections open by address (their tables of throws).
for (const rules of ["rules.html", "rules-ar.html", "rules-fr.html", "rules-ru.html", "rules.html#seig-tidikelt", "rules-ar.html#seig-el-oued"]) {
  test(`axe: ${rules}`, async (t) => {
    const page = await openChecked(`${server.url}${rules}`, { waitForGame: false });
    await assertNoViolations(t, page);
  });
}

test("axe: the embed demo", async (t) => {
  const page = await openChecked(`${server.url}embed-demo.html`, { waitForGame: false });
  // Both boards loaded in their frames.
  await page.waitForFunction(() => [document.getElementById("iframe-demo"), document.getElementById("element-demo").shadowRoot.querySelector("iframe")]
    .every((frame) => frame.contentWindow?.desertGames?.game));
  await assertNoViolations(t, page);
});
