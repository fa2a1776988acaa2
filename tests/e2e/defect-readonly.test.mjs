// Issue 13: a read-only board, of every rule set, opened by link or embedded
// as <desert-game readonly>, refuses clicks, keys, typed moves and the
// computer; and a read-only embed with a bad attribute or link stays
// read-only (fail closed), with a message saying what was refused.

import { test } from "node:test";
import assert from "node:assert/strict";
import {
  useHostAndApp, app, browser, hostPage, appFrame, appUrl, frameClickSquare, frameClickSticks, frameHistory, frameState,
  settle, clickIfEnabled, typeMove, recordAfter, loadEngine,
} from "./host-helpers.mjs";

useHostAndApp();

const RULESETS = ["siga", "seega-sudan", "seega-egypt", "seig"];

// Everything a person could try on the board shown in `frame` (the page's
// main frame when the app is opened by link): click a piece that could move
// and where it could go, the sticks and the throw button, Space, the
// keyboard on the board, and the move typed into the move entry box.
async function tryEverything(page, frame) {
  const { legalMoves, ruleset } = await frameState(frame);
  const move = legalMoves[0];
  const seig = ruleset === "seig";
  if (seig) {
    await clickIfEnabled(frame.getByTestId("throw-button"));
    await frameClickSticks(page, frame);
    await page.mouse.click(2, 2); // nothing focused: Space is the sticks' key
    await page.keyboard.press("Space");
    if (move && move !== "throw") {
      const [from, to] = move.split(":")[0].split("-");
      await frameClickSquare(page, frame, from);
      await frameClickSquare(page, frame, to);
    }
  } else if (move) {
    for (const square of move.split(/[-x]/)) await frameClickSquare(page, frame, square);
  }
  // The keyboard on the board's grid of squares: Enter (picks and moves) a few times.
  await frame.locator('[role="grid"]:not([hidden]) button[tabindex="0"]').focus().catch(() => {});
  for (const key of ["Enter", "ArrowRight", "Enter", "ArrowUp", "Enter", "Space"]) await page.keyboard.press(key);
  if (move) await typeMove(frame, move);
}

// Clicks on a page opened by link: the "frame" is the page itself, its points are the page's.
const samePage = (page) => page.mainFrame();

async function openLink(page, fragment) {
  await page.goto(appUrl(fragment, "seig-pace=0"));
  await page.waitForFunction(() => window.desertGames?.game);
}

for (const ruleset of RULESETS) {
  test(`${ruleset}: a read-only link refuses clicks, keys and typed moves`, async () => {
    const page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
    await openLink(page, { ruleset, readonly: "1", opponent: "human" });
    const frame = samePage(page);
    assert.equal(await page.evaluate(() => document.documentElement.classList.contains("readonly")), true);
    const before = await frameHistory(frame);
    await tryEverything(page, frame);
    await settle(1500);
    assert.deepEqual(await frameHistory(frame), before, `a read-only ${ruleset} board took a move`);
    await page.close();
  });

  test(`${ruleset}: a read-only record with the computer to move: the computer does not play`, async () => {
    const page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
    // One move played: the second side, the computer's by default, is to move.
    // (Seig: Dark, a computer seat by default, moves first.)
    const record = ruleset === "seig" ? null : await recordAfter(ruleset, 1);
    const fragment = record
      ? { record, readonly: "1", opponent: "computer" }
      : { ruleset, options: '{"firstSide":1}', readonly: "1", opponent: "computer" };
    const recorded = record ? JSON.parse(record).moves : [];
    await openLink(page, fragment);
    await settle(3000);
    assert.deepEqual(await frameHistory(page.mainFrame()), recorded, `the computer played on a read-only ${ruleset} board`);
    await tryEverything(page, samePage(page));
    await settle(1500);
    assert.deepEqual(await frameHistory(page.mainFrame()), recorded, `a read-only ${ruleset} board took a move`);
    await page.close();
  });

  test(`${ruleset}: <desert-game readonly> refuses clicks, keys, typed moves and the computer`, async () => {
    const page = await browser.newPage({ viewport: { width: 800, height: 800 } });
    const record = ruleset === "seig" ? null : await recordAfter(ruleset, 1);
    const attributes = record ? `record='${record}' opponent="computer" readonly` : `ruleset="seig" opponent="computer" readonly`;
    const recorded = record ? JSON.parse(record).moves : [];
    await page.goto(hostPage(`readonly-${ruleset}.html`, `<desert-game ${attributes}></desert-game>`));
    const frame = await appFrame(page);
    await tryEverything(page, frame);
    await settle(3000);
    assert.deepEqual(await frameHistory(frame), recorded, `a read-only embedded ${ruleset} board took a move`);
    assert.deepEqual((await page.evaluate(() => window.received)).filter((r) => r.type === "move"), [], "no move event either");
    await page.close();
  });
}

test("Seig: <desert-game readonly> with the computer's seat first: the computer does not throw", async () => {
  const page = await browser.newPage({ viewport: { width: 800, height: 800 } });
  await page.goto(hostPage("readonly-seig-dark.html", `<desert-game ruleset="seig" options='{"firstSide":1}' readonly></desert-game>`));
  const frame = await appFrame(page);
  // The computer's pause before it acts is under a second at normal speed.
  await settle(3000);
  assert.deepEqual(await frameHistory(frame), [], "the computer's seat threw on a read-only Seig board");
  await page.close();
});

// A Seig record where Light (a person's seat by default) is to spend its throws.
async function seigSpendRecord() {
  const { Game } = await loadEngine();
  const game = new Game("seig", { seed: 3 });
  try {
    for (let i = 0; i < 400 && !(game.phase() === "spend" && game.toMove() === 0 && !game.status().over); i++) game.play(game.legalMoves()[0]);
    if (game.phase() !== "spend" || game.toMove() !== 0) throw new Error("no spend for Light in 400 moves");
    return game.toJSON();
  } finally {
    game.free();
  }
}

test("Seig: a read-only record with Light to spend refuses a click on its piece and hole, by link and embedded", async () => {
  const record = await seigSpendRecord();
  const recorded = JSON.parse(record).moves;
  const byLink = await browser.newPage({ viewport: { width: 1000, height: 800 } });
  await openLink(byLink, { record, readonly: "1" });
  assert.equal((await frameState(byLink.mainFrame())).phase, "spend", "the record opened at a spend");
  await tryEverything(byLink, samePage(byLink));
  await settle(1500);
  assert.deepEqual(await frameHistory(byLink.mainFrame()), recorded, "a read-only Seig board (link) took a spend");
  await byLink.close();

  const embedded = await browser.newPage({ viewport: { width: 800, height: 800 } });
  await embedded.goto(hostPage("readonly-seig-spend.html", `<desert-game record='${record}' readonly></desert-game>`));
  const frame = await appFrame(embedded);
  await tryEverything(embedded, frame);
  await settle(1500);
  assert.deepEqual(await frameHistory(frame), recorded, "a read-only Seig board (embedded) took a spend");
  await embedded.close();
});

// ---- Fail closed: a bad value never turns a read-only embed into the full app ----

const BAD_ATTRIBUTES = [
  ["options", `ruleset="siga" options="{bad"`],
  ["level", `ruleset="siga" opponent="computer" level="godlike"`],
  ["record (not a save)", `record="not-a-record%%"`],
  ["record (not a game)", `record='{"format":1,"ruleset":"siga","options":{},"moves":["a1-a9"]}'`],
  ["ruleset", `ruleset="chess"`],
];

// The page says what it refused, and stays an embedded, read-only board that takes no move.
async function assertClosed(page, frame, what) {
  await frame.waitForFunction(() => document.querySelector('[data-testid="message-line"]').textContent.trim() !== "", null, { timeout: 5000 })
    .catch(() => assert.fail(`${what}: no message says what was refused`));
  const classes = await frame.evaluate(() => [...document.documentElement.classList]);
  assert.ok(classes.includes("readonly"), `${what}: the board is no longer read-only (html classes: ${classes.join(" ")})`);
  assert.equal(await frame.getByTestId("new-game-button").isVisible(), false, `${what}: the full app's New game button shows`);
  assert.equal(await frame.getByTestId("move-input").isVisible(), false, `${what}: the move entry box shows`);
  const before = await frameHistory(frame);
  await tryEverything(page, frame);
  await settle(1500);
  assert.deepEqual(await frameHistory(frame), before, `${what}: a move was played on the read-only board`);
}

for (const [what, attributes] of BAD_ATTRIBUTES) {
  test(`<desert-game readonly> with a bad ${what} is refused with a message and stays read-only`, async () => {
    const page = await browser.newPage({ viewport: { width: 800, height: 800 } });
    await page.goto(hostPage(`bad-${what.replace(/\W+/g, "-")}.html`, `<desert-game ${attributes} readonly></desert-game>`));
    const frame = await appFrame(page);
    await assertClosed(page, frame, what);
    assert.equal(await frame.evaluate(() => document.documentElement.classList.contains("embedded")), true, `${what}: no longer embedded`);
    await page.close();
  });
}

test("a read-only link with a bad value is refused with a message and stays read-only", async () => {
  for (const fragment of [
    { ruleset: "siga", readonly: "1", options: "{bad" },
    { ruleset: "siga", readonly: "1", level: "godlike" },
    { record: "%%not-base64", readonly: "1" },
  ]) {
    const page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
    await page.goto(`${app.url}index.html#${new URLSearchParams(fragment)}`);
    await page.waitForFunction(() => window.desertGames?.game);
    await assertClosed(page, page.mainFrame(), JSON.stringify(fragment));
    await page.close();
  }
});
