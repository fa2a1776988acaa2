// @ts-check
// The messages two devices send each other during a friend game, and the
// checks every message passes before anything acts on it. Each message is
// one JSON object { v, type, ... } on the data channel. A message is refused
// (a ProtocolError with a code, nothing changed) when it is too large (read
// before parsing), not JSON, of another version, of an unknown type, or
// missing a field of its type. Whether a move is legal, or its turn, is the
// engine's and the seats' to say (friend-game.js).
//
//   hello        { id, settings, seats, record }  who plays which seats, from the sender's side, and the game so far
//   resync       { id, record }                   the sender's whole record, after a hello or a reconnection
//                (both carry the agreed throws of a game of thrown sticks too, `throws`: friend-throws.js checks them)
//   ping         { n }        pong         { n }   while connected, every few seconds: silence means the friend is gone
//   move         { ply, move }                     the move played at `ply` (the number of plies before it)
//   draw-offer   { ply }      draw-answer  { ply, accept }
//   undo-request { to }       undo-answer  { to, accept }   take back to `to` plies
//   resign       { ply, side }
//   refused      { code, parts }  the sender refused a message of ours: both screens say so
//   bye          {}               the sender left the game (a new game, or closed the dialog)
//   throw-commit, throw-reveal { ply, ... }   a throw of the sticks made by both devices (their fields are the throw's module's to check)

export const PROTOCOL_VERSION = 1;
// A whole record of a long game must fit (a resync); a data channel between
// browsers carries at most 256 KiB in one message.
export const MOST_MESSAGE_CHARS = 240 * 1024;
export const MOST_RECORD = 20000;
const MOST_TEXT = 256;

export class ProtocolError extends Error {
  // code: "too-large" | "not-text" | "malformed" | "wrong-version" | "unknown-type" | "bad-field"
  constructor(code, parts = {}) {
    super(`friend message refused: ${code}`);
    this.name = "ProtocolError";
    this.code = code;
    this.parts = parts;
  }
}

const isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
const isText = (value) => typeof value === "string" && value.length > 0 && value.length <= MOST_TEXT;
const isCount = (value) => Number.isSafeInteger(value) && value >= 0 && value <= MOST_RECORD;
const isSide = (value) => value === 0 || value === 1;
const isRecord = (value) => Array.isArray(value) && value.length <= MOST_RECORD && value.every(isText);
// Per side, per seat: whether the sender plays it (on its device, a person or its computer).
const isSeats = (value) => Array.isArray(value) && value.length === 2 &&
  value.every((side) => Array.isArray(side) && side.length >= 1 && side.length <= 3 && side.every((seat) => typeof seat === "boolean"));

// Each type's fields and their checks.
const FIELDS = {
  hello: { id: isText, settings: isObject, seats: isSeats, record: isRecord },
  resync: { id: isText, record: isRecord },
  move: { ply: isCount, move: isText },
  "draw-offer": { ply: isCount },
  "draw-answer": { ply: isCount, accept: (value) => typeof value === "boolean" },
  "undo-request": { to: isCount },
  "undo-answer": { to: isCount, accept: (value) => typeof value === "boolean" },
  resign: { ply: isCount, side: isSide },
  ping: { n: isCount },
  pong: { n: isCount },
  refused: { code: isText, parts: isObject },
  bye: {},
  "throw-commit": { ply: isCount },
  "throw-reveal": { ply: isCount },
};
export const MESSAGE_TYPES = Object.keys(FIELDS);

// The text to send for `message` ({ type, ... }).
export function encodeMessage(message) {
  return JSON.stringify({ v: PROTOCOL_VERSION, ...message });
}

// The message `raw` (what the channel delivered) holds, checked; throws a ProtocolError.
export function decodeMessage(raw) {
  if (typeof raw !== "string") throw new ProtocolError("not-text");
  if (raw.length > MOST_MESSAGE_CHARS) throw new ProtocolError("too-large", { chars: raw.length, most: MOST_MESSAGE_CHARS });
  let message;
  try {
    message = JSON.parse(raw);
  } catch {
    throw new ProtocolError("malformed");
  }
  if (!isObject(message)) throw new ProtocolError("malformed");
  if (message.v !== PROTOCOL_VERSION) throw new ProtocolError("wrong-version", { version: String(message.v), ours: PROTOCOL_VERSION });
  const fields = Object.hasOwn(FIELDS, message.type) ? FIELDS[message.type] : null;
  if (!fields) throw new ProtocolError("unknown-type", { type: String(message.type).slice(0, 40) });
  for (const [name, valid] of Object.entries(fields)) {
    if (!valid(message[name])) throw new ProtocolError("bad-field", { type: message.type, field: name });
  }
  return message;
}

// How two records stand: "same", "ours-longer" (theirs leads to ours),
// "theirs-longer" (ours leads to theirs), or "differ" (neither leads to the other).
export function compareRecords(ours, theirs) {
  const shorter = Math.min(ours.length, theirs.length);
  for (let i = 0; i < shorter; i += 1) if (ours[i] !== theirs[i]) return "differ";
  if (ours.length === theirs.length) return "same";
  return ours.length > theirs.length ? "ours-longer" : "theirs-longer";
}
