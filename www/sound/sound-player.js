// @ts-check
// Plays the sounds of what the store reports: every move played, by a person
// or the computer, and a game won by resignation; nothing for undo, redo or a
// game opened. A capture also buzzes a phone that allows it.

import { renderSounds } from "./tones.js";
import { cuesOf, tookPieces } from "./cues.js";

export class SoundPlayer {
  // `on()`: whether the sound switch is on; `flightMs(report)`: how long the
  // sticks the move threw fly on the board, or null when it threw none;
  // `series(report)`: the move's capture series goes on.
  constructor(store, { on, flightMs, series }) {
    this.on = on;
    this.flightMs = flightMs;
    this.series = series;
    this.context = null;
    this.sounds = null; // a promise of every sound, rendered once the context is made
    // Browsers let a page sound only once a person has acted on it, so the
    // context is made (or woken) by a gesture, never before.
    for (const type of ["pointerdown", "keydown"]) addEventListener(type, () => this.wake(), { capture: true });
    store.subscribe(({ type, reports = [] }) => {
      if (type === "played") for (const report of reports) this.playReport(report);
      if (type === "declared" && store.game.status().winner !== null) this.play([["win", 0]]);
    });
  }

  wake() {
    if (!this.on()) return;
    if (!this.context) {
      this.context = new AudioContext();
      this.sounds = renderSounds(this.context.sampleRate);
    }
    if (this.context.state === "suspended") this.context.resume();
  }

  playReport(report) {
    const flightMs = this.flightMs(report);
    this.play(cuesOf(report, flightMs === null ? null : flightMs / 1000, this.series(report)));
    // Only after a gesture (the context is there), as browsers require.
    if (this.on() && this.context && tookPieces(report)) navigator.vibrate?.(40);
  }

  // A move made as sound woke sounds once its sounds are ready, a moment late.
  play(cues) {
    if (!this.on() || !this.context) return;
    const { context } = this;
    this.sounds.then((buffers) => {
      const now = context.currentTime;
      for (const [name, delay] of cues) {
        const source = context.createBufferSource();
        source.buffer = buffers[name];
        source.connect(context.destination);
        source.start(now + delay);
      }
    });
  }
}
