// Replays the recorded conformance games through the built WebAssembly
// (dist/pkg), so the JS shapes of API.md are checked, not only the Rust.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const dataDir = path.join(root, "crate/tests/data/conformance");
const { default: init, Game } = await import(pathToFileURL(path.join(root, "dist/pkg/desert_games.js")).href);
await init({ module_or_path: fs.readFileSync(path.join(root, "dist/pkg/desert_games_bg.wasm")) });

const sorted = (xs) => [...xs].map(String).sort();

function replay(trace) {
  const game = new Game(trace.ruleset, trace.options);
  try {
    trace.steps.forEach((step, i) => {
      const where = `${trace.ruleset} ${JSON.stringify(trace.options)} step ${i}`;
      assert.deepEqual(sorted(game.legalMoves()), sorted(step.legal), `${where}: legal moves`);
      const board = game.board();
      for (const key of Object.keys(step.board)) assert.deepEqual(board[key], step.board[key], `${where}: board.${key}`);
      // The fields API.md fixes; the engine may add more (docs/api-additions.md).
      const { over, winner, reason, pieces } = game.status();
      assert.deepEqual({ over, winner, reason, pieces }, step.status, `${where}: status`);
      assert.equal(game.phase(), step.phase, `${where}: phase`);
      if (!step.status.over) {
        assert.equal(game.toMove(), step.toMove, `${where}: toMove`);
        assert.equal(game.seat(), step.seat, `${where}: seat`);
      }
      assert.deepEqual([...game.pool()].sort(), [...step.pool].sort(), `${where}: pool`);
      if (step.move != null) assert.equal(game.play(step.move).move.toUpperCase(), step.move.toUpperCase(), `${where}: echo`);
    });
  } finally {
    game.free();
  }
}

for (const file of fs.readdirSync(dataDir).filter((f) => f.endsWith(".jsonl.gz")).sort()) {
  test(`conformance games of ${file} replay through the wasm API`, () => {
    const lines = zlib.gunzipSync(fs.readFileSync(path.join(dataDir, file))).toString().split("\n").filter((l) => l.trim());
    assert.ok(lines.length > 0);
    for (const line of lines) replay(JSON.parse(line));
  });
}
