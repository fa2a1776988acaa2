// Seig helpers for the end-to-end tests: start a game through the panel's
// seats, and play a person's turn by clicking the throw button and holes.

import assert from "node:assert/strict";
import { clickSquare, squareCenter } from "./helpers.mjs";

// The page's state, the game's history, and what the turn line and the acting seat say.
export const seigState = (page) => page.evaluate(() => ({
  ...window.desertGames.state,
  history: window.desertGames.game.history(),
  turnLine: document.querySelector('[data-testid="turn-line"]').textContent.trim(),
  actingSeat: document.querySelector(".seat.acting")?.textContent ?? null,
}));

// seats: [[player, ...] for Light, [...] for Dark], players as the panel's
// values ("human", "computer-easy", ...); names: optional, the same shape.
// `ruleset`: Seig or one of its variants; a team size is chosen where the rule set has the option.
export async function newSeigGame(page, { ruleset = "seig", options = {}, seats = [["human"], ["computer-easy"]], names = null, seed = null, match = null } = {}) {
  await page.getByTestId("new-game-button").click();
  const dialog = page.getByTestId("new-game-dialog");
  await dialog.waitFor({ state: "visible" });
  await page.getByTestId("ruleset-select").selectOption(ruleset);
  const choose = async (name, value) => {
    const control = page.getByTestId(`option-${name}`);
    if (await control.evaluate((node) => node.tagName === "SELECT")) await control.selectOption(String(value));
    else await control.fill(String(value)); // a number field: the seats follow once it is left
    await control.dispatchEvent("change");
  };
  if (await page.getByTestId("option-teamSize").count()) await choose("teamSize", seats[0].length);
  for (const [name, value] of Object.entries(options)) await choose(name, value);
  for (const [side, players] of seats.entries()) {
    for (const [seat, player] of players.entries()) {
      await page.getByTestId(`seat-${side}-${seat}-player`).selectOption(player);
      if (names) await page.getByTestId(`seat-${side}-${seat}-name`).fill(names[side][seat]);
    }
  }
  if (match !== null) await page.getByTestId("match-select").selectOption(String(match));
  if (seed !== null) {
    // Opened once, the details stay open for the next game.
    if (!(await page.locator("details.advanced").evaluate((details) => details.open))) await page.locator("details.advanced summary").click();
    await page.getByTestId("option-seed").fill(String(seed));
  }
  await page.getByTestId("start-button").click();
  await dialog.waitFor({ state: "hidden" });
}

// One of the Seig tools (pace, path, automatic pass, odds): on a phone they
// open from their gear first, and close again once one is used.
export async function seigTool(page, testId) {
  const tool = page.getByTestId(testId);
  if (!(await tool.isVisible())) await page.getByTestId("seig-tools-button").click();
  return tool;
}

// The words of a throw's value, as opposed to "The sticks are in the air…".
export const THROW_VALUE = /^(\d|Seig!|All alike)/;

// Resolves once the throw's value is told.
export function waitForThrowValue(page, timeout = 30000) {
  return page.waitForFunction((pattern) => new RegExp(pattern).test(document.querySelector('[data-testid="throw-value"]').textContent), THROW_VALUE.source, { timeout });
}

// Throws by the button and records the frames until the sticks have landed
// and their value is told; `duringFlight()` runs while they fly. Resolves with
// the intervals between frames (ms) and when the value showed (ms after the click).
export async function timedThrow(page, duringFlight = async () => {}) {
  await page.evaluate(() => {
    const frames = (window.throwFrames = { times: [], recording: true });
    const record = (now) => {
      frames.times.push(now);
      if (frames.recording) requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
  const clicked = Date.now();
  await page.getByTestId("throw-button").click();
  await duringFlight();
  await waitForThrowValue(page);
  const shownAfter = Date.now() - clicked;
  const intervals = await page.evaluate(() => {
    const { times } = window.throwFrames;
    window.throwFrames.recording = false;
    return times.slice(1).map((time, i) => time - times[i]);
  });
  return { intervals, shownAfter };
}

// The median, 95th percentile and longest of frame intervals (ms).
export function frameSummary(intervals) {
  const sorted = [...intervals].sort((a, b) => a - b);
  const at = (fraction) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];
  return { frames: sorted.length, p50: at(0.5), p95: at(0.95), max: sorted.at(-1) };
}

// Resolves once a person's seat may act (throw or move) and the board has
// shown the last move, or the game is over. Until the last throw has landed
// the board offers no piece to pick: a tap then picks nothing.
export async function waitForPersonOrEnd(page, timeout = 20000) {
  await page.waitForFunction(() => {
    const { over, seig } = window.desertGames.state;
    return over || (seig.humanMayAct && !seig.busy && !seig.animating);
  }, null, { timeout });
}

// Prefers moves that take, then the longest runs: games move towards an end.
export function chooseSpend(moves, random) {
  const sum = (move) => move.split(":")[1].split("+").reduce((total, value) => total + Number(value), 0);
  const best = Math.max(...moves.map(sum));
  const longest = moves.filter((move) => sum(move) === best);
  return longest[Math.floor(random() * longest.length)];
}

// A hole clicked (or tapped, on a phone) where the page draws it, scrolled
// into view first on a board taller than the screen.
export async function clickHole(page, hole) {
  await page.locator(`.access-board:not([hidden]) [data-square="${hole}"]`).scrollIntoViewIfNeeded();
  const { x, y } = await squareCenter(page, hole);
  if (page.viewportSize().width < 800) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

// Plays a move entry of game.moves() by clicks: its piece, then its hole (a
// removal by one click), and its spend in the chooser where two reach the hole.
export async function clickEntry(page, entry) {
  if (entry.from && entry.to) await clickHole(page, entry.from);
  await clickHole(page, entry.to ?? entry.from);
  const chooser = page.getByTestId("seig-chooser");
  if (await chooser.isVisible()) await page.getByTestId(`choose-${entry.spentText}`).click();
}

// Spends one move by clicking its piece, then its hole; picks the group in
// the chooser when two groups reach that hole.
export async function clickSpend(page, move) {
  const [, from, to, group] = /^([a-d]\d+)-([a-d]\d+):(.+)$/.exec(move);
  await clickSquare(page, from);
  await clickSquare(page, to);
  const chooser = page.getByTestId("seig-chooser");
  if (await chooser.isVisible()) await page.getByTestId(`choose-${group}`).click();
}

// One person's action: a throw by the button, or a spend by clicks. Returns
// what it did, once the game has taken it, or null when the game went on
// without it. `before`: the state just read, if any.
export async function personActs(page, random, before = null) {
  before ??= await seigState(page);
  const { legalMoves } = before;
  const moved = (timeout) => page.waitForFunction((length) => window.desertGames.game.history().length > length, before.history.length, { timeout });
  if (legalMoves.length === 1 && legalMoves[0] === "throw") {
    // The automatic pass may throw for the person first, and the seats after
    // it may play on, to the game's end; and a click may come while the page
    // still shows the last move, which it refuses: click until the throw is
    // made, or the game went on without it.
    for (;;) {
      const clicked = await page.getByTestId("throw-button").click({ timeout: 2000 }).then(() => true, () => false);
      if (clicked && await moved(5000).then(() => true, () => false)) return "throw";
      const now = await seigState(page);
      if (now.over || now.history.length !== before.history.length) return null;
    }
  }
  const action = chooseSpend(legalMoves, random);
  await clickSpend(page, action);
  await moved(30000);
  return action;
}
