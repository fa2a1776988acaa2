// The review after a game: the computer, in a worker of its own, weighs every
// position of the finished game; the page draws Light's chance of winning
// move by move, marks the turning points in the graph and the move list, and
// a tap on the graph shows that position on the board.

import { ComputerPlayer } from "../engine/computer.js";
import { ReviewGraph } from "./review-graph.js";
import { reviewProgressText, reviewDoneText, reviewFailedText, swingText, errorText } from "../lang/text.js";

const LIMITS = { level: "medium", timeMs: 150 };
const TURNING_SWING = 0.2; // a move that shifts Light's chance by more than this turns the game
const MOST_TURNING = 5; // only the largest swings, so a mark still stands out

// The moves that turned the game: Map(move index -> { from, to }) of the
// chances before and after it, the largest swings only.
export function turningPoints(chances) {
  const swings = [];
  for (let index = 0; index + 1 < chances.length; index += 1) {
    const from = chances[index];
    const to = chances[index + 1];
    if (Math.abs(to - from) > TURNING_SWING) swings.push({ index, from, to });
  }
  swings.sort((a, b) => Math.abs(b.to - b.from) - Math.abs(a.to - a.from));
  return new Map(swings.slice(0, MOST_TURNING).sort((a, b) => a.index - b.index).map(({ index, from, to }) => [index, { from, to }]));
}

export class GameReview {
  // elements: { button, panel, progress, canvas }
  constructor({ elements, store, timeline }) {
    this.el = elements;
    this.store = store;
    this.timeline = timeline;
    this.reviewer = new ComputerPlayer();
    this.graph = new ReviewGraph(elements.canvas);
    this.game = null; // the game reviewed (or being reviewed)
    this.chances = [];
    this.positions = 0;
    this.turning = new Map();
    this.finished = false;
    elements.button.addEventListener("click", () => (elements.panel.hidden ? this.open() : this.close()));
    elements.canvas.addEventListener("pointerdown", (event) => {
      const position = this.graph.positionAt(event.clientX - elements.canvas.getBoundingClientRect().left);
      if (position !== null) this.timeline.view(position);
    });
    store.subscribe(() => this.sync());
  }

  // The button after a game, the graph in step with the board.
  sync() {
    const { game } = this.store;
    const { over } = game.status();
    if (this.game && (game !== this.game || game.history().length + 1 !== this.positions)) this.forget();
    this.el.button.hidden = !over || game.history().length === 0;
    this.el.button.setAttribute("aria-expanded", String(!this.el.panel.hidden));
    if (!this.el.panel.hidden) this.draw();
  }

  async open() {
    this.el.panel.hidden = false;
    this.el.button.setAttribute("aria-expanded", "true");
    const { game } = this.store;
    if (this.game === game) {
      this.draw();
      return;
    }
    this.game = game;
    this.positions = game.history().length + 1;
    this.chances = [];
    this.finished = false;
    this.showProgress(0);
    let answer;
    try {
      answer = await this.reviewer.review(game.toJSON(), LIMITS, ({ index, total, chance }) => {
        this.chances[index] = chance;
        this.showProgress(index + 1, total);
      });
    } catch (error) {
      if (this.game !== game) return;
      this.el.progress.textContent = reviewFailedText(errorText(error));
      this.game = null;
      return;
    }
    if (!answer || this.game !== game) return;
    this.chances = answer.chances;
    this.turning = turningPoints(this.chances);
    this.finished = true;
    this.el.progress.textContent = reviewDoneText(this.turning.size);
    this.el.progress.classList.add("done");
    this.timeline.setTurningPoints(new Map([...this.turning].map(([index, { from, to }]) => [index, swingText(from, to)])));
    this.draw();
  }

  showProgress(done, total = this.positions) {
    this.el.progress.classList.remove("done");
    this.el.progress.textContent = reviewProgressText(done, total);
    this.draw();
  }

  close() {
    this.el.panel.hidden = true;
    this.el.button.setAttribute("aria-expanded", "false");
  }

  // A new game (or an undone ending) makes the review stale.
  forget() {
    this.reviewer.cancel();
    this.close();
    this.game = null;
    this.chances = [];
    this.positions = 0;
    this.turning = new Map();
    this.finished = false;
  }

  draw() {
    this.graph.show({
      chances: this.chances,
      positions: this.positions,
      turning: new Set([...this.turning.keys()].map((index) => index + 1)),
      shown: this.timeline.shownCount,
    });
  }

  debugState() {
    return {
      open: !this.el.panel.hidden,
      positions: this.positions,
      chances: [...this.chances],
      turning: [...this.turning.keys()],
      finished: this.finished,
    };
  }
}
