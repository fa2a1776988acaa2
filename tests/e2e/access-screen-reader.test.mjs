// Everyone can play, by ear: the accessible board in the accessibility tree,
// the live region telling moves and results, typed moves, and the contrast
// of the page's main text and controls.

import { test } from "node:test";
import assert from "node:assert/strict";
import {
  useSiteAndBrowser, server, browser, openGame, history, waitForText,
} from "./helpers.mjs";
import { keyboardNewGame, keyboardPlay, tabIntoBoard, walkTo, waitForAnnouncement } from "./access-helpers.mjs";

useSiteAndBrowser();

// The board as the browser hands it to screen readers: its rows, and the
// name of each button by square.
async function boardInAccessibilityTree(page) {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send("Accessibility.getFullAXTree");
  await cdp.detach();
  const byId = new Map(nodes.map((node) => [node.nodeId, node]));
  const children = (node) => (node.childIds ?? []).map((id) => byId.get(id)).filter(Boolean);
  const grid = nodes.find((node) => node.role?.value === "grid" && !node.ignored);
  assert.ok(grid, "the board is a grid");
  const rows = children(grid).filter((node) => node.role?.value === "row");
  const names = rows.map((row) => children(row).flatMap((cell) => children(cell)).filter((node) => node.role?.value === "button").map((button) => button.name.value));
  return { name: grid.name.value, names };
}

const squareNamed = (names, square) => names.flat().find((name) => name.startsWith(`${square},`));

test("the board is a grid of named squares, and picks and moves show in the names", async () => {
  const page = await openGame(browser, server.url);
  await keyboardNewGame(page, { ruleset: "siga", options: { board: "4x5" }, opponent: "human" });
  const start = await boardInAccessibilityTree(page);
  assert.equal(start.name, "Board squares");
  assert.equal(start.names.length, 5, "a row per rank");
  assert.ok(start.names.every((row) => row.length === 4), "a button per square");
  assert.match(start.names[0][0], /^a5, dark piece/, "the top row is the far rank, as on screen");
  assert.equal(squareNamed(start.names, "a1"), "a1, light piece");
  assert.equal(squareNamed(start.names, "b2"), "b2, light piece, can move");
  assert.equal(squareNamed(start.names, "c3"), "c3, empty");
  await tabIntoBoard(page);
  await walkTo(page, "c2");
  await page.keyboard.press("Enter");
  const picked = await boardInAccessibilityTree(page);
  assert.equal(squareNamed(picked.names, "c2"), "c2, light piece, picked");
  assert.equal(squareNamed(picked.names, "c3"), "c3, empty, the picked piece can go here");
  assert.deepEqual(page.problems, []);
});

test("the live region tells moves, captures, whose turn it is and the result", async () => {
  const page = await openGame(browser, server.url);
  await keyboardNewGame(page, { ruleset: "siga", options: { board: "4x5" }, opponent: "human" });
  await waitForAnnouncement(page, /^New game: Siga\. Light to move\.$/);
  await keyboardPlay(page, "a2-a3");
  await waitForAnnouncement(page, /^Light moves a2 to a3\. Dark to move\.$/);
  await keyboardPlay(page, "a4xa3");
  await waitForAnnouncement(page, /^Dark moves a4 to a3, captures a light piece on a3\. Light to move\.$/);
  await page.keyboard.press("u");
  await waitForAnnouncement(page, /^One move taken back\. Dark to move\.$/);
  await page.getByTestId("resign-button").focus();
  await page.keyboard.press("Enter");
  await page.getByTestId("ask-yes").focus();
  await page.keyboard.press("Enter");
  await waitForAnnouncement(page, /^Light wins: Dark resigned\.$/);
  assert.deepEqual(page.problems, []);
});

test("the computer's replies are told, with the turn coming back", async () => {
  const page = await openGame(browser, server.url);
  await keyboardNewGame(page, { ruleset: "siga", options: { board: "4x5" }, opponent: "computer-easy" });
  await keyboardPlay(page, "b2-b3");
  const lines = await waitForAnnouncement(page, /^Dark moves [a-d]\d to [a-d]\d.*\. Light \(you\) to move\.$/, 15000);
  assert.ok(lines.includes("Light moves b2 to b3."), JSON.stringify(lines));
  assert.deepEqual(page.problems, []);
});

test("a Seega capture series is told: what was taken, and that the same side goes on", async () => {
  const page = await openGame(browser, server.url);
  await keyboardNewGame(page, { ruleset: "seega-sudan", opponent: "human" });
  const placements = "a2 e2 e3 d4 b1 a3 a5 a4 a1 c4 b2 b3 e4 d5 e1 e5 b5 c2 b4 d2 c1 d1 d3 c5".split(" ");
  await page.getByTestId("move-input").focus();
  for (const move of [...placements, "b2-c3"]) {
    await page.keyboard.type(move);
    await page.keyboard.press("Enter");
  }
  assert.equal((await history(page)).length, 25);
  await waitForAnnouncement(page, /^Light moves b2 to c3, captures 2 dark pieces on c2 and d2\. Light must capture again\.$/);
  assert.deepEqual(page.problems, []);
});

test("typed move text plays, and a wrong one shows the engine's reason", async () => {
  const page = await openGame(browser, server.url);
  await keyboardNewGame(page, { ruleset: "siga", options: { board: "4x5" }, opponent: "human" });
  const input = page.getByTestId("move-input");
  await input.focus();
  await page.keyboard.type("B2-B3");
  await page.keyboard.press("Enter");
  assert.deepEqual(await history(page), ["b2-b3"]);
  assert.equal(await input.inputValue(), "", "the field empties once the move is played");
  await waitForAnnouncement(page, /^Light moves b2 to b3\./);
  // The engine's reason, in the page's words for its code.
  const refusal = await page.evaluate(async () => {
    const { errorText } = await import("./www/lang/text.js");
    try {
      window.desertGames.game.play("c4-c1");
    } catch (error) {
      return errorText(error);
    }
    return null;
  });
  assert.ok(refusal, "the engine refuses c4-c1");
  await page.keyboard.type("c4-c1");
  await page.keyboard.press("Enter");
  assert.equal(await waitForText(page, "message-line", refusal), refusal);
  assert.equal(await input.getAttribute("aria-invalid"), "true");
  assert.equal(await input.inputValue(), "c4-c1", "a refused move stays to be corrected");
  assert.deepEqual(await history(page), ["b2-b3"]);
  assert.deepEqual(page.problems, []);
});

test("the main text and controls reach WCAG AA contrast (4.5:1)", async (t) => {
  const page = await openGame(browser, server.url);
  await keyboardNewGame(page, { ruleset: "seig", fields: { "seat-0-0-player": "human", "seat-1-0-player": "computer-easy" } });
  // An error in the message line, so its colour is measured too.
  await page.getByTestId("move-input").focus();
  await page.keyboard.type("z9");
  await page.keyboard.press("Enter");
  const ratios = await page.evaluate(() => {
    const rgb = (text) => text.match(/[\d.]+/g).map(Number);
    const luminance = ([r, g, b]) => {
      const [R, G, B] = [r, g, b].map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
      return 0.2126 * R + 0.7152 * G + 0.0722 * B;
    };
    // The first opaque background behind the element.
    const background = (element) => {
      for (let at = element; at; at = at.parentElement) {
        const colour = rgb(getComputedStyle(at).backgroundColor);
        if (colour[3] !== 0) return colour;
      }
      return [255, 255, 255];
    };
    const ratio = (fore, back) => {
      const [light, dark] = [luminance(fore), luminance(back)].sort((a, b) => b - a);
      return Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100;
    };
    const measure = (selector, pseudo) => {
      const element = document.querySelector(selector);
      return ratio(rgb(getComputedStyle(element, pseudo).color), background(element));
    };
    return {
      "page title": measure(".top h1"),
      "game name": measure("#game-name"),
      "rules link": measure(".rules-link"),
      "turn line": measure("#turn-text"),
      "error message": measure("#message.error"),
      "throw button (primary)": measure("#seig-throw"),
      "acting seat": measure(".seat.acting"),
      "button": measure("#new-game"),
      "move field label": measure(".move-entry label"),
      "move field placeholder": measure("#move-text", "::placeholder"),
      "move field text": measure("#move-text"),
    };
  });
  t.diagnostic(`contrast: ${JSON.stringify(ratios)}`);
  for (const [what, value] of Object.entries(ratios)) assert.ok(value >= 4.5, `${what}: ${value}:1`);
  assert.deepEqual(page.problems, []);
});
