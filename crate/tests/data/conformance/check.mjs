#!/usr/bin/env node
// Conformance checker: replays recorded games of RULES.md (JSON Lines, .jsonl or
// .jsonl.gz) against the engine, through the JavaScript API of API.md only.
//
//   node check.mjs PROJECT_DIR TRACES.jsonl [MORE.jsonl ...] [options]
//
// PROJECT_DIR holds dist/pkg/desert_games.js and dist/pkg/desert_games_bg.wasm
// (override with --js PATH / --wasm PATH, relative to PROJECT_DIR or absolute).
//
// At every step it compares, before playing the trace's move:
//   legalMoves() as a set (and reports duplicates), board().cells (and files/ranks,
//   or rows/columns and released for Seig, or rows/columns and states for Sig's
//   variants, whose holes it names as RULES.md 7.1.2), status().over/winner/reason/pieces,
//   phase(), toMove(), seat() (these two only while the game is not over: API.md
//   does not say what they are afterwards), pool() as a sorted multiset;
// then plays the move.  The first divergence of each game is printed with the
// moves played so far.  Last line: "N passed, M failed".  Exit 1 if any failed.
//
// Options:
//   --lenient-endgame   Seig: do not compare cells/released once the endgame has begun
//   --max-games N       stop after N games
//   --quiet             print only failures and the final line
//
// An engine call that throws is a failure of that game, never a crash; after a
// wasm trap the module is loaded afresh for the next game.

import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import zlib from "node:zlib";
import { pathToFileURL } from "node:url";

function usage(msg) {
  if (msg) console.error(msg);
  console.error("usage: node check.mjs PROJECT_DIR TRACES.jsonl [...] [--js PATH] [--wasm PATH] [--lenient-endgame] [--max-games N] [--quiet]");
  process.exit(2);
}

const args = process.argv.slice(2);
const files = [];
let projectDir = null, jsRel = "dist/pkg/desert_games.js", wasmRel = "dist/pkg/desert_games_bg.wasm";
let lenientEndgame = false, maxGames = Infinity, quiet = false;
for (let i = 0; i < args.length; i++) {
  const a = args[i];
  if (a === "--js") jsRel = args[++i];
  else if (a === "--wasm") wasmRel = args[++i];
  else if (a === "--lenient-endgame") lenientEndgame = true;
  else if (a === "--max-games") maxGames = Number(args[++i]);
  else if (a === "--quiet") quiet = true;
  else if (a === "-h" || a === "--help") usage();
  else if (a.startsWith("--")) usage(`unknown option ${a}`);
  else if (projectDir === null) projectDir = a;
  else files.push(a);
}
if (projectDir === null || files.length === 0) usage("need PROJECT_DIR and at least one trace file");
const jsPath = path.resolve(projectDir, jsRel);
const wasmPath = path.resolve(projectDir, wasmRel);

// ---------------------------------------------------------------- engine loading
let loads = 0;
async function loadEngine() {
  // A fresh URL gives a fresh module instance (and a fresh wasm instance).
  const url = pathToFileURL(jsPath).href + (loads++ ? `?reload=${loads}` : "");
  const mod = await import(url);
  if (typeof mod.default === "function") {
    const bytes = fs.readFileSync(wasmPath);
    try {
      await mod.default({ module_or_path: bytes });
    } catch (e) {
      await mod.default(bytes); // older wasm-bindgen glue takes the bytes directly
    }
  }
  if (typeof mod.Game !== "function") throw new Error(`${jsPath} exports no Game class`);
  return mod;
}

// ---------------------------------------------------------------- helpers
const get = (o, k) => (o instanceof Map ? o.get(k) : o == null ? undefined : o[k]);
const arr = (x) => (x == null ? x : Array.from(x, (v) => (typeof v === "bigint" ? Number(v) : v)));
const nul = (x) => (x === undefined ? null : x);
const show = (x) => JSON.stringify(x);

// Sig's variants (RULES.md 7.1.2) are the race boards that carry `states`:
// rows of `columns` holes from a1, except Tidikelt (3 x 12 and b0), numbered by column.
const isVariant = (board) => get(board, "states") !== undefined;

function squareName(rs, i, board) {
  if (rs === "seig") return "abcd"[Math.floor(i / 12)] + ((i % 12) + 1);
  if (isVariant(board)) {
    const rows = get(board, "rows"), columns = get(board, "columns");
    if (rows === 3 && columns === 12) return i === 36 ? "b0" : "abc"[i % 3] + (Math.floor(i / 3) + 1);
    return "abcd"[Math.floor(i / columns)] + ((i % columns) + 1);
  }
  const files = get(board, "files");
  return String.fromCharCode(97 + (i % files)) + (Math.floor(i / files) + 1);
}

function diffArrays(rs, label, exp, got, board) {
  if (!Array.isArray(got)) return `${label}: expected an array of ${exp.length}, got ${show(got)}`;
  if (got.length !== exp.length) return `${label}: length ${got.length}, expected ${exp.length}`;
  const bad = [];
  for (let i = 0; i < exp.length; i++) {
    if (Number(got[i]) !== exp[i]) bad.push(`${squareName(rs, i, board)}(#${i}) expected ${exp[i]} got ${got[i]}`);
  }
  return bad.length ? `${label} differ: ${bad.join(", ")}` : null;
}

class EngineError extends Error {}

function call(what, fn) {
  try {
    return fn();
  } catch (e) {
    const err = new EngineError(`${what} threw: ${e && e.message ? e.message : String(e)}`);
    err.trap = e instanceof WebAssembly.RuntimeError || /unreachable|RuntimeError|panicked/i.test(String(e && (e.stack || e)));
    throw err;
  }
}

// Compare one step; returns a list of divergence strings (empty when equal).
function compareStep(g, rs, step, inEndgame) {
  const d = [];
  // legal moves
  const legal = arr(call("legalMoves()", () => g.legalMoves()));
  if (!Array.isArray(legal)) d.push(`legalMoves(): not an array: ${show(legal)}`);
  else {
    const got = new Set(legal.map(String));
    if (got.size !== legal.length) {
      const seen = new Set(), dup = new Set();
      for (const m of legal) (seen.has(m) ? dup : seen).add(m);
      d.push(`legalMoves(): duplicates ${show([...dup])}`);
    }
    const exp = new Set(step.legal);
    const missing = [...exp].filter((m) => !got.has(m)).sort();
    const extra = [...got].filter((m) => !exp.has(m)).sort();
    if (missing.length || extra.length)
      d.push(`legalMoves(): missing (recorded game has, engine lacks) ${show(missing)}; extra (engine has, recorded game lacks) ${show(extra)}`);
  }
  // board
  const board = call("board()", () => g.board());
  const skipCells = lenientEndgame && inEndgame;
  if (rs === "seig") {
    if (get(board, "rows") !== 4 || get(board, "columns") !== 12)
      d.push(`board(): rows/columns ${get(board, "rows")}/${get(board, "columns")}, expected 4/12`);
    if (!skipCells) {
      const c = diffArrays(rs, "board().cells", step.board.cells, arr(get(board, "cells")), board);
      if (c) d.push(c);
      const r = diffArrays(rs, "board().released", step.board.released, arr(get(board, "released")), board);
      if (r) d.push(r);
    }
  } else if (isVariant(step.board)) {
    if (get(board, "rows") !== step.board.rows || get(board, "columns") !== step.board.columns)
      d.push(`board(): rows/columns ${get(board, "rows")}/${get(board, "columns")}, expected ${step.board.rows}/${step.board.columns}`);
    for (const key of ["cells", "states"]) {
      const c = diffArrays(rs, `board().${key}`, step.board[key], arr(get(board, key)), step.board);
      if (c) d.push(c);
    }
  } else {
    if (get(board, "files") !== step.board.files || get(board, "ranks") !== step.board.ranks)
      d.push(`board(): files/ranks ${get(board, "files")}/${get(board, "ranks")}, expected ${step.board.files}/${step.board.ranks}`);
    const c = diffArrays(rs, "board().cells", step.board.cells, arr(get(board, "cells")), step.board);
    if (c) d.push(c);
  }
  // status
  const st = call("status()", () => g.status());
  const exp = step.status;
  const over = get(st, "over");
  if (over !== exp.over) d.push(`status().over: expected ${exp.over}, got ${show(over)}`);
  if (nul(get(st, "winner")) !== exp.winner) d.push(`status().winner: expected ${show(exp.winner)}, got ${show(nul(get(st, "winner")))}`);
  if (nul(get(st, "reason")) !== exp.reason) d.push(`status().reason: expected ${show(exp.reason)}, got ${show(nul(get(st, "reason")))}`);
  const pieces = arr(get(st, "pieces"));
  if (show(pieces) !== show(exp.pieces)) d.push(`status().pieces: expected ${show(exp.pieces)}, got ${show(pieces)}`);
  // phase, side, seat, pool
  const phase = call("phase()", () => g.phase());
  if (phase !== step.phase) d.push(`phase(): expected ${show(step.phase)}, got ${show(phase)}`);
  if (!exp.over) {
    const tm = call("toMove()", () => g.toMove());
    if (Number(tm) !== step.toMove) d.push(`toMove(): expected ${step.toMove}, got ${show(tm)}`);
    const seat = call("seat()", () => g.seat());
    if (Number(seat) !== step.seat) d.push(`seat(): expected ${step.seat}, got ${show(seat)}`);
  }
  const pool = arr(call("pool()", () => g.pool()));
  const sortNum = (a) => [...a].map(Number).sort((x, y) => x - y);
  if (!Array.isArray(pool)) d.push(`pool(): not an array: ${show(pool)}`);
  else if (show(sortNum(pool)) !== show(sortNum(step.pool)))
    d.push(`pool(): expected ${show(sortNum(step.pool))}, got ${show(sortNum(pool))} (as sorted multisets)`);
  return d;
}

// Replay one trace; returns null when it passes, else a report string.
function runGame(mod, trace) {
  const rs = trace.ruleset;
  const played = [];
  let g = null;
  const where = (i, step) =>
    `step ${i} (phase ${step.phase}, side ${step.toMove}${rs === "seig" ? `, seat ${step.seat}` : ""})`;
  const history = () => `  moves so far (${played.length}): ${played.length ? played.join(" ") : "(none)"}`;
  try {
    g = call(`new Game(${show(rs)}, ${show(trace.options)})`, () => new mod.Game(rs, trace.options));
    let inEndgame = false;
    for (let i = 0; i < trace.steps.length; i++) {
      const step = trace.steps[i];
      if (step.phase === "endgame") inEndgame = true;
      const d = compareStep(g, rs, step, inEndgame);
      if (d.length) return { trap: false, text: `${where(i, step)}:\n    ${d.join("\n    ")}\n${history()}` };
      if (step.move == null) {
        // history(): every move played, canonical (Seig throws as throw:<faces>)
        if (typeof g.history === "function") {
          const h = arr(call("history()", () => g.history()));
          const norm = (m) => (String(m).startsWith("throw:") ? String(m).toUpperCase() : String(m));
          if (!Array.isArray(h) || show(h.map(norm)) !== show(played.map(norm)))
            return { trap: false, text: `${where(i, step)}: history() differs from the moves played: got ${show(h)}\n${history()}` };
        }
        break;
      }
      let res;
      try {
        res = call(`play(${show(step.move)})`, () => g.play(step.move));
      } catch (e) {
        return { trap: !!e.trap, text: `${where(i, step)}: ${e.message}\n${history()}` };
      }
      played.push(step.move);
      // play() returns at least { move, captured }, move the canonical text
      const echoed = get(res, "move");
      const same = step.move.startsWith("throw:")
        ? String(echoed).toUpperCase() === step.move.toUpperCase()
        : echoed === step.move;
      if (!same)
        return { trap: false, text: `${where(i, step)}: play(${show(step.move)}) returned move ${show(echoed)}, expected the canonical ${show(step.move)}\n${history()}` };
    }
    return null;
  } catch (e) {
    const msg = e instanceof EngineError ? e.message : `checker error: ${e && e.stack ? e.stack : e}`;
    return { trap: !!e.trap, text: `${msg}\n${history()}` };
  } finally {
    if (g && typeof g.free === "function") {
      try { g.free(); } catch { /* ignore */ }
    }
  }
}

// ---------------------------------------------------------------- main
let mod;
try {
  mod = await loadEngine();
} catch (e) {
  console.error(`cannot load the engine from ${jsPath} / ${wasmPath}: ${e && e.message ? e.message : e}`);
  console.log("0 passed, 1 failed");
  process.exit(1);
}

let passed = 0, failed = 0, n = 0;
outer: for (const file of files) {
  const raw = fs.createReadStream(file);
  const rl = readline.createInterface({ input: file.endsWith(".gz") ? raw.pipe(zlib.createGunzip()) : raw, crlfDelay: Infinity });
  let lineNo = 0;
  for await (const line of rl) {
    lineNo++;
    if (!line.trim()) continue;
    if (n >= maxGames) break outer;
    n++;
    let trace;
    try {
      trace = JSON.parse(line);
    } catch (e) {
      console.log(`FAIL ${file}:${lineNo}: unreadable trace line: ${e.message}`);
      failed++;
      continue;
    }
    const label = `${path.basename(file)}:${lineNo} game ${trace.game ?? "?"} ${trace.ruleset} ${show(trace.options)}${trace.capped ? " (capped)" : ""}`;
    const r = runGame(mod, trace);
    if (r === null) {
      passed++;
      if (!quiet) console.log(`ok   ${label}: ${trace.steps.length - 1} moves`);
    } else {
      failed++;
      console.log(`FAIL ${label} at ${r.text}`);
      if (r.trap) {
        try {
          mod = await loadEngine();
        } catch (e) {
          console.log(`  (could not reload the engine after a trap: ${e.message})`);
        }
      }
    }
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
