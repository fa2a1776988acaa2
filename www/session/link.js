// @ts-check
// What the address's fragment asks for: a shared game (`#game=…`, the whole
// record, so a friend can open it, continue and send it back), or how an
// embedding page wants the board (`#ruleset=…&options=…&opponent=…&level=…&record=…&readonly=1&sound=1&embed=1&origin=…`),
// or the lessons or practice positions of a game (`#learn=<ruleset>`, `#practice=<ruleset>`),
// or a friend's invitation to play from another device (`#join=…`, www/friend/invite-code.js),
// or a friend's move in a game played by links (`#letter=…`, www/friend/letters.js).
// Everything is checked here; the engine checks the game itself.

const FIELDS = ["game", "ruleset", "options", "opponent", "level", "record", "readonly", "sound", "embed", "origin", "learn", "practice", "join", "letter"];

function toBase64Url(text) {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text) {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

// The address that opens `save` (a `Game.toJSON()` text, or under `field`
// another text the page reads, such as a letter) on this page.
export function shareUrl(save, base = location.href, field = "game") {
  const url = new URL(base);
  url.hash = `${field}=${toBase64Url(save)}`;
  return url.href;
}

// Reads the fragment; returns null when it asks for nothing, else
// { save?, ruleset?, options?, opponent?, level?, learn?, practice?, join?, letter?, readonly, sound, embed, origin? }
// or { error, readonly, sound, embed } saying what is wrong with it: a refused
// link still keeps a board read-only and embedded (it fails closed).
export function readLink(hash = location.hash) {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  if (![...params.keys()].some((key) => FIELDS.includes(key))) return null;
  // Any value but "0" asks for read-only: a mistyped flag never opens the full app.
  const flag = (name) => params.has(name) && params.get(name) !== "0";
  const asked = { readonly: flag("readonly"), sound: flag("sound"), embed: flag("embed") };
  try {
    /** @type {{ readonly: boolean, sound: boolean, embed: boolean, [asked: string]: any }} */
    const link = { ...asked };
    const save = params.get("game") ?? params.get("record");
    if (save !== null) link.save = save.trim().startsWith("{") ? save : fromBase64Url(save);
    if (params.has("ruleset")) link.ruleset = params.get("ruleset");
    if (params.has("options")) {
      const options = JSON.parse(params.get("options"));
      if (typeof options !== "object" || options === null || Array.isArray(options)) throw new Error("options must be a JSON object");
      link.options = options;
    }
    if (params.has("opponent")) {
      link.opponent = params.get("opponent");
      if (!["computer", "human"].includes(link.opponent)) throw new Error('opponent must be "computer" or "human"');
    }
    if (params.has("level")) {
      link.level = params.get("level");
      if (!["easy", "medium", "hard"].includes(link.level)) throw new Error('level must be "easy", "medium" or "hard"');
    }
    if (params.has("origin")) link.origin = originOf(params.get("origin"));
    if (params.has("learn")) link.learn = params.get("learn");
    if (params.has("practice")) link.practice = params.get("practice");
    if (params.has("join")) link.join = params.get("join");
    if (params.has("letter")) link.letter = fromBase64Url(params.get("letter"));
    return link;
  } catch (error) {
    return { ...asked, error };
  }
}

// The origin of an embedding page: a web address's; an opaque one ("null",
// from data: or file:) could be anyone's, so it is refused.
function originOf(text) {
  let origin;
  try {
    origin = new URL(text).origin;
  } catch {
    throw new Error(`origin ${JSON.stringify(text)} is not a web address`);
  }
  if (origin === "null") throw new Error(`origin ${JSON.stringify(text)} has no origin a message could be sent to`);
  return origin;
}

// Events for the page that embeds this one in an iframe: sent only to the
// origin it named, so no other page can listen in.
function embedNotifier(link) {
  if (!link?.embed || !link.origin || window.parent === window) return () => {};
  return (type, detail) => window.parent.postMessage({ source: "desert-games", type, detail }, link.origin);
}

// The embedding page hears of every move, whoever made it, and of the end once.
export function tellEmbedder(link, store) {
  const notify = embedNotifier(link);
  let endTold = false;
  store.subscribe(({ type, reports = [] }) => {
    if (type === "replaced") endTold = false;
    if (type === "played" || type === "redone") {
      for (const { move, captured, side, seat } of reports) notify("move", { move, captured, side, seat });
    }
    const ending = store.game.status();
    if (ending.over && !endTold) {
      endTold = true;
      notify("end", ending);
    }
  });
}
