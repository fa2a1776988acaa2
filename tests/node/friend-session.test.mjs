// Two devices of a friend game under Node: each its own store, action path,
// friend game and Seig throws, as the page builds them, joined by a wire the
// test controls in place of WebRTC (it can hold, drop or cut what is in
// flight). What only the protocol decides is tested here, every step of it:
// a throw cut off anywhere in its commit and reveal goes on with the values
// first committed, across a reconnection or a reload; a longer record that
// slips in a throw both devices did not agree on is refused; a device that
// stops answering is taken for gone; an inviting device that finds no path
// says so.
import { test } from "node:test";
import assert from "node:assert/strict";
import { Wire, device, part, connect, record, agreedThrows, playUntil, resume, verifyThrows, fit, sleep } from "./friend-devices.mjs";

// Seig, two seats a side: the inviting device plays the first seat of each side, the friend's the second.
const SEIG = {
  settings: {
    ruleset: "seig", options: { teamSize: 2, seed: 11 }, opponent: "seats", level: "easy", humanSide: 0, matchLength: 1,
    seig: { seats: [0, 1].map(() => [{ name: "Here", player: "human" }, { name: "There", player: "friend" }]) },
  },
  remote: [[false, true], [false, true]],
};

// A Seig game under way, the inviting device's person about to throw for the third time.
async function seigAtThrow() {
  const wire = new Wire();
  const [inviter, joiner] = [device(wire), device(wire)];
  await connect(wire, inviter, joiner, SEIG);
  let throws = 0;
  const thrower = await playUntil(wire, [inviter, joiner], (here) => {
    const atThrow = here.store.game.moves()[0]?.throw;
    if (atThrow && here === inviter) throws += 1;
    return atThrow && here === inviter && throws === 3;
  });
  assert.equal(thrower, inviter);
  return { wire, inviter, joiner };
}

// The inviting device throws; the wire delivers `delivered` messages of the
// commit and reveal, then the connection drops; `reload` reopens the
// inviting device from what it stored. Connected again, the throw goes on.
async function throwCutAfter(delivered, { reload = false } = {}) {
  const { wire, inviter, joiner } = await seigAtThrow();
  const plies = record(inviter).length;
  const [throwMove] = inviter.store.game.legalMoves();
  assert.equal(inviter.actions.act(throwMove, "person"), null, "the throw waits for both devices");
  await sleep(10);
  const committed = inviter.store.settings.friend.pending.commitments[0];
  await wire.settle({ most: delivered });
  const answered = joiner.store.settings.friend.pending?.mine ?? agreedThrows(joiner).at(-1)?.values[1];
  wire.cut(inviter.friend.link);
  await wire.settle();
  let first = inviter;
  if (reload) {
    first = device(wire);
    resume(first.store, JSON.parse(JSON.stringify(inviter.store.toJSON())), fit);
  }
  await connect(wire, first, joiner);
  await wire.settle();
  assert.deepEqual(record(joiner), record(first), "both devices have the same record");
  assert.equal(record(first).length, plies + 1, "the throw was played once");
  assert.deepEqual(agreedThrows(joiner), agreedThrows(first), "and the same record of throws");
  const entry = agreedThrows(first).at(-1);
  assert.equal(entry.number, plies);
  assert.equal(record(first).at(-1), `throw:${entry.faces}`);
  assert.equal(entry.commitments[0], committed, "the thrower's value is the one it first committed to");
  if (delivered >= 1) assert.equal(entry.values[1], answered, "the friend's value is the one it first sent");
  await verifyThrows({ nonce: first.store.settings.friend.id, record: agreedThrows(first) });
  for (const { refused } of [first, joiner]) assert.deepEqual(refused, []);
  assert.equal(first.store.settings.friend.pending, null);
  // And the game goes on.
  const after = record(first).length;
  await playUntil(wire, [first, joiner], () => record(first).length >= after + 6);
  assert.deepEqual(record(joiner), record(first));
  part(first, joiner);
}


test("Seig with two seats a side split between two devices is played to its end, every throw by commit and reveal", async () => {
  const wire = new Wire();
  const [inviter, joiner] = [device(wire), device(wire)];
  await connect(wire, inviter, joiner, SEIG);
  const acted = new Set();
  assert.equal(await playUntil(wire, [inviter, joiner], (here) => {
    acted.add(here);
    return false;
  }), undefined, "nobody may act once the game is over");
  assert.equal(acted.size, 2, "a person acted on each device");
  const [mine, theirs] = [inviter, joiner].map((device) => ({ record: record(device), status: device.store.game.status(), throws: agreedThrows(device) }));
  assert.ok(mine.status.over && mine.record.length > 100, `${mine.record.length} plies, ${mine.status.reason}`);
  assert.deepEqual(theirs.record, mine.record, "the same record on both devices");
  assert.deepEqual(theirs.status, mine.status, "the same result");
  // Every throw was made by both devices, and anyone can check it from the record kept with the game.
  assert.deepEqual(theirs.throws, mine.throws);
  const played = mine.record.filter((move) => move.startsWith("throw:")).map((move) => move.slice("throw:".length));
  assert.equal(await verifyThrows({ nonce: inviter.store.settings.friend.id, record: mine.throws, played }), played.length);
  for (const { refused } of [inviter, joiner]) assert.deepEqual(refused, []);
  part(inviter, joiner);
});

// The messages of one throw: its commitment, the friend's commitment and
// value, the thrower's value, then the move.
for (const delivered of [0, 1, 2, 3, 4]) {
  test(`a throw cut off after ${delivered} of its messages goes on once connected again, with the values first sent`, () => throwCutAfter(delivered));
}

test("a throw cut off mid-way goes on after the thrower's page was reloaded, with the value it committed to", async () => {
  await throwCutAfter(1, { reload: true });
  await throwCutAfter(3, { reload: true });
});

test("a longer record that adds a throw both devices did not agree on is refused, and changes nothing", async () => {
  const { wire, inviter, joiner } = await seigAtThrow();
  const before = record(joiner);
  const { id } = joiner.store.settings.friend;
  const [throwMove] = inviter.store.game.legalMoves();
  // The faces the inviting device would like, with a record of throws made up to match.
  const sticks = joiner.store.game.throwTable().sticks;
  const entry = { number: before.length, sticks, commitments: ["a".repeat(64), "b".repeat(64)], values: ["c".repeat(64), "d".repeat(64)], faces: "W".repeat(sticks) };
  const forged = [...before, `${throwMove}:${entry.faces}`];
  await joiner.friend.delivered(JSON.stringify({ v: 1, type: "resync", id, record: forged, throws: [...agreedThrows(inviter), entry] }));
  assert.deepEqual(joiner.refused, ["unagreed-throw"]);
  assert.deepEqual(record(joiner), before, "the game is unchanged");
  // The throw under way, completed with a value other than the one committed to, is refused the same way.
  inviter.actions.act(throwMove, "person");
  await wire.settle({ most: 3 });
  const pending = joiner.store.settings.friend.pending;
  const lie = { ...entry, commitments: [...pending.commitments], values: ["e".repeat(64), pending.mine] };
  await joiner.friend.delivered(JSON.stringify({ v: 1, type: "resync", id, record: forged, throws: [...agreedThrows(inviter), lie] }));
  assert.deepEqual(joiner.refused, ["unagreed-throw", "unagreed-throw"]);
  assert.deepEqual(record(joiner), before);
  // The honest end of that throw still plays.
  await wire.settle();
  assert.equal(record(joiner).length, before.length + 1);
  assert.deepEqual(record(joiner), record(inviter));
  part(inviter, joiner);
});

test("a device that stops answering is taken for gone; one that answers is not", async () => {
  // The silence is counted on clocks the test moves, one a device: the
  // devices' pings go out every few real milliseconds, and the time between
  // them is the test's.
  const clocks = [0, 0];
  const wire = new Wire();
  const [inviter, joiner] = clocks.map((_, i) => device(wire, { pingMs: 10, silentMs: 1000, now: () => clocks[i] }));
  await connect(wire, inviter, joiner, { settings: { ruleset: "siga", options: {}, opponent: "human", humanSide: 0 }, remote: [[false], [true]] });
  const deliver = setInterval(() => wire.settle(), 5);
  // Resolves once `check()` holds, looked at every few milliseconds.
  const until = async (check) => {
    while (!check()) await sleep(5);
  };
  try {
    // Ten times nearly the silence passes, each time with a ping heard both ways: the connection holds.
    for (let i = 0; i < 10; i += 1) {
      clocks[0] += 900;
      clocks[1] += 900;
      await until(() => inviter.friend.heard === clocks[0] && joiner.friend.heard === clocks[1]);
    }
    for (const { friend, told } of [inviter, joiner]) {
      assert.equal(friend.state, "connected", "pings answered keep the connection");
      assert.ok(!told.includes("silent"));
    }
    // The joiner falls silent; the inviter's next look after the silence gives it up.
    wire.muted.add(joiner.friend.link);
    clocks[0] += 1001;
    await until(() => inviter.friend.state === "lost");
    assert.ok(inviter.told.includes("silent"), "the player is told the friend's device stopped answering");
  } finally {
    clearInterval(deliver);
    part(inviter, joiner);
  }
});

test("an inviting device that finds no path to the friend's says so, and keeps its game", async () => {
  const wire = new Wire({ path: false });
  const [inviter, joiner] = [device(wire, { connectMs: 50 }), device(wire, { connectMs: 50 })];
  const before = inviter.store.game.toJSON();
  await inviter.friend.invite([], { settings: { ruleset: "siga", options: {}, opponent: "human", humanSide: 0 }, remote: [[false], [true]] });
  await joiner.friend.join([], "invitation");
  await inviter.friend.complete("answer");
  await sleep(120);
  assert.deepEqual(inviter.told, ["notConnected"]);
  assert.equal(inviter.friend.state, "none");
  assert.equal(inviter.store.game.toJSON(), before);
});
