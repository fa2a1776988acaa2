// Everyone can play, by keyboard: whole games (Seig's from late in one) with no mouse call at all,
// the one-key shortcuts and where they keep quiet, and the focus rings.

import { test } from "node:test";
import assert from "node:assert/strict";
import {
  useSiteAndBrowser, server, browser, openGame, state, history, seededRandom, chooseMove, waitForText, savePicture,
} from "./helpers.mjs";
import { keyboardNewGame, keyboardPlay, tabIntoBoard, walkTo, waitForAnnouncement } from "./access-helpers.mjs";
import { loadEngine } from "./host-helpers.mjs";

useSiteAndBrowser();

const shot = (page, name) => savePicture(page, `access-${name}.png`);

test("a whole Siga game on the 4x5 board, by keyboard alone", async () => {
  const page = await openGame(browser, server.url);
  await keyboardNewGame(page, { ruleset: "siga", options: { board: "4x5", noCapturePlies: 12 }, opponent: "human" });
  const random = seededRandom(11);
  for (let ply = 0; ply < 200; ply += 1) {
    const { over, legalMoves } = await state(page);
    if (over) break;
    const played = (await history(page)).length;
    await keyboardPlay(page, chooseMove(legalMoves, random));
    assert.equal((await history(page)).length, played + 1, "Enter on the two squares played the move");
    if (ply === 0) await shot(page, "board-square-focus");
  }
  const end = await state(page);
  assert.equal(end.over, true, "the game came to an end");
  const result = await waitForText(page, "result-line", /wins|Drawn/);
  await waitForAnnouncement(page, new RegExp(result.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  assert.deepEqual(page.problems, []);
});

test("Seega: placement and a few moves by keyboard; Escape drops a pick", async () => {
  const page = await openGame(browser, server.url);
  await keyboardNewGame(page, { ruleset: "seega-sudan", opponent: "human" });
  const random = seededRandom(5);
  while ((await state(page)).phase === "placement") {
    const { legalMoves } = await state(page);
    await keyboardPlay(page, legalMoves[Math.floor(random() * legalMoves.length)]);
  }
  assert.equal((await history(page)).length, 24, "every piece was placed by keyboard");
  for (let i = 0; i < 3 && !(await state(page)).over; i += 1) {
    const { legalMoves } = await state(page);
    const played = (await history(page)).length;
    await keyboardPlay(page, chooseMove(legalMoves, random));
    assert.equal((await history(page)).length, played + 1);
  }
  // Pick a piece, then let go of it with Escape.
  const [from] = (await state(page)).legalMoves[0].split("-");
  await walkTo(page, from);
  await page.keyboard.press("Enter");
  assert.equal((await state(page)).selected, from);
  await page.keyboard.press("Escape");
  assert.equal((await state(page)).selected, null);
  assert.deepEqual(page.problems, []);
});

test("a whole game of Seega of Egypt against the computer, by keyboard alone", async () => {
  const page = await openGame(browser, server.url);
  await keyboardNewGame(page, { ruleset: "seega-egypt", opponent: "computer-easy" });
  const random = seededRandom(23);
  for (let turn = 0; turn < 300; turn += 1) {
    await page.waitForFunction(() => window.desertGames.state.over || window.desertGames.state.humanTurn);
    const { over, legalMoves } = await state(page);
    if (over) break;
    const played = (await history(page)).length;
    await keyboardPlay(page, chooseMove(legalMoves, random));
    await page.waitForFunction((length) => window.desertGames.game.history().length > length, played);
  }
  assert.equal((await state(page)).over, true, "the game came to an end");
  const result = await waitForText(page, "result-line", /wins|Drawn/);
  await waitForAnnouncement(page, new RegExp(result.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  assert.deepEqual(page.problems, []);
});

test("shortcuts: U undoes, N opens the panel and Escape closes it; none fires while typing or with a modifier", async () => {
  const page = await openGame(browser, server.url);
  await keyboardNewGame(page, { ruleset: "siga", options: { board: "4x5" }, opponent: "human" });
  await keyboardPlay(page, "a2-a3");
  await keyboardPlay(page, "a4xa3");
  await page.keyboard.press("u");
  assert.deepEqual(await history(page), ["a2-a3"]);
  await page.keyboard.press("Shift+U");
  await page.keyboard.press("Alt+u");
  assert.deepEqual(await history(page), ["a2-a3"], "a modifier keeps the shortcut quiet");
  // In the move field, letters are letters.
  await page.getByTestId("move-input").focus();
  await page.keyboard.type("nu");
  assert.equal(await page.getByTestId("move-input").inputValue(), "nu");
  assert.equal((await state(page)).panelOpen, false);
  assert.deepEqual(await history(page), ["a2-a3"]);
  await page.keyboard.press("Tab");
  assert.equal(await page.evaluate(() => document.activeElement.dataset.testid), "move-play");
  await shot(page, "button-focus");
  await page.keyboard.press("n");
  await page.getByTestId("new-game-dialog").waitFor({ state: "visible" });
  await page.keyboard.press("Escape");
  await page.getByTestId("new-game-dialog").waitFor({ state: "hidden" });
  assert.deepEqual(await history(page), ["a2-a3"], "closing the panel kept the game");
  assert.deepEqual(page.problems, []);
});

// Presses Tab once through the page, from its top (where the focus goes
// after leaving its end) to its end; returns each stop: its name, and whether
// it is on the page's header, the board or the column beside it. Also returns
// every control the page shows that Tab should stop at (the board's grid has
// one stop, its roving square).
async function tabRound(page) {
  const describe = () => {
    const at = document.activeElement;
    if (!at || at === document.body) return null;
    const region = at.closest(".board-area") ? "board" : at.closest(".top") ? "header" : "column";
    return { name: at.dataset.testid ?? at.id ?? at.outerHTML.slice(0, 60), region };
  };
  const stops = [];
  let ends = 0; // times the focus left the page's end
  for (let press = 0; press < 200 && ends < 2; press += 1) {
    await page.keyboard.press("Tab");
    const stop = await page.evaluate(describe);
    if (!stop) ends += 1;
    else if (ends === 1) stops.push(stop);
  }
  assert.equal(ends, 2, "Tab went round the page");
  const controls = await page.evaluate(() => [...document.querySelectorAll("a[href], button, input, select, textarea, summary, [tabindex]")]
    .filter((control) => control.tabIndex >= 0 && !control.disabled && control.checkVisibility({ visibilityProperty: true }))
    .map((control) => control.dataset.testid ?? control.id ?? control.outerHTML.slice(0, 60)));
  return { stops, controls };
}

// Tab stops at every control shown, once, and in the order the page reads.
async function assertTabRound(page, game) {
  const { stops, controls } = await tabRound(page);
  assert.deepEqual(stops.map(({ name }) => name).sort(), [...controls].sort(), `${game}: every control shown is a stop, and nothing else`);
  assert.equal(stops.filter(({ region }) => region === "board").length, 1, `${game}: one stop for the board, its grid of squares`);
  const regions = stops.map(({ region }) => region).filter((region, i, all) => region !== all[i - 1]);
  assert.deepEqual(regions, ["header", "board", "column"], `${game}: the header, the board, then the column beside it: ${JSON.stringify(stops)}`);
}

test("Tab reaches every control once, in the order the page reads, the board as one stop", async () => {
  const page = await openGame(browser, server.url);
  await keyboardNewGame(page, { ruleset: "seig", fields: { "seat-0-0-player": "human", "seat-1-0-player": "human" } });
  await assertTabRound(page, "Seig");
  // After Seig, so its grid of holes must have gone with it.
  await keyboardNewGame(page, { ruleset: "siga", options: { board: "4x5" }, opponent: "human" });
  await assertTabRound(page, "Siga");
  assert.deepEqual(page.problems, []);
});

test("the More menu by keyboard: Enter opens it, Tab reaches each of its actions and settings, Escape closes it", async () => {
  const page = await openGame(browser, server.url);
  const more = page.getByTestId("more-button");
  await more.focus();
  await page.keyboard.press("Enter");
  const items = await page.evaluate(() => [...document.querySelector(".more-menu").querySelectorAll("button, input, select")]
    .filter((item) => item.checkVisibility()).map((item) => item.dataset.testid));
  assert.deepEqual(items, ["share-button", "export-button", "import-button", "confirm-moves-check", "theme-select"], "share, save, open and the page's settings");
  for (const item of items) {
    await page.keyboard.press("Tab");
    assert.equal(await page.evaluate(() => document.activeElement.dataset.testid), item, `Tab reaches ${item}`);
  }
  await page.keyboard.press("Escape");
  assert.equal(await page.getByTestId("more-menu").evaluate((menu) => menu.open), false, "Escape closed the menu");
  assert.equal(await page.evaluate(() => document.activeElement.dataset.testid), "more-button", "the focus is back on More");
  // Open file, pressed by keyboard, asks the file field for a file.
  await page.keyboard.press("Enter");
  await page.getByTestId("import-button").focus();
  await page.getByTestId("import-input").evaluate((field) => field.addEventListener("click", (event) => {
    event.preventDefault(); // no file chooser in the test
    field.dataset.asked = "yes";
  }));
  await page.keyboard.press("Enter");
  assert.equal(await page.getByTestId("import-input").getAttribute("data-asked"), "yes");
  assert.deepEqual(page.problems, []);
});

test("Escape closes every panel and question, and the focus goes back to what opened it", async () => {
  const page = await openGame(browser, `${server.url}?seig-pace=0`);
  await keyboardNewGame(page, { ruleset: "siga", options: { board: "4x5" }, opponent: "human" });
  await keyboardPlay(page, "a2-a3");
  const opened = async (opener, dialog) => {
    await page.getByTestId(opener).focus();
    await page.keyboard.press("Enter");
    await page.getByTestId(dialog).waitFor({ state: "visible" });
    await page.keyboard.press("Escape");
    await page.getByTestId(dialog).waitFor({ state: "hidden" });
    assert.equal(await page.evaluate(() => document.activeElement.dataset.testid), opener, `the focus went back to ${opener}`);
  };
  await opened("new-game-button", "new-game-dialog");
  await opened("resign-button", "ask-dialog");
  assert.equal((await state(page)).over, false, "Escape on the question did not resign");
  await keyboardNewGame(page, { ruleset: "seig", fields: { "seat-0-0-player": "human", "seat-1-0-player": "human" } });
  await opened("odds-button", "odds-dialog");
  assert.deepEqual(page.problems, []);
});

// A seeded Seig game between two easy computers, saved at its last position
// at least LATE_PLIES before the end where Light has a piece to move, so the
// person's first act is a move by keyboard whatever the computer does after:
// the whole game by keyboard took 40-50 s, and its start is played by
// keyboard in the test of Space and the arrows; this one plays to the result.
const LATE_PLIES = 60;
async function lateSeigSave() {
  const { Game } = await loadEngine();
  const whole = new Game("seig", { seed: 7 });
  const replay = new Game("seig", { seed: 7 });
  try {
    while (!whole.status().over) whole.play(whole.aiMove({ level: "easy", nodes: 2000, seed: 1 }));
    let save = null;
    for (const move of whole.history().slice(0, -LATE_PLIES)) {
      replay.play(move);
      if (replay.toMove() === 0 && replay.legalMoves().some((legal) => legal !== "throw")) save = replay.toJSON();
    }
    return save;
  } finally {
    whole.free();
    replay.free();
  }
}

test("the end of a game of Seig against the computer: T throws the sticks, arrows and Enter move the pieces", async () => {
  // Light a person, Dark the easy computer.
  const record = Buffer.from(await lateSeigSave()).toString("base64url");
  const page = await openGame(browser, `${server.url}?seig-pace=0#record=${record}&opponent=computer&level=easy`);
  await page.getByTestId("speed-select").focus();
  await page.getByTestId("speed-select").selectOption("off");
  // Every throw is the person's key: at this pace the automatic pass would
  // throw for them just after the computer's futile throw, between the
  // test's read of the moves and its key.
  await page.getByTestId("auto-pass-toggle").focus();
  await page.keyboard.press("Space");
  assert.equal(await page.getByTestId("auto-pass-toggle").isChecked(), false);
  await tabIntoBoard(page);
  const personOrEnd = () => page.waitForFunction(() => window.desertGames.state.over || window.desertGames.state.seig.humanMayAct);
  let spent = 0;
  for (let i = 0; i < 3000; i += 1) {
    await personOrEnd();
    const { legalMoves, over } = await state(page);
    if (over) break;
    const played = (await history(page)).length;
    if (legalMoves.includes("throw")) {
      await page.keyboard.press("t");
      await page.waitForFunction((length) => window.desertGames.game.history().length > length, played);
      await waitForAnnouncement(page, /throws \d white of [78]/);
    } else {
      const move = legalMoves[0];
      await keyboardPlay(page, move);
      if (await page.getByTestId("seig-chooser").isVisible()) await page.keyboard.press("Enter"); // the chooser took the focus
      await page.waitForFunction((length) => window.desertGames.game.history().length > length, played);
      assert.equal((await history(page))[played].split(":")[0], move.split(":")[0], "the piece went where the keyboard took it");
      if (spent === 0) await shot(page, "seig-hole-focus");
      spent += 1;
    }
  }
  assert.ok(spent > 0, "pieces were moved by keyboard");
  assert.equal((await state(page)).over, true, "the game came to an end");
  await waitForAnnouncement(page, /wins/);
  assert.deepEqual(page.problems, []);
});
