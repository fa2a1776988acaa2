// A page may replace the clocks and the random source the engine reads. The
// computer must still answer, within its limit counted in nodes when no clock
// tells the time, and the instance must go on working.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const { default: init, Game } = await import(pathToFileURL(path.join(root, "dist/pkg/desert_games.js")).href);
await init({ module_or_path: fs.readFileSync(path.join(root, "dist/pkg/desert_games_bg.wasm")) });

// Runs `body` with performance.now and Date.now replaced by `clock`, then puts them back.
function withClock(clock, body) {
  const realPerformanceNow = performance.now;
  const realDateNow = Date.now;
  performance.now = clock;
  Date.now = clock;
  try {
    return body();
  } finally {
    performance.now = realPerformanceNow;
    Date.now = realDateNow;
  }
}

const HOSTILE_CLOCKS = {
  throwing: () => {
    throw new Error("no clock here");
  },
  frozen: () => 42,
  "not a number": () => NaN,
  backwards: (() => {
    let t = 1e6;
    return () => (t -= 1);
  })(),
  "an object whose number throws": () => ({ valueOf() { throw new Error("no number"); } }),
};

test("under a clock that throws, stands still, runs backwards or gives no number, hard answers a timed search", () => {
  for (const [name, clock] of Object.entries(HOSTILE_CLOCKS)) {
    const game = new Game("siga");
    const move = withClock(clock, () => game.aiMove({ level: "hard", timeMs: 50 }));
    assert.ok(game.legalMoves().includes(move), `${name}: ${move} is legal`);
    const { best } = withClock(clock, () => game.analyse({ level: "hard", timeMs: 20 }));
    assert.ok(game.legalMoves().includes(best), `${name}: analyse answers`);
    game.free();
  }
});

test("hundreds of searches under a throwing clock leave the instance whole", () => {
  const game = new Game("seega-sudan");
  withClock(HOSTILE_CLOCKS.throwing, () => {
    for (let i = 0; i < 500; i += 1) assert.ok(game.legalMoves().includes(game.aiMove({ level: "medium", timeMs: 1 })));
  });
  game.play(game.legalMoves()[0]);
  assert.equal(game.history().length, 1);
  game.free();
  // New games of every kind still start, and search on the real clock.
  const fresh = new Game("seig");
  assert.equal(typeof fresh.aiMove({ level: "easy" }), "string");
  fresh.free();
});

test("a random source that throws leaves thousands of new games working, seeded from the clocks", () => {
  const real = crypto.getRandomValues;
  crypto.getRandomValues = () => {
    throw new Error("no randomness here");
  };
  try {
    const seeds = new Set();
    for (let i = 0; i < 6000; i += 1) {
      const game = new Game("seig");
      if (i % 1000 === 0) seeds.add(JSON.parse(game.toJSON()).stream);
      game.free();
    }
    const game = new Game("seig");
    game.play(game.legalMoves()[0]);
    assert.equal(game.history().length, 1, "the last game plays");
    assert.equal(seeds.size, 6, "each game throws its own sticks");
    game.free();
  } finally {
    crypto.getRandomValues = real;
  }
});
