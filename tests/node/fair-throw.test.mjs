// Seig throws by commit and reveal between two devices (www/games/race/fair-throw.js):
// an honest round, a peer's forged reveal and reused commitment or value caught,
// a whole record re-checked against the game the engine replays, and the
// whites of 10,000 throws a side of the lock against the engine's throw table.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { FairThrows, FairThrowError, commitmentOf, freshValue, throwMove, verifyThrows } from "../../www/games/race/fair-throw.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const { default: init, Game } = await import(pathToFileURL(path.join(root, "dist/pkg/desert_games.js")).href);
await init({ module_or_path: fs.readFileSync(path.join(root, "dist/pkg/desert_games_bg.wasm")) });

// Two devices of one game.
const pair = (nonce = freshValue()) => [new FairThrows({ nonce, me: 0 }), new FairThrows({ nonce, me: 1 })];

// One honest throw between `a` and `b`: both commit, then both reveal. Returns both devices' entries.
async function honestThrow(a, b, number, sticks) {
  const [ca, cb] = [await a.commit(number), await b.commit(number)];
  a.receiveCommitment(number, cb);
  b.receiveCommitment(number, ca);
  const [va, vb] = [a.reveal(number), b.reveal(number)];
  return [await a.receiveReveal(number, vb, sticks), await b.receiveReveal(number, va, sticks)];
}

const refused = (code) => (error) => error instanceof FairThrowError && error.code === code;

test("an honest round: both devices agree on faces neither could know before both revealed", async () => {
  const [a, b] = pair();
  const [fromA, fromB] = await honestThrow(a, b, 0, 7);
  assert.deepEqual(fromA, fromB, "both devices keep the same record entry");
  assert.match(fromA.faces, /^[WB]{7}$/);
  assert.equal(throwMove(fromA), `throw:${fromA.faces}`);
  assert.notEqual(fromA.values[0], fromA.values[1]);
  // Nothing is revealed before both commitments are in.
  await a.commit(1);
  assert.throws(() => a.reveal(1), refused("unexpected"));
  assert.equal(a.record.length, 1);
});

test("a forged reveal is caught, named, and changes nothing", async () => {
  const [a, b] = pair();
  const [ca, cb] = [await a.commit(0), await b.commit(0)];
  a.receiveCommitment(0, cb);
  b.receiveCommitment(0, ca);
  await assert.rejects(a.receiveReveal(0, freshValue(), 7), refused("forged-reveal"));
  assert.equal(a.record.length, 0);
  assert.ok(a.mayReveal, "the throw is still waiting for the true value");
  const entry = await a.receiveReveal(0, b.reveal(0), 7);
  assert.equal(entry.faces.length, 7);
});

test("a commitment or a value used before in the game is caught and named", async () => {
  const [a, b] = pair();
  const [first] = await honestThrow(a, b, 0, 7);
  // The peer sends throw 0's commitment again for throw 1.
  await a.commit(1);
  assert.throws(() => a.receiveCommitment(1, first.commitments[1]), refused("reused-commitment"));
  // Or echoes the device's own commitment back.
  assert.throws(() => a.receiveCommitment(1, a.pending.commitments[0]), refused("reused-commitment"));
  // Or commits honestly to throw 0's value again (a new number makes a new commitment).
  a.receiveCommitment(1, await commitmentOf({ nonce: a.nonce, number: 1, value: first.values[1] }));
  await assert.rejects(a.receiveReveal(1, first.values[1], 8), refused("reused-value"));
  assert.equal(a.record.length, 1);
  // Malformed commitments and values are refused too.
  assert.throws(() => new FairThrows({ nonce: "n", me: 0 }).receiveCommitment(0, "zz"), refused("bad-commitment"));
});

test("the verifier re-checks a Seig game's whole record of throws against the engine's replay", async () => {
  const [a, b] = pair();
  const game = new Game("seig", { teamSize: 2 });
  const played = [];
  try {
    while (!game.status().over && game.history().length < 300) {
      const number = game.history().length;
      if (game.moves()[0].throw) {
        const [entry] = await honestThrow(a, b, number, game.throwTable().sticks);
        played.push(game.play(throwMove(entry)).throw.faces);
      } else {
        game.play(game.aiMove({ level: "easy", nodes: 200, seed: number }));
      }
    }
    assert.ok(played.length > 20, `${played.length} throws`);
    assert.equal(await verifyThrows({ nonce: a.nonce, record: a.record, played }), played.length);
    assert.equal(await verifyThrows({ nonce: a.nonce, record: b.record, played }), played.length);
  } finally {
    game.free();
  }
  // Each kind of fault is found and named, with the throw it is in.
  const change = (index, edit) => a.record.map((entry, i) => (i === index ? edit(structuredClone(entry)) : entry));
  const faults = [
    [change(3, (e) => ({ ...e, values: [e.values[0], freshValue()] })), "forged-reveal"],
    [change(4, (e) => ({ ...e, faces: e.faces.replace(/^./, (f) => (f === "W" ? "B" : "W")) })), "wrong-faces"],
    [[...a.record, a.record[2]], "reused-commitment"],
  ];
  for (const [record, code] of faults) await assert.rejects(verifyThrows({ nonce: a.nonce, played, record }), refused(code));
  // A record that leaves out a throw the game made.
  await assert.rejects(verifyThrows({ nonce: a.nonce, played: [...played, played[0]], record: a.record }), refused("wrong-faces"));
  await assert.rejects(verifyThrows({ nonce: "another game", record: a.record }), refused("forged-reveal"));
});

// Chi-square's critical values at p = 0.0001 (7 and 8 degrees of freedom): an
// honest run fails one time in ten thousand; a scheme off by a stick fails always.
const CRITICAL = { 7: 29.877, 8: 31.828 };

test("the whites of 10,000 commit-and-reveal throws follow the engine's table, locked and unlocked", async (t) => {
  const game = new Game("seig", {});
  const { tables } = game.throwTable();
  game.free();
  // Half the throws with the 7 sticks of the locked start, half with 8.
  for (const sticks of [7, 8]) {
    const [a, b] = pair();
    const counts = new Array(sticks + 1).fill(0);
    const throws = 5_000;
    for (let number = 0; number < throws; number += 1) {
      const [entry] = await honestThrow(a, b, number, sticks);
      counts[[...entry.faces].filter((face) => face === "W").length] += 1;
    }
    const rows = tables[String(sticks)];
    assert.equal(rows.length, sticks + 1);
    const chiSquare = rows.reduce((sum, { whites, chance }) => sum + (counts[whites] - throws * chance) ** 2 / (throws * chance), 0);
    t.diagnostic(`${sticks} sticks: chi-square ${chiSquare.toFixed(2)} (${sticks} degrees of freedom), whites ${JSON.stringify(counts)}`);
    assert.ok(chiSquare < CRITICAL[sticks], `${sticks} sticks: chi-square ${chiSquare.toFixed(2)} over ${JSON.stringify(counts)}`);
  }
});
