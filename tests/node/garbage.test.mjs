// Garbage at every call of the JS API: each call either works or throws an
// Error with a message, never traps the wasm instance; afterwards the same
// instance plays a normal game of every rule set.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const { default: init, Game, rulesets, version } = await import(pathToFileURL(path.join(root, "dist/pkg/desert_games.js")).href);
await init({ module_or_path: fs.readFileSync(path.join(root, "dist/pkg/desert_games_bg.wasm")) });

const cyclic = {};
cyclic.self = cyclic;
const GARBAGE = [
  undefined, null, true, 0, -1, 1.5, NaN, Infinity, -Infinity, 2 ** 53, 10n, "", " ", "🙂", "a1-a2", "throw", "throw:WWWWWWWW",
  "x".repeat(100000), "\u0000", [], [1, 2], {}, { board: "9x9" }, { seed: "1" }, { level: "hard", nodes: -5 }, cyclic,
  () => 1, Symbol("s"), new Uint8Array(4), new Map([["board", "4x5"]]), Object.create(null), "{\"format\":1}",
];

function survives(call) {
  try {
    call();
  } catch (error) {
    assert.ok(error instanceof Error, `threw a non-Error: ${String(error)}`);
    assert.ok(error.message.length > 0, "an error says why");
    assert.doesNotMatch(error.message, /unreachable|RuntimeError|panicked/);
  }
}

test("garbage at every API call throws clear errors and the instance plays on", () => {
  const ids = rulesets().map((r) => r.id);
  for (const a of GARBAGE) {
    survives(() => new Game(a));
    survives(() => Game.fromJSON(a));
    for (const b of GARBAGE) survives(() => new Game(ids[0], b)?.free());
  }
  for (const id of ids) {
    const game = new Game(id, id === "seig" ? { seed: 3 } : {});
    for (const a of GARBAGE) {
      survives(() => game.play(a));
      survives(() => game.aiMove(a));
      survives(() => game.analyse(a));
      survives(() => game.resign(a));
      survives(() => game.perft(a));
      survives(() => game.randomPlayouts(a, a, a));
    }
    game.free();
  }
  assert.equal(typeof version(), "string");
  // The same instance now plays a whole game of every rule set.
  for (const id of ids) {
    const game = new Game(id, id === "seig" ? { seed: 5 } : { ...(id === "siga" ? { noCapturePlies: 30 } : { barrierPlies: 10 }) });
    let plies = 0;
    while (!game.status().over && plies < 5000) {
      game.play(game.aiMove({ level: "easy", nodes: 200, seed: plies }));
      plies++;
    }
    assert.equal(game.status().over, true, `${id} ended`);
    const again = Game.fromJSON(game.toJSON());
    assert.deepEqual(again.status(), game.status());
    again.free();
    game.free();
  }
});
