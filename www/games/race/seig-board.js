// @ts-check
// The Seig board: its own canvas and bar (sticks, pool, seats, path, odds).
// It shows the store's game, turns taps on holes and sticks into moves for
// the action path, and shows each move the store reports at a pace a person
// can follow: a throw's position stays until its sticks land, then its value
// shows on them and the pieces it released rise from the sand; a spent piece
// hops along the path the engine reports. With the automatic pass, a
// person's throw that has nothing to decide after a futile one goes by itself.

import { SeigView } from "./seig-view.js";
import { holeIndex, holeRows } from "./seig-layout.js";
import { pieceFree } from "./seig-mound.js";
import { SeigBar, stepsOf, choiceText } from "./seig-bar.js";
import { throwWords, throwGlanceOf } from "./throw-words.js";
import { AccessBoard } from "../../board/access-board.js";
import { NOTHING_SHOWN, changedState } from "../../board/board-state.js";
import { destinationLabel, errorText, words } from "../../lang/text.js";

const { holeDescription, SEIG_GRID_LABEL } = words;

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

const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export class SeigBoard {
  // elements: { canvas, bar, throwButton, value, pool, chooser, seats,
  // pathToggle, speed, autoPass, realSticks, tools, toolsButton, oddsButton, oddsDialog, oddsTable, legend };
  // moves go through `actions`, the store's changes are followed as they
  // come, and what the page shows around the game comes in one object (`set`).
  constructor({ elements, store, actions, showMessage }) {
    this.el = elements;
    this.store = store;
    this.actions = actions;
    this.showMessage = showMessage;
    this.state = NOTHING_SHOWN;
    // A mound standing upright is taller than a wide window: the moves stay beside it (see seig.css).
    this.view = new SeigView(elements.canvas, { onLayout: ({ upright }) => document.documentElement.classList.toggle("seig-standing", upright) });
    this.shownActive = null;
    this.busy = null; // "throw", "take", "release" or "hop" while a move is being shown
    this.showing = Promise.resolve(); // the moves being shown, in order
    this.epoch = 0; // bumped when the game changes other than by a move: showing stops
    this.passing = 0; // automatic passes waiting for their pace
    this.frozen = null; // what was shown before a throw, kept while the sticks fly
    this.lastShown = null;
    this.valueText = "";
    this.picked = null;
    this.bar = new SeigBar(elements, { store, on: { throwSticks: () => this.throwSticks(), choose: (changes) => this.choose(changes), pathShown: () => this.render() } });
    this.attachInput();
    const container = document.createElement("div");
    elements.canvas.parentElement.prepend(container); // before the canvases: the tab order follows the board
    this.access = new AccessBoard(container, SEIG_GRID_LABEL, this.accessSource());
    store.subscribe((change) => this.follow(change));
    // Nobody acts while a move is still being shown (the sticks in the air).
    actions.holdWhen("busy", () => Boolean(this.busy));
  }

  // What the page shows around the game (board/board-state.js); redraws when any of it changed.
  set(state) {
    const changed = changedState(this.state, state);
    this.state = state;
    if (changed) this.render();
  }

  get active() {
    return this.state.active;
  }

  // The player chose a pace ({ speed }), the automatic pass ({ autoPass }) or real sticks ({ realSticks }).
  choose(changes) {
    this.store.updateSettings({ ...this.store.settings, seig: { ...this.store.settings.seig, ...changes } });
  }

  get speedChoice() {
    const speed = this.store.settings?.seig?.speed;
    return speed in SPEEDS ? speed : "normal";
  }

  // On unless the player turned it off.
  get autoPass() {
    return this.store.settings?.seig?.autoPass !== false;
  }

  get speed() {
    const still = reducedMotion.matches ? { throwMs: 0, hopMs: 0 } : {};
    return { ...SPEEDS[this.speedChoice], ...still, ...(paceOverride !== null ? { paceMs: Number(paceOverride) } : {}) };
  }

  get animating() {
    return this.view.animating;
  }

  // The pause before each computer action, and the sticks' flight (a throw's sound lands with them).
  get paceMs() {
    return this.speed.paceMs;
  }

  get flightMs() {
    return this.speed.throwMs;
  }

  // Keys of the page's shortcuts that press this board's buttons.
  get shortcuts() {
    return { t: this.el.throwButton };
  }

  // Escape: drops the picked piece.
  cancelPick() {
    this.tapHole(null);
  }

  // A hint is told in words: the mound picks nothing for it.
  pickFor() {}

  // Resolves once every move reported so far has been shown.
  whenIdle() {
    return this.showing;
  }

  setActive(on) {
    if (on === this.shownActive) return;
    this.shownActive = on;
    this.el.canvas.hidden = !on;
    this.bar.show(on);
    // The page's layout gives Seig's taller bar its room (see seig.css).
    document.documentElement.classList.toggle("seig-game", on);
  }

  // Stops whatever is being shown: a new game, an undo, a redo.
  stopShowing() {
    this.epoch += 1;
    this.busy = null;
    this.frozen = null;
    this.valueText = "";
    this.picked = null;
    this.bar.hideChoice();
    this.view.clearSticks();
    this.showing = Promise.resolve();
  }

  follow({ type, reports = [] }) {
    if (type === "settings" || type === "shown") {
      this.render();
      return;
    }
    if (type !== "played") this.stopShowing();
    this.setActive(this.active);
    if (!this.active) {
      this.access.update(); // its grid of holes goes too
      return;
    }
    if (type === "played") {
      this.picked = null;
      this.bar.hideChoice();
      const epoch = this.epoch;
      for (const report of reports) {
        // Busy at once, so nobody acts before the move has been shown; a
        // throw keeps the position from before it until its sticks land.
        if (report.throw) {
          this.frozen = this.lastShown;
          this.valueText = "";
          this.busy = "throw";
        } else if (report.path && !this.state.viewing) {
          this.busy = "hop";
        }
        this.showing = this.showing.then(() => (epoch === this.epoch ? this.show(report, epoch) : null));
      }
    }
    this.render();
    this.store.refresh(); // a move began or finished being shown
  }

  setBusy(busy) {
    this.busy = busy;
    this.render();
    this.store.refresh(); // a move began or finished being shown
  }

  // Shows one reported move: the sticks flying, or a piece hopping.
  async show(report, epoch) {
    const speed = this.speed;
    const side = report.side;
    if (report.throw) {
      const options = this.store.game.options();
      const before = this.frozen;
      await this.view.throwSticks(report.throw.faces, side === 0, speed.throwMs, throwGlanceOf(report, options));
      if (epoch !== this.epoch) return;
      this.frozen = null;
      // A throw that ends the game leaves nothing to play: the result line tells the end.
      this.valueText = report.status.over ? "" : throwWords(report, options);
      // An endgame throw that takes one of the other side's pieces.
      if (report.lost[1 - side] > 0) {
        this.setBusy("take");
        await this.view.take(1 - side, speed.throwMs * 0.6);
        if (epoch !== this.epoch) return;
      } else if (report.throw.releases.length && before) {
        this.setBusy("release");
        await this.view.release(side, report.throw.releases, speed.throwMs * 0.4);
        if (epoch !== this.epoch) return;
      }
    } else {
      if (this.busy === "hop") {
        await this.view.hop(side, report.path, speed.hopMs);
        if (epoch !== this.epoch) return;
      }
      // A spend that hands the turn on leaves the sticks at rest: the next
      // seat to throw must not find the last seat's throw on them.
      if (report.next.side !== side || report.next.seat !== report.seat) {
        this.valueText = "";
        this.view.clearSticks();
      }
    }
    this.setBusy(null);
    if (report.passedOn) this.passOn(epoch);
  }

  // The automatic pass: once a throw has passed the turn on, a person's next
  // throw has nothing to decide, so it goes by itself at the chosen pace,
  // through the same path as a click. Anything done meanwhile (a throw by
  // hand, an undo, a new game, an earlier position looked at) takes its place.
  async passOn(epoch) {
    if (!this.autoPass) return;
    const played = this.store.reports.length;
    this.passing += 1;
    await delay(this.speed.paceMs);
    this.passing -= 1;
    if (epoch !== this.epoch || played !== this.store.reports.length || !this.autoPass) return;
    const legal = this.store.game.moves();
    if (legal.length === 1 && legal[0].throw && this.actions.mayAct("person")) this.act(legal[0].move);
  }

  // The seat the board shows acting: the thrower's, throwing, while its sticks fly.
  shownTurn() {
    return this.frozen ? { actor: this.frozen.actor, phase: "throwing" } : { actor: this.actions.actor() };
  }

  // Everything the page shows of a position: cells, pool, counts, phase and actor.
  snapshot(game) {
    const status = game.status();
    const board = game.board();
    const situation = game.situation();
    return {
      places: board.places,
      // A throw is among the legal moves (Mauritania's removal phase has both, in turn).
      throwing: game.moves().some((entry) => entry.throw),
      cells: board.cells,
      released: board.released,
      states: board.states,
      sticks: board.sticks,
      counts: status.pieces,
      phase: status.over ? "over" : situation.phase,
      seig: situation.seig,
      paths: situation.paths,
      pool: game.pool(),
      actor: status.over ? null : { ...this.state.seats[situation.toMove][situation.seat], side: situation.toMove, seat: situation.seat },
    };
  }

  // Legal moves on the holes, by the hole tapped first and the hole tapped
  // next: Map(from -> Map(to -> [report of the move])), as the engine's
  // moves() name their holes; a move of one hole (a removal, `x<hole>`)
  // goes from and to that hole, and one tap plays it.
  spendsByHole() {
    const spends = new Map();
    const game = this.store.game;
    if (!this.actions.mayAct("person")) return spends;
    for (const entry of game.moves()) {
      const from = entry.from ?? entry.to;
      if (entry.throw || from === null) continue;
      const { ok, report } = game.check(entry.move);
      if (!ok) continue;
      if (!spends.has(from)) spends.set(from, new Map());
      const targets = spends.get(from);
      const to = entry.to ?? entry.from;
      targets.set(to, [...(targets.get(to) ?? []), report]);
    }
    return spends;
  }

  scene(shown, spends) {
    const targets = this.picked ? spends.get(this.picked) : null;
    // After Seig's endgame the holes stay empty and the heaps remain.
    const endgame = shown.seig?.endgame ?? false;
    const lastSpend = endgame ? null : this.store.reports.slice(0, this.state.shownCount).findLast((report) => report.to);
    // The acting side's paths, while the path tool is on.
    const pathSide = this.bar.pathShown && shown.paths ? shown.actor?.side ?? null : null;
    return {
      places: shown.places,
      cells: shown.cells,
      released: shown.released,
      states: shown.states,
      counts: shown.counts,
      endgame,
      actingSide: shown.actor?.side ?? null,
      canThrow: !this.frozen && this.actions.mayAct("person") && shown.throwing,
      stickCount: shown.sticks,
      pickable: [...spends.keys()],
      selected: this.picked,
      destinations: [...(targets ?? new Map())].map(([hole, reports]) => ({
        hole,
        label: destinationLabel(reports.map(choiceText), stepsOf(reports[0])),
        takes: reports.some(({ captured }) => captured.length > 0),
      })),
      paths: pathSide === null ? null : { side: pathSide, routes: shown.paths[pathSide] },
      // A move without a path (a free-all, a removal) trails straight from where it started.
      lastMove: lastSpend ? { path: lastSpend.path ?? [lastSpend.from ?? lastSpend.to, lastSpend.to], to: lastSpend.to } : null,
      better: this.state.better,
    };
  }

  render() {
    this.setActive(this.active);
    if (!this.active) {
      this.access.update();
      return;
    }
    if (this.state.viewing) {
      // An earlier position is to look at only: nothing to pick or throw, and
      // no throw's words (they belong to the game now).
      const shown = this.snapshot(this.state.game);
      this.display(shown, { ...this.scene(shown, new Map()), canThrow: false, pickable: [], selected: null, destinations: [] }, true);
      this.access.update();
      return;
    }
    const shown = this.frozen ?? this.snapshot(this.store.game);
    this.lastShown = shown;
    const spends = this.frozen || this.busy ? new Map() : this.spendsByHole();
    if (this.picked && !spends.has(this.picked)) this.picked = null;
    this.spends = spends;
    this.display(shown, this.scene(shown, spends));
    this.access.update();
  }

  accessSource() {
    return {
      active: () => this.active,
      rows: () => holeRows(this.store.game.board()),
      describe: (hole) => this.describeHole(hole),
      preferred: () => this.picked ?? this.shownScene?.pickable[0] ?? null,
      centerOf: (hole) => this.view.holeCenter(hole),
      cellSize: () => this.view.currentLayout()?.cell ?? 0,
      activate: (hole) => this.tapHole(hole),
      cancel: () => this.tapHole(null),
    };
  }

  display(shown, scene, earlier = false) {
    this.view.show(scene);
    this.shownScene = scene;
    this.bar.render({
      shown, earlier, busy: this.busy, mayThrow: this.actions.mayAct("person"), valueText: this.valueText, seats: this.state.seats,
      choices: { speed: this.speedChoice, autoPass: this.autoPass, realSticks: this.store.settings?.seig?.realSticks === true },
    });
  }

  // What lies in `hole` as last shown, in words, for screen readers.
  describeHole(hole) {
    const scene = this.shownScene;
    const index = holeIndex(hole, scene);
    const pieces = [0, 1].filter((side) => scene.cells[index] & (1 << side))
      .map((side) => ({ side, released: pieceFree(scene, index, side), state: scene.states?.[index] ?? null }));
    const destination = scene.destinations.find((target) => target.hole === hole);
    const canMove = scene.pickable.includes(hole);
    return holeDescription({ hole, pieces, picked: this.picked === hole, canMove, destination });
  }

  // A person's throw or spend, through the one path; a refusal is said.
  act(text) {
    this.showMessage("");
    try {
      this.actions.act(text, "person");
    } catch (error) {
      this.showMessage(errorText(error), true);
      this.render();
    }
  }

  throwSticks() {
    const thrown = this.store.game.moves().find((entry) => entry.throw);
    if (thrown) this.act(thrown.move);
  }

  tapHole(hole) {
    const targets = hole ? this.spends?.get(hole) : null;
    const oneHole = !this.picked && targets?.size === 1 ? targets.get(hole) : null;
    const choices = this.picked && hole ? this.spends?.get(this.picked)?.get(hole) : oneHole;
    if (choices?.length === 1) {
      this.act(choices[0].move);
      return;
    }
    if (choices) {
      this.bar.offerChoice(hole, choices, (move) => this.act(move));
      return;
    }
    this.bar.hideChoice();
    // Another piece that can move becomes the picked one; anything else drops the pick.
    this.picked = hole && this.spends?.has(hole) ? hole : null;
    this.render();
  }

  attachInput() {
    const { canvas } = this.el;
    canvas.addEventListener("pointerdown", (event) => {
      if (!event.isPrimary || event.button !== 0) return;
      event.preventDefault();
      const rect = canvas.getBoundingClientRect();
      const x = event.clientX - rect.left;
      const y = event.clientY - rect.top;
      if (this.view.onSticks(x, y)) this.throwSticks();
      else this.tapHole(this.view.holeAt(x, y));
    });
    // Space throws, unless it is pressing a control that has the focus.
    document.addEventListener("keydown", (event) => {
      if (!this.active || event.key !== " " || event.repeat || event.defaultPrevented) return;
      if (/** @type {Element} */ (event.target).closest?.("button, input, select, textarea, summary, dialog")) return;
      event.preventDefault();
      this.throwSticks();
    });
  }

  // Points of the canvas (CSS pixels from its corner) on the page, for tests.
  onPage(point) {
    if (!point) return null;
    const rect = this.el.canvas.getBoundingClientRect();
    return { x: rect.left + point.x, y: rect.top + point.y };
  }

  // Where a hole's centre, and the ground the sticks land on, are on the page (viewport CSS pixels), for tests.
  squareCenterOnPage(hole) {
    return this.onPage(this.view.holeCenter(hole));
  }

  sticksGround() {
    return this.onPage(this.view.sticksCenter());
  }

  // What the tests' handle shows of the board: no grid pick, and the cells of the position shown.
  // computer: "think" or "failed" while the computer seat searches or could not move, else null.
  debugState(computer) {
    return { seig: this.seigState(computer), selected: null, destinations: [], shownCells: this.state.game ? [...this.state.game.board().cells] : null };
  }

  seigState(computer) {
    const game = this.store.game;
    return {
      seat: this.actions.actor(),
      pool: game.pool(),
      busy: this.busy ?? computer,
      animating: this.view.animating,
      motion: this.view.motionKind,
      glance: this.view.landed?.glance ?? null, // the throw's mark and words, as drawn on the sticks
      drawn: this.view.lastBounds, // the box round what moved in the last frame, in the canvas's CSS pixels
      words: this.view.drawnWords, // the words on the sticks' tray, with their boxes, in the canvas's CSS pixels
      sticks: this.view.drawnSticks, // the box round the sticks lying there
      tray: this.view.currentLayout()?.tray ?? null, // the sticks' tray, the words' strip included
      canvasSize: this.view.size,
      autoPass: this.autoPass,
      passing: this.passing, // with no move shown, nothing throws by itself while none waits
      picked: this.picked,
      valueText: this.valueText,
      humanMayAct: this.actions.mayAct("person"),
      stickCount: game.board().sticks,
      paths: this.view.scene?.paths ?? null, // the paths drawn: { side, routes } while the path tool shows them
    };
  }
}
