// Every Sig variant played to its end between two devices under Node
// (tests/node/friend-devices.mjs: each device's real store, action path,
// friend game and throws, on a wire the test drives and a clock that stands
// still). The seats are split between the devices, teams included; people
// on both play random legal moves, and every throw is made by both devices
// by commit and reveal. Both end with the same record and result, and the
// record of throws checks out against the throws the game made.
import { test } from "node:test";
import assert from "node:assert/strict";
import { Wire, device, part, connect, record, agreedThrows, playUntil, verifyThrows } from "./friend-devices.mjs";

// The devices' secret values (and the games' ids) come from a seeded stream,
// each game's own, so it is the same every run; a value is still never drawn twice.
let stream = 1;
crypto.getRandomValues = (array) => {
  for (let i = 0; i < array.length; i += 1) {
    stream ^= stream << 13;
    stream ^= stream >>> 17;
    stream ^= stream << 5;
    array[i] = stream & 0xff;
  }
  return array;
};

// The moves people choose, from a seeded stream too; a removal or a
// free-all whenever one is legal, so those cross the wire as well.
let choice = 1;
const SPECIAL = /^(x|free-all)/;
const chooseAny = (moves) => {
  const special = moves.find((move) => SPECIAL.test(move));
  if (special) return special;
  choice = (choice * 1103515245 + 12345) % 2147483648;
  return moves[Math.floor((choice / 2147483648) * moves.length)];
};

// Each variant, with its seats per side, its seed, and the move of its own
// that its game (by that seed) makes, to cross the wire: Mauritania's removal,
// El Oued's free-all. The inviting device plays a side's
// even seats for Light and odd ones for Dark, the friend's the others, so each
// device plays both sides where a side has two seats.
const GAMES = [
  { ruleset: "seig-mauritania", options: { teamSize: 2, holes: 10 }, seats: 2, seed: 11, crosses: "x" },
  { ruleset: "seig-western-sahara", options: {}, seats: 2, seed: 12 },
  { ruleset: "seig-tidikelt", options: { sticks: 4, noCaptureTurns: 200 }, seats: 1, seed: 13 },
  { ruleset: "seig-tidikelt", options: { sticks: 6, noCaptureTurns: 200 }, seats: 1, seed: 14 },
  { ruleset: "seig-mzab", options: {}, seats: 1, seed: 15 },
  { ruleset: "seig-tozeur", options: {}, seats: 1, seed: 16 },
  { ruleset: "seig-el-oued", options: {}, seats: 1, seed: 20, crosses: "free-all" },
];

function planOf({ ruleset, options, seats }) {
  const remote = [0, 1].map((side) => Array.from({ length: seats }, (_, seat) => (side + seat) % 2 === 1));
  const chairs = remote.map((side) => side.map((there) => ({ name: "", player: there ? "friend" : "human" })));
  return { settings: { ruleset, options, opponent: "seats", level: "easy", humanSide: 0, matchLength: 1, seig: { seats: chairs } }, remote };
}

for (const game of GAMES) {
  test(`${game.ruleset} ${JSON.stringify(game.options)} is played to its end between two devices, every throw by commit and reveal`, async (t) => {
    [stream, choice] = [game.seed, game.seed];
    const wire = new Wire();
    const devices = [device(wire), device(wire)];
    const [inviter, joiner] = devices;
    await connect(wire, inviter, joiner, planOf(game));
    const acted = new Set();
    const last = await playUntil(wire, devices, (here) => {
      acted.add(here);
      return false;
    }, { choose: chooseAny, most: 20000 });
    assert.equal(last, undefined, "nobody may act once the game is over");
    assert.equal(acted.size, 2, "a person acted on each device");
    const [mine, theirs] = devices.map((each) => ({ record: record(each), status: each.store.game.status(), throws: agreedThrows(each) }));
    assert.ok(mine.status.over, "the game is over");
    assert.deepEqual(theirs.record, mine.record, "the same record on both devices");
    assert.deepEqual(theirs.status, mine.status, "the same result");
    assert.deepEqual(theirs.throws, mine.throws, "the same record of throws");
    assert.ok(!mine.record.includes("throw"), "no throw was drawn by one device alone");
    const played = mine.record.filter((move) => move.startsWith("throw:")).map((move) => move.slice("throw:".length));
    assert.equal(await verifyThrows({ nonce: inviter.store.settings.friend.id, record: mine.throws, played }), played.length);
    for (const { refused } of devices) assert.deepEqual(refused, []);
    if (game.crosses) assert.ok(mine.record.some((move) => move.startsWith(game.crosses)), `a ${game.crosses} move was played`);
    const removals = mine.record.filter((move) => /^x/.test(move)).length;
    const freeAlls = mine.record.filter((move) => move.startsWith("free-all")).length;
    t.diagnostic(`${mine.record.length} plies (${played.length} throws, ${removals} removals, ${freeAlls} free-all); ${mine.status.reason}, winner ${mine.status.winner}, pieces ${mine.status.pieces}`);
    part(inviter, joiner);
  });
}
