// Playing a friend on another device, its pure parts: the invitation and
// answer codes (squeezed session descriptions), and the checks every message
// between the two devices passes before anything acts on it.

import { test } from "node:test";
import assert from "node:assert/strict";
import { encodeInvite, decodeInvite, inviteLink, InviteError } from "../../www/friend/invite-code.js";
import { encodeMessage, decodeMessage, compareRecords, ProtocolError, MOST_MESSAGE_CHARS, PROTOCOL_VERSION } from "../../www/friend/protocol.js";
import { readStunList, DEFAULT_STUN } from "../../www/friend/stun-list.js";

// A session description as Chromium writes one, with two gathered candidates.
const SDP = [
  "v=0", "o=- 4611731400430051336 2 IN IP4 127.0.0.1", "s=-", "t=0 0", "a=group:BUNDLE 0", "a=extmap-allow-mixed", "a=msid-semantic: WMS",
  "m=application 47905 UDP/DTLS/SCTP webrtc-datachannel", "c=IN IP4 192.0.2.2",
  "a=candidate:982858953 1 udp 2113937151 192.0.2.2 47905 typ host generation 0 network-cost 999",
  "a=candidate:842163049 1 udp 1677729535 198.51.100.7 47905 typ srflx raddr 192.0.2.2 rport 47905 generation 0 network-cost 999",
  "a=ice-ufrag:7sFv", "a=ice-pwd:dOTZKZNVlO9RSGsEGM63JXT2", "a=ice-options:trickle",
  "a=fingerprint:sha-256 7B:8B:F0:65:5F:78:E2:51:3B:AC:6F:F3:3F:46:1B:35:DC:B8:5F:64:1A:24:C2:43:F0:A1:58:D0:A1:2C:19:08",
  "a=setup:actpass", "a=mid:0", "a=sctp-port:5000", "a=max-message-size:262144", "",
].join("\r\n");

const refusedWith = (code) => (error) => {
  assert.ok(error instanceof InviteError, `an InviteError, not ${error}`);
  assert.equal(error.code, code);
  return true;
};

test("an invitation and an answer come back exactly as they went, shorter than they were", async () => {
  for (const type of ["offer", "answer"]) {
    const code = await encodeInvite({ type, sdp: SDP });
    assert.match(code, /^[ia][A-Za-z0-9_-]+$/, "a code is letters, digits, - and _ only: it fits a link and a chat");
    assert.ok(code.length < SDP.length, `${code.length} characters for ${SDP.length} of description`);
    assert.deepEqual(await decodeInvite(code, type), { type, sdp: SDP });
  }
});

test("a code is read from the whole link, and through the spaces and breaks a chat adds", async () => {
  const code = await encodeInvite({ type: "offer", sdp: SDP });
  const link = inviteLink(code, "https://example.org/games/index.html?x=1");
  assert.equal(new URL(link).hash, `#join=${code}`, "the code rides in the fragment, never sent to a server");
  assert.equal((await decodeInvite(link, "offer")).sdp, SDP);
  const wrapped = `  ${code.slice(0, 40)}\n${code.slice(40, 90)} ${code.slice(90)}\n`;
  assert.equal((await decodeInvite(wrapped, "offer")).sdp, SDP);
});

test("bad input is refused with a reason, never taken", async () => {
  const offer = await encodeInvite({ type: "offer", sdp: SDP });
  const answer = await encodeInvite({ type: "answer", sdp: SDP });
  await assert.rejects(decodeInvite("", "offer"), refusedWith("empty"));
  await assert.rejects(decodeInvite("   \n", "answer"), refusedWith("empty"));
  await assert.rejects(decodeInvite(answer, "offer"), refusedWith("answer-not-invitation"));
  await assert.rejects(decodeInvite(offer, "answer"), refusedWith("invitation-not-answer"));
  await assert.rejects(decodeInvite("hello there", "offer"), refusedWith("unreadable"));
  await assert.rejects(decodeInvite(`${offer.slice(0, -12)}`, "offer"), refusedWith("unreadable"), "a code cut short");
  await assert.rejects(decodeInvite(`i${"A".repeat(40)}`, "offer"), refusedWith("unreadable"), "no deflated data");
  await assert.rejects(decodeInvite(`i${"A".repeat(20000)}`, "offer"), refusedWith("too-long"));
  // Text that inflates to far more than a description could be: a few hundred bytes in, megabytes out.
  const bomb = await encodeInvite({ type: "offer", sdp: `v=0${" ".repeat(4 * 1024 * 1024)}` });
  assert.ok(bomb.length < 16384);
  await assert.rejects(decodeInvite(bomb, "offer"), refusedWith("too-long"));
  // Deflated text that is not a session description.
  const notSdp = await encodeInvite({ type: "offer", sdp: "<html>" });
  await assert.rejects(decodeInvite(notSdp, "offer"), refusedWith("unreadable"));
});

const refusedMessage = (code, parts) => (error) => {
  assert.ok(error instanceof ProtocolError, `a ProtocolError, not ${error}`);
  assert.equal(error.code, code);
  if (parts) assert.deepEqual(error.parts, parts);
  return true;
};

test("every message type goes out and comes back whole", () => {
  const messages = [
    { type: "hello", id: "a1b2", settings: { ruleset: "x", options: {} }, seats: [[true], [false]], record: ["c3", "d4"] },
    { type: "resync", id: "a1b2", record: [] },
    { type: "move", ply: 12, move: "b2-b3" },
    { type: "draw-offer", ply: 3 }, { type: "draw-answer", ply: 3, accept: true },
    { type: "undo-request", to: 4 }, { type: "undo-answer", to: 4, accept: false },
    { type: "resign", ply: 9, side: 1 },
    { type: "ping", n: 1 }, { type: "pong", n: 1 },
    { type: "refused", code: "out-of-turn", parts: { ply: 3 } },
    { type: "bye" },
    { type: "throw-commit", ply: 0, hash: "ab" }, { type: "throw-reveal", ply: 0, value: "cd" },
  ];
  for (const message of messages) {
    const text = encodeMessage(message);
    assert.deepEqual(decodeMessage(text), { v: PROTOCOL_VERSION, ...message });
  }
});

test("a message too large, not JSON, of another version, of an unknown type or with a wrong field is refused", () => {
  const huge = encodeMessage({ type: "move", ply: 1, move: "x".repeat(10 * 1024 * 1024) });
  assert.throws(() => decodeMessage(huge), refusedMessage("too-large", { chars: huge.length, most: MOST_MESSAGE_CHARS }));
  assert.throws(() => decodeMessage("{\"v\":1,\"type\":\"move\""), refusedMessage("malformed"));
  assert.throws(() => decodeMessage("[1,2]"), refusedMessage("malformed"));
  assert.throws(() => decodeMessage("null"), refusedMessage("malformed"));
  assert.throws(() => decodeMessage(new ArrayBuffer(8)), refusedMessage("not-text"));
  assert.throws(() => decodeMessage(JSON.stringify({ v: 2, type: "move", ply: 0, move: "c3" })), refusedMessage("wrong-version", { version: "2", ours: 1 }));
  assert.throws(() => decodeMessage(JSON.stringify({ type: "move", ply: 0, move: "c3" })), refusedMessage("wrong-version"));
  assert.throws(() => decodeMessage(encodeMessage({ type: "teleport" })), refusedMessage("unknown-type", { type: "teleport" }));
  assert.throws(() => decodeMessage(encodeMessage({ type: "__proto__" })), refusedMessage("unknown-type"));
  assert.throws(() => decodeMessage(encodeMessage({ type: "toString" })), refusedMessage("unknown-type"));
  const field = (message, name) => assert.throws(() => decodeMessage(encodeMessage(message)), refusedMessage("bad-field", { type: message.type, field: name }));
  field({ type: "move", ply: -1, move: "c3" }, "ply");
  field({ type: "move", ply: 1.5, move: "c3" }, "ply");
  field({ type: "move", ply: "1", move: "c3" }, "ply");
  field({ type: "move", ply: 1, move: "" }, "move");
  field({ type: "move", ply: 1, move: 7 }, "move");
  field({ type: "move", ply: 1 }, "move");
  field({ type: "resign", ply: 1, side: 2 }, "side");
  field({ type: "draw-answer", ply: 1, accept: "yes" }, "accept");
  field({ type: "hello", id: "a", settings: {}, seats: [[true]], record: [] }, "seats");
  field({ type: "hello", id: "a", settings: {}, seats: [[true], ["no"]], record: [] }, "seats");
  field({ type: "hello", id: "a", settings: [], seats: [[true], [false]], record: [] }, "settings");
  field({ type: "hello", id: "", settings: {}, seats: [[true], [false]], record: [] }, "id");
  field({ type: "resync", id: "a", record: ["c3", 4] }, "record");
  field({ type: "resync", id: "a", record: Array(20001).fill("a") }, "record");
});

test("two records stand as the same, one leading to the other, or apart", () => {
  assert.equal(compareRecords(["a", "b"], ["a", "b"]), "same");
  assert.equal(compareRecords(["a", "b", "c"], ["a", "b"]), "ours-longer");
  assert.equal(compareRecords([], ["a"]), "theirs-longer");
  assert.equal(compareRecords(["a", "c"], ["a", "b", "d"]), "differ");
});

test("the STUN list takes stun: addresses only, and may be empty", () => {
  assert.deepEqual(readStunList(""), []);
  assert.deepEqual(readStunList(DEFAULT_STUN.join("\n")), DEFAULT_STUN);
  assert.deepEqual(readStunList("stun:a.example:3478, stun:[2001:db8::1]:3478\nstuns:b.example"), ["stun:a.example:3478", "stun:[2001:db8::1]:3478", "stuns:b.example"]);
  for (const wrong of ["http://a.example", "turn:a.example", "stun:", "stun:a b"]) {
    assert.throws(() => readStunList(wrong), refusedWith("bad-stun"), wrong);
  }
});
