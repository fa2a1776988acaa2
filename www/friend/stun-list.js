// @ts-check
// The STUN servers a friend game asks for this device's public address, kept
// on the device. A public one by default; the player may change or clear the
// list (an empty list: only direct paths, as on one home network). Nothing
// here asks anything of the network: a connection does, once the player starts one.

import { InviteError } from "./invite-code.js";

const KEY = "desert-games/stun/v1";
export const DEFAULT_STUN = ["stun:stun.l.google.com:19302"];
const STUN_URL = /^stuns?:[A-Za-z0-9.-]+(:\d{1,5})?$|^stuns?:\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

// The list as stored, or the default.
export function loadStunList() {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY));
    if (Array.isArray(stored) && stored.every((url) => typeof url === "string" && STUN_URL.test(url))) return stored;
  } catch {
    // no storage, or nothing readable in it
  }
  return [...DEFAULT_STUN];
}

// The servers written one a line (or separated by spaces or commas); throws
// an InviteError "bad-stun" for one that is not `stun:host[:port]`.
export function readStunList(text) {
  const urls = String(text).split(/[\s,]+/).filter(Boolean);
  if (!urls.every((url) => STUN_URL.test(url))) throw new InviteError("bad-stun");
  return urls;
}

export function saveStunList(urls) {
  try {
    localStorage.setItem(KEY, JSON.stringify(urls));
  } catch {
    // kept for this page only
  }
}
