// @ts-check
// Throws of the sticks that neither of two devices can choose or foresee: commit and reveal.
//
// For each throw both devices (parties 0 and 1: the inviter and the friend) draw
// a fresh 32-byte value and send its commitment, a SHA-256 over this scheme's
// tag, the game's nonce, the throw's number and the value. Only once both
// commitments are in does either reveal its value. Each then checks the
// other's value against its commitment, and the faces follow from both values
// hashed together: one bit of the digest a stick, white when set. A party that
// sees the other's commitment learns nothing of its value, and once committed
// cannot change its own, so while one value is fresh and secret every fall of
// the sticks is equally likely, as RULES.md's independent fair sticks are.
//
// How many sticks (7 or 8) is the engine's to say (throwTable().sticks); the
// engine plays the agreed faces as `throw:<faces>`. Pure functions and one
// class, over the Web Crypto API, so they run in the page and in Node alike.

// Named for the first game of sticks, and kept: a friend's device on an earlier page signs with it.
const TAG = "desert-games/seig-throw/1";
const VALUE_BYTES = 32;
const HEX_DIGEST = /^[0-9a-f]{64}$/;

// A refusal of what a party sent, with a stable code: the friend-game words
// name it (`forged-reveal`, `reused-commitment`, `reused-value`, `bad-commitment`,
// `bad-value`, `unexpected`, `wrong-faces`).
export class FairThrowError extends Error {
  constructor(code, message, parts = {}) {
    super(message);
    this.name = "FairThrowError";
    this.code = code;
    this.parts = parts;
  }
}

const hex = (bytes) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");

async function digest(...fields) {
  const text = [TAG, ...fields].join("\n");
  return new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
}

// A fresh secret value, as 64 lowercase hex digits.
export function freshValue() {
  return hex(crypto.getRandomValues(new Uint8Array(VALUE_BYTES)));
}

// What a party sends first: binds it to `value` for throw `number` of game `nonce`.
export async function commitmentOf({ nonce, number, value }) {
  return hex(await digest("commit", nonce, number, value));
}

// The faces ("WBBW…", `sticks` letters) that both parties' values make for this throw.
export async function facesOf({ nonce, number, sticks, values }) {
  const bits = await digest("faces", nonce, number, values[0], values[1]);
  return Array.from({ length: sticks }, (_, stick) => (bits[stick >> 3] >> (stick & 7)) & 1 ? "W" : "B").join("");
}

const checkHex = (text, code, what) => {
  if (typeof text !== "string" || !HEX_DIGEST.test(text)) throw new FairThrowError(code, `${what} is not 64 hexadecimal digits`);
};

// One device's side of the throws of one game: `me` is its party (0 or 1).
// Each call either does what it says or throws a FairThrowError and changes
// nothing, so a peer's bad message leaves the throws where they were. A
// message sent again (after a reconnection) is taken as the same message.
// `record` and `pending` are what a device keeps across a reload: the
// agreed throws, and the throw under way with this device's secret value, so
// a value once committed to is never drawn again for that throw.
export class FairThrows {
  constructor({ nonce, me, record = [], pending = null }) {
    this.nonce = nonce;
    this.me = me;
    this.record = [...record];
    this.them = 1 - me;
    // The throw under way: { number, commitments: [c0, c1], mine }, where `mine` is this device's value.
    this.pending = pending && { ...pending, commitments: [...pending.commitments] };
    this.commitments = new Set([...record.flatMap((entry) => entry.commitments), ...(pending?.commitments.filter(Boolean) ?? [])]);
    this.values = new Set(record.flatMap((entry) => entry.values));
  }

  // The agreed throw numbered `number`, or undefined.
  agreed(number) {
    return this.record.findLast((entry) => entry.number === number);
  }

  // Moves taken back to before throw `number`: a throw under way from there on is given up.
  giveUpFrom(number) {
    if (this.pending && this.pending.number >= number) this.pending = null;
  }

  // The throw under way for `number`, started if none is.
  throwFor(number) {
    if (this.pending && this.pending.number !== number) {
      throw new FairThrowError("unexpected", `throw ${number} while throw ${this.pending.number} is under way`, { number });
    }
    return this.pending ?? { number, commitments: [null, null], mine: null };
  }

  // Draws this device's value for throw `number` and returns its commitment, to send.
  async commit(number) {
    const pending = this.throwFor(number);
    if (pending.mine) return pending.commitments[this.me];
    const value = freshValue();
    const commitment = await commitmentOf({ nonce: this.nonce, number, value });
    pending.commitments[this.me] = commitment;
    pending.mine = value;
    this.commitments.add(commitment);
    this.pending = pending;
    return commitment;
  }

  // The other party's commitment for throw `number`; one seen before in this game is refused.
  receiveCommitment(number, commitment) {
    checkHex(commitment, "bad-commitment", "The commitment");
    if (this.pending?.number === number && this.pending.commitments[this.them] === commitment) return;
    if (!this.pending && this.agreed(number)?.commitments[this.them] === commitment) return;
    const pending = this.throwFor(number);
    if (pending.commitments[this.them]) throw new FairThrowError("unexpected", `a second commitment for throw ${number}`, { number });
    if (this.commitments.has(commitment)) throw new FairThrowError("reused-commitment", `commitment ${commitment.slice(0, 12)}… was used before in this game`, { number });
    pending.commitments[this.them] = commitment;
    this.commitments.add(commitment);
    this.pending = pending;
  }

  // Both commitments are in: this device's value may be revealed.
  get mayReveal() {
    return Boolean(this.pending?.mine && this.pending.commitments[this.them]);
  }

  // This device's value for the throw under way, to send once both have committed.
  reveal(number) {
    if (!this.mayReveal || this.pending.number !== number) throw new FairThrowError("unexpected", `nothing to reveal for throw ${number} before both commitments`, { number });
    return this.pending.mine;
  }

  // The other party's value: checked against its commitment and against every
  // value of this game; then the faces for `sticks` sticks. Returns the record
  // entry ({ number, sticks, commitments, values, faces }), kept in `record`.
  async receiveReveal(number, value, sticks) {
    checkHex(value, "bad-value", "The revealed value");
    const before = this.pending ? null : this.agreed(number);
    if (before?.values[this.them] === value) return before;
    if (!this.mayReveal || this.pending.number !== number) throw new FairThrowError("unexpected", `a reveal for throw ${number} before both commitments`, { number });
    const pending = this.pending;
    if ((await commitmentOf({ nonce: this.nonce, number, value })) !== pending.commitments[this.them]) {
      throw new FairThrowError("forged-reveal", `the value revealed for throw ${number} does not match its commitment`, { number });
    }
    if (this.values.has(value) || value === pending.mine) throw new FairThrowError("reused-value", `the value revealed for throw ${number} was used before in this game`, { number });
    const values = [null, null];
    values[this.me] = pending.mine;
    values[this.them] = value;
    const faces = await facesOf({ nonce: this.nonce, number, sticks, values });
    const entry = { number, sticks, commitments: [...pending.commitments], values, faces };
    for (const seen of values) this.values.add(seen);
    this.record.push(entry);
    this.pending = null;
    return entry;
  }
}

// The engine's move for an agreed throw.
export const throwMove = (entry) => `throw:${entry.faces}`;

// Re-checks a whole record of throws of game `nonce`: every value matches its
// commitment, no commitment or value appears twice, every throw's faces are
// the ones its values make, and (given `played`, the faces of the game's
// throws in order as the engine reported them) the game threw exactly these.
// Returns the number of throws checked; throws a FairThrowError naming the first fault.
export async function verifyThrows({ nonce, record, played = null }) {
  const commitments = new Set();
  const values = new Set();
  for (const [index, entry] of record.entries()) {
    const { number, sticks, faces } = entry;
    for (const party of [0, 1]) {
      const [commitment, value] = [entry.commitments?.[party], entry.values?.[party]];
      checkHex(commitment, "bad-commitment", `Throw ${index}'s commitment`);
      checkHex(value, "bad-value", `Throw ${index}'s value`);
      if ((await commitmentOf({ nonce, number, value })) !== commitment) {
        throw new FairThrowError("forged-reveal", `throw ${index}: party ${party}'s value does not match its commitment`, { index, party });
      }
      if (commitments.has(commitment)) throw new FairThrowError("reused-commitment", `throw ${index}: party ${party}'s commitment was used before`, { index, party });
      if (values.has(value)) throw new FairThrowError("reused-value", `throw ${index}: party ${party}'s value was used before`, { index, party });
      commitments.add(commitment);
      values.add(value);
    }
    if ((await facesOf({ nonce, number, sticks, values: entry.values })) !== faces) {
      throw new FairThrowError("wrong-faces", `throw ${index}: the faces are not the ones its values make`, { index });
    }
    if (played && played[index] !== faces) throw new FairThrowError("wrong-faces", `throw ${index}: the game threw ${played[index] ?? "nothing"}, the record says ${faces}`, { index });
  }
  if (played && played.length !== record.length) {
    throw new FairThrowError("wrong-faces", `the game threw ${played.length} times, the record holds ${record.length}`, { index: record.length });
  }
  return record.length;
}
