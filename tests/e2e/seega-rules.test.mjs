// Seega's special moments through the page, in two-player games set up by
// clicking known move sequences (found by playing random games against the
// engine): the refused centre, capture series, the blocked side's extra
// move, the repetition limit, and resigning only where allowed.

import { test, after } from "node:test";
import assert from "node:assert/strict";
import {
  useSiteAndBrowser, server, browser, openGame, newGame, state, history, clickSquare, clickPlay, waitForText, savePicture, resizeWindow,
} from "./helpers.mjs";

// Sudan: light's b2-c3 then takes c2 and d2 at once, and a series follows.
const SUDAN_SERIES = [
  "a2", "e2", "e3", "d4", "b1", "a3", "a5", "a4", "a1", "c4", "b2", "b3",
  "e4", "d5", "e1", "e5", "b5", "c2", "b4", "d2", "c1", "d1", "d3", "c5", "b2-c3",
];
// Sudan: after the placement light, who places first, has no move: dark moves instead.
const SUDAN_LIGHT_BLOCKED = [
  "a3", "b2", "e5", "b3", "a2", "d4", "b5", "c1", "e2", "c4", "a5", "d5",
  "e4", "d2", "a4", "b4", "d1", "a1", "e3", "e1", "c5", "d3", "b1", "c2",
];
// Sudan: c3 and b2 have been travelled between four times in a row after this.
const SUDAN_FOUR_TRIPS = [
  ...SUDAN_SERIES.slice(0, 24), "b2-c3", "c3-b2", "a4-b3", "b2-c3", "b3-a4", "e2-d2", "c3-b2",
  "d2-e2", "b2-c3", "e2-d2", "c3-b2", "d2-e2", "b2-c3", "e2-d2",
];
// Egypt: dark's c4-c3 captures, and only that piece may capture again.
const EGYPT_SERIES = [
  "a2", "b1", "e5", "a1", "b3", "e2", "c2", "b5", "e1", "b2",
  "a5", "d5", "a4", "b4", "d1", "d4", "d2", "c4", "d3", "e4", "c4-c3",
];
// Egypt: dark places last and should move first, but has no move.
const EGYPT_DARK_BLOCKED = [
  "a2", "a1", "a5", "e2", "b1", "b5", "a4", "d1", "c2", "d4",
  "d3", "e4", "b2", "e5", "b3", "d2", "c4", "b4", "e1", "d5",
];

// Sudan: light's c4-c3 takes five dark pieces at once.
const SUDAN_FIVE_AT_ONCE = [
  "b2", "d4", "c1", "d2", "a3", "b5", "b4", "b1", "a4", "c5", "e5", "a1",
  "c4", "e4", "e3", "a2", "d1", "c2", "e1", "b3", "a5", "d3", "d5", "e2", "c4-c3",
];

useSiteAndBrowser();

async function twoPlayerGame(ruleset, moves, viewport) {
  const page = await openGame(browser, server.url, viewport);
  await newGame(page, { ruleset, opponent: "human" });
  for (const move of moves) await clickPlay(page, move);
  assert.deepEqual(await history(page), moves, "every clicked move was played");
  return page;
}

async function shoot(page, name) {
  await page.waitForFunction(() => !window.desertGames.state.animating);
  await savePicture(page, `${name}.png`);
}

test("the centre is refused during placement with a message, and Sudan refuses an early resignation", async () => {
  for (const ruleset of ["seega-sudan", "seega-egypt"]) {
    const page = await twoPlayerGame(ruleset, ["a1", "e5"]);
    await clickSquare(page, "c3");
    await waitForText(page, "message-line", "The centre, c3, stays empty until every piece is placed.");
    assert.equal((await history(page)).length, 2, "the tap on the centre changed nothing");
    assert.equal((await state(page)).phase, "placement");
    await waitForText(page, "turn-line", /Light to place a piece/);
    if (ruleset === "seega-egypt") {
      await shoot(page, "seega-placement-1280x800");
      await page.setViewportSize({ width: 360, height: 640 });
      await shoot(page, "seega-placement-360x640");
    }
    // The next placement goes in, and the refusal is no longer shown (the
    // click is taken once the page is ready for it: waited for, not read at once).
    await clickSquare(page, "b2");
    await page.waitForFunction(() => window.desertGames.game.history().length === 3);
    assert.deepEqual((await history(page)).slice(-1), ["b2"]);
    assert.equal(await page.getByTestId("message-line").textContent(), "");
    assert.equal(await page.getByTestId("offer-draw-button").isHidden(), true, "Seega has no draw by agreement");
    const resign = page.getByTestId("resign-button");
    if (ruleset === "seega-sudan") {
      // Dimmed but at hand: a tap (on a phone, with no tooltip) says why.
      assert.equal(await resign.getAttribute("aria-disabled"), "true");
      assert.match(await resign.getAttribute("title"), /^Resigning is not allowed yet: .*5 of its pieces/);
      await resign.click({ force: true }); // the driver waits for a dimmed button; a finger does not
      await waitForText(page, "message-line", /^Resigning is not allowed yet: .*5 of its pieces/);
      assert.equal(await page.getByTestId("ask-dialog").isVisible(), false, "no question is asked");
      assert.equal((await state(page)).over, false);
    } else {
      assert.equal(await resign.getAttribute("aria-disabled"), "false", "in Egypt resigning is allowed at any time");
    }
    assert.deepEqual(page.problems, []);
    await page.context().close();
  }
});

test("Sudan: a capture series says capture again and offers only capturing moves", async () => {
  const page = await twoPlayerGame("seega-sudan", SUDAN_SERIES, { width: 360, height: 640 });
  await waitForText(page, "turn-line", /Light: capture again/);
  await waitForText(page, "rule-note", /only capturing moves are allowed/);
  // One move took two pieces; both sit in light's tray.
  assert.deepEqual((await state(page)).captured, [0, 2]);
  await clickSquare(page, "b1");
  const picked = await state(page);
  assert.equal(picked.selected, "b1");
  assert.deepEqual(picked.destinations, ["b2"], "c2 is empty but stepping there would not capture");
  await shoot(page, "seega-series-360x640");
  await resizeWindow(page, { width: 1280, height: 800 });
  await shoot(page, "seega-series-1280x800");
  await clickSquare(page, "c2");
  await waitForText(page, "message-line", /capture series is on: only capturing moves are allowed/);
  await clickSquare(page, "d3");
  await waitForText(page, "message-line", "Only a capturing move is allowed now.");
  assert.equal((await history(page)).length, SUDAN_SERIES.length, "nothing was played");
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("Egypt: in a capture series only the capturing piece may be picked", async () => {
  const page = await twoPlayerGame("seega-egypt", EGYPT_SERIES);
  await waitForText(page, "turn-line", /Dark: capture again/);
  await waitForText(page, "rule-note", /the same piece moves again, and only to capture/);
  await clickSquare(page, "b4");
  assert.equal((await state(page)).selected, null);
  await waitForText(page, "message-line", "Only the piece that just captured may move, and only to capture.");
  await clickSquare(page, "c3");
  assert.deepEqual((await state(page)).destinations, ["c2"], "c4 is empty but stepping back would not capture");
  await clickSquare(page, "c2");
  assert.equal((await history(page)).at(-1), "c3-c2");
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("the blocked side's extra move is explained in words", async () => {
  const cases = [
    ["seega-sudan", SUDAN_LIGHT_BLOCKED, "Dark", "Light"],
    ["seega-egypt", EGYPT_DARK_BLOCKED, "Light", "Dark"],
  ];
  for (const [ruleset, moves, mover, blocked] of cases) {
    const page = await twoPlayerGame(ruleset, moves);
    await waitForText(page, "turn-line", `${mover} moves again: ${blocked} is blocked`);
    await waitForText(page, "rule-note", `${blocked} has no legal move, so ${mover} makes an extra move. It must open a way for ${blocked} if any move can.`);
    assert.deepEqual(page.problems, []);
    await page.context().close();
  }
});

test("Sudan: a fifth move between the same two squares is refused with the engine's reason", async () => {
  const page = await twoPlayerGame("seega-sudan", SUDAN_FOUR_TRIPS);
  assert.ok(!(await state(page)).legalMoves.includes("c3-b2"), "the fifth trip is not offered");
  await clickSquare(page, "c3");
  assert.equal((await state(page)).selected, "c3", "the piece still has other moves");
  assert.ok(!(await state(page)).destinations.includes("b2"));
  await clickSquare(page, "b2");
  await waitForText(page, "message-line", /fifth move in a row between c3 and b2/);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("Sudan: resigning opens once five of a side's pieces are lost; all five go to the tray", async () => {
  const page = await twoPlayerGame("seega-sudan", SUDAN_FIVE_AT_ONCE.slice(0, -1));
  const resign = page.getByTestId("resign-button");
  assert.equal(await resign.getAttribute("aria-disabled"), "true");
  await clickPlay(page, SUDAN_FIVE_AT_ONCE.at(-1));
  const { captured, toMove } = await state(page);
  assert.deepEqual(captured, [0, 5]);
  assert.equal(toMove, 1, "dark, five down, is to move");
  assert.equal(await resign.getAttribute("aria-disabled"), "false");
  assert.equal(await resign.getAttribute("title"), "");
  await shoot(page, "seega-five-taken-1280x800");
  await resign.click();
  await page.getByTestId("ask-yes").click();
  await waitForText(page, "result-line", "Light wins: Dark resigned");
  assert.deepEqual(page.problems, []);
  await page.context().close();
});
