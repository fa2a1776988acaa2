#!/usr/bin/env node
// `make bench`: measures speed, size and strength and writes bench/results.md.
// Native figures come from `cargo run --release --example bench`; the same work
// is timed here in WebAssembly under Node, so the ratio compares like with like.
// BENCH_GAMES sets the ladder's games per pair (quick default 20; the full form 200).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const pkg = path.join(root, "dist/pkg");
const games = Number(process.env.BENCH_GAMES || 20);
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

console.error("native figures…");
const native = run("cargo", ["run", "-q", "--release", "--example", "bench"]).trim().split("\n").map((l) => JSON.parse(l));

console.error("wasm figures…");
const { default: init, Game } = await import(pathToFileURL(path.join(pkg, "desert_games.js")).href);
const wasm = await init({ module_or_path: fs.readFileSync(path.join(pkg, "desert_games_bg.wasm")) });
const rows = native.map((n) => {
  const game = new Game(n.ruleset, { ...(n.ruleset === "seig" ? { seed: 1 } : {}) });
  const [perftNodes, perftSeconds] = n.perftDepth ? timed(() => game.perft(n.perftDepth)) : [0, 0];
  const [plies, playoutSeconds] = timed(() => game.randomPlayouts(n.playouts, 500, 7));
  let search = null;
  try {
    search = game.analyse({ level: "hard", timeMs: 1000, seed: 1 });
  } catch (e) {
    search = null;
  }
  game.free();
  return {
    ruleset: n.ruleset,
    native: { perft: perSecond(n.perftNodes, n.perftSeconds), playout: perSecond(n.playoutPlies, n.playoutSeconds), nps: n.searchNodes, depth: n.searchDepth },
    wasm: { perft: perSecond(perftNodes, perftSeconds), playout: perSecond(plies, playoutSeconds), nps: search?.nodes, depth: search?.depth },
  };
});
const memoryMB = wasm.memory.buffer.byteLength / (1 << 20);

const wasmBytes = fs.readFileSync(path.join(pkg, "desert_games_bg.wasm"));
const jsBytes = fs.readFileSync(path.join(pkg, "desert_games.js"));
const gz = (b) => zlib.gzipSync(b, { level: 9 }).length;

console.error(`ladder, ${games} games a pair…`);
const ladder = run("cargo", ["run", "-q", "--release", "--example", "ladder", "--", String(games)]);

const ratio = (w, n) => (w && n ? `${(w / n).toFixed(2)}` : "-");
const lines = [];
lines.push("# Benchmarks", "");
lines.push(`Written by \`make bench\` on ${new Date().toISOString().slice(0, 10)}; machine: ${os.cpus()[0]?.model ?? "unknown CPU"}, ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.type()} ${os.release()}.`, "");
lines.push("## Rules and search speed", "");
lines.push("Perft: leaves per second from the start position (Seig's throws are random, so it has no perft). Playouts: plies per second of uniformly random games. Search: nodes visited and depth completed by `hard` in 1 s from the start.", "");
lines.push("| rule set | perft native /s | perft wasm /s | ratio | playout plies native /s | wasm /s | ratio | search nodes native (1 s) | wasm | ratio | depth native | depth wasm |");
lines.push("|---|---|---|---|---|---|---|---|---|---|---|---|");
for (const r of rows) {
  lines.push(`| ${r.ruleset} | ${fmt(r.native.perft)} | ${fmt(r.wasm.perft)} | ${ratio(r.wasm.perft, r.native.perft)} | ${fmt(r.native.playout)} | ${fmt(r.wasm.playout)} | ${ratio(r.wasm.playout, r.native.playout)} | ${fmt(r.native.nps)} | ${fmt(r.wasm.nps)} | ${ratio(r.wasm.nps, r.native.nps)} | ${r.native.depth ?? "-"} | ${r.wasm.depth ?? "-"} |`);
}
lines.push("", "## Size and memory", "");
lines.push(`| file | raw | gzipped |`, `|---|---|---|`);
lines.push(`| desert_games_bg.wasm | ${fmt(wasmBytes.length / 1024, 1)} KB | ${fmt(gz(wasmBytes) / 1024, 1)} KB |`);
lines.push(`| desert_games.js | ${fmt(jsBytes.length / 1024, 1)} KB | ${fmt(gz(jsBytes) / 1024, 1)} KB |`, "");
lines.push(`WebAssembly memory after every search above (transposition table included): ${memoryMB.toFixed(1)} MB.`, "");
lines.push(`## Ladder (${games} games a pair, first side alternating, node limits for reproducibility)`, "");
lines.push(ladder.trim(), "");
fs.mkdirSync(path.join(root, "bench"), { recursive: true });
fs.writeFileSync(path.join(root, "bench/results.md"), lines.join("\n") + "\n");
console.error("wrote bench/results.md");
