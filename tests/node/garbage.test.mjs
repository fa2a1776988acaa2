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
  playWholeGames();
});

// What JavaScript can throw at a call: a JS exception raised while the engine
// reads an argument must come back as the engine's own Error (with a `code`),
// and the game and the instance must stay usable (issue 14).
const boom = () => {
  throw new Error("boom");
};
function revokedProxy() {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
}
const TRAPS = ["get", "has", "ownKeys", "getOwnPropertyDescriptor", "getPrototypeOf", "defineProperty", "apply", "construct"];
const HUGE = "\u0001".repeat(1.1e8);
const HOSTILE = {
  "revoked Proxy": revokedProxy(),
  "revoked Proxy of a function": (() => {
    const { proxy, revoke } = Proxy.revocable(() => 1, {});
    revoke();
    return proxy;
  })(),
  "Proxy whose traps throw": new Proxy({}, Object.fromEntries(TRAPS.map((t) => [t, boom]))),
  "Proxy whose ownKeys throws": new Proxy({}, { ownKeys: boom }),
  "Proxy of an array": new Proxy([], {}),
  "object made from a revoked Proxy": Object.create(revokedProxy()),
  "getter that throws": { get level() { throw new Error("boom"); }, get board() { throw new Error("boom"); } },
  "toJSON that throws": { toJSON: boom },
  "toString and valueOf that throw": { toString: boom, valueOf: boom, [Symbol.toPrimitive]: boom },
  "frozen object": Object.freeze({ level: "easy", nodes: 50, seed: 1 }),
  "frozen array": Object.freeze([1, 2]),
  "null-prototype object": Object.assign(Object.create(null), { level: "easy", nodes: 50 }),
  "null-prototype object with a bad key": Object.assign(Object.create(null), { ["\u0001".repeat(5000)]: 1 }),
  Symbol: Symbol("s"),
  BigInt: 10n,
  "huge BigInt": 2n ** 200n,
  "String object": new String("a2-a3"),
  "huge string": HUGE,
  "huge move-like string": "a2-a3" + " ".repeat(1e6),
  "object holding a huge string": { level: "x".repeat(1e6) },
  "object with a huge key": { ["\u0001".repeat(10000)]: 1 },
  "toJSON giving a huge string": { toJSON: () => "x".repeat(1e7) },
  "deep array": JSON.parse("[".repeat(5000) + "]".repeat(5000)),
  "arguments object": (function () { return arguments; })(1, 2),
  "Date with a throwing toJSON": Object.assign(new Date(0), { toJSON: boom }),
  "function": Object.assign(() => 1, { level: "easy" }),
};

/// Every call of the JS API that reads an argument, given `x` in that argument.
const CALLS = {
  "new Game(id)": (g, x) => new Game(x),
  "new Game(id, options)": (g, x) => new Game("siga", x),
  "new Game(seig, options)": (g, x) => new Game("seig", x),
  "Game.fromJSON": (g, x) => Game.fromJSON(x),
  "Game.fromSetup(id)": (g, x) => Game.fromSetup(x, {}, g.setup()),
  "Game.fromSetup(options)": (g, x) => Game.fromSetup("siga", x, g.setup()),
  "Game.fromSetup(setup)": (g, x) => Game.fromSetup("siga", {}, x),
  play: (g, x) => g.play(x),
  check: (g, x) => g.check(x),
  mayResign: (g, x) => g.mayResign(x),
  resign: (g, x) => g.resign(x),
  aiMove: (g, x) => g.aiMove(x),
  analyse: (g, x) => g.analyse(x),
  "acceptsDraw(side)": (g, x) => g.acceptsDraw(x, { nodes: 50 }),
  "acceptsDraw(limits)": (g, x) => g.acceptsDraw(0, x),
  gameAfter: (g, x) => g.gameAfter(x),
  hint: (g, x) => g.hint(x),
  explain: (g, x) => g.explain(x),
  moveValues: (g, x) => g.moveValues(x),
  "judgeNext(move)": (g, x) => g.judgeNext(x, { nodes: 50 }),
  "judgeNext(limits)": (g, x) => g.judgeNext(g.legalMoves()[0], x),
  "judgeMove(index)": (g, x) => g.judgeMove(x, { nodes: 50 }),
  "judgeMove(limits)": (g, x) => g.judgeMove(0, x),
  perft: (g, x) => g.perft(x),
  "randomPlayouts(games)": (g, x) => g.randomPlayouts(x, 1, 1),
  "randomPlayouts(maxPlies)": (g, x) => g.randomPlayouts(1, x, 1),
  "randomPlayouts(seed)": (g, x) => g.randomPlayouts(1, 1, x),
};

/// The call either returns or throws the engine's own Error, short and with a code.
function answered(label, call) {
  let result;
  try {
    result = call();
  } catch (error) {
    assert.ok(error instanceof Error, `${label}: threw a non-Error: ${String(error)}`);
    assert.equal(typeof error.code, "string", `${label}: the engine's own error, not ${error.name}: ${error.message.slice(0, 200)}`);
    assert.ok(error.message.length > 0 && error.message.length < 1000, `${label}: a short message (${error.message.length} chars): ${error.message.slice(0, 200)}`);
    assert.doesNotMatch(error.message, /unreachable|RuntimeError|panicked|recursive use|unsafe aliasing/, label);
    return { error };
  }
  if (result instanceof Game) result.free();
  return { result };
}

/// The game still plays, undoes and lists its moves, and the instance still makes games.
function usable(game, label) {
  const moves = game.legalMoves();
  assert.ok(moves.length > 0, `${label}: moves listed`);
  game.play(moves[0]);
  assert.equal(game.undo(), true, `${label}: undo`);
  assert.deepEqual(game.check(moves[0]).ok, true, `${label}: check`);
  new Game("siga").free();
}

function playWholeGames() {
  for (const { id, forms } of rulesets()) {
    // Each game's shortest length: Sig's variants end after 20 turns without a capture.
    const quick = id === "siga" ? { noCapturePlies: 30 } : "noCaptureTurns" in forms ? { seed: 5, noCaptureTurns: 20 } : { barrierPlies: 10 };
    const game = new Game(id, id === "seig" ? { seed: 5 } : quick);
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
}

test("hostile values at every call come back as the engine's errors and leave the game usable", () => {
  const game = new Game("siga");
  for (const [what, x] of Object.entries(HOSTILE)) {
    for (const [call, f] of Object.entries(CALLS)) {
      const label = `${call} given ${what}`;
      const before = game.toJSON();
      const { error } = answered(label, () => f(game, x));
      if (error) assert.equal(game.toJSON(), before, `${label}: a refused call changes nothing`);
      usable(game, label);
    }
  }
  // A getter that calls back into the same game while it is being read.
  const reentrant = { get level() { game.play(game.legalMoves()[0]); return "easy"; } };
  for (const call of ["aiMove", "analyse"]) answered(`${call} re-entered`, () => game[call](reentrant));
  usable(game, "after re-entry");
  game.free();
});

test("huge text is refused at once, quoting at most a short prefix", () => {
  const game = new Game("siga");
  const started = Date.now();
  for (const call of ["play", "check"]) {
    const { error } = answered(call, () => game[call](HUGE));
    assert.equal(error.code, "too-long", `${call}: ${error.message}`);
  }
  const { error } = answered("play", () => game.play("\u0001".repeat(200)));
  assert.equal(error.code, "unreadable");
  assert.ok(error.message.length < 300, error.message);
  assert.ok(error.parts.text.length <= 40, "parts quote a prefix");
  assert.equal(answered("new Game", () => new Game(HUGE)).error.code, "too-long");
  assert.equal(answered("fromJSON", () => Game.fromJSON(HUGE)).error.code, "too-long");
  assert.equal(answered("options", () => new Game("siga", { board: "x".repeat(1e6) })).error.code, "too-long");
  assert.equal(answered("limits", () => game.aiMove({ level: "x".repeat(1e6) })).error.code, "too-long");
  const unknown = answered("new Game", () => new Game("\u0001".repeat(60))).error;
  // The message lists every known rule set after the quoted prefix (the engine's own test allows 600).
  assert.ok(unknown.message.length < 600 && unknown.parts.ruleset.length <= 40, unknown.message);
  // A save of a long game still loads: the limit is far beyond any real game.
  const save = JSON.parse(game.toJSON());
  save.moves = Array.from({ length: 20000 }, (_, i) => (i % 2 ? "a5-a4" : "a2-a3"));
  const bad = answered("fromJSON", () => Game.fromJSON(JSON.stringify(save))).error;
  assert.equal(bad.code, "bad-save");
  // A sanity bound, far above what refusals take on any machine: only texts
  // worked through (copied and read, 110 million characters each) come near it.
  assert.ok(Date.now() - started < 5000, "refused without copying the huge text");
  usable(game, "after huge text");
  game.free();
});

test("thousands of throwing calls on one instance, then whole games on it", () => {
  const game = new Game("siga");
  const proxy = revokedProxy();
  for (let i = 0; i < 3000; i++) {
    answered("aiMove(revoked Proxy)", () => game.aiMove(proxy));
    answered("new Game(siga, revoked Proxy)", () => new Game("siga", proxy));
    answered("analyse(throwing getter)", () => game.analyse(HOSTILE["getter that throws"]));
    answered("play(huge)", () => game.play(HUGE));
  }
  usable(game, "after thousands of throwing calls");
  game.free();
  playWholeGames();
});

/// A small seeded generator (mulberry32): the same run every time.
function generator(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

test("2000 seeded random calls mixing garbage and play keep every game consistent", () => {
  const random = generator(14);
  const pick = (items) => items[Math.floor(random() * items.length)];
  const ids = rulesets().map((r) => r.id);
  const values = [...Object.values(HOSTILE), ...GARBAGE];
  const calls = Object.entries(CALLS);
  let game = new Game("siga");
  let played = 0;
  for (let step = 0; step < 2000; step++) {
    const roll = random();
    if (game.status().over || roll < 0.02) {
      game.free();
      const id = pick(ids);
      game = new Game(id, id === "seig" ? { seed: String(step) } : {});
    } else if (roll < 0.55) {
      const [call, f] = pick(calls);
      const x = pick(values);
      const before = game.toJSON();
      const { error } = answered(`step ${step}: ${call}`, () => f(game, x));
      if (error) assert.equal(game.toJSON(), before, `step ${step}: ${call} refused and changed the game`);
    } else if (roll < 0.9) {
      game.play(pick(game.legalMoves()));
      played++;
    } else if (roll < 0.95) {
      game.undo();
    } else {
      const move = game.aiMove({ level: "easy", nodes: 100, seed: step });
      assert.ok(game.check(move).ok, `step ${step}: the computer's move ${move} is legal`);
    }
    if (step % 100 === 0) {
      const again = Game.fromJSON(game.toJSON());
      assert.equal(again.toJSON(), game.toJSON(), `step ${step}: the save loads to itself`);
      again.free();
    }
  }
  assert.ok(played > 500, "real moves were played among the garbage");
  game.free();
  playWholeGames();
});

test("seeds: 0..2^64-1 as a safe integer or decimal text, returned as given; anything else refused at once", () => {
  for (const [given, returned] of [[0, 0], [7, 7], ["7", 7], [2 ** 53 - 1, 2 ** 53 - 1], ["9007199254740992", "9007199254740992"], ["18446744073709551615", "18446744073709551615"]]) {
    const game = new Game("seig", { seed: given });
    assert.deepEqual(game.options().seed, returned, `seed ${given}`);
    const again = Game.fromJSON(game.toJSON());
    assert.deepEqual(again.options().seed, returned);
    again.free();
    game.free();
  }
  for (const seed of [-1, -3, -(2 ** 53), "-1", 1.5, "1.5", "", " 1", "18446744073709551616", true, [1], { n: 1 }]) {
    const { error } = answered(`seed ${JSON.stringify(seed)}`, () => new Game("seig", { seed }));
    assert.ok(error, `seed ${JSON.stringify(seed)} refused`);
    assert.equal(error.code, "bad-option-value", `seed ${JSON.stringify(seed)}: ${error.message}`);
    assert.match(error.message, /seed.*from 0 to/, error.message);
  }
  assert.equal(answered("2^53", () => new Game("seig", { seed: 2 ** 53 })).error.code, "unsafe-number");
  // A save made when negative seeds were taken still loads, on the same stream.
  const old = new Game("seig", { seed: "18446744073709551613" });
  for (let i = 0; i < 6; i++) old.play(old.legalMoves()[0]);
  const save = JSON.parse(old.toJSON());
  save.options.seed = -3;
  const loaded = Game.fromJSON(JSON.stringify(save));
  assert.deepEqual(loaded.history(), old.history());
  assert.equal(loaded.options().seed, "18446744073709551613");
  loaded.free();
  old.free();
});

test("seeds in aiMove and analyse limits are read like option seeds", () => {
  const game = new Game("siga");
  const at = (seed) => game.analyse({ level: "easy", nodes: 300, seed });
  assert.deepEqual(at("12345"), at(12345), "a decimal string is the same seed");
  assert.equal(typeof game.aiMove({ level: "easy", nodes: 300, seed: "18446744073709551615" }), "string");
  assert.equal(typeof game.aiMove({ level: "easy", nodes: 300, seed: 2 ** 53 - 1 }), "string");
  for (const seed of [-1, 2 ** 53, 1.5, "-1", "x", "18446744073709551616", true]) {
    for (const call of ["aiMove", "analyse"]) {
      const { error } = answered(`${call} seed ${seed}`, () => game[call]({ nodes: 100, seed }));
      assert.ok(error, `${call}: seed ${seed} refused`);
      assert.equal(error.code, "bad-limits");
      assert.match(error.message, /"seed" must be an integer from 0 to 9007199254740991, or a decimal string/, error.message);
    }
  }
  // randomPlayouts takes the same seeds.
  assert.equal(game.randomPlayouts(3, 50, "18446744073709551615"), game.randomPlayouts(3, 50, "18446744073709551615"));
  assert.equal(game.randomPlayouts(3, 50, "77"), game.randomPlayouts(3, 50, 77));
  assert.equal(answered("randomPlayouts(-1)", () => game.randomPlayouts(3, 50, -1)).error.code, "bad-argument");
  game.free();
});

test("save formats: a whole-number 1.0 loads, format 0 is not called newer, one 'not a valid saved game:'", () => {
  const game = new Game("siga");
  game.play("a2-a3");
  const save = JSON.parse(game.toJSON());
  const text = (format) => JSON.stringify(save).replace(/"format":\d+/, `"format":${format}`);
  for (const format of ["1.0", "1e0", "1.00"]) {
    const loaded = Game.fromJSON(text(format));
    assert.deepEqual(loaded.history(), ["a2-a3"], `format ${format}`);
    loaded.free();
  }
  for (const format of ["0", "-1", "0.5", "1.5"]) {
    const { error } = answered(`format ${format}`, () => Game.fromJSON(text(format)));
    assert.equal(error.code, "bad-save");
    assert.doesNotMatch(error.message, /newer/, error.message);
    assert.match(error.message, /is not a save format/, error.message);
  }
  assert.match(answered("format 3", () => Game.fromJSON(text("3"))).error.message, /format 3 is newer than this app understands/);
  for (const broken of [
    { ...save, declared: { reason: "nonsense" } },
    { ...save, declared: { reason: "resigned", winner: 7 } },
    { ...save, ruleset: "chess" },
    { ...save, options: { board: "9x9" } },
    { ...save, moves: ["a2-a3", "b9-b8"] },
  ]) {
    const { error } = answered("broken save", () => Game.fromJSON(JSON.stringify(broken)));
    assert.equal(error.code, "bad-save");
    assert.equal(error.message.split("not a valid saved game:").length, 2, `said once: ${error.message}`);
  }
  game.free();
});
