// @ts-check
// The friend game's dialog and its line under the status: the inviting
// device makes an invitation (a link, its text and a QR code), the friend's
// device answers it (the link opens this dialog with the invitation filled
// in), the inviting device reads the answer, and the game is on. Everything
// is reachable by keyboard; the dialog's status line is read out as it changes.

import { loadStunList, readStunList, saveStunList } from "./stun-list.js";
import { inviteLink } from "./invite-code.js";
import { errorText, words } from "../lang/text.js";

const { FRIEND } = words;

// The QR encoder is only loaded when an invitation is made (it is not needed before).
async function qrPicture(text) {
  const { default: qrcode } = await import("../../vendor/qrcode.mjs");
  const code = qrcode(0, "L");
  code.addData(text);
  code.make();
  return code.createDataURL(4, 4);
}

export class FriendDialog {
  // $: the page's elements by id (the dialog's and the line under the status, see index.html);
  // friend: the FriendGame (www/friend/friend-game.js).
  constructor({ $, friend }) {
    this.$ = $;
    this.friend = friend;
    this.dialog = $("friend-dialog");
    this.plan = null;
    this.attach();
  }

  get isOpen() {
    return this.dialog.open;
  }

  // Opens the dialog: `plan` ({ settings, remote }) to invite to a new game, null to continue the stored one;
  // `invitation`: a code the page was opened with; `invite`, `join`: which parts show.
  open({ plan = null, invitation = "", invite = true, join = true } = {}) {
    const { $ } = this;
    this.plan = plan;
    $("friend-stun").value = loadStunList().join("\n");
    $("friend-invite").hidden = !invite;
    $("friend-join").hidden = !join;
    $("friend-invitation").hidden = true;
    $("friend-answer").hidden = true;
    $("friend-create").disabled = false;
    $("friend-accept").disabled = false;
    $("friend-invitation-in").value = invitation;
    $("friend-answer-in").value = "";
    this.status("");
    if (!this.dialog.open) this.dialog.showModal();
    (invitation ? $("friend-accept") : invite ? $("friend-create") : $("friend-invitation-in")).focus();
  }

  status(text, isError = false) {
    const line = this.$("friend-status");
    line.textContent = text;
    line.classList.toggle("error", isError);
  }

  // The STUN list as written, kept for next time; null (and the reason shown) when it is wrong.
  stunList() {
    try {
      const urls = readStunList(this.$("friend-stun").value);
      saveStunList(urls);
      return urls;
    } catch (error) {
      this.status(errorText(error), true);
      return null;
    }
  }

  async create() {
    const { $ } = this;
    const urls = this.stunList();
    if (!urls) return;
    $("friend-create").disabled = true;
    this.status(FRIEND.making);
    try {
      const code = await this.friend.invite(urls, this.plan);
      // A page opened from a file (the one-file copy) has no address the friend could open: the text and its QR code do.
      const served = /^https?:$/.test(location.protocol);
      const link = served ? inviteLink(code, location.href.split("#")[0]) : "";
      $("friend-code").value = code;
      $("friend-link").value = link;
      $("friend-link").closest(".field").hidden = !served;
      $("friend-copy-link").hidden = !served;
      $("friend-invitation").hidden = false;
      $("friend-join").hidden = true; // this device invites: answering is the other's part
      this.status(FRIEND.inviteReady);
      $(served ? "friend-link" : "friend-code").select();
      this.showQr(link || code);
    } catch (error) {
      $("friend-create").disabled = false;
      this.status(errorText(error), true);
    }
  }

  async showQr(text) {
    const { $ } = this;
    try {
      $("friend-qr").src = await qrPicture(text);
      $("friend-qr").alt = FRIEND.qrAlt;
      $("friend-qr-box").hidden = false;
    } catch {
      $("friend-qr-box").hidden = true; // the link and the text still do
    }
  }

  async connect() {
    const { $ } = this;
    this.status(FRIEND.connecting);
    try {
      await this.friend.complete($("friend-answer-in").value);
    } catch (error) {
      this.status(errorText(error), true);
    }
  }

  async accept() {
    const { $ } = this;
    const urls = this.stunList();
    if (!urls) return;
    $("friend-accept").disabled = true;
    this.status(FRIEND.making);
    try {
      $("friend-answer-code").value = await this.friend.join(urls, $("friend-invitation-in").value);
      $("friend-answer").hidden = false;
      $("friend-invite").hidden = true; // this device answers: inviting is the other's part
      this.status(FRIEND.answerReady);
      $("friend-answer-code").select();
    } catch (error) {
      $("friend-accept").disabled = false;
      this.status(errorText(error), true);
    }
  }

  async copy(field) {
    const { $ } = this;
    $(field).select();
    try {
      await navigator.clipboard.writeText($(field).value);
      this.status(FRIEND.copied);
    } catch {
      this.status(FRIEND.notCopied);
    }
  }

  // The connection came or went: the dialog closes once the game is on; the line under the status says where things stand.
  changed() {
    const state = this.friend.state;
    if (state === "connected" && this.dialog.open) this.dialog.close();
    const line = this.$("friend-line");
    line.hidden = state === "none";
    line.classList.toggle("error", state === "lost");
    this.$("friend-state").textContent = { connected: FRIEND.connected, waiting: FRIEND.connecting, lost: FRIEND.lost }[state] ?? "";
    this.$("friend-reconnect").hidden = state !== "lost";
  }

  attach() {
    const { $ } = this;
    $("friend-create").addEventListener("click", () => this.create());
    $("friend-connect").addEventListener("click", () => this.connect());
    $("friend-accept").addEventListener("click", () => this.accept());
    $("friend-copy-link").addEventListener("click", () => this.copy("friend-link"));
    $("friend-copy-code").addEventListener("click", () => this.copy("friend-code"));
    $("friend-copy-answer").addEventListener("click", () => this.copy("friend-answer-code"));
    $("friend-reconnect").addEventListener("click", () => this.open());
  }
}
