// @ts-check
// The codes two devices exchange to connect with no server between them: an
// invitation (the inviting device's offer) and an answer, each a session
// description with every network candidate already gathered, squeezed with
// the browser's deflate and written in base64url so it fits a link, a chat
// message or a QR code. Decoding checks everything and says what is wrong.

const KINDS = { offer: "i", answer: "a" }; // the first letter of a code says which it is
const MOST_CODE_CHARS = 16384; // a real code is about a thousand characters
const MOST_SDP_BYTES = 65536;

// Why a pasted text is no code: `code` is one of "empty", "unreadable",
// "answer-not-invitation", "invitation-not-answer", "too-long".
export class InviteError extends Error {
  constructor(code) {
    super(`invite code: ${code}`);
    this.name = "InviteError";
    this.code = code;
  }
}

async function squeeze(bytes, stream) {
  const output = new Blob([bytes]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(output).arrayBuffer());
}

// Reads a decompressed stream up to `most` bytes, so a crafted code cannot fill the memory.
async function unsqueeze(bytes) {
  const reader = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw")).getReader();
  const parts = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > MOST_SDP_BYTES) {
      await reader.cancel();
      throw new InviteError("too-long");
    }
    parts.push(value);
  }
  return new TextDecoder("utf-8", { fatal: true }).decode(await new Blob(parts).arrayBuffer());
}

const toBase64Url = (bytes) => btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(""))
  .replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
const fromBase64Url = (text) => Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));

// A session description ({ type: "offer" | "answer", sdp }) as a code.
export async function encodeInvite({ type, sdp }) {
  if (!(type in KINDS)) throw new Error(`no code for a description of type ${type}`);
  return KINDS[type] + toBase64Url(await squeeze(new TextEncoder().encode(sdp), new CompressionStream("deflate-raw")));
}

// The description a pasted code holds, of the `expected` type ("offer" or
// "answer"). A whole invitation link is taken too (its `#join=` part), and
// spaces or line breaks a chat put into the code are ignored.
/** @returns {Promise<RTCSessionDescriptionInit>} */
export async function decodeInvite(pasted, expected) {
  let text = String(pasted ?? "").trim();
  const joined = /[#&]join=([^&\s]+)/.exec(text);
  if (joined) text = joined[1];
  text = text.replace(/\s+/g, "");
  if (!text) throw new InviteError("empty");
  if (text.length > MOST_CODE_CHARS) throw new InviteError("too-long");
  const type = Object.keys(KINDS).find((name) => KINDS[name] === text[0]);
  if (!type || !/^[A-Za-z0-9_-]+$/.test(text.slice(1))) throw new InviteError("unreadable");
  if (type !== expected) throw new InviteError(expected === "offer" ? "answer-not-invitation" : "invitation-not-answer");
  let sdp;
  try {
    sdp = await unsqueeze(fromBase64Url(text.slice(1)));
  } catch (error) {
    if (error instanceof InviteError) throw error;
    throw new InviteError("unreadable");
  }
  if (!sdp.startsWith("v=0")) throw new InviteError("unreadable");
  return { type: /** @type {RTCSdpType} */ (type), sdp };
}

// The invitation as a link to this page: the code rides in the fragment, which no browser sends to a server.
export function inviteLink(code, base) {
  const url = new URL(base);
  url.hash = `join=${code}`;
  return url.href;
}
