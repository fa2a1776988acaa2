// @ts-check
// The page's side of the computer player: one request at a time to the
// worker, each tagged with an id so an answer that arrives after an undo or a
// new game is ignored.

import { createWorker } from "./engine-source.js";
import { words } from "../lang/text.js";

const { workerFailedText } = words;

export class ComputerPlayer {
  constructor() {
    this.worker = null;
    this.lastId = 0;
    this.pending = null; // { id, resolve, reject, onProgress }
  }

  get thinking() {
    return this.pending !== null;
  }

  // Resolves with the move text, or null when cancelled; rejects with the engine's error.
  async think(save, limits) {
    const answer = await this.request({ task: "move", save, limits });
    return answer && answer.move;
  }

  // Whether the computer, playing `side`, agrees to a draw: the engine's
  // judgement (it expects no better from playing on). Null when cancelled.
  async judgeDraw(save, limits, side) {
    const answer = await this.request({ task: "draw", save, limits, side });
    return answer && answer.acceptsDraw;
  }

  // The best move for the side to act, with the engine's reasons: { move,
  // value, reasons, plies } (plies: the moves of the game it was asked for). Null when cancelled.
  async hint(save, limits) {
    const answer = await this.request({ task: "hint", save, limits });
    return answer && answer.hint;
  }

  // Light's chance of winning in each position of the game saved as `save`,
  // from its start: resolves with { chances }, or null when cancelled.
  // `onProgress({ index, total, chance })` hears of each position as it is weighed.
  review(save, limits, onProgress) {
    return this.request({ task: "review", save, limits }, onProgress);
  }

  // Sends `message` to the worker; resolves with its answer, or null when cancelled.
  request(message, onProgress = null) {
    this.cancel();
    if (!this.worker) this.worker = this.spawn();
    const id = ++this.lastId;
    return new Promise((resolve, reject) => {
      this.pending = { id, resolve, reject, onProgress };
      this.worker.postMessage({ id, ...message });
    });
  }

  cancel() {
    if (!this.pending) return;
    this.pending.resolve(null);
    this.pending = null;
    // A long search would hold the worker; a fresh one answers the next request sooner.
    this.worker.terminate();
    this.worker = null;
  }

  spawn() {
    const worker = createWorker();
    worker.addEventListener("message", ({ data }) => {
      if (!this.pending || data.id !== this.pending.id) return;
      if (data.progress) {
        this.pending.onProgress?.(data.progress);
        return;
      }
      if (data.broken) {
        this.failed(worker);
        return;
      }
      const { resolve, reject } = this.pending;
      this.pending = null;
      if (data.error) reject(Object.assign(new Error(data.error.message), { code: data.error.code, parts: data.error.parts }));
      else resolve(data);
    });
    worker.addEventListener("error", (event) => {
      event.preventDefault();
      this.failed(worker);
    });
    return worker;
  }

  // The worker could not start (its script or engine failed to load): the
  // request fails in the page's words, and the next request starts a fresh
  // worker rather than asking this one again.
  failed(worker) {
    const pending = this.pending;
    this.pending = null;
    worker.terminate();
    if (this.worker === worker) this.worker = null;
    pending?.reject(Object.assign(new Error(workerFailedText), { worded: true }));
  }
}
