#!/usr/bin/env node
// `make bench`: measures speed, size, memory, page load and strength and
// writes bench/results.md. Native figures come from `cargo run --release
// --example bench`; the same fixed work is timed in WebAssembly under Node and
// in headless Chromium, so the ratios compare like with like.
// Each row is a rule set on one board, as the native run lists them (a Seega
// board but 5x5 is named after its rule set: "seega-sudan 9x9").
// BENCH_GAMES sets the ladder's games per pair: the quick form (default 20)
// plays hard with a tenth of its browser budget, the full form (200 or more)
// with all of it; BENCH_SCALE overrides that fraction, BENCH_BUDGETS the
// budgets themselves ("siga:easy,medium,hard seega-sudan@9x9:…", nodes a move,
// each row as the ladder example spells it).
// BENCH_LADDER=keep keeps the ladder section of the current bench/results.md
// (from a longer run) and measures the rest. BENCH_RULESETS measures some
// rows only ("seig-tozeur seig-tidikelt@sticks=6", as crate/examples/bench.rs
// lists them; every row by default): every section then holds those rows.
// BENCH_RANDOM_GAMES random games a row (1,000) give each row's game length
// and ends. BENCH_JOBS ladder processes at once (one a core by default).
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath, pathToFileURL } from "node:url";
import { startServer, launchBrowser, openGame, seededRandom } from "../tests/e2e/helpers.mjs";
import { newSeigGame, seigState, personActs, timedThrow, frameSummary } from "../tests/e2e/seig-helpers.mjs";
import { tableBuilds } from "./bench-tables.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const pkg = path.join(root, "dist/pkg");
const resultsFile = path.join(root, "bench/results.md");
// bench/results.md from this line on is written by hand (dated findings), and kept.
const HAND_WRITTEN = "<!-- Written by hand from here on; make bench keeps it. -->";
const games = Number(process.env.BENCH_GAMES || 20);
const fullForm = games >= 200;
const hardScale = Number(process.env.BENCH_SCALE || (fullForm ? 1 : 0.1));
const keepLadder = process.env.BENCH_LADDER === "keep";
const chosenRows = (process.env.BENCH_RULESETS || "").split(/\s+/).filter(Boolean);
const randomGames = Number(process.env.BENCH_RANDOM_GAMES || 1000);
const ladderJobs = Number(process.env.BENCH_JOBS || os.cpus().length);
const LOADS = 10;
const THROWS = 5;
const THROW_VIEWPORTS = [{ width: 1280, height: 800, deviceScaleFactor: 1 }, { width: 360, height: 640, deviceScaleFactor: 2 }];
const LEVELS = ["easy", "medium", "hard"];
// Each level's default search time (crate/src/search/limits.rs).
const DEFAULT_MS = { easy: 100, medium: 300, hard: 900 };
const run = (cmd, args) => execFileSync(cmd, args, { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"], maxBuffer: 1 << 26 });
const loadAverage = () => os.loadavg()[0].toFixed(1);

const fmt = (n, digits = 0) => (n == null ? "-" : Number(n).toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits }));
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[(s.length - 1) >> 1] + s[s.length >> 1]) / 2 : null;
};
const ratio = (w, n) => (w && n ? `${(w / n).toFixed(2)}` : "-");

// The next two run under Node and, sent as source, in the page: they use only their arguments.

// The native run's fixed work (`n.work`) in `engine`: as many runs, timed as
// many times. Resolves with what each piece counted and its timings in seconds.
function fixedWork(engine, n) {
  const games = n.positions.map((moves) => {
    const game = new engine.Game(n.ruleset, n.options);
    for (const mv of moves) game.play(mv);
    return game;
  });
  const time = ({ runs, seconds: nativeSeconds }, work) => {
    let count = 0;
    const seconds = nativeSeconds.map(() => {
      const start = performance.now();
      count = 0;
      for (let i = 0; i < runs; i++) count += work();
      return (performance.now() - start) / 1000;
    });
    return { count, seconds };
  };
  const { perft, laterPerft, playouts, search } = n.work;
  const result = {
    perft: perft && time(perft.native, () => games[0].perft(perft.depth)),
    laterPerft: laterPerft && time(laterPerft.native, () => games[games.length - 1].perft(laterPerft.depth)),
    playouts: time(playouts.native, () => games[0].randomPlayouts(playouts.games, playouts.maxPlies, playouts.seed)),
    search: time(search.native, () => games.reduce((sum, game) => sum + game.analyse({ level: "hard", nodes: search.nodes, seed: search.seed }).nodes, 0)),
  };
  games.forEach((game) => game.free());
  return result;
}

// Each level's reply, in its default time, from the positions the native run searched.
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

const startLoad = loadAverage();
console.error("native figures…");
const native = run("cargo", ["run", "-q", "--release", "--example", "bench", "--", ...chosenRows]).trim().split("\n").map((l) => JSON.parse(l));

console.error("wasm figures (Node)…");
const engine = await import(pathToFileURL(path.join(pkg, "desert_games.js")).href);
const wasm = await engine.default({ module_or_path: fs.readFileSync(path.join(pkg, "desert_games_bg.wasm")) });
const nodeRuns = Object.fromEntries(native.map((n) => [n.name, { work: fixedWork(engine, n), replies: replies(engine, n) }]));
const nodeMemoryMB = wasm.memory.buffer.byteLength / (1 << 20);

console.error("browser figures…");
const browser = await measureBrowser();
const endLoad = loadAverage();

// Counted per second, from the median of the timings; null when there is no such work.
const rate = (timed) => (timed ? timed.count / median(timed.seconds) : null);
// Fixed work should count the same everywhere, or its timings compare less
// closely: a difference is written beside the figures (a search that counts
// differently in WebAssembly is worth looking into) rather than losing the run.
const countedApart = [];
for (const n of native) {
  for (const [kind, w] of Object.entries(n.work)) {
    for (const [where, other] of [["Node", nodeRuns[n.name].work[kind]], ["browser", browser.work[n.name][kind]]]) {
      if (w && other.count !== w.native.count) countedApart.push(`${n.name} ${kind}: ${where} counted ${other.count}, native ${w.native.count}`);
    }
  }
}

// A row as the ladder example takes it: "seega-sudan@9x9".
const ladderSpec = (n) => n.row;
// A level's ladder budget: what it searches in its default time at the browser's nodes a second.
const givenBudgets = Object.fromEntries((process.env.BENCH_BUDGETS || "").split(/\s+/).filter(Boolean).map((spec) => {
  const [row, list] = spec.split(":");
  return [row, list.split(",").map(Number)];
}));
const budgets = Object.fromEntries(native.map((n) => {
  const nps = rate(browser.work[n.name].search);
  const nodes = LEVELS.map((level) => Math.round((nps * DEFAULT_MS[level]) / 1000 / 1000) * 1000);
  nodes[2] = Math.round((nodes[2] * hardScale) / 1000) * 1000;
  return [n.name, { spec: ladderSpec(n), nps, nodes: givenBudgets[ladderSpec(n)] ?? nodes }];
}));

const randomTable = randomGamesTable();
const ladder = keepLadder ? keptLadder() : await runLadder();

// Each row's random games, played natively to their end (crate/examples/random_games.rs).
function randomGamesTable() {
  console.error(`random games, ${randomGames} a row…`);
  run("cargo", ["build", "-q", "--release", "--example", "random_games"]);
  const binary = path.resolve(root, process.env.CARGO_TARGET_DIR || "target", "release/examples/random_games");
  return run("nice", [binary, String(randomGames), ...native.map(ladderSpec)]).trim();
}

// The ladder section of the current results, as written by an earlier (longer) run.
function keptLadder() {
  const text = fs.readFileSync(resultsFile, "utf8");
  const start = text.indexOf("## Ladder");
  const end = text.indexOf("\n## ", start + 1);
  if (start < 0) throw new Error("BENCH_LADDER=keep: no ladder section in bench/results.md");
  return text.slice(start, end < 0 ? undefined : end).trim();
}

// Plays the ladder, a niced process per row, as many at once as there are cores.
async function runLadder() {
  console.error(`ladder, ${games} games a pair…`);
  const ladderStart = { date: new Date(), load: loadAverage() };
  run("cargo", ["build", "-q", "--release", "--example", "ladder"]);
  // Where cargo built it (CARGO_TARGET_DIR, as cargo reads it, relative to where it runs).
  const ladderBinary = path.resolve(root, process.env.CARGO_TARGET_DIR || "target", "release/examples/ladder");
  const play = (name) =>
    new Promise((resolve, reject) => {
      const { spec, nodes } = budgets[name];
      const child = spawn("nice", [ladderBinary, String(games), `${spec}:${nodes.join(",")}`], { cwd: root, stdio: ["ignore", "pipe", "inherit"] });
      let out = "";
      child.stdout.on("data", (chunk) => (out += chunk));
      child.on("exit", (code) => (code === 0 ? resolve(out) : reject(new Error(`ladder ${spec} exited with ${code}`))));
    });
  const queue = Object.keys(budgets);
  const tables = {};
  await Promise.all(Array.from({ length: ladderJobs }, async () => {
    while (queue.length) {
      const name = queue.shift();
      tables[name] = await play(name);
    }
  }));
  const [head, rule] = tables[native[0].name].split("\n");
  const rows = native.flatMap((n) => tables[n.name].split("\n").filter((line) => line.startsWith(`| ${n.name} |`)));
  const lines = [];
  lines.push(`## Ladder (${fullForm ? "full" : "quick"} form: ${games} games a pair, first side alternating)`, "");
  if (process.env.LADDER_PAIRS) lines.push(`Pairs: ${process.env.LADDER_PAIRS} only (LADDER_PAIRS).`, "");
  if (process.env.LADDER_MINUTES) lines.push(`Each pair stopped after the game under way at ${process.env.LADDER_MINUTES} minutes (LADDER_MINUTES): the games column says how many it played.`, "");
  lines.push(`Played from ${ladderStart.date.toISOString().slice(0, 16).replace("T", " ")} to ${new Date().toISOString().slice(11, 16)} UTC, load average ${ladderStart.load} at the start and ${loadAverage()} at the end (the budgets are in nodes, so the results do not depend on the load).`, "");
  lines.push(`Node budgets a move: ${process.env.BENCH_BUDGETS ? "given (BENCH_BUDGETS)" : `what each level searches in its default time in the browser (the browser's fixed-work search nodes per second above × ${DEFAULT_MS.easy} ms, ${DEFAULT_MS.medium} ms, ${DEFAULT_MS.hard} ms)${hardScale === 1 ? "" : `, hard cut to ${hardScale} of its budget in this form`}`}. Easy (depth 1; the stick games 2 turns) and medium (depth 4; the stick games 3 turns) stop at their depth long before their budget. Games cut at the ply limit (400; the stick games 20,000) count as draws; the last column says who was ahead in pieces when they stopped (not counted in the score).`, "");
  lines.push("| rule set | easy | medium | hard | browser search nodes/s |", "|---|---|---|---|---|");
  for (const [name, b] of Object.entries(budgets)) lines.push(`| ${name} | ${b.nodes.map((n) => fmt(n)).join(" | ")} | ${fmt(b.nps)} |`);
  lines.push("", head, rule, ...rows);
  return lines.join("\n");
}

// Intervals between frames over THROWS throws of a game between two people, in one viewport.
async function throwFrames(chromium, url, viewport) {
  const page = await openGame(chromium, url, viewport);
  await newSeigGame(page, { seats: [["human"], ["human"]], seed: 4 });
  const random = seededRandom(4);
  const intervals = [];
  for (let throws = 0; throws < THROWS; ) {
    const state = await seigState(page);
    if (state.over) break;
    if (state.legalMoves.length === 1 && state.legalMoves[0] === "throw") {
      intervals.push(...(await timedThrow(page)).intervals);
      throws++;
    } else {
      await personActs(page, random, state);
    }
  }
  await page.context().close();
  return frameSummary(intervals);
}

// When the page first painted text or an image (ms from navigation start); runs in the page.
function firstContentfulPaint() {
  return performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null;
}

// First contentful paints (ms) of the one-file copy over HTTP from a folder of
// a server, as a museum would put it, each in a fresh profile, until the game is ready.
async function oneFileFirstPaints(chromium) {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), "bench-museum-"));
  fs.mkdirSync(path.join(site, "exhibits"));
  fs.copyFileSync(path.join(root, "dist/desert-games.html"), path.join(site, "exhibits/desert-games.html"));
  const museum = await startServer(site);
  try {
    const paints = [];
    for (let i = 0; i < LOADS; i++) {
      const page = await openGame(chromium, `${museum.url}exhibits/desert-games.html`);
      paints.push(await page.evaluate(firstContentfulPaint));
      await page.context().close();
    }
    return paints;
  } finally {
    museum.close();
    fs.rmSync(site, { recursive: true });
  }
}

// Page load, frames, fixed work, reply times and memory in headless Chromium, through the built site.
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
      // A returning player's load, whose page opens on the board (a first visit opens on the home).
      await page.addInitScript(() => {
        localStorage.setItem("desert-games-welcomed", "1");
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
      loads.push({ ...(await page.evaluate(() => window.benchMarks)), painted: await page.evaluate(firstContentfulPaint) });
      await context.close();
    }

    const oneFile = await oneFileFirstPaints(chromium);
    const tables = await tableBuilds(chromium, server.url);

    const frames = [];
    for (const viewport of THROW_VIEWPORTS) frames.push({ viewport, ...(await throwFrames(chromium, server.url, viewport)) });

    const page = await openGame(chromium, server.url);
    // The page's own engine (`init` hands back the instance already running), given `fn`'s source.
    const inPage = (fn, n) =>
      page.evaluate(`(async () => {
        const engine = await import(new URL("pkg/desert_games.js", location.href).href);
        const wasm = await engine.default();
        return { result: (${fn})(engine, ${JSON.stringify(n)}), memory: wasm.memory.buffer.byteLength };
      })()`);
    const work = {};
    const replyTimes = {};
    let memoryMB = 0;
    for (const n of native) {
      work[n.name] = (await inPage(fixedWork, n)).result;
      const main = await inPage(replies, n);
      memoryMB = Math.max(memoryMB, main.memory / (1 << 20));
      // The page's worker script, as the computer player uses it; a first request loads its engine.
      const viaWorker = await page.evaluate(async ({ n }) => {
        const engine = await import(new URL("pkg/desert_games.js", location.href).href);
        const worker = new Worker(new URL("www/engine/worker.js", location.href), { type: "module" });
        const ask = (id, save, level) =>
          new Promise((resolve) => {
            const start = performance.now();
            worker.onmessage = ({ data }) => resolve({ level, ms: performance.now() - start, error: data.error });
            worker.postMessage({ id, task: "move", save, limits: { level, seed: 1 } });
          });
        const saves = n.replies.map((r) => {
          const game = new engine.Game(n.ruleset, n.options);
          for (const mv of r.moves) game.play(mv);
          const save = game.toJSON();
          game.free();
          return { level: r.level, save };
        });
        await ask(0, saves[0].save, "easy");
        const answers = [];
        for (const [i, { level, save }] of saves.entries()) answers.push(await ask(i + 1, save, level));
        worker.terminate();
        return answers;
      }, { n });
      replyTimes[n.name] = { main: main.result, worker: viaWorker };
    }
    return { loads, oneFile, tables, frames, work, replies: replyTimes, memoryMB, version: chromium.version() };
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
lines.push(`Written by \`make bench\` on ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC; machine: ${os.cpus()[0]?.model ?? "unknown CPU"}, ${os.cpus().length} cores (shared with other work), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, Chromium ${browser.version}, ${os.type()} ${os.release()}. Load average (1 min) ${startLoad} at the start of the speed figures, ${endLoad} at their end.`, "");
if (chosenRows.length) lines.push(`Rows measured: ${chosenRows.join(", ")} (BENCH_RULESETS; without it every row is).`, "");
lines.push("## Speed on fixed work", "");
const repeats = native[0].work.search.native.seconds.length;
lines.push(`Each piece of work is the same natively, in WebAssembly under Node and in the page (headless Chromium, main thread): repeated natively until it lasts at least a second, then that many runs timed ${repeats} times everywhere; the rate is from the median time. Perft: leaves from the start, and from the last of the three positions below (Seega's start is its placement, which tells little of its moves; the stick games' throws are random, so they have no perft). Seega's boards of 7x7 and 9x9 are rows of their own. Playouts: plies of uniformly random games from the start. Search: nodes of hard searches limited to a node count from the three positions below (the stick games' hard may stop sooner on its own). Ratios are wasm over native: above 1, wasm is faster.`, "");
lines.push("| rule set | work | runs | native /s | wasm Node /s | ratio | browser /s | ratio |");
lines.push("|---|---|---|---|---|---|---|---|");
const describe = { perft: (w) => `perft ${w.depth}`, laterPerft: (w) => `perft ${w.depth} after ${w.after} random plies`, playouts: (w) => `${fmt(w.games)} playouts`, search: (w) => `3 searches of ≤${fmt(w.nodes)} nodes` };
for (const n of native) {
  // In the order `describe` lists them (the native run's JSON sorts its keys).
  for (const [kind, w] of Object.keys(describe).map((kind) => [kind, n.work[kind]])) {
    if (!w) continue;
    const [nat, nod, bro] = [rate(w.native), rate(nodeRuns[n.name].work[kind]), rate(browser.work[n.name][kind])];
    lines.push(`| ${n.name} | ${describe[kind](w)} | ${w.native.runs} | ${fmt(nat)} | ${fmt(nod)} | ${ratio(nod, nat)} | ${fmt(bro)} | ${ratio(bro, nat)} |`);
  }
}
if (countedApart.length) lines.push("", `Counted differently from the native run: ${countedApart.join("; ")}.`);
lines.push("", "## Search depth and reply times", "");
lines.push(`Each level answers, in its default time (easy ${DEFAULT_MS.easy} ms, medium ${DEFAULT_MS.medium} ms, hard ${DEFAULT_MS.hard} ms, which leaves hard's last 100 ms of a second to the page's worker), from three positions per row: the start and after random plies (${native.map((n) => `${n.name} ${n.openings.slice(1).join(" and ")}`).join(", ")}; Seega's last six past placement; stick games: then throws until a choice is due). Times are the median and the slowest of the three. Browser: headless Chromium, on the page's main thread (\`game.analyse\`) and through the page's worker script (round trip, the save rebuilt in the worker, as the page does).`, "");
lines.push("| rule set | level | depth native | ms native (median / max) | ms wasm Node | ms browser main | ms browser worker | nodes native | nodes browser |");
lines.push("|---|---|---|---|---|---|---|---|---|");
const span = (list, key) => (list.length ? `${fmt(median(list.map((r) => r[key])))} / ${fmt(Math.max(...list.map((r) => r[key])))}` : "-");
for (const n of native) {
  const b = browser.replies[n.name];
  for (const level of LEVELS) {
    const pick = (list) => (list ?? []).filter((x) => x.level === level);
    const nat = pick(n.replies);
    lines.push(`| ${n.name} | ${level} | ${nat.map((x) => x.depth).join(", ")} | ${span(nat, "ms")} | ${span(pick(nodeRuns[n.name].replies), "ms")} | ${span(pick(b.main), "ms")} | ${span(pick(b.worker), "ms")} | ${span(nat, "nodes")} | ${span(pick(b.main), "nodes")} |`);
  }
}
const hardWorker = native.flatMap((n) => browser.replies[n.name].worker.filter((r) => r.level === "hard").map((r) => r.ms));
lines.push("", `Hard through the worker, all ${hardWorker.length} replies: median ${fmt(median(hardWorker))} ms, slowest ${fmt(Math.max(...hardWorker))} ms.`);
lines.push("", "## Page, size and memory", "");
const loadMs = (key) => fmt(median(browser.loads.map((l) => l[key])));
lines.push(`| figure | value |`, `|---|---|`);
lines.push(`| first contentful paint of the site (the same loads) | ${loadMs("painted")} ms |`);
lines.push(`| first contentful paint of the one-file copy over HTTP from a server's folder (median of ${LOADS} loads, fresh profile; slowest) | ${fmt(median(browser.oneFile))} ms (slowest ${fmt(Math.max(...browser.oneFile))} ms) |`);
lines.push(`| first drawn board (median of ${LOADS} loads, from navigation start, fresh profile) | ${loadMs("drawn")} ms |`);
lines.push(`| first legal click accepted (page ready for a person's move; a click then selects a piece) | ${loadMs("clickable")} ms |`);
for (const f of browser.frames) {
  lines.push(`| frame intervals during a Seig stick throw, ${f.viewport.width}x${f.viewport.height} DPR ${f.viewport.deviceScaleFactor} (${THROWS} throws, ${f.frames} frames from the click to the value told) | median ${fmt(f.p50, 1)} ms, 95th percentile ${fmt(f.p95, 1)} ms, longest ${fmt(f.max, 1)} ms |`);
}
lines.push(`| wasm memory in the browser after every search above (hard included) | ${browser.memoryMB.toFixed(1)} MB |`);
lines.push(`| wasm memory under Node after every search above | ${nodeMemoryMB.toFixed(1)} MB |`);
lines.push(`| desert_games_bg.wasm | ${fmt(wasmBytes.length / 1024, 1)} KB raw, ${fmt(gz(wasmBytes) / 1024, 1)} KB gzipped |`);
lines.push(`| desert_games.js | ${fmt(jsBytes.length / 1024, 1)} KB raw, ${fmt(gz(jsBytes) / 1024, 1)} KB gzipped |`, "");
lines.push("## Endgame tables built in the browser", "");
lines.push(`A fresh copy of the page's worker is asked for hard's move (${fmt(browser.tables.nodes)} nodes) in a position of each material, reached by seeded random play that captures whenever it can; the first answer builds every table the position needs, the second finds them built. Median of ${browser.tables.runs} fresh workers, headless Chromium.`, "");
lines.push(...browser.tables.lines, "");
lines.push("## Random games", "");
lines.push(`${fmt(randomGames)} games a row, every ply a uniformly random legal move (throws included), played natively to the end the rules give: how long they last in plies (a throw is a ply) and how often each end happened. The first side is the side that moves first.`, "");
lines.push(randomTable, "");
lines.push(ladder, "");
const kept = fs.existsSync(resultsFile) ? fs.readFileSync(resultsFile, "utf8") : "";
const handWritten = kept.includes(HAND_WRITTEN) ? kept.slice(kept.indexOf(HAND_WRITTEN)) : `${HAND_WRITTEN}\n`;
fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
fs.writeFileSync(resultsFile, lines.join("\n") + "\n" + handWritten);
console.error("wrote bench/results.md");
