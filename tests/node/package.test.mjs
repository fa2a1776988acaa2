// The npm package of `make packages` (target/packages/desert-games-*.tgz), as
// another developer gets it: installed into a fresh folder with no network,
// it plays a full game of every rule set under Node, its TypeScript
// declarations type-check a program calling every API call, and esbuild
// bundles a page of another site with the engine and the <desert-game>
// element, which Chromium plays on and which fires `move` events.
// `make test` runs `make packages` first.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DECLARED_RULESETS } from "./declared-rulesets.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const here = path.join(root, "tests/node/package");
const packages = path.join(root, "target/packages");
let scratch;

before(() => {
  const tarballs = fs.existsSync(packages) ? fs.readdirSync(packages).filter((f) => /^desert-games-.*\.tgz$/.test(f)) : [];
  assert.equal(tarballs.length, 1, "one npm tarball in target/packages: run `make packages`");
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "desert-games-package-"));
  fs.writeFileSync(path.join(scratch, "package.json"), JSON.stringify({ name: "a-site", private: true, type: "module" }));
  // No network: the package has no dependencies, so npm needs nothing but the tarball.
  execFileSync("npm", ["install", path.join(packages, tarballs[0]), "--offline", "--no-audit", "--no-fund", "--ignore-scripts", "--no-package-lock"], {
    cwd: scratch,
    stdio: "pipe",
  });
  for (const file of fs.readdirSync(here)) fs.copyFileSync(path.join(here, file), path.join(scratch, file));
});

after(() => {
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
});

test("installed with no network, the package plays a full game of every rule set under Node, the computer choosing every move", () => {
  const installed = JSON.parse(fs.readFileSync(path.join(scratch, "node_modules/desert-games/package.json"), "utf8"));
  assert.deepEqual(installed.dependencies ?? {}, {}, "the package depends on nothing");
  const lines = execFileSync(process.execPath, ["play.mjs"], { cwd: scratch, encoding: "utf8" }).trim().split("\n").map((line) => JSON.parse(line));
  assert.deepEqual(lines.map((game) => game.id), DECLARED_RULESETS);
  for (const game of lines) {
    assert.equal(game.version, installed.version);
    assert.equal(game.status.over, true, `${game.id} ended (after ${game.plies} plies)`);
    assert.ok(game.plies > 0);
    assert.deepEqual(game.loadedStatus, game.status, `${game.id} saved and loaded is the same game`);
    assert.equal(game.sameHistory, true);
  }
});

test("the package's TypeScript declarations type-check a program calling every API call, as a bundler and as Node resolve it", () => {
  const tsc = path.join(root, "node_modules/typescript/bin/tsc");
  for (const config of ["tsconfig.json", "tsconfig.node.json"]) {
    try {
      execFileSync(process.execPath, [tsc, "-p", config], { cwd: scratch, encoding: "utf8", stdio: "pipe" });
    } catch (e) {
      assert.fail(`tsc -p ${config}:\n${e.stdout}${e.stderr}`);
    }
  }
});

function serve(folder) {
  const child = spawn(process.execPath, [path.join(root, "tools/serve.mjs"), folder], { env: { ...process.env, PORT: "18700" }, stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
      const found = /http:\/\/127\.0\.0\.1:\d+\//.exec(output);
      if (found) resolve({ url: found[0], close: () => child.kill() });
    });
    child.once("exit", (code) => reject(new Error(`static server exited (${code}): ${output}`)));
  });
}

test("esbuild bundles a page with the engine and <desert-game> from the package; in Chromium the engine plays and the board sends move events", async () => {
  const esbuild = await import(path.join(root, "node_modules/esbuild/lib/main.js"));
  const site = path.join(scratch, "site");
  await esbuild.build({ entryPoints: [path.join(scratch, "page.js")], bundle: true, format: "esm", outfile: path.join(site, "page.js"), absWorkingDir: scratch, logLevel: "error" });
  const installed = path.join(scratch, "node_modules/desert-games");
  fs.copyFileSync(path.join(scratch, "page.html"), path.join(site, "page.html"));
  fs.copyFileSync(path.join(installed, "engine/desert_games_bg.wasm"), path.join(site, "desert_games_bg.wasm"));
  fs.cpSync(path.join(installed, "board"), path.join(site, "desert-games"), { recursive: true });

  const { chromium } = await import("playwright-core");
  const server = await serve(site);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const context = await browser.newContext({ viewport: { width: 900, height: 700 }, serviceWorkers: "block", reducedMotion: "reduce" });
    const page = await context.newPage();
    const problems = [];
    page.on("pageerror", (e) => problems.push(e.message));
    await page.goto(`${server.url}page.html`);
    const engine = await (await page.waitForFunction(() => window.engine, null, { timeout: 20000 })).jsonValue();
    assert.deepEqual(engine.history, [engine.move], "the bundled engine played a move");

    let frame;
    await page.waitForFunction(() => document.querySelector("desert-game")?.shadowRoot?.querySelector("iframe")?.src);
    for (let i = 0; i < 200 && !frame; i++) {
      frame = page.frames().find((f) => f.url().startsWith(`${server.url}desert-games/index.html`));
      if (frame && !(await frame.evaluate(() => Boolean(window.desertGames?.state?.humanTurn)).catch(() => false))) frame = undefined;
      if (!frame) await new Promise((r) => setTimeout(r, 100));
    }
    assert.ok(frame, "the board's page loaded from the site's own origin and waits for the player");
    const movesSoFar = () => page.evaluate(() => window.received.filter((r) => r.type === "move").map((r) => r.detail.move));
    const earlier = (await movesSoFar()).length;
    const { legalMoves } = await frame.evaluate(() => window.desertGames.state);
    const [from, to] = legalMoves[0].split(/[-x]/);
    const box = await (await frame.frameElement()).boundingBox();
    for (const square of [from, to]) {
      const point = await frame.evaluate((name) => window.desertGames.squareCenter(name), square);
      await page.mouse.click(box.x + point.x, box.y + point.y);
    }
    // The player's move, then the computer's answer, each as a `move` event.
    await page.waitForFunction((n) => window.received.filter((r) => r.type === "move").length >= n + 2, earlier, { timeout: 20000 }).catch(async (e) => {
      if (process.env.PACKAGE_TEST_SHOT) await page.screenshot({ path: process.env.PACKAGE_TEST_SHOT });
      const state = await frame.evaluate(() => ({ history: window.desertGames.game.history(), humanTurn: window.desertGames.state.humanTurn }));
      throw new Error(`${e.message}: events ${JSON.stringify(await page.evaluate(() => window.received))}, the board ${JSON.stringify(state)}, clicked ${legalMoves[0]}`);
    });
    const moves = await movesSoFar();
    const history = await frame.evaluate(() => window.desertGames.game.history());
    assert.equal(moves[earlier], legalMoves[0]);
    assert.deepEqual(moves, history.slice(0, moves.length));
    assert.deepEqual(problems, []);
  } finally {
    await browser.close();
    server.close();
  }
});
