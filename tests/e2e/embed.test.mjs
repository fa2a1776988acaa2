// Embedding from another origin: a host page served from a second local
// origin uses <desert-game> (shadow DOM around an iframe of the app) and a
// plain iframe; moves and the end arrive as events, messages are sent only to
// the host's origin, and forged messages are ignored.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { startServer, launchBrowser } from "./helpers.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
let app;
let host;
let hostDir;
let browser;

before(async () => {
  app = await startServer();
  hostDir = fs.mkdtempSync(path.join(os.tmpdir(), "desert-host-"));
  const child = spawn(process.execPath, [path.join(root, "tools/serve.mjs"), hostDir], { env: { ...process.env, PORT: "0" }, stdio: ["ignore", "pipe", "inherit"] });
  const url = await new Promise((resolve) => child.stdout.on("data", (d) => resolve(/http:\/\/127\.0\.0\.1:(\d+)\//.exec(String(d))[1])));
  // The same server under another name is another origin.
  host = { url: `http://localhost:${url}/`, close: () => child.kill() };
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  app?.close();
  host?.close();
  fs.rmSync(hostDir, { recursive: true, force: true });
});

function hostPage(name, body) {
  fs.writeFileSync(path.join(hostDir, name), `<!doctype html><html><head><meta charset="utf-8">
<style>body { margin: 0; font-family: serif; } desert-game, iframe { width: 480px; height: 520px; }</style>
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

async function appFrame(page) {
  await page.waitForFunction(() => true);
  for (let i = 0; i < 100; i++) {
    const frame = page.frames().find((f) => f.url().startsWith(app.url));
    if (frame && (await frame.evaluate(() => Boolean(window.desertGames?.game)).catch(() => false))) return frame;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the embedded game never loaded");
}

// Clicks a square of the embedded board from the host page, as a person would.
async function clickSquare(page, frame, square) {
  const inFrame = await frame.evaluate((name) => window.desertGames.squareCenter(name), square);
  const box = await (await frame.frameElement()).boundingBox();
  await page.mouse.click(box.x + inFrame.x, box.y + inFrame.y);
}

async function playToEnd(page, frame, limit = 200) {
  for (let i = 0; i < limit; i++) {
    const { over, legalMoves } = await frame.evaluate(() => window.desertGames.state);
    if (over) return;
    const move = legalMoves.find((m) => m.includes("x")) ?? legalMoves[0];
    const [from, to] = move.split(/[-x]/);
    await clickSquare(page, frame, from);
    await clickSquare(page, frame, to);
  }
  throw new Error("the game did not end");
}

test("<desert-game> from another origin plays, keeps its styles apart and fires move and end events", async () => {
  const page = await browser.newPage({ viewport: { width: 800, height: 700 } });
  const problems = [];
  page.on("pageerror", (e) => problems.push(e.message));
  await page.goto(hostPage("element.html", `<desert-game ruleset="siga" options='{"board":"4x5","compulsoryCapture":true}' opponent="human"></desert-game>`));
  const frame = await appFrame(page);
  assert.notEqual(new URL(page.url()).origin, new URL(frame.url()).origin, "host and game are on different origins");
  assert.equal(await page.evaluate(() => getComputedStyle(document.body).fontFamily), "serif", "the game's styles stay inside");
  assert.equal(await frame.evaluate(() => document.documentElement.classList.contains("embedded")), true);

  // A forged message from the host itself is not relayed as an event.
  await page.evaluate(() => window.postMessage({ source: "desert-games", type: "end", detail: { over: true } }, "*"));
  await playToEnd(page, frame);
  await page.waitForFunction(() => window.received.some((r) => r.type === "end"));
  const received = await page.evaluate(() => window.received);
  const fromElement = received.filter((r) => r.via === "element");
  const history = await frame.evaluate(() => window.desertGames.game.history());
  assert.deepEqual(fromElement.filter((r) => r.type === "move").map((r) => r.detail.move), history);
  assert.equal(fromElement.filter((r) => r.type === "end").length, 1, "one end event, the real one");
  assert.equal(fromElement.at(-1).detail.over, true);
  assert.ok(fromElement.at(-1).detail.reason);
  assert.deepEqual(problems, []);
  await page.close();
});

test("a read-only element shows a game record and takes no moves", async () => {
  const record = JSON.stringify({ format: 1, ruleset: "seega-egypt", options: {}, moves: ["a1", "b1", "a2"] });
  const page = await browser.newPage();
  await page.goto(hostPage("record.html", `<desert-game record='${record}' readonly></desert-game>`));
  const frame = await appFrame(page);
  assert.deepEqual(await frame.evaluate(() => window.desertGames.game.history()), ["a1", "b1", "a2"]);
  assert.equal(await frame.evaluate(() => window.desertGames.state.humanTurn), false);
  await clickSquare(page, frame, "a4");
  assert.equal((await frame.evaluate(() => window.desertGames.game.history())).length, 3, "a click changes nothing");
  await page.close();
});

test("an iframe sends its events only to the origin it was given", async () => {
  const page = await browser.newPage({ viewport: { width: 800, height: 1200 } });
  const own = new URL(host.url).origin;
  const frameUrl = (origin) => `${app.url}index.html#${new URLSearchParams({ embed: "1", ruleset: "siga", options: '{"board":"4x5"}', opponent: "human", origin })}`;
  await page.goto(hostPage("iframes.html", `<iframe id="mine" src="${frameUrl(own)}"></iframe><iframe id="other" src="${frameUrl("https://example.org")}"></iframe>`));
  await page.waitForFunction(() => document.querySelectorAll("iframe").length === 2);
  const frames = [];
  for (let i = 0; i < 100 && frames.length < 2; i++) {
    frames.splice(0, frames.length, ...page.frames().filter((f) => f.url().startsWith(app.url)));
    await new Promise((r) => setTimeout(r, 100));
  }
  for (const frame of frames) await frame.waitForFunction(() => Boolean(window.desertGames?.game));
  for (const frame of frames) {
    const move = (await frame.evaluate(() => window.desertGames.state.legalMoves))[0];
    const [from, to] = move.split(/[-x]/);
    await clickSquare(page, frame, from);
    await clickSquare(page, frame, to);
  }
  await page.waitForFunction(() => window.received.length > 0);
  await new Promise((r) => setTimeout(r, 300));
  const received = await page.evaluate(() => window.received);
  assert.equal(received.length, 1, "only the frame told to talk to this origin did");
  assert.equal(received[0].type, "move");
  await page.close();
});

test("lang on the element sets the embedded board's language, whatever the reader's browser prefers", async () => {
  const url = hostPage("arabic.html", `<desert-game ruleset="seega-egypt" opponent="human" lang="ar"></desert-game>`);
  const page = await (await browser.newContext({ locale: "fr-FR" })).newPage();
  await page.goto(url);
  const frame = await appFrame(page);
  assert.deepEqual(await frame.evaluate(() => [document.documentElement.lang, document.dir]), ["ar", "rtl"]);
  assert.match(await frame.evaluate(() => document.querySelector("[data-testid=turn-line]").textContent), /[\u0600-\u06FF]/, "the turn line is in Arabic");
  await page.context().close();
});
