#!/usr/bin/env node
// The endgame tables' build in the browser (issue 35): a fresh copy of the
// page's worker, as the computer player uses it, is asked for hard's move in a
// position of each table's material, then asked again; the first answer
// builds every table that position needs, the second finds them built.
// `make bench` writes the figures into bench/results.md; run alone
// (`node tools/bench-tables.mjs`, after `make dist`) it prints them.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { startServer, launchBrowser, openGame, seededRandom } from "../tests/e2e/helpers.mjs";

const pkg = path.join(path.dirname(fileURLToPath(import.meta.url)), "../dist/pkg");

// Each case: a rule set on a board and the material (pieces of the side to
// move, then the other's) that its tables hold.
const CASES = [
  { ruleset: "siga", options: {}, material: [2, 2] },
  { ruleset: "siga", options: {}, material: [3, 1] },
  { ruleset: "siga", options: { board: "4x5" }, material: [3, 2] },
  { ruleset: "siga", options: { board: "6x8" }, material: [2, 2] },
  { ruleset: "siga", options: { board: "6x8" }, material: [3, 1] },
  { ruleset: "siga", options: { board: "6x8", diagonal: true }, material: [2, 2] },
  { ruleset: "seega-sudan", options: {}, material: [2, 2] },
  { ruleset: "seega-egypt", options: {}, material: [2, 2] },
];
// A small search: the first answer's time is then mostly the tables' build.
const LIMITS = { level: "hard", nodes: 1000, seed: 1 };

// A save of a position with the case's material, from seeded games of
// random play that captures whenever it can, or null if none lands on it.
function reach(engine, { ruleset, options, material }) {
  const materialOf = (game) => {
    const counts = game.status().pieces;
    const mover = game.situation().toMove;
    return [counts[mover], counts[1 - mover]];
  };
  for (let seed = 1; seed <= 2000; seed++) {
    const game = new engine.Game(ruleset, options);
    const random = seededRandom(seed);
    while (!game.status().over) {
      const counts = game.status().pieces;
      // Seega's placement fills the board first.
      if (game.situation().phase === "movement" && counts[0] + counts[1] <= material[0] + material[1]) break;
      const moves = game.legalMoves();
      const captures = moves.filter((move) => {
        const { captured } = game.play(move);
        game.undo();
        return captured.length > 0;
      });
      const pool = captures.length ? captures : moves;
      game.play(pool[Math.floor(random() * pool.length)]);
    }
    const reached = !game.status().over && game.situation().phase === "movement" && String(materialOf(game)) === String(material);
    const save = reached ? game.toJSON() : null;
    game.free();
    if (save) return save;
  }
  return null;
}

// In the page: for each save (null where no position was reached), the
// worker's first and second answers there, timed. The worker loads its engine
// on its first request: it is asked first in `warmUp`, another game, so that
// load is not counted.
async function measureInPage({ saves, warmUp, limits }) {
  const rows = [];
  for (const save of saves) {
    if (!save) {
      rows.push({ missing: true });
      continue;
    }
    const worker = new Worker(new URL("www/engine/worker.js", location.href), { type: "module" });
    const ask = (id) =>
      new Promise((resolve, reject) => {
        const start = performance.now();
        worker.onmessage = ({ data }) => (data.error ? reject(new Error(data.error.message)) : resolve(performance.now() - start));
        worker.postMessage({ id, task: "move", save, limits });
      });
    await new Promise((resolve) => {
      worker.onmessage = resolve;
      worker.postMessage({ id: 0, task: "move", save: warmUp, limits: { level: "easy", seed: 1 } });
    });
    const first = await ask(1);
    const second = await ask(2);
    worker.terminate();
    rows.push({ first, second });
  }
  return rows;
}

const boardName = ({ ruleset, options }) => `${ruleset} ${options.board ?? (ruleset === "siga" ? "6x6" : "5x5")}${options.diagonal ? " diagonal" : ""}`;

// The rows of a Markdown table: one per case, the median of `runs` fresh workers.
export async function tableBuilds(chromium, url, runs = 3) {
  const engine = await import(pathToFileURL(path.join(pkg, "desert_games.js")).href);
  await engine.default({ module_or_path: fs.readFileSync(path.join(pkg, "desert_games_bg.wasm")) });
  const saves = CASES.map((c) => reach(engine, c));
  const start = new engine.Game("siga", {});
  const warmUp = start.toJSON();
  start.free();
  const page = await openGame(chromium, url);
  const all = [];
  for (let i = 0; i < runs; i++) all.push(await page.evaluate(measureInPage, { saves, warmUp, limits: LIMITS }));
  await page.context().close();
  const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
  const lines = ["| board | material (to move, other) | first answer, tables built (ms) | second answer (ms) |", "|---|---|---|---|"];
  CASES.forEach((c, i) => {
    const got = all.map((rows) => rows[i]);
    const cell = (key) => (got.some((r) => r.missing) ? "no position reached" : median(got.map((r) => r[key])).toFixed(0));
    lines.push(`| ${boardName(c)} | ${c.material.join(" against ")} | ${cell("first")} | ${cell("second")} |`);
  });
  return { lines, runs, nodes: LIMITS.nodes };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const server = await startServer();
  const chromium = await launchBrowser();
  try {
    const { lines } = await tableBuilds(chromium, server.url);
    console.log(lines.join("\n"));
  } finally {
    await chromium.close();
    server.close();
  }
}
