#!/usr/bin/env node
// `make bench`: measures speed, size, memory, page load and strength and
// writes bench/results.md. Native figures come from `cargo run --release
// --example bench`; the same work is timed in WebAssembly under Node and in
// headless Chromium, so the ratios compare like with like.
// BENCH_GAMES sets the ladder's games per pair: the quick form (default 20)
// plays hard with a tenth of its browser budget, the full form (200 or more)
// with all of it; BENCH_SCALE overrides that fraction.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath, pathToFileURL } from "node:url";
import { startServer, launchBrowser } from "../tests/e2e/helpers.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const pkg = path.join(root, "dist/pkg");
const games = Number(process.env.BENCH_GAMES || 20);
const fullForm = games >= 200;
const hardScale = Number(process.env.BENCH_SCALE || (fullForm ? 1 : 0.1));
const LOADS = 10;
const LEVELS = ["easy", "medium", "hard"];
const run = (cmd, args) => execFileSync(cmd, args, { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"], maxBuffer: 1 << 26 });

function timed(work) {
  const start = performance.now();
  let runs = 0, result;
  do {
    result = work();
    runs++;
  } while (performance.now() - start < 300);
  return [result, (performance.now() - start) / 1000 / runs];
}

const fmt = (n, digits = 0) => (n == null ? "-" : Number(n).toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits }));
const perSecond = (count, seconds) => (count && seconds ? count / seconds : null);
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[(s.length - 1) >> 1] + s[s.length >> 1]) / 2 : null;
};
const ratio = (w, n) => (w && n ? `${(w / n).toFixed(2)}` : "-");

console.error("native figures…");
const native = run("cargo", ["run", "-q", "--release", "--example", "bench"]).trim().split("\n").map((l) => JSON.parse(l));

// Each level's reply from the positions the native run searched, in `engine`.
function replies(engine, n) {
  return n.replies.map((r) => {
    const game = new engine.Game(n.ruleset, n.options);
    for (const mv of r.moves) game.play(mv);
    const start = performance.now();
    const a = game.analyse({ level: r.level, seed: 1 });
    const ms = performance.now() - start;
    game.free();
    return { level: r.level, nodes: a.nodes, depth: a.depth, ms };
  });
}

console.error("wasm figures (Node)…");
const engine = await import(pathToFileURL(path.join(pkg, "desert_games.js")).href);
const wasm = await engine.default({ module_or_path: fs.readFileSync(path.join(pkg, "desert_games_bg.wasm")) });
const rows = native.map((n) => {
  const game = new engine.Game(n.ruleset, n.options);
  const [perftNodes, perftSeconds] = n.perftDepth ? timed(() => game.perft(n.perftDepth)) : [0, 0];
  const [plies, playoutSeconds] = timed(() => game.randomPlayouts(n.playouts, 500, 7));
  game.free();
  return {
    ruleset: n.ruleset,
    native: { perft: perSecond(n.perftNodes, n.perftSeconds), playout: perSecond(n.playoutPlies, n.playoutSeconds), replies: n.replies },
    wasm: { perft: perSecond(perftNodes, perftSeconds), playout: perSecond(plies, playoutSeconds), replies: replies(engine, n) },
  };
});
const nodeMemoryMB = wasm.memory.buffer.byteLength / (1 << 20);

// Nodes a second of the hard searches; a level's ladder budget is what it searches in its default time.
const nodesPerSecond = (list) => {
  const hard = list.filter((r) => r.level === "hard");
  return hard.reduce((s, r) => s + r.nodes, 0) / (hard.reduce((s, r) => s + r.ms, 0) / 1000);
};
const DEFAULT_MS = { easy: 100, medium: 300, hard: 1000 };

console.error("browser figures…");
const browser = await measureBrowser();

const budgets = Object.fromEntries(
  rows.map((r) => {
    const nps = browser.replies[r.ruleset] ? nodesPerSecond(browser.replies[r.ruleset].main) : nodesPerSecond(r.wasm.replies);
    const b = LEVELS.map((level) => Math.round((nps * DEFAULT_MS[level]) / 1000 / 1000) * 1000);
    b[2] = Math.round((b[2] * hardScale) / 1000) * 1000;
    return [r.ruleset, { nps, nodes: b }];
  }),
);

console.error(`ladder, ${games} games a pair…`);
const ladder = run("nice", ["cargo", "run", "-q", "--release", "--example", "ladder", "--", String(games), ...rows.map((r) => `${r.ruleset}:${budgets[r.ruleset].nodes.join(",")}`)]);

// Page load, reply times and memory in headless Chromium, through the built site.
async function measureBrowser() {
  const server = await startServer();
  const chromium = await launchBrowser();
  try {
    const loads = [];
    for (let i = 0; i < LOADS; i++) {
      const context = await chromium.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      // Polls every frame from the first script on: when the board canvas first
      // holds pixels, and when the page first takes a move from a person.
      await page.addInitScript(() => {
        const marks = (window.benchMarks = {});
        const poll = () => {
          const canvas = document.querySelector('[data-testid="board-canvas"]');
          if (!marks.drawn && canvas?.width && canvas.height) {
            const pixels = canvas.getContext("2d").getImageData(0, 0, canvas.width, canvas.height).data;
            for (let i = 3; i < pixels.length; i += 4 * 61) {
              if (pixels[i]) {
                marks.drawn = performance.now();
                break;
              }
            }
          }
          const state = window.desertGames?.state;
          if (!marks.clickable && state?.humanTurn && state.legalMoves.length) marks.clickable = performance.now();
          if (!marks.drawn || !marks.clickable) requestAnimationFrame(poll);
        };
        requestAnimationFrame(poll);
      });
      await page.goto(server.url);
      await page.waitForFunction(() => window.benchMarks.drawn && window.benchMarks.clickable, null, { timeout: 30000 });
      // The click the page was ready for must select a piece.
      const from = await page.evaluate(() => window.desertGames.state.legalMoves[0].split(/[-x]/)[0]);
      const at = await page.evaluate((name) => window.desertGames.squareCenter(name), from);
      await page.mouse.click(at.x, at.y);
      await page.waitForFunction(() => window.desertGames.state.selected != null, null, { timeout: 5000 });
      loads.push(await page.evaluate(() => window.benchMarks));
      await context.close();
    }

    const page = await (await chromium.newContext()).newPage();
    await page.goto(server.url);
    await page.waitForFunction(() => window.desertGames?.game);
    const replies = {};
    let memoryMB = 0;
    for (const n of native) {
      replies[n.ruleset] = await page.evaluate(async ({ n }) => {
        // The page's own engine: `init` hands back the instance already running.
        const engine = await import(new URL("pkg/desert_games.js", location.href).href);
        const wasm = await engine.default();
        const positions = n.replies.map((r) => {
          const game = new engine.Game(n.ruleset, n.options);
          for (const mv of r.moves) game.play(mv);
          return { level: r.level, game };
        });
        const main = positions.map(({ level, game }) => {
          const start = performance.now();
          const a = game.analyse({ level, seed: 1 });
          return { level, nodes: a.nodes, depth: a.depth, ms: performance.now() - start, memory: wasm.memory.buffer.byteLength };
        });
        // The page's worker script, as the computer player uses it; a first request loads its engine.
        const worker = new Worker(new URL("www/worker.js", location.href), { type: "module" });
        const ask = (id, save, level) =>
          new Promise((resolve) => {
            const start = performance.now();
            worker.onmessage = ({ data }) => resolve({ level, ms: performance.now() - start, error: data.error });
            worker.postMessage({ id, task: "move", save, limits: { level, seed: 1 } });
          });
        await ask(0, positions[0].game.toJSON(), "easy");
        const viaWorker = [];
        for (const [i, { level, game }] of positions.entries()) viaWorker.push(await ask(i + 1, game.toJSON(), level));
        worker.terminate();
        positions.forEach(({ game }) => game.free());
        return { main, worker: viaWorker };
      }, { n });
      memoryMB = Math.max(memoryMB, ...replies[n.ruleset].main.map((r) => r.memory / (1 << 20)));
    }
    return { loads, replies, memoryMB, version: chromium.version() };
  } finally {
    await chromium.close();
    server.close();
  }
}

const wasmBytes = fs.readFileSync(path.join(pkg, "desert_games_bg.wasm"));
const jsBytes = fs.readFileSync(path.join(pkg, "desert_games.js"));
const gz = (b) => zlib.gzipSync(b, { level: 9 }).length;

const lines = [];
lines.push("# Benchmarks", "");
lines.push(`Written by \`make bench\` on ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC; machine: ${os.cpus()[0]?.model ?? "unknown CPU"}, ${os.cpus().length} cores (shared with other work), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, Chromium ${browser.version}, ${os.type()} ${os.release()}.`, "");
lines.push("## Rules speed", "");
lines.push("Perft: leaves per second from the start position (Seig's throws are random, so it has no perft). Playouts: plies per second of uniformly random games from the start. Wasm under Node.", "");
lines.push("| rule set | perft native /s | perft wasm /s | ratio | playout plies native /s | wasm /s | ratio |");
lines.push("|---|---|---|---|---|---|---|");
for (const r of rows) {
  lines.push(`| ${r.ruleset} | ${fmt(r.native.perft)} | ${fmt(r.wasm.perft)} | ${ratio(r.wasm.perft, r.native.perft)} | ${fmt(r.native.playout)} | ${fmt(r.wasm.playout)} | ${ratio(r.wasm.playout, r.native.playout)} |`);
}
lines.push("", "## Search speed and reply times", "");
lines.push("Each level answers, in its default time (easy 100 ms, medium 300 ms, hard 1 s), from three positions per rule set: the start and after 12 and 30 random plies (Seig: then throws until a choice is due). Times are the median and the slowest of the three; nodes per second are those of the hard searches. Browser: headless Chromium, on the page's main thread (`game.analyse`) and through the page's worker script (round trip, the save rebuilt in the worker, as the page does).", "");
lines.push("| rule set | level | depth native | ms native (median / max) | ms wasm Node | ms browser main | ms browser worker | nodes native | nodes browser |");
lines.push("|---|---|---|---|---|---|---|---|---|");
const span = (list, key) => (list.length ? `${fmt(median(list.map((r) => r[key])))} / ${fmt(Math.max(...list.map((r) => r[key])))}` : "-");
for (const r of rows) {
  const b = browser.replies[r.ruleset];
  for (const level of LEVELS) {
    const pick = (list) => (list ?? []).filter((x) => x.level === level);
    const n = pick(r.native.replies);
    lines.push(`| ${r.ruleset} | ${level} | ${n.map((x) => x.depth).join(", ")} | ${span(n, "ms")} | ${span(pick(r.wasm.replies), "ms")} | ${span(pick(b?.main), "ms")} | ${span(pick(b?.worker), "ms")} | ${span(n, "nodes")} | ${span(pick(b?.main), "nodes")} |`);
  }
}
lines.push("", "| rule set | hard nodes/s native | wasm Node | ratio | browser | ratio |", "|---|---|---|---|---|---|");
for (const r of rows) {
  const [n, w, b] = [nodesPerSecond(r.native.replies), nodesPerSecond(r.wasm.replies), browser.replies[r.ruleset] && nodesPerSecond(browser.replies[r.ruleset].main)];
  lines.push(`| ${r.ruleset} | ${fmt(n)} | ${fmt(w)} | ${ratio(w, n)} | ${fmt(b)} | ${ratio(b, n)} |`);
}
lines.push("", "## Page, size and memory", "");
const loadMs = (key) => fmt(median(browser.loads.map((l) => l[key])));
lines.push(`| figure | value |`, `|---|---|`);
lines.push(`| first drawn board (median of ${LOADS} loads, from navigation start, fresh profile) | ${loadMs("drawn")} ms |`);
lines.push(`| first legal click accepted (page ready for a person's move; a click then selects a piece) | ${loadMs("clickable")} ms |`);
lines.push(`| frame intervals during a Seig stick throw | not measured yet (the Seig page is not in this branch) |`);
lines.push(`| wasm memory in the browser after every search above (hard included) | ${browser.memoryMB.toFixed(1)} MB |`);
lines.push(`| wasm memory under Node after every search above | ${nodeMemoryMB.toFixed(1)} MB |`);
lines.push(`| desert_games_bg.wasm | ${fmt(wasmBytes.length / 1024, 1)} KB raw, ${fmt(gz(wasmBytes) / 1024, 1)} KB gzipped |`);
lines.push(`| desert_games.js | ${fmt(jsBytes.length / 1024, 1)} KB raw, ${fmt(gz(jsBytes) / 1024, 1)} KB gzipped |`, "");
lines.push(`## Ladder (${fullForm ? "full" : "quick"} form: ${games} games a pair, first side alternating)`, "");
lines.push(`Node budgets a move: what each level searches in its default time in the browser (hard's nodes per second above × 100 ms, 300 ms, 1 s)${hardScale === 1 ? "" : `, hard cut to ${hardScale} of its budget in this form`}. Easy (depth 1) and medium (depth 3) stop at their depth long before their budget. Games cut at the ply limit (400; Seig 20,000) count as draws; the last column says who was ahead in pieces when they stopped (not counted in the score).`, "");
lines.push("| rule set | easy | medium | hard | browser hard nodes/s |", "|---|---|---|---|---|");
for (const [ruleset, b] of Object.entries(budgets)) lines.push(`| ${ruleset} | ${b.nodes.map((n) => fmt(n)).join(" | ")} | ${fmt(b.nps)} |`);
lines.push("", ladder.trim(), "");
fs.mkdirSync(path.join(root, "bench"), { recursive: true });
fs.writeFileSync(path.join(root, "bench/results.md"), lines.join("\n") + "\n");
console.error("wrote bench/results.md");
