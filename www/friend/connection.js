// @ts-check
// One connection between two devices, with no signalling server: the
// inviting device makes an invitation, the friend's device accepts it and
// makes an answer, the inviting device completes the connection with the
// answer. Each side waits for its network candidates to be gathered before it
// writes its code, so the codes carry everything and nothing more is
// exchanged. One reliable, ordered data channel carries the game.

import { encodeInvite, decodeInvite } from "./invite-code.js";

// Gathering ends by itself once every server answered or gave up; a STUN
// server that never answers must not keep the player waiting longer than this.
const MOST_GATHERING_MS = 10000;

// The STUN addresses of the settings as ICE servers (an empty list: direct paths only).
export const iceServersOf = (urls) => (urls.length ? [{ urls }] : []);

function gathered(connection) {
  if (connection.iceGatheringState === "complete") return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, MOST_GATHERING_MS);
    connection.addEventListener("icegatheringstatechange", () => {
      if (connection.iceGatheringState !== "complete") return;
      clearTimeout(timer);
      resolve();
    });
  });
}

export class PeerLink {
  // stunUrls: the STUN servers to ask for this device's public address (may be empty).
  // onOpen(), onMessage(text), onClose(failed): the channel opened, delivered, or is gone for
  // good (`failed`: no path between the two devices was found, or it was lost).
  /** @param {{ stunUrls: string[], onOpen?: () => void, onMessage?: (text: string) => void, onClose?: (failed: boolean) => void }} handlers */
  constructor({ stunUrls, onOpen = () => {}, onMessage = () => {}, onClose = () => {} }) {
    this.onOpen = onOpen;
    this.onMessage = onMessage;
    this.onClose = onClose;
    this.connection = new RTCPeerConnection({ iceServers: iceServersOf(stunUrls) });
    this.channel = null;
    this.closed = false;
    this.connection.addEventListener("connectionstatechange", () => {
      if (this.connection.connectionState === "failed") this.close(true);
    });
    this.connection.addEventListener("datachannel", ({ channel }) => this.attach(channel));
  }

  get open() {
    return this.channel?.readyState === "open";
  }

  attach(channel) {
    this.channel = channel;
    channel.addEventListener("open", () => this.onOpen());
    channel.addEventListener("message", ({ data }) => this.onMessage(data));
    channel.addEventListener("close", () => this.close());
  }

  async localCode() {
    await gathered(this.connection);
    return encodeInvite(this.connection.localDescription);
  }

  // The inviting side: the invitation's code.
  async invite() {
    this.attach(this.connection.createDataChannel("game", { ordered: true }));
    await this.connection.setLocalDescription(await this.connection.createOffer());
    return this.localCode();
  }

  // The friend's side: takes the invitation's code (or link), gives the answer's code.
  async accept(invitation) {
    await this.connection.setRemoteDescription(await decodeInvite(invitation, "offer"));
    await this.connection.setLocalDescription(await this.connection.createAnswer());
    return this.localCode();
  }

  // The inviting side again: the friend's answer completes the connection.
  async complete(answer) {
    const description = await decodeInvite(answer, "answer");
    if (this.connection.signalingState !== "have-local-offer") throw new Error("this invitation was already answered");
    await this.connection.setRemoteDescription(description);
  }

  // Sends `text`; false when the channel is not open (the move stays saved, and a reconnection resends the record).
  send(text) {
    if (!this.open) return false;
    this.channel.send(text);
    return true;
  }

  close(failed = false) {
    if (this.closed) return;
    this.closed = true;
    this.channel?.close();
    this.connection.close();
    this.onClose(failed);
  }
}
