// @ts-check
// The game's record on the page: the move list in the notation of RULES.md,
// stepping back and forward through earlier positions (shown read-only, the
// game in progress untouched), and redo after undo. It follows the store's
// reports, so every way a move is made (a click, the computer, a throw of the sticks,
// an undo, a redo) reaches it the same way.

import { shownOnly } from "../session/store.js";
import { moveNumberText, words } from "../lang/text.js";

const { moveItemDetail, viewingText, earlierMovesText, NO_MOVES_TEXT, VIEWING_REFUSED } = words;

// The list holds the latest LISTED moves, and earlier ones when asked for (or
// when an earlier position is shown): a long game's 20,000 items took seconds
// to lay out, and the page could not answer meanwhile.
export const LISTED = 400;

// How a move reads in the list: the game kind's own words for it (`kindNotation`:
// a throw's faces in the reader's letters and its value), else as the
// engine lists it (`listed`: "c3-c4 x2" in a grid game).
export const moveNotation = (report, kindNotation) => kindNotation(report) ?? report.listed;

// The review's marks after a move, as players annotate them.
export const MARK_GLYPHS = { inaccuracy: "?!", mistake: "?", blunder: "??" };

// The number of the turn pair each move belongs to, from 1: a pair is a turn
// of Light (its moves in a row) and the turn of Dark after it.
export function turnNumbers(reports) {
  const numbers = new Array(reports.length);
  let number = 0;
  for (let index = 0; index < reports.length; index += 1) {
    if (index === 0 || (reports[index].side === 0 && reports[index - 1].side === 1)) number += 1;
    numbers[index] = number;
  }
  return numbers;
}

// A key as aria-keyshortcuts names it.
const keyName = (key) => (key === " " ? "Space" : key);

export class GameTimeline {
  // elements: { list, first, back, forward, last, toggle, panel, viewing,
  // viewingText, viewingBack, boardArea }
  // showMessage(text): a word to the player;
  // kindNotation(report): the game kind's own words for a move in the list, or null.
  constructor({ elements, store, showMessage, kindNotation }) {
    this.el = elements;
    this.store = store;
    this.kindNotation = kindNotation;
    this.showMessage = showMessage;
    this.shown = null; // moves shown while viewing an earlier position, else null
    this.viewGame = null;
    this.turning = new Map(); // move index -> words on the swing it caused (from the review)
    this.marks = new Map(); // move index -> the review's mark
    this.refusalShown = false;
    this.listed = null; // what the move list holds: { key, reports, count, last, start }
    this.earlier = null; // the first move the player asked to list, if earlier than the latest LISTED
    this.attachInput();
    // Views that render after the list (the result, a rule's note) can take its room: the
    // current move is then brought back into sight.
    new ResizeObserver(() => this.scrollToCurrent()).observe(elements.list);
    store.subscribe((change) => !shownOnly(change) && this.follow(change.type));
  }

  get reports() {
    return this.store.reports;
  }

  get viewing() {
    return this.shown !== null;
  }

  // Moves played up to the position on the board.
  get shownCount() {
    return this.shown ?? this.reports.length;
  }

  // The game whose position the board shows: an earlier one while viewing.
  get shownGame() {
    return this.viewGame ?? this.store.game;
  }

  follow(type) {
    // A new game or a shorter one leaves no earlier position of it to show.
    if (type === "replaced" || type === "undone") {
      this.stopViewing();
      if (type === "replaced") {
        this.turning = new Map();
        this.marks = new Map();
        this.earlier = null;
      }
    }
    this.render();
  }

  // Shows the position after `count` moves; the latest one is the game itself.
  view(count) {
    const target = Math.max(0, Math.min(count, this.reports.length));
    if (target === this.reports.length) {
      if (!this.viewing) return;
      this.stopViewing();
    } else {
      if (target === this.shown) return;
      this.viewGame?.free();
      this.viewGame = this.store.game.gameAfter(target);
      this.shown = target;
    }
    this.render();
    this.store.refresh();
  }

  stopViewing() {
    this.viewGame?.free();
    this.viewGame = null;
    this.shown = null;
    // The word on a refused press is about the earlier position: it goes with it.
    if (this.refusalShown) this.showMessage("");
    this.refusalShown = false;
  }

  // What the review found: { turning: Map(move index -> words on the swing
  // it caused), marks: Map(move index -> "inaccuracy" | "mistake" | "blunder") }.
  setReview({ turning, marks }) {
    this.turning = turning;
    this.marks = marks;
    this.render();
  }

  render() {
    const { el } = this;
    const count = this.shownCount;
    this.renderList();
    const current = count - 1;
    el.list.querySelector(".move.current")?.classList.remove("current");
    el.list.querySelector('[aria-current="step"]')?.removeAttribute("aria-current");
    const button = current >= 0 ? el.list.querySelector(`.move[data-index="${current}"]`) : null;
    if (button) {
      button.classList.add("current");
      button.setAttribute("aria-current", "step");
    }
    this.scrollToCurrent();
    el.first.disabled = el.back.disabled = count === 0;
    el.forward.disabled = el.last.disabled = !this.viewing;
    el.viewing.hidden = !this.viewing;
    el.viewingText.textContent = this.viewing ? viewingText(this.placeOf(count)) : "";
    el.boardArea.classList.toggle("viewing", this.viewing);
  }

  // Where the position after `count` moves stands, numbered as the list numbers it.
  placeOf(count) {
    const numbers = turnNumbers(this.reports);
    const last = numbers.at(-1) ?? 0;
    if (count === 0) return { number: 0, last };
    const report = this.reports[count - 1];
    return { number: numbers[count - 1], last, move: moveNotation(report, this.kindNotation), side: report.side };
  }

  // The list follows the record, one item a turn of each side as players
  // write them: a move played joins its turn or starts the next; an undo, a
  // new game, the review's marks or earlier moves asked for build it again.
  renderList() {
    const { list } = this.el;
    const key = [...this.turning.keys(), "/", ...this.marks.keys()].join();
    const listed = this.listed;
    const count = this.reports.length;
    const numbers = turnNumbers(this.reports);
    const latest = Math.max(0, count - LISTED);
    const same = listed && listed.key === key && listed.reports === this.reports;
    // The first move listed stays put as moves come, until twice LISTED are listed.
    let start = same && count - listed.start <= 2 * LISTED ? Math.min(listed.start, latest) : latest;
    if (this.earlier !== null) start = Math.min(start, this.earlier);
    if (this.viewing) start = Math.min(start, Math.max(0, this.shown - 1));
    // A turn is listed whole: the list starts where the first listed move's turn does.
    while (start > 0 && numbers[start - 1] === numbers[start]) start -= 1;
    const grown = same && listed.start === start && listed.count <= count &&
      (listed.count === 0 || listed.last === this.reports[listed.count - 1]);
    const from = grown ? listed.count : start;
    if (!count) {
      list.replaceChildren(Object.assign(document.createElement("li"), { className: "empty", textContent: NO_MOVES_TEXT }));
    } else {
      // A list that grows keeps its items, but not the line saying there are none.
      if (!grown || listed.count === 0) list.replaceChildren(...(start > 0 ? [this.earlierItem(start)] : []));
      for (let index = from; index < count; index += 1) {
        const pair = index > start && numbers[index - 1] === numbers[index] ? list.lastElementChild : list.appendChild(this.pairItem(numbers[index]));
        pair.querySelector(`.turn.side-${this.reports[index].side}`).append(this.moveButton(index));
      }
    }
    this.listed = { key, reports: this.reports, count, last: this.reports.at(-1), start };
  }

  // The first item of a list that leaves out `start` earlier moves: lists them.
  earlierItem(start) {
    const item = document.createElement("li");
    item.className = "earlier";
    const button = Object.assign(document.createElement("button"), { type: "button", className: "move", textContent: earlierMovesText(start) });
    button.dataset.testid = "earlier-moves";
    button.addEventListener("click", () => {
      this.earlier = Math.max(0, start - 5 * LISTED);
      this.render();
    });
    item.append(button);
    return item;
  }

  // One numbered turn of each side: Light's moves, then Dark's.
  pairItem(number) {
    const item = document.createElement("li");
    item.className = "pair";
    item.dataset.turn = String(number);
    item.append(
      Object.assign(document.createElement("span"), { className: "move-number", textContent: moveNumberText(number) }),
      ...[0, 1].map((side) => Object.assign(document.createElement("span"), { className: `turn side-${side}` })),
    );
    return item;
  }

  moveButton(index) {
    const report = this.reports[index];
    const turning = this.turning.get(index);
    const mark = this.marks.get(index);
    const button = document.createElement("button");
    button.type = "button";
    button.className = `move side-${report.side}${turning ? " turning" : ""}${mark ? ` mark-${mark}` : ""}`;
    button.dataset.index = String(index);
    button.dataset.testid = `move-${index + 1}`;
    // Named by what it shows, then whose move it was (WCAG 2.5.3: the name holds the visible text).
    button.append(
      Object.assign(document.createElement("span"), { className: "move-text", textContent: moveNotation(report, this.kindNotation) }),
      ...(mark ? [Object.assign(document.createElement("span"), { className: "move-mark", textContent: MARK_GLYPHS[mark], ariaHidden: "true" })] : []),
      Object.assign(document.createElement("span"), { className: "visually-hidden", textContent: moveItemDetail(report.side, turning, mark) }),
    );
    return button;
  }

  // Keeps the current move in sight inside the list (a column on wide
  // screens, a strip on phones), without scrolling the page.
  scrollToCurrent() {
    const { list } = this.el;
    const item = list.querySelector(".move.current") ?? (this.shownCount === 0 ? list.firstElementChild : null);
    if (!item || list.clientHeight === 0) return;
    const within = (start, size, scroll, view) => (start < scroll ? start : start + size > scroll + view ? start + size - view : scroll);
    list.scrollTop = within(item.offsetTop, item.offsetHeight, list.scrollTop, list.clientHeight);
    list.scrollLeft = within(item.offsetLeft, item.offsetWidth, list.scrollLeft, list.clientWidth);
  }

  attachInput() {
    const { el } = this;
    el.first.addEventListener("click", () => this.view(0));
    el.back.addEventListener("click", () => this.view(this.shownCount - 1));
    el.forward.addEventListener("click", () => this.view(this.shownCount + 1));
    el.last.addEventListener("click", () => this.view(this.reports.length));
    el.viewingBack.addEventListener("click", () => this.view(this.reports.length));
    el.list.addEventListener("click", (event) => {
      const button = event.target.closest(".move[data-index]");
      if (button) this.view(Number(button.dataset.index) + 1);
    });
    el.toggle.addEventListener("click", () => {
      const open = el.panel.classList.toggle("open");
      el.toggle.setAttribute("aria-expanded", String(open));
      this.scrollToCurrent();
    });
    // An earlier position is for looking only: presses on the board (and on
    // the controls a board adds, refuseWhileViewing) stop here, before the board's own handlers see them.
    el.boardArea.addEventListener("pointerdown", (event) => this.refuseWhileViewing(event), { capture: true });
    // Keys on the board step through the game instead; Tab still leaves it.
    el.boardArea.addEventListener("keydown", (event) => {
      if (!this.viewing || event.key === "Tab") return;
      if (event.key === "ArrowLeft") this.view(this.shownCount - 1);
      else if (event.key === "ArrowRight") this.view(this.shownCount + 1);
      else if (event.key === "Escape") this.view(this.reports.length);
      event.stopPropagation();
      event.preventDefault();
    }, { capture: true });
    // A control of the game beyond the board's area (marked `data-game-control`
    // in index.html) is refused while viewing too, by a click or by the key it
    // names in aria-keyshortcuts, pressed anywhere that is not itself a control.
    document.addEventListener("click", (event) => {
      if (/** @type {Element} */ (event.target).closest?.("[data-game-control]")) this.refuseWhileViewing(event);
    }, { capture: true });
    window.addEventListener("keydown", (event) => {
      if (!this.viewing || /** @type {Element} */ (event.target).closest?.("button, input, select, textarea, summary, dialog")) return;
      const named = [...document.querySelectorAll("[data-game-control][aria-keyshortcuts]")]
        .some((control) => control.checkVisibility?.() !== false && control.getAttribute("aria-keyshortcuts").split(" ").includes(keyName(event.key)));
      if (named) this.refuseWhileViewing(event);
    }, { capture: true });
  }

  // Stops `event` (a press meant for the game) while an earlier position is shown, and says why.
  refuseWhileViewing(event) {
    if (!this.viewing) return;
    event.stopPropagation();
    event.preventDefault();
    this.showMessage(VIEWING_REFUSED);
    this.refusalShown = true;
  }
}
