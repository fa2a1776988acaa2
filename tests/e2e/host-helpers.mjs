// Shared by the tests of issue 13's defects: a host page on a second origin
// that embeds the game (as <desert-game> or an iframe) and records the
// events it receives, the embedded game's frame, and the engine under Node
// to build records and replay games.

import { before, after } from "node:test";
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { startServer, launchBrowser, distDir } from "./helpers.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

// The engine, loaded from the built site, for the tests' own bookkeeping.
let engine = null;
export async function loadEngine() {
  if (!engine) {
    const module = await import(pathToFileURL(path.join(distDir, "pkg/desert_games.js")).href);
    await module.default({ module_or_path: fs.readFileSync(path.join(distDir, "pkg/desert_games_bg.wasm")) });
    engine = module;
  }
  return engine;
}

// A saved game (`Game.toJSON()` text) of `ruleset` after `count` legal moves
// (the first legal move each time).
export async function recordAfter(ruleset, count, options = {}) {
  const { Game } = await loadEngine();
  const game = new Game(ruleset, options);
  try {
    for (let i = 0; i < count; i++) game.play(game.legalMoves()[0]);
    return game.toJSON();
  } finally {
    game.free();
  }
}

// The site (`app`), a host page server on another origin (`host`) and a
// Chromium, for one test file; live bindings.
export let app;
export let host;
export let browser;
let hostDir;
export function useHostAndApp() {
  before(async () => {
    app = await startServer();
    hostDir = fs.mkdtempSync(path.join(os.tmpdir(), "desert-host-"));
    const child = spawn(process.execPath, [path.join(root, "tools/serve.mjs"), hostDir], { env: { ...process.env, PORT: "0" }, stdio: ["ignore", "pipe", "inherit"] });
    const port = await new Promise((resolve, reject) => {
      let output = "";
      child.stdout.on("data", (chunk) => {
        output += chunk;
        const found = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(output);
        if (found) resolve(found[1]);
      });
      child.once("exit", (code) => reject(new Error(`host server exited (${code})`)));
    });
    // The same server under another name is another origin.
    host = { url: `http://localhost:${port}/`, close: () => child.kill() };
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    app?.close();
    host?.close();
    if (hostDir) fs.rmSync(hostDir, { recursive: true, force: true });
  });
}

// Writes a host page holding `body`; every `move` and `end` event of its
// <desert-game> elements, and every message from the app's origin, lands in
// window.received as { via, type, detail }. Returns its address.
// `sized`: the host page gives the element and iframes their size, as most sites do.
export function hostPage(name, body, { sized = true } = {}) {
  const size = sized ? " desert-game, iframe { display: block; width: 560px; height: 640px; }" : "";
  fs.writeFileSync(path.join(hostDir, name), `<!doctype html><html><head><meta charset="utf-8">
<style>body { margin: 0; font-family: serif; }${size}</style>
<script src="${app.url}embed.js"></script></head><body>${body}
<script>
window.received = [];
for (const node of document.querySelectorAll("desert-game"))
  for (const type of ["move", "end"]) node.addEventListener(type, (e) => window.received.push({ via: "element", type, detail: e.detail }));
window.addEventListener("message", (e) => {
  if (e.data && e.data.source === "desert-games" && e.origin === "${new URL(app.url).origin}") window.received.push({ via: "message", type: e.data.type, detail: e.data.detail });
});
</script></body></html>`);
  return `${host.url}${name}`;
}

// The address of the app in an iframe: `index.html?query#fragment`.
export function appUrl(fragment, query = "") {
  return `${app.url}index.html${query ? `?${query}` : ""}#${new URLSearchParams(fragment)}`;
}

// The app's frame in `page` once its game is there.
export async function appFrame(page, timeout = 20000) {
  const until = Date.now() + timeout;
  while (Date.now() < until) {
    const frame = page.frames().find((f) => f !== page.mainFrame() && f.url().startsWith(app.url));
    if (frame && (await frame.evaluate(() => Boolean(window.desertGames?.game)).catch(() => false))) return frame;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the embedded game never loaded");
}

// A point of the embedded page (its viewport pixels) on the host page.
async function onHost(frame, point) {
  if (!frame.parentFrame()) return point; // the app opened by link: its own page
  const box = await (await frame.frameElement()).boundingBox();
  return { x: box.x + point.x, y: box.y + point.y };
}

// Clicks a square or hole of the embedded board from the host page, as a person would.
export async function frameClickSquare(page, frame, square) {
  const inFrame = await frame.evaluate((name) => window.desertGames.squareCenter(name), square);
  if (!inFrame) throw new Error(`no centre for ${square}`);
  const { x, y } = await onHost(frame, inFrame);
  await page.mouse.click(x, y);
}

// Clicks the Seig sticks on the embedded board.
export async function frameClickSticks(page, frame) {
  const inFrame = await frame.evaluate(() => window.desertGames.sticksGround());
  if (!inFrame) return;
  const { x, y } = await onHost(frame, inFrame);
  await page.mouse.click(x, y);
}

export const frameHistory = (frame) => frame.evaluate(() => window.desertGames.game.history());
export const frameState = (frame) => frame.evaluate(() => window.desertGames.state);

// Time for a page that would act on its own (the computer, a late click) to
// have acted: only ever used before asserting that nothing happened.
export const settle = (ms = 2000) => new Promise((r) => setTimeout(r, ms));

// Clicks `locator` if it can be clicked now; a disabled or hidden control
// is a refusal too. Returns whether it was clicked.
export async function clickIfEnabled(locator) {
  if (!(await locator.isVisible().catch(() => false)) || !(await locator.isEnabled().catch(() => false))) return false;
  await locator.click({ timeout: 2000 }).catch(() => {});
  return true;
}

// Types `text` into the move entry box and sends it, if the box is there to type in.
export async function typeMove(target, text) {
  const input = target.locator('[data-testid="move-input"]');
  if (!(await input.isVisible().catch(() => false))) return false;
  await input.fill(text);
  await input.press("Enter");
  return true;
}
