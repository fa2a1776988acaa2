// @ts-check
// The review after a game: the computer, in a worker of its own, weighs every
// position of the finished game and judges every move against its best (the
// engine's marks: inaccuracy, mistake, blunder). The page draws Light's
// chance of winning move by move, marks the turning points in the graph and
// the move list, marks the judged moves in the list with a count per side,
// and a shown marked move gets the better move on the board and in words.

import { reviewThresholds, valueScale } from "../../pkg/desert_games.js";
import { ComputerPlayer } from "../engine/computer.js";
import { ReviewGraph } from "./review-graph.js";
import { reviewNoteText, errorText, words } from "../lang/text.js";
import { MARK_GLYPHS } from "./timeline.js";

const {
  reviewProgressText, reviewDoneText, reviewFailedText, reviewThresholdsText, swingText, SIDE_NAMES, MARK_HEADINGS, REVIEW_COUNTS_CAPTION,
} = words;

// A fixed count of nodes, not time: the same game gets the same review on every device.
const LIMITS = { level: "hard", nodes: 30000 };
const MARKS = ["inaccuracy", "mistake", "blunder"];

const TURNING_SWING = 0.2; // a move that costs Light's chance more than this turns the game
const MOST_TURNING = 5; // only the largest swings, so a mark still stands out

// The moves that turned the game: Map(move index -> { from, to }) of Light's
// chance before it (`chances`) and after it (`played`), both from the search
// that judged it, so the swing is the move's own cost and never how the
// game ended (a resignation) nor a throw's luck (null); the largest only.
export function turningPoints(chances, played) {
  const swings = [];
  for (const [index, to] of played.entries()) {
    const from = chances[index];
    if (to !== null && Math.abs(to - from) > TURNING_SWING) swings.push({ index, from, to });
  }
  swings.sort((a, b) => Math.abs(b.to - b.from) - Math.abs(a.to - a.from));
  return new Map(swings.slice(0, MOST_TURNING).sort((a, b) => a.index - b.index).map(({ index, from, to }) => [index, { from, to }]));
}

export class GameReview {
  // elements: { button, panel, progress, canvas, counts, note }. The store's
  // refresh tells that what the board shows may have changed (the better move of a marked move).
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
    this.judgements = []; // the engine's judgement of each move, as they come
    this.finished = false;
    elements.button.addEventListener("click", () => (elements.panel.hidden ? this.open() : this.close()));
    elements.canvas.addEventListener("pointerdown", (event) => {
      const position = this.graph.positionAt(event.clientX - elements.canvas.getBoundingClientRect().left);
      if (position !== null) this.timeline.view(position);
    });
    store.subscribe(() => this.sync());
  }

  get isOpen() {
    return !this.el.panel.hidden;
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
      this.store.refresh();
      return;
    }
    this.game = game;
    this.positions = game.history().length + 1;
    this.chances = [];
    this.judgements = [];
    this.finished = false;
    this.showProgress(0);
    let answer;
    try {
      answer = await this.reviewer.review(game.toJSON(), LIMITS, ({ index, total, chance, judgement }) => {
        this.chances[index] = chance;
        if (judgement) this.judgements[index] = judgement;
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
    this.judgements = answer.judgements;
    this.turning = turningPoints(this.chances, answer.playedChances);
    this.finished = true;
    const marks = new Map(this.judgements.flatMap(({ mark }, index) => (mark ? [[index, mark]] : [])));
    this.el.progress.textContent = reviewDoneText(this.turning.size, marks.size);
    this.el.progress.classList.add("done");
    this.showCounts(marks);
    this.timeline.setReview({
      turning: new Map([...this.turning].map(([index, { from, to }]) => [index, swingText(from, to)])),
      marks,
    });
    this.draw();
    this.store.refresh();
  }

  // The marks of each side, counted in a small table under the graph, with the thresholds they stand for.
  showCounts(marks) {
    const reports = this.store.reports;
    const count = (side, mark) => [...marks].filter(([index, m]) => m === mark && reports[index].side === side).length;
    const cell = (tag, text, className = "") => Object.assign(document.createElement(tag), { textContent: text, className });
    const table = this.el.counts;
    const caption = cell("caption", REVIEW_COUNTS_CAPTION, "visually-hidden");
    const head = document.createElement("tr");
    // The glyphs as headings, as in the move list; their words for screen readers and on hover.
    head.append(cell("td", ""), ...MARKS.map((mark) => {
      const th = cell("th", "", `mark-${mark}`);
      th.scope = "col";
      th.title = MARK_HEADINGS[mark];
      th.append(Object.assign(cell("span", MARK_GLYPHS[mark], "move-mark"), { ariaHidden: "true" }), cell("span", MARK_HEADINGS[mark], "visually-hidden"));
      return th;
    }));
    const rows = [0, 1].map((side) => {
      const row = document.createElement("tr");
      row.dataset.side = String(side);
      const name = cell("th", SIDE_NAMES[side]);
      name.scope = "row";
      row.append(name, ...MARKS.map((mark) => cell("td", String(count(side, mark)))));
      return row;
    });
    const thresholds = reviewThresholds();
    const foot = document.createElement("tr");
    const { piece } = valueScale();
    const note = cell("td", reviewThresholdsText(Object.fromEntries(MARKS.map((mark) => [mark, thresholds[mark] / piece]))), "review-thresholds");
    note.colSpan = 4;
    foot.append(note);
    table.replaceChildren(caption, document.createElement("thead"), document.createElement("tbody"), document.createElement("tfoot"));
    table.tHead.append(head);
    table.tBodies[0].append(...rows);
    table.tFoot.append(foot);
    table.hidden = false;
  }

  // The judgement of the move that led to the shown position, when the review marked it.
  shownMarked() {
    const index = this.timeline.shownCount - 1;
    const judgement = this.el.panel.hidden || !this.finished || index < 0 ? null : this.judgements[index];
    return judgement?.mark ? { index, judgement } : null;
  }

  // The better move's squares, for the board to draw while the marked move is shown.
  betterSquares() {
    return this.shownMarked()?.judgement.betterSquares ?? null;
  }

  // Words on the shown move, when the review marked it.
  showNote() {
    const shown = this.shownMarked();
    this.el.note.hidden = !shown;
    if (!shown) return;
    const { index, judgement } = shown;
    const { move, side } = this.store.reports[index];
    this.el.note.className = `review-note mark-${judgement.mark}`;
    this.el.note.textContent = reviewNoteText({
      move, side, mark: judgement.mark, loss: judgement.loss / valueScale().piece, forced: judgement.forced,
      better: judgement.better, betterReasons: judgement.betterReasons,
    });
  }

  showProgress(done, total = this.positions) {
    this.el.progress.classList.remove("done");
    this.el.progress.textContent = reviewProgressText(done, total);
    this.draw();
  }

  close() {
    this.hide();
    this.store.refresh();
  }

  hide() {
    this.el.panel.hidden = true;
    this.el.button.setAttribute("aria-expanded", "false");
    this.showNote();
  }

  // A new game (or an undone ending) makes the review stale; the page is
  // drawing already, so the board hears nothing of it.
  forget() {
    this.reviewer.cancel();
    this.hide();
    this.game = null;
    this.chances = [];
    this.positions = 0;
    this.turning = new Map();
    this.judgements = [];
    this.finished = false;
    this.el.counts.hidden = true;
  }

  draw() {
    this.showNote();
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
      marks: this.judgements.map((judgement) => judgement?.mark ?? null),
      better: this.judgements.map((judgement) => judgement?.better ?? null),
      betterShown: this.betterSquares(),
      finished: this.finished,
    };
  }
}
