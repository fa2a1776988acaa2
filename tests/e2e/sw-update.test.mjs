// A new build replaces the offline copy whole or not at all. The site here is
// served as many static hosts do, with files cacheable for a day, so the
// browser's HTTP cache still holds the last build's files when the next build
// arrives: the service worker must fetch every file afresh, check each one
// belongs to the build it names, and keep the build in use until the new one
// is complete.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { launchBrowser, openGame, distDir, history } from "./helpers.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const TYPES = { ".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8", ".css": "text/css", ".wasm": "application/wasm", ".svg": "image/svg+xml", ".png": "image/png", ".webmanifest": "application/manifest+json" };

let site; // a copy of dist/ the tests change
let stale = new Map(); // address path -> bytes served instead of the file (a stale proxy)
let server;
let url;
let browser;

before(async () => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), "desert-sw-"));
  fs.cpSync(distDir, site, { recursive: true });
  server = http.createServer((req, res) => {
    const rel = decodeURIComponent(new URL(req.url, "http://x").pathname);
    let file = path.join(site, rel);
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, "index.html");
    const body = stale.get(rel) ?? (fs.existsSync(file) ? fs.readFileSync(file) : null);
    if (!body) return res.writeHead(404).end();
    // A day in the HTTP cache, as a static host's default may be.
    res.writeHead(200, { "content-type": TYPES[path.extname(file)] ?? "application/octet-stream", "cache-control": "max-age=86400" }).end(body);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${server.address().port}/`;
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  server?.close();
  fs.rmSync(site, { recursive: true, force: true });
});

// The script the page loads: its modules joined (tools/bundle.mjs).
const PAGE_SCRIPT = "www/bundle/app.js";

const buildOf = (dir) => /const BUILD = "([^"]+)"/.exec(fs.readFileSync(path.join(dir, "sw.js"), "utf8"))[1];
const sha = (bytes) => crypto.createHash("sha256").update(bytes).digest("hex");

// A new build: index.html and the page's script change (a comment each), and
// tools/finish-dist.mjs writes the new sw.js. Returns the old files' bytes.
function nextBuild(mark) {
  const old = {};
  for (const rel of ["index.html", PAGE_SCRIPT, "sw.js"]) old[rel] = fs.readFileSync(path.join(site, rel));
  fs.appendFileSync(path.join(site, "index.html"), `<!-- ${mark} -->\n`);
  fs.appendFileSync(path.join(site, PAGE_SCRIPT), `// ${mark}\n`);
  execFileSync(process.execPath, [path.join(root, "tools/finish-dist.mjs"), site]);
  return old;
}

function restore(old) {
  for (const [rel, bytes] of Object.entries(old)) fs.writeFileSync(path.join(site, rel), bytes);
}

// The cached files of every desert-games cache: { cacheName: { address path: sha256 } }.
// Hashed in the page: the bytes themselves would cross to the test as megabytes of numbers.
const cachedFiles = (page) =>
  page.evaluate(async () => {
    const hex = (buffer) => Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, "0")).join("");
    const out = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      out[name] = {};
      for (const request of await cache.keys()) {
        const body = await (await cache.match(request)).arrayBuffer();
        out[name][new URL(request.url).pathname] = hex(await crypto.subtle.digest("SHA-256", body));
      }
    }
    return out;
  });

// What each address path of the site serves now, by sha256.
function siteFiles() {
  const files = JSON.parse(/const FILES = (\[[^\]]*\])/.exec(fs.readFileSync(path.join(site, "sw.js"), "utf8"))[1]);
  return Object.fromEntries(files.map((f) => {
    const rel = f === "./" ? "index.html" : f;
    return [f === "./" ? "/" : `/${f}`, sha(fs.readFileSync(path.join(site, rel)))];
  }));
}

// Asks for an update check; resolves with what became of the new worker
// ("installed" or "redundant"), or null when there was none.
const checkForUpdate = (page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration.update();
    const worker = registration.installing;
    if (!worker) return registration.waiting ? "installed" : null;
    return new Promise((resolve) => {
      const done = () => ["installed", "redundant", "activated"].includes(worker.state) && resolve(worker.state);
      worker.addEventListener("statechange", done);
      done();
    });
  });

async function visit() {
  const page = await openGame(browser, url, { serviceWorkers: "allow" });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15000 });
  return page;
}

test("an accepted update caches only the new build's files, fetched past the HTTP cache", async () => {
  const page = await visit();
  const firstBuild = buildOf(site);
  // Every file is in the browser's HTTP cache now, fresh for a day.
  const old = nextBuild("build two");
  try {
    const secondBuild = buildOf(site);
    assert.notEqual(secondBuild, firstBuild);
    assert.equal(await checkForUpdate(page), "installed");
    await page.getByTestId("update-ready").waitFor({ state: "visible", timeout: 15000 });
    await Promise.all([page.waitForEvent("load", { timeout: 15000 }), page.getByTestId("update-button").click()]);
    await page.waitForFunction(() => window.desertGames?.game);
    const cached = await cachedFiles(page);
    assert.deepEqual(Object.keys(cached), [`desert-games-${secondBuild}`], "only the new build's cache is left");
    const expected = siteFiles();
    const mixed = Object.entries(cached[`desert-games-${secondBuild}`]).filter(([p, hash]) => expected[p] !== hash).map(([p]) => p);
    assert.deepEqual(mixed, [], "every cached file is the new build's");
    assert.deepEqual(Object.keys(cached[`desert-games-${secondBuild}`]).sort(), Object.keys(expected).sort());
    // The page runs the new script.
    const appText = await page.evaluate((script) => fetch(script).then((r) => r.text()), PAGE_SCRIPT);
    assert.match(appText, /\/\/ build two\n$/);
  } finally {
    restore(old);
    await page.context().close();
  }
});

test("an update whose server still serves an old file is not installed, and the build in use goes on", async () => {
  const page = await visit();
  const firstBuild = buildOf(site);
  const before = await cachedFiles(page);
  assert.deepEqual(Object.keys(before), [`desert-games-${firstBuild}`]);
  const oldApp = fs.readFileSync(path.join(site, PAGE_SCRIPT));
  const old = nextBuild("build three");
  try {
    // The host (a proxy) still serves the last build's script; the page's
    // HTTP cache is emptied, so only the service worker's check can tell.
    stale.set(`/${PAGE_SCRIPT}`, oldApp);
    await page.context().clearCookies();
    const client = await page.context().newCDPSession(page);
    await client.send("Network.clearBrowserCache");
    assert.equal(await checkForUpdate(page), "redundant", "the new worker gives up");
    assert.equal(await page.getByTestId("update-ready").isVisible(), false, "no update is offered");
    assert.deepEqual(await cachedFiles(page), before, "the old build's cache is whole and alone");
    // The old build keeps working, offline too.
    await page.context().setOffline(true);
    await page.reload();
    await page.waitForFunction(() => window.desertGames?.game);
    await page.evaluate(() => window.desertGames.game.legalMoves().length > 0);
    assert.deepEqual(await history(page), []);
    assert.deepEqual(page.problems, []);
  } finally {
    stale = new Map();
    restore(old);
    await page.context().close();
  }
});

test("an update accepted in one tab reloads every tab of the site onto the new build", async () => {
  const first = await visit();
  const second = await first.context().newPage();
  await second.goto(url);
  await second.waitForFunction(() => navigator.serviceWorker.controller !== null && window.desertGames?.game);
  const old = nextBuild("build four");
  try {
    assert.equal(await checkForUpdate(first), "installed");
    await first.getByTestId("update-ready").waitFor({ state: "visible", timeout: 15000 });
    await Promise.all([
      first.waitForEvent("load", { timeout: 15000 }),
      second.waitForEvent("load", { timeout: 15000 }),
      first.getByTestId("update-button").click(),
    ]);
    for (const page of [first, second]) {
      await page.waitForFunction(() => window.desertGames?.game);
      // The script the tab runs now is the new build's.
      const appText = await page.evaluate(async (address) => {
        const script = new URL(address, location.href);
        return (await caches.match(script)) ? (await caches.match(script)).text() : null;
      }, PAGE_SCRIPT);
      assert.match(appText, /\/\/ build four\n$/);
      assert.equal(await page.evaluate(() => performance.getEntriesByType("navigation")[0].type), "reload");
    }
  } finally {
    restore(old);
    await first.context().close();
  }
});

test("the one-file copy is reached at its address with the service worker installed", async () => {
  const page = await visit();
  try {
    const response = await page.goto(`${url}desert-games.html`);
    assert.equal(await response.text(), fs.readFileSync(path.join(site, "desert-games.html"), "utf8"));
    // An address of no file still opens the game.
    const elsewhere = await page.goto(`${url}no-such-page`);
    assert.equal(await elsewhere.text(), fs.readFileSync(path.join(site, "index.html"), "utf8"));
  } finally {
    await page.context().close();
  }
});
