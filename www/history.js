// The game's record on the page: the move list in the notation of RULES.md,
// stepping back and forward through earlier positions (shown read-only, the
// game in progress untouched), and redo after undo. It follows the game by
// comparing histories at every refresh, so it needs no hook in each way a
// move can be made (a click, the computer, a Seig throw, an undo).

import { Game } from "../pkg/desert_games.js";
import { throwNotation, moveItemLabel, viewingText, NO_MOVES_TEXT, VIEWING_REFUSED } from "./text.js";

const THROW = "throw:";

// How a move reads in the list: canonical text, except a Seig throw, which
// shows its faces and value.
export const moveNotation = (text) => (text.startsWith(THROW) ? throwNotation(text.slice(THROW.length)) : text);

function commonPrefixLength(a, b) {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length += 1;
  return length;
}

// A game at the start of `game`'s record, or after its first `count` moves.
// The random stream is copied so a Seig replay draws exactly as the game did;
// a declared result (resignation, agreement) belongs to the end only.
export function gameAfter(game, count) {
  const { format, ruleset, options, moves, stream } = JSON.parse(game.toJSON());
  return Game.fromJSON(JSON.stringify({ format, ruleset, options, moves: moves.slice(0, count), ...(stream === undefined ? {} : { stream }) }));
}

export class GameTimeline {
  // elements: { list, first, back, forward, last, toggle, panel, viewing,
  // viewingText, viewingBack, redo, boardArea, seigThrow }
  // onShow(): the shown position changed; redo(moves): play these again;
  // showMessage(text): a word to the player.
  constructor({ elements, onShow, redo, showMessage }) {
    this.el = elements;
    this.onShow = onShow;
    this.replayMoves = redo;
    this.showMessage = showMessage;
    this.game = null; // the game in progress, as last seen
    this.moves = []; // its history then
    this.sides = []; // the side that made each move
    this.mirror = null; // a copy at `moves`, asked whose move each one was
    this.redoGroups = []; // what each undo took back, latest last
    this.shown = null; // moves shown while viewing an earlier position, else null
    this.viewGame = null;
    this.turning = new Map(); // move index -> words on the swing it caused (from the review)
    this.refusalShown = false;
    this.listKey = "";
    this.attachInput();
  }

  get viewing() {
    return this.shown !== null;
  }

  // Moves played up to the position on the board.
  get shownCount() {
    return this.shown ?? this.moves.length;
  }

  // The game whose position the board shows: an earlier one while viewing.
  get shownGame() {
    return this.viewGame ?? this.game;
  }

  // Brings the record in line with `game`; called by every refresh.
  sync(game) {
    const moves = game.history();
    if (game !== this.game) {
      this.restart(game);
    } else {
      const kept = commonPrefixLength(this.moves, moves);
      if (kept < this.moves.length) {
        // Only an undo shortens a game: its moves can be played again.
        if (kept === moves.length) this.redoGroups.push(this.moves.slice(kept));
        else this.redoGroups = [];
        for (let index = this.moves.length; index > kept; index -= 1) this.mirror.undo();
        this.moves.length = kept;
        this.sides.length = kept;
        this.stopViewing();
      }
    }
    for (const move of moves.slice(this.moves.length)) {
      this.followRedo(move);
      this.sides.push(this.mirror.toMove());
      this.mirror.play(move);
      this.moves.push(move);
    }
    this.render();
  }

  restart(game) {
    this.stopViewing();
    this.mirror?.free();
    this.game = game;
    this.mirror = gameAfter(game, 0);
    this.moves = [];
    this.sides = [];
    this.redoGroups = [];
    this.turning = new Map();
  }

  // A move made again as it was undone keeps the rest for redo; another move drops it.
  followRedo(move) {
    const group = this.redoGroups.at(-1);
    if (group?.[0] !== move) {
      this.redoGroups = [];
      return;
    }
    group.shift();
    if (!group.length) this.redoGroups.pop();
  }

  get canRedo() {
    return this.redoGroups.length > 0;
  }

  // Plays again what the last undo took back, from the game itself.
  redo() {
    const group = this.redoGroups.at(-1);
    if (!group) return;
    this.stopViewing();
    this.replayMoves([...group]);
  }

  // Shows the position after `count` moves; the latest one is the game itself.
  view(count) {
    const target = Math.max(0, Math.min(count, this.moves.length));
    if (target === this.moves.length) {
      if (!this.viewing) return;
      this.stopViewing();
    } else {
      if (target === this.shown) return;
      this.viewGame?.free();
      this.viewGame = gameAfter(this.game, target);
      this.shown = target;
    }
    this.onShow();
  }

  stopViewing() {
    this.viewGame?.free();
    this.viewGame = null;
    this.shown = null;
    // The word on a refused press is about the earlier position: it goes with it.
    if (this.refusalShown) this.showMessage("");
    this.refusalShown = false;
  }

  // The review's turning points: Map(move index -> words on its swing).
  setTurningPoints(turning) {
    this.turning = turning;
    this.render();
  }

  render() {
    const { el } = this;
    const count = this.shownCount;
    const key = `${this.moves.length}:${this.moves.at(-1)}:${[...this.turning.keys()]}`;
    if (key !== this.listKey) {
      this.listKey = key;
      this.renderList();
    }
    const current = count - 1;
    for (const item of el.list.children) {
      const isCurrent = Number(item.dataset.index) === current;
      item.classList.toggle("current", isCurrent);
      const button = item.querySelector("button");
      if (isCurrent) button?.setAttribute("aria-current", "step");
      else button?.removeAttribute("aria-current");
    }
    this.scrollToCurrent();
    el.first.disabled = el.back.disabled = count === 0;
    el.forward.disabled = el.last.disabled = !this.viewing;
    el.viewing.hidden = !this.viewing;
    el.viewingText.textContent = this.viewing ? viewingText(count, this.moves.length) : "";
    el.boardArea.classList.toggle("viewing", this.viewing);
    // Redo shows only when there is something to redo, so the row of buttons keeps its room.
    el.redo.hidden = !this.canRedo || this.game.status().over;
  }

  renderList() {
    const { list } = this.el;
    if (!this.moves.length) {
      const empty = Object.assign(document.createElement("li"), { className: "empty", textContent: NO_MOVES_TEXT });
      list.replaceChildren(empty);
      return;
    }
    list.replaceChildren(...this.moves.map((move, index) => {
      const item = document.createElement("li");
      item.dataset.index = String(index);
      const turning = this.turning.get(index);
      if (turning) item.classList.add("turning");
      const button = document.createElement("button");
      button.type = "button";
      button.className = `move side-${this.sides[index]}`;
      button.dataset.testid = `move-${index + 1}`;
      button.setAttribute("aria-label", moveItemLabel(index + 1, this.sides[index], moveNotation(move), turning));
      button.append(
        Object.assign(document.createElement("span"), { className: "move-number", textContent: `${index + 1}.` }),
        Object.assign(document.createElement("span"), { className: "move-text", textContent: moveNotation(move) }),
      );
      item.append(button);
      return item;
    }));
  }

  // Keeps the current move in sight inside the list (a column on wide
  // screens, a strip on phones), without scrolling the page.
  scrollToCurrent() {
    const { list } = this.el;
    const item = list.querySelector("li.current") ?? (this.shownCount === 0 ? list.firstElementChild : null);
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
    el.last.addEventListener("click", () => this.view(this.moves.length));
    el.viewingBack.addEventListener("click", () => this.view(this.moves.length));
    el.list.addEventListener("click", (event) => {
      const item = event.target.closest("li[data-index]");
      if (item) this.view(Number(item.dataset.index) + 1);
    });
    el.toggle.addEventListener("click", () => {
      const open = el.panel.classList.toggle("open");
      el.toggle.setAttribute("aria-expanded", String(open));
      this.scrollToCurrent();
    });
    el.redo.addEventListener("click", () => this.redo());
    // An earlier position is for looking only: presses on the board (and the
    // Seig sticks) stop here, before the board's own handlers see them.
    const refuse = (event) => {
      if (!this.viewing) return;
      event.stopPropagation();
      event.preventDefault();
      this.showMessage(VIEWING_REFUSED);
      this.refusalShown = true;
    };
    el.boardArea.addEventListener("pointerdown", refuse, { capture: true });
    el.seigThrow.addEventListener("click", refuse, { capture: true });
    // Keys on the board step through the game instead; Tab still leaves it.
    el.boardArea.addEventListener("keydown", (event) => {
      if (!this.viewing || event.key === "Tab") return;
      if (event.key === "ArrowLeft") this.view(this.shownCount - 1);
      else if (event.key === "ArrowRight") this.view(this.shownCount + 1);
      else if (event.key === "Escape") this.view(this.moves.length);
      event.stopPropagation();
      event.preventDefault();
    }, { capture: true });
    // Seig's Space throws from anywhere on the page that is not a control.
    window.addEventListener("keydown", (event) => {
      if (this.viewing && event.key === " " && !event.target.closest?.("button, input, select, textarea, summary, dialog")) refuse(event);
    }, { capture: true });
  }
}
