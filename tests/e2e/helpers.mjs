// Shared by the end-to-end tests: serve dist/ with the project's own static
// server, drive Debian's Chromium, and play through the page like a person.

import { before, after } from "node:test";
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import assert from "node:assert/strict";
import { chromium } from "playwright-core";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const outDir = path.join(root, "tests/e2e/out");
// Pictures of the pages, to look at, go to outDir; PICTURES=0 (as `make test`
// sets: nothing reads them there) leaves them out. A whole phone page at
// twice the pixels takes about a second of processor time to encode.
export async function savePicture(page, name, options = {}) {
  if (process.env.PICTURES !== "0") await page.screenshot({ path: path.join(outDir, name), ...options });
}
// The built site under test; DIST_DIR points the tests at another build.
export const distDir = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(root, "dist");

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

// Starts tools/serve.mjs on the built site (or another folder); resolves with { url, close }.
export async function startServer(folder = distDir) {
  const child = spawn(process.execPath, [path.join(root, "tools/serve.mjs"), folder], {
    env: { ...process.env, PORT: String(await freePort()) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = await new Promise((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
      const found = /http:\/\/127\.0\.0\.1:\d+\//.exec(output);
      if (found) resolve(found[0]);
    });
    child.once("exit", (code) => reject(new Error(`static server exited (${code}): ${output}`)));
  });
  return { url, close: () => child.kill() };
}

// Headless Chromium opens a window for each context, and with it renderers
// for the address bar's popups and the toolbar that no test sees: turned off,
// each fresh page costs less of the two cores (bench/results.md).
const UNSEEN_BROWSER_PARTS = "WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIToolbar,WebUIReloadButton,InitialWebUI";

export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", `--disable-features=${UNSEEN_BROWSER_PARTS}`],
  });
}

// The site's server and a Chromium for one test file: started before its
// tests, stopped after; `server` and `browser` are live bindings.
export let server;
export let browser;
export function useSiteAndBrowser() {
  before(async () => {
    fs.mkdirSync(outDir, { recursive: true });
    server = await startServer();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    server?.close();
  });
}

// A page in a fresh context; `page.problems` collects console errors and
// uncaught exceptions. `welcome`: meet the page as a first visitor (the home).
// `more`: other context options (locale, hasTouch, …). The player asks for
// reduced motion unless a test watches the motion itself
// (`reducedMotion: "no-preference"`): pieces then land at once, which saves
// a whole game's slides and flights and tests the page as such players see it.
// The service worker is kept out unless a test is about it (`serviceWorkers:
// "allow"`): it fetches all 41 files of the site for the offline copy in
// the background of each new page, which slows every test on 2 cores.
export async function watchedPage(browser, { width = 1280, height = 800, deviceScaleFactor = 1, welcome = false, reducedMotion = "reduce", serviceWorkers = "block", ...more } = {}) {
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor, reducedMotion, serviceWorkers, ...more });
  // Tests meet the page as a returning player, past the home a first visit opens on (tests/e2e/home.test.mjs tries that).
  if (!welcome) {
    await context.addInitScript(() => {
      try {
        localStorage.setItem("desert-games-welcomed", "1");
      } catch {
        // a page with no storage of its own (about:blank)
      }
    });
  }
  const page = await context.newPage();
  page.problems = [];
  page.on("console", (message) => {
    if (message.type() === "error") page.problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => page.problems.push(`pageerror: ${error.message}`));
  return page;
}

// Gives the window a new size and waits until the page holds still at it:
// a board's canvas may rearrange the page once more after the first resize
// (a Seig mound left standing from a phone's size lies down again), and a
// click meanwhile lands where the hole was a frame before.
export async function resizeWindow(page, size) {
  await page.setViewportSize(size);
  await page.evaluate(() => new Promise((resolve) => {
    let last = null;
    let stillFrames = 0;
    const look = () => {
      const boxes = [...document.querySelectorAll("canvas")].map((canvas) => JSON.stringify(canvas.getBoundingClientRect())).join();
      stillFrames = boxes === last ? stillFrames + 1 : 0;
      last = boxes;
      if (stillFrames >= 3) resolve();
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }));
}

// Opens the game in a watched page.
export async function openGame(browser, url, viewport = {}) {
  const page = await watchedPage(browser, viewport);
  await page.goto(url);
  await page.waitForFunction(() => window.desertGames?.game);
  return page;
}

export const state = (page) => page.evaluate(() => window.desertGames.state);
export const history = (page) => page.evaluate(() => window.desertGames.game.history());

// Fills the new-game panel as a player would; `options` maps option names to values.
export async function newGame(page, { ruleset = "siga", options = {}, opponent = "computer-easy", side = 0, match = 1 } = {}) {
  await page.getByTestId("new-game-button").click();
  const dialog = page.getByTestId("new-game-dialog");
  await dialog.waitFor({ state: "visible" });
  await page.getByTestId("ruleset-select").selectOption(ruleset);
  for (const [name, value] of Object.entries(options)) {
    const control = page.getByTestId(`option-${name}`);
    if (typeof value === "boolean") await control.setChecked(value);
    else if (await control.evaluate((node) => node.tagName === "SELECT")) await control.selectOption(String(value));
    else await control.fill(String(value));
  }
  await page.getByTestId("opponent-select").selectOption(opponent);
  if (opponent !== "human") await page.getByTestId("side-select").selectOption(String(side));
  await page.getByTestId("match-select").selectOption(String(match));
  await page.getByTestId("start-button").click();
  await dialog.waitFor({ state: "hidden" });
}

export async function squareCenter(page, square) {
  const center = await page.evaluate((name) => window.desertGames.squareCenter(name), square);
  assert.ok(center, `no centre for ${square}`);
  return center;
}

// A square of a board wider than the screen (a 9x9 board on a narrow phone)
// is swiped into view first, as a player does.
export async function clickSquare(page, square) {
  let { x, y } = await squareCenter(page, square);
  const { width } = page.viewportSize();
  if (x < 0 || x > width) {
    await page.evaluate((dx) => document.querySelector(".board-area").scrollBy(dx, 0), x - width / 2);
    ({ x, y } = await squareCenter(page, square));
  }
  await page.mouse.click(x, y);
}

// Plays a step move ("b2-b3" or "b2xb3") by clicking its two squares.
export async function clickMove(page, move) {
  const [, from, to] = /^([a-z]\d+)[-x]([a-z]\d+)$/.exec(move);
  await clickSquare(page, from);
  await clickSquare(page, to);
}

// Plays a placement ("c4") or a step by clicking, as the move text says.
export async function clickPlay(page, move) {
  if (/^[a-z]\d+$/.test(move)) await clickSquare(page, move);
  else await clickMove(page, move);
}

// Plays `count` moves by clicking, quiet ones first, each once the game has taken the last.
export async function playMoves(page, count) {
  for (let i = 0; i < count; i++) {
    const before = (await history(page)).length;
    const { legalMoves } = await state(page);
    await clickPlay(page, legalMoves.find((move) => !move.includes("x")) ?? legalMoves[0]);
    await page.waitForFunction((n) => window.desertGames.game.history().length > n, before);
  }
}

// Fills localStorage to the last byte with junk keys (as other pages of the
// same site might); returns how many keys it took.
export const fillStorage = (page) =>
  page.evaluate(() => {
    let chunk = "x".repeat(1 << 20);
    let n = 0;
    while (chunk.length > 0) {
      try {
        localStorage.setItem(`junk/${n}`, chunk);
        n += 1;
      } catch {
        chunk = chunk.slice(0, chunk.length >> 1);
      }
    }
    return n;
  });
export const freeStorage = (page) => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("junk/")).forEach((k) => localStorage.removeItem(k)));

// Resolves once the human may act or the game is over.
export async function waitForHumanTurn(page, timeout = 20000) {
  await page.waitForFunction(() => {
    const { humanTurn, over } = window.desertGames.state;
    return humanTurn || over;
  }, null, { timeout });
}

// A small deterministic generator, so a failing game can be replayed.
export function seededRandom(seed) {
  let value = seed >>> 0;
  return () => {
    value = (value * 1664525 + 1013904223) >>> 0;
    return value / 2 ** 32;
  };
}

// Prefers captures, so games move towards an end; otherwise any legal move.
export function chooseMove(moves, random) {
  const captures = moves.filter((move) => move.includes("x"));
  const pool = captures.length ? captures : moves;
  return pool[Math.floor(random() * pool.length)];
}

// Waits until the element with this test id says what `pattern` matches
// (the page may still be finishing a reply to a click); returns its text.
export async function waitForText(page, testId, pattern, timeout = 5000) {
  const source = pattern instanceof RegExp ? pattern.source : pattern.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const flags = pattern instanceof RegExp ? pattern.flags : "";
  try {
    await page.waitForFunction(
      ([id, body, options]) => new RegExp(body, options).test(document.querySelector(`[data-testid="${id}"]`)?.textContent ?? ""),
      [testId, source, flags],
      { timeout },
    );
  } catch {
    assert.fail(`${testId} never matched ${pattern}: "${await page.getByTestId(testId).textContent()}"`);
  }
  return page.getByTestId(testId).textContent();
}

// Phones: every scrolling (or clipping) box of the page holds what it shows,
// and the page itself does not scroll unless `pageMayScroll` (a board that
// needs more room than the screen has: the page then scrolls down, and a
// board wider than the screen pans sideways in its area); words kept for screen readers only
// (clipped away) and names cut with an ellipsis, which shows the cut, aside.
// Measured after two frames: a new board sets the room it needs from its
// resize observer, which a busy machine may not have run yet.
export const scrollingBoxes = (page, { pageMayScroll = false } = {}) => page.evaluate(async (pageMayScroll) => {
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const page = document.documentElement;
  return [...document.querySelectorAll("body, body *")]
    .filter((node) => {
      const style = getComputedStyle(node);
      return node.clientHeight > 2 && /auto|scroll|hidden/.test(style.overflowY) && style.clipPath === "none" && style.textOverflow !== "ellipsis";
    })
    .filter((node) => node.scrollHeight > node.clientHeight + 1 || node.scrollWidth > node.clientWidth + 1)
    .filter((node) => !(pageMayScroll && node.matches(".board-area.zoomed")))
    .map((node) => `${node.className || node.tagName}: ${node.clientWidth}x${node.clientHeight} px showing ${node.scrollWidth}x${node.scrollHeight} px`)
    .concat(page.scrollWidth > innerWidth ? [`the page: ${innerWidth} px wide showing ${page.scrollWidth} px`] : [])
    .concat(!pageMayScroll && page.scrollHeight > innerHeight ? [`the page: ${innerHeight} px showing ${page.scrollHeight} px`] : []);
}, pageMayScroll);

// Whether the board's area is down to the least room its squares (or holes)
// need (www/board/canvas-size.js): a screen too small for that scrolls the
// page rather than shrink them.
export const boardAtItsLeast = (page) => page.evaluate(() => {
  const area = document.querySelector(".board-area");
  return area.getBoundingClientRect().height <= parseFloat(getComputedStyle(area).minHeight) + 1;
});

// What a finger can tap, as shown (a checkbox by its label), that is
// narrower or lower than 36 px; the hidden move field and the screen
// readers' grid over the board (squares and holes are checked apart) aside.
export const smallTargets = (page) => page.evaluate(() => [...document.querySelectorAll("button, select, input, summary, a[href]")]
  .filter((node) => node.checkVisibility({ visibilityProperty: true }) && !node.closest(".move-entry:not(:focus-within), .access-board"))
  .map((node) => [node, (node.type === "checkbox" ? node.closest("label") ?? node : node).getBoundingClientRect()])
  .filter(([, box]) => box.width > 1 && (box.width < 36 || box.height < 36))
  .map(([node, box]) => `${node.dataset.testid || node.id || node.textContent}: ${box.width.toFixed(1)}x${box.height.toFixed(1)}`));

// Buttons, menus and links whose words run past their border.
export const spilledWords = (page) => page.evaluate(() => [...document.querySelectorAll("button, summary, a[href]")]
  .filter((node) => node.checkVisibility({ visibilityProperty: true }) && !node.closest(".move-entry:not(:focus-within), .access-board"))
  .filter((node) => node.scrollWidth > node.clientWidth + 1 || node.scrollHeight > node.clientHeight + 1)
  .map((node) => `${node.dataset.testid || node.id}: "${node.textContent.trim()}" needs ${node.scrollWidth}x${node.scrollHeight} px in ${node.clientWidth}x${node.clientHeight}`));

// Saves the game through the More menu: the file's name and text.
export async function saveFile(page) {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByTestId("more-button").click().then(() => page.getByTestId("export-button").click()),
  ]);
  return { name: download.suggestedFilename(), text: fs.readFileSync(await download.path(), "utf8") };
}

// Opens `text` as a file chosen through Open file.
export const openFile = (page, text, name = "game.json") =>
  page.getByTestId("import-input").setInputFiles({ name, mimeType: "application/json", buffer: Buffer.from(text) });

// The link Share link makes of the game in progress.
export async function shareLink(page) {
  await page.getByTestId("more-button").click();
  await page.getByTestId("share-button").click();
  await page.getByTestId("share-link").waitFor({ state: "visible" });
  return page.getByTestId("share-link").inputValue();
}

// The board's cells after the first `count` moves of the game in progress,
// replayed on a fresh engine game (not the page's own way to an earlier position).
export const cellsAfter = (page, count) => page.evaluate((count) => {
  const { game } = window.desertGames;
  const replay = new game.constructor(game.ruleset(), game.options());
  for (const move of game.history().slice(0, count)) replay.play(move);
  const { cells } = replay.board();
  replay.free();
  return [...cells];
}, count);
