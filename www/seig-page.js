// The Seig page: its own canvas and bar (sticks, pool, seats, path, odds),
// human input on holes and sticks, the throw shown before its value, and the
// computer seats acting at a pace a person can follow. The wiring in app.js
// keeps the game, the match, undo and storage; this module asks it to
// refresh (`onChange`) whenever the game or what is shown changes.

import { SeigView, seigPath, holeIndex, holeName } from "./seig-view.js";
import { attachKeyboardInput } from "./keys.js";
import { throwKind, throwTableKind, throwChance, chanceFigures, shoutOf, STOPS_TO_SPEND } from "./sticks.js";
import { defaultSeats, validSeats } from "./seig-seats.js";
import { withCopy } from "./seega.js";
import {
  seatLabel, seigTurnText, seatPiecesText, throwValueText, throwTableRow, THROW_TABLE_CAPTION, THROW_TABLE_HEADINGS,
  chooserText, destinationLabel, holeDescription, SEIG_BOARD_LABEL, POOL_EMPTY_TEXT, PIECES_LEGEND, endgameNote, THROWING_TEXT,
  computerFailedText, errorText, chanceText,
} from "./text.js";

// throwMs: the sticks' flight; paceMs: the pause before each computer
// action; hopMs: a moving piece per hole.
const SPEEDS = {
  normal: { throwMs: 1100, paceMs: 800, hopMs: 90 },
  fast: { throwMs: 500, paceMs: 350, hopMs: 35 },
  off: { throwMs: 0, paceMs: 350, hopMs: 0 },
};
const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
// For the end-to-end tests only: `?seig-pace=0` lets a whole game fit in a test run.
const paceOverride = new URLSearchParams(window.location.search).get("seig-pace");

const SPEND = /^([a-d]\d+)-([a-d]\d+):([\d+]+)$/;
const THROWING_PHASES = new Set(["throw", "endgame"]);

function parseSpend(text) {
  const found = SPEND.exec(text);
  if (!found) return null;
  const values = found[3].split("+").map(Number);
  return { from: found[1], to: found[2], group: found[3], sum: values.reduce((a, b) => a + b, 0) };
}

// Holes a piece passes from `from` to `to` (circling from the end of the
// opposing lower field back to the start of the opposing upper field).
function hopHoles(side, { from, to, sum }) {
  const path = seigPath(side);
  let at = path.indexOf(from);
  const holes = [from];
  for (let i = 0; i < sum; i += 1) {
    at = at + 1 >= path.length ? 24 : at + 1;
    holes.push(path[at]);
  }
  return holes.at(-1) === to ? holes : [from, to];
}

// While no throw has unlocked the game, 7 sticks are thrown (RULES.md 4).
function isLocked(history) {
  return history.every((move) => {
    if (!move.startsWith("throw:")) return false;
    const faces = move.slice(6);
    const whites = [...faces].filter((face) => face === "W").length;
    return faces.length === 7 && ![0, 1, 6, 7].includes(whites);
  });
}

// Whether the seat to act has not thrown yet this turn: its previous move
// was a throw of its own only while it is throwing again.
export function isFirstThrow(game) {
  if (!game.history().at(-1)?.startsWith("throw")) return true;
  const side = game.toMove();
  const seat = game.seat();
  return withCopy(game, (copy) => {
    copy.undo();
    return copy.toMove() !== side || copy.seat() !== seat;
  });
}

export class SeigPage {
  // elements: { canvas, gridCanvas, bar, throwButton, value, pool, chooser,
  // seats, pathToggle, speed, oddsButton, oddsDialog, oddsTable, legend }
  constructor({ elements, computer, getGame, getSettings, onChange, showMessage }) {
    this.el = elements;
    this.computer = computer;
    this.getGame = getGame;
    this.getSettings = getSettings;
    this.onChange = onChange;
    this.showMessage = showMessage;
    this.view = new SeigView(elements.canvas);
    elements.canvas.setAttribute("aria-label", SEIG_BOARD_LABEL);
    this.active = false;
    this.speedChoice = "normal"; // kept for the next game when settings are replaced
    this.epoch = 0; // bumped by reset: late answers and animations then do nothing
    this.busy = null; // "throw", "take", "hop", "think", "failed" or null
    this.timer = null;
    this.frozen = null; // what was shown before a throw, kept while the sticks fly
    this.valueText = "";
    this.picked = null;
    this.cursor = null; // the keyboard's hole, while the canvas has keyboard focus
    this.takes = null; // { key, moves: Set } moves from the picked hole that take a piece
    this.attachInput();
  }

  get settings() {
    const settings = this.getSettings();
    const teamSize = settings.options.teamSize ?? 1;
    if (!validSeats(settings.seig?.seats) || settings.seig.seats.some((side) => side.length !== teamSize)) {
      settings.seig = { ...settings.seig, seats: defaultSeats(teamSize) };
    }
    // The speed chosen last carries over to games started from the panel.
    if (settings.seig.speed in SPEEDS) this.speedChoice = settings.seig.speed;
    else settings.seig.speed = this.speedChoice;
    return settings;
  }

  get speed() {
    const speed = SPEEDS[this.settings.seig.speed] ?? SPEEDS.normal;
    const still = reducedMotion.matches ? { throwMs: 0, hopMs: 0 } : {};
    return { ...speed, ...still, ...(paceOverride !== null ? { paceMs: Number(paceOverride) } : {}) };
  }

  activate(on) {
    if (on === this.active) return;
    this.active = on;
    this.el.canvas.hidden = !on;
    this.el.bar.hidden = !on;
    this.el.gridCanvas.hidden = on;
    // The page's layout gives Seig's taller bar its room (see style.css).
    document.documentElement.classList.toggle("seig-game", on);
    if (!on) this.reset();
  }

  // Stops whatever is under way: a new game, an undo, a reload.
  reset() {
    this.epoch += 1;
    clearTimeout(this.timer);
    this.timer = null;
    this.busy = null;
    this.frozen = null;
    this.valueText = "";
    this.picked = null;
    this.takes = null;
    this.el.chooser.hidden = true;
    this.view.clearSticks();
  }

  seatOf(side, seat) {
    const { name, player } = this.settings.seig.seats[side][seat];
    const [kind, level] = player.split("-");
    return { side, seat, name, computer: kind === "computer", level };
  }

  actor(game = this.getGame()) {
    return this.seatOf(game.toMove(), game.seat());
  }

  // The seat to act is the computer's (undo takes back to a person's turn).
  computerToAct() {
    return !this.getGame().status().over && this.actor().computer;
  }

  get thinking() {
    return this.busy === "think";
  }

  humanMayAct() {
    return this.active && !this.busy && !this.getGame().status().over && !this.actor().computer;
  }

  turnText() {
    const seat = this.frozen?.actor ?? this.actor();
    return seigTurnText({ seat, phase: this.frozen?.phase ?? this.getGame().phase(), thinking: this.busy === "think" });
  }

  // The side that resigns: the one people play, or the acting one when people play both.
  resigningSide() {
    const peoples = [0, 1].filter((side) => this.settings.seig.seats[side].some(({ player }) => player === "human"));
    return peoples.length === 1 ? peoples[0] : this.getGame().toMove();
  }

  holeCenterOnPage(name) {
    return this.onPage(this.view.holeCenter(name));
  }

  sticksCenterOnPage() {
    return this.onPage(this.view.sticksCenter());
  }

  // A point of the canvas (CSS pixels from its corner) on the page.
  onPage(point) {
    if (!point) return null;
    const rect = this.el.canvas.getBoundingClientRect();
    return { x: rect.left + point.x, y: rect.top + point.y };
  }

  // Everything the page shows of a position: the game's now (while the
  // sticks fly, `frozen` keeps the one from just before the throw), or an
  // earlier one the player looks back at.
  snapshot(game = this.getGame()) {
    const status = game.status();
    const board = game.board();
    return {
      cells: board.cells,
      released: board.released,
      counts: status.pieces,
      phase: status.over ? "over" : game.phase(),
      pool: game.pool(),
      actor: status.over ? null : this.actor(game),
      history: game.history(),
    };
  }

  // Legal spends from each hole: Map(from -> Map(to -> [move text])).
  spendsByHole() {
    const moves = new Map();
    if (!this.humanMayAct() || this.getGame().phase() !== "spend") return moves;
    for (const text of this.getGame().legalMoves()) {
      const spend = parseSpend(text);
      if (!spend) continue;
      if (!moves.has(spend.from)) moves.set(spend.from, new Map());
      const targets = moves.get(spend.from);
      targets.set(spend.to, [...(targets.get(spend.to) ?? []), text]);
    }
    return moves;
  }

  // Which moves from the picked hole take a piece, tried on a copy once per pick.
  takingMoves(targets) {
    const key = `${this.picked}@${this.getGame().history().length}`;
    if (this.takes?.key !== key) {
      const moves = [...targets.values()].flat();
      const taking = withCopy(this.getGame(), (copy) => moves.filter((move) => {
        const { captured } = copy.play(move);
        copy.undo();
        return captured.length > 0;
      }));
      this.takes = { key, moves: new Set(taking) };
    }
    return this.takes.moves;
  }

  scene(shown, spends) {
    const targets = this.picked ? spends.get(this.picked) : null;
    const taking = targets ? this.takingMoves(targets) : new Set();
    // After the endgame the holes stay empty and the heaps remain.
    const endgame = shown.phase === "endgame" || (shown.phase === "over" && shown.cells.every((bits) => !bits));
    const lastSpend = !endgame && parseSpend(shown.history.findLast((move) => !move.startsWith("throw")) ?? "");
    return {
      cells: shown.cells,
      released: shown.released,
      counts: shown.counts,
      endgame,
      actingSide: shown.actor?.side ?? null,
      canThrow: !this.frozen && this.humanMayAct() && THROWING_PHASES.has(shown.phase),
      stickCount: isLocked(shown.history) ? 7 : 8,
      pickable: [...spends.keys()],
      selected: this.picked,
      destinations: [...(targets ?? new Map())].map(([hole, moves]) => ({
        hole,
        label: destinationLabel(moves.map((move) => parseSpend(move).group), parseSpend(moves[0]).sum),
        takes: moves.some((move) => taking.has(move)),
      })),
      pathSide: this.el.pathToggle.checked ? shown.actor?.side ?? null : null,
      cursor: this.cursor,
      lastMove: lastSpend && { from: lastSpend.from, to: lastSpend.to },
    };
  }

  // Called by the page's refresh: brings the bar and board in line, then
  // lets a computer seat act after a pause.
  show() {
    if (!this.active) return;
    this.render();
    this.scheduleComputer();
  }

  render() {
    const shown = this.frozen ?? this.snapshot();
    const spends = this.frozen ? new Map() : this.spendsByHole();
    if (this.picked && !spends.has(this.picked)) this.picked = null;
    this.display(shown, this.scene(shown, spends));
  }

  // `earlier`, a game as it stood some moves ago, on the mound and in the
  // bar, to look at only: nothing can be picked or thrown, and no throw's
  // words are shown (they belong to the game now).
  showEarlier(earlier) {
    if (!this.active) return;
    const shown = this.snapshot(earlier);
    this.display(shown, { ...this.scene(shown, new Map()), canThrow: false, pickable: [], selected: null, destinations: [], cursor: null }, true);
  }

  display(shown, scene, earlier = false) {
    this.view.show(scene);
    this.shownScene = scene;
    this.renderBar(shown, earlier);
    this.describeCursor();
  }

  // What lies in `hole` as last shown, in words, for screen readers.
  describeHole(hole) {
    const scene = this.shownScene;
    const index = holeIndex(hole);
    const pieces = [0, 1].filter((side) => scene.cells[index] & (1 << side))
      .map((side) => ({ side, released: Boolean(scene.released[index] & (1 << side)) }));
    const destination = scene.destinations.find((target) => target.hole === hole);
    const canMove = scene.pickable.includes(hole);
    return holeDescription({ hole, pieces, picked: this.picked === hole, canMove, destination });
  }

  // Tells screen readers what lies in the hole under the keyboard's cursor.
  describeCursor() {
    this.el.canvas.setAttribute("aria-label", this.cursor ? this.describeHole(this.cursor) : SEIG_BOARD_LABEL);
  }

  renderBar(shown, earlier) {
    const { el } = this;
    el.throwButton.disabled = earlier || !(this.humanMayAct() && THROWING_PHASES.has(shown.phase));
    el.value.textContent = earlier ? "" : this.busy === "throw" ? THROWING_TEXT : this.valueText;
    el.value.classList.toggle("pending", this.busy === "throw");
    el.pool.replaceChildren(...(shown.pool.length
      ? shown.pool.map((value) => Object.assign(document.createElement("span"), { className: "chip", textContent: String(value) }))
      : [Object.assign(document.createElement("span"), { className: "chip-empty", textContent: POOL_EMPTY_TEXT })]));
    el.seats.replaceChildren(...this.settings.seig.seats.map((side, s) => {
      const row = document.createElement("li");
      row.className = `seat-side side-${s}`;
      const count = Object.assign(document.createElement("span"), { className: "seat-count", textContent: seatPiecesText(s, shown.counts[s]) });
      row.append(count, ...side.map((_, i) => {
        const seat = this.seatOf(s, i);
        const acting = shown.actor?.side === s && shown.actor.seat === i;
        const chip = Object.assign(document.createElement("span"), { className: acting ? "seat acting" : "seat", textContent: seatLabel(seat) });
        chip.dataset.testid = `seat-${s}-${i}`;
        if (acting) chip.setAttribute("aria-current", "true");
        return chip;
      }));
      return row;
    }));
    el.legend.textContent = shown.phase === "endgame" ? endgameNote(shown.counts) : PIECES_LEGEND;
    el.speed.value = this.settings.seig.speed;
  }

  scheduleComputer() {
    const game = this.getGame();
    if (this.busy || this.timer || game.status().over || !this.actor().computer) return;
    const epoch = this.epoch;
    this.timer = setTimeout(() => {
      this.timer = null;
      if (epoch === this.epoch && !this.busy) this.computerActs(epoch);
    }, this.speed.paceMs);
  }

  async computerActs(epoch) {
    const game = this.getGame();
    if (game.status().over || !this.actor().computer) return;
    if (THROWING_PHASES.has(game.phase())) {
      this.throwSticks();
      return;
    }
    const legal = game.legalMoves();
    let move = legal.length === 1 ? legal[0] : null;
    if (!move) {
      this.busy = "think";
      this.onChange();
      try {
        move = await this.computer.think(game.toJSON(), { level: this.actor().level });
      } catch (error) {
        if (epoch !== this.epoch) return;
        this.busy = "failed"; // no retry until an undo or a new game
        this.showMessage(computerFailedText(errorText(error)), true);
        this.onChange();
        return;
      }
      if (epoch !== this.epoch || move === null) return;
      this.busy = null;
    }
    this.spend(move);
  }

  // The throw is played at once; the page keeps showing the position from
  // before it until the sticks land, then says what it did.
  async throwSticks() {
    const game = this.getGame();
    const epoch = this.epoch;
    const before = this.snapshot();
    const firstThrow = isFirstThrow(game);
    let result;
    try {
      result = game.play("throw");
    } catch (error) {
      this.showMessage(errorText(error), true);
      return;
    }
    const { faces, whites } = result.throw;
    const kind = throwKind({ whites, sticks: faces.length, before, firstThrow, poolAfter: game.pool(), over: game.status().over });
    const passed = STOPS_TO_SPEND.has(kind) && !game.status().over && game.phase() === "throw";
    const text = throwValueText({ kind, whites, fourMoves: game.options().fourMoves, passed, side: before.actor.side });
    this.frozen = before;
    this.valueText = "";
    this.picked = null;
    this.busy = "throw";
    this.el.chooser.hidden = true;
    this.render();
    const speed = this.speed;
    await this.view.throwSticks(faces, before.actor.side === 0, speed.throwMs, shoutOf(kind));
    if (epoch !== this.epoch) return;
    this.frozen = null;
    this.valueText = text;
    if (kind === "endgame-take" || kind === "endgame-last") {
      this.busy = "take";
      this.onChange();
      await this.view.take(1 - before.actor.side, speed.throwMs * 0.6);
      if (epoch !== this.epoch) return;
    }
    this.busy = null;
    this.onChange();
  }

  async spend(move) {
    const game = this.getGame();
    const epoch = this.epoch;
    const side = game.toMove();
    try {
      game.play(move);
    } catch (error) {
      this.showMessage(errorText(error), true);
      this.onChange();
      return;
    }
    this.picked = null;
    this.el.chooser.hidden = true;
    this.busy = "hop";
    this.onChange();
    await this.view.hop(side, hopHoles(side, parseSpend(move)), this.speed.hopMs);
    if (epoch !== this.epoch) return;
    this.busy = null;
    this.onChange();
  }

  humanThrows() {
    if (!this.humanMayAct() || !THROWING_PHASES.has(this.getGame().phase())) return;
    this.showMessage("");
    this.throwSticks();
  }

  tapHole(hole) {
    const spends = this.spendsByHole();
    const choices = this.picked && hole ? spends.get(this.picked)?.get(hole) : null;
    if (choices?.length === 1) {
      this.showMessage("");
      this.spend(choices[0]);
      return;
    }
    if (choices) {
      this.offerChoice(hole, choices);
      return;
    }
    this.el.chooser.hidden = true;
    // Another piece that can move becomes the picked one; anything else drops the pick.
    this.picked = hole && spends.has(hole) ? hole : null;
    this.render();
  }

  // Two groups of values reach the same hole: the player says which to spend.
  offerChoice(hole, moves) {
    const { chooser } = this.el;
    const buttons = moves.map((move) => {
      const button = Object.assign(document.createElement("button"), { type: "button", textContent: parseSpend(move).group });
      button.dataset.testid = `choose-${parseSpend(move).group}`;
      button.addEventListener("click", () => this.spend(move));
      return button;
    });
    chooser.replaceChildren(Object.assign(document.createElement("span"), { textContent: chooserText(hole, parseSpend(moves[0]).sum) }), ...buttons);
    chooser.hidden = false;
    buttons[0].focus();
  }

  attachInput() {
    const { canvas, throwButton, pathToggle, speed, oddsButton, oddsDialog } = this.el;
    canvas.addEventListener("pointerdown", (event) => {
      if (!event.isPrimary || event.button !== 0) return;
      event.preventDefault();
      const rect = canvas.getBoundingClientRect();
      const x = event.clientX - rect.left;
      const y = event.clientY - rect.top;
      if (this.view.onSticks(x, y)) this.humanThrows();
      else this.tapHole(this.view.holeAt(x, y));
    });
    throwButton.addEventListener("click", () => this.humanThrows());
    // Arrow keys move a cursor over the holes; Enter or Space throws when a
    // throw is due, else taps the hole under the cursor.
    attachKeyboardInput(canvas, {
      showCursor: (visible) => {
        this.cursor = visible ? this.picked ?? [...this.spendsByHole().keys()][0] ?? "a1" : null;
        this.render();
      },
      moveCursor: (dx, dy) => {
        if (!this.cursor) return;
        const index = holeIndex(this.cursor);
        const clamp = (value, size) => Math.max(0, Math.min(size - 1, value));
        // Row a is at the bottom of the screen: up is towards row d.
        this.cursor = holeName(clamp(Math.floor(index / 12) - dy, 4), clamp((index % 12) + dx, 12) + 1);
        this.render();
      },
      activate: () => {
        if (THROWING_PHASES.has(this.getGame().phase())) this.humanThrows();
        else if (this.cursor) this.tapHole(this.cursor);
      },
      cancel: () => this.tapHole(null),
    });
    // Space throws, unless it is pressing a control that has the focus.
    document.addEventListener("keydown", (event) => {
      if (!this.active || event.key !== " " || event.repeat || event.defaultPrevented) return;
      if (event.target.closest?.("button, input, select, textarea, summary, dialog")) return;
      event.preventDefault();
      this.humanThrows();
    });
    pathToggle.addEventListener("change", () => this.render());
    speed.addEventListener("change", () => {
      this.speedChoice = speed.value;
      this.settings.seig.speed = speed.value;
      this.onChange();
    });
    oddsButton.addEventListener("click", () => {
      this.fillOdds();
      oddsDialog.showModal();
    });
  }

  // The chances of each throw for the sticks in play now: Binomial(n, 1/2).
  fillOdds() {
    const game = this.getGame();
    const sticks = isLocked(game.history()) ? 7 : 8;
    const { fourMoves } = game.options();
    const cell = (tag, text) => Object.assign(document.createElement(tag), { textContent: text });
    const head = document.createElement("tr");
    head.append(...THROW_TABLE_HEADINGS.map((text) => cell("th", text)));
    const rows = Array.from({ length: sticks + 1 }, (_, whites) => {
      const row = document.createElement("tr");
      row.append(cell("td", String(whites)), ...throwTableRow({ kind: throwTableKind(whites, sticks), whites, fourMoves }).map((text) => cell("td", text)),
        cell("td", chanceText(...chanceFigures(sticks, throwChance(sticks, whites)))));
      return row;
    });
    this.el.oddsTable.replaceChildren(cell("caption", THROW_TABLE_CAPTION(sticks)), head, ...rows);
  }

  debugState() {
    const game = this.getGame();
    const over = game.status().over;
    return {
      seat: over ? null : this.actor(),
      pool: game.pool(),
      busy: this.busy,
      animating: this.view.animating,
      picked: this.picked,
      valueText: this.valueText,
      humanMayAct: this.humanMayAct(),
      stickCount: isLocked(game.history()) ? 7 : 8,
    };
  }
}
