// @ts-check
// The grid board of Siga and Seega: draws the store's game (or the earlier
// position the record shows), turns taps, drags and keys into moves for the
// action path, and slides each move the store reports. It decides no rule:
// where a piece may go comes from the legal moves as data, why a tap did
// nothing from the engine's refusal of the squares tapped.

import { BoardUi, squareCoords, squareName } from "./board-ui.js";
import { GridView } from "./grid-view.js";
import { piecesLost } from "../../session/store.js";
import { attachPointerInput } from "../../board/pointer.js";
import { AccessBoard } from "../../board/access-board.js";
import { NOTHING_SHOWN, changedState } from "../../board/board-state.js";
import { errorText, words } from "../../lang/text.js";

const {
  squareDescription, centreRefusedText, seriesRefusedText, stuckPieceText, notYourPieceText, PICK_FIRST_TEXT, BOARD_GRID_LABEL,
} = words;

// The refusals of a move during a capture series.
const SERIES_CODES = new Set(["series-on", "same-capturer"]);

// The squares of a reported move, for the board's mark of the last move.
const lastSquares = (report) => (report ? { from: report.from, to: report.to } : null);

export class GridBoard {
  // Moves go through `actions`; the store's changes are followed as they
  // come; what the page shows around the game comes in one object (`set`).
  constructor({ canvas, store, actions, showMessage }) {
    this.canvas = canvas;
    this.store = store;
    this.actions = actions;
    this.showMessage = showMessage;
    this.state = NOTHING_SHOWN;
    this.ui = new BoardUi();
    this.view = new GridView(canvas);
    this.drag = null; // { square, x, y } while a piece is dragged
    this.refusedPiece = null; // the player's piece last tapped that cannot move, for the tap after it
    this.attachPointer();
    const container = document.createElement("div");
    canvas.parentElement.prepend(container); // before the canvases: the tab order follows the board
    this.access = new AccessBoard(container, BOARD_GRID_LABEL, this.accessSource());
    store.subscribe((change) => this.follow(change));
  }

  // What the page shows around the game (see `kind.createBoard`, www/games/index.js):
  // { active, game, shownCount, viewing, seats, better, pending }; redraws when any of it changed.
  set(state) {
    const changed = changedState(this.state, state);
    this.state = state;
    if (changed) this.render();
  }

  get active() {
    return this.state.active;
  }

  // The side of the person here sits at the bottom; Light does when people here play both.
  get flipped() {
    const here = (/** @type {{ computer?: unknown, remote?: unknown }[]} */ [seat]) => !seat.computer && !seat.remote;
    const [light, dark] = this.state.seats;
    return !here(light) && here(dark);
  }

  get animating() {
    return this.view.animating;
  }

  // A grid move shows at once: no pause before the computer's, no flight for its sound.
  get paceMs() {
    return 0;
  }

  get flightMs() {
    return 0;
  }

  // No buttons beyond the board's squares for the page's shortcuts.
  get shortcuts() {
    return {};
  }

  // The seat the board shows acting: the one to act, in the game's phase.
  shownTurn() {
    return { actor: this.actions.actor() };
  }

  whenIdle() {
    return this.view.whenIdle();
  }

  follow({ type, reports = [] }) {
    // Only what shows around the game changed (who may act among it): drawn again as it is.
    if (type === "shown") {
      this.render();
      return;
    }
    this.refusedPiece = null;
    if (type !== "played") {
      this.view.stopAnimation();
      this.ui.selected = null;
    }
    if (!this.active) {
      this.render();
      return;
    }
    const last = reports.at(-1) ?? this.store.reports.at(-1);
    this.ui.setLastMove(lastSquares(type === "replaced" || type === "undone" ? this.store.reports.at(-1) : last));
    // A move made while an earlier position is shown is not slid across that position.
    if (type === "played" && !this.state.viewing) {
      for (const report of reports) this.slide(report);
    }
    this.render();
  }

  slide(report) {
    const capturedSide = report.lost[0] > 0 ? 0 : 1;
    this.view.animate({
      from: report.from, to: report.to, side: report.side, slide: !this.dropped,
      captured: report.captured.map((square) => ({ square, side: capturedSide })),
    });
  }

  // Pieces each side has lost up to the position shown, from the reports.
  capturedTotals(count) {
    return piecesLost(this.store.reports.slice(0, count));
  }

  scene() {
    const { game: shownGame, shownCount: count, viewing } = this.state;
    const live = !viewing;
    const pick = this.shownPick();
    return {
      board: shownGame.board(),
      flipped: this.flipped,
      selected: live ? pick.selected : null,
      destinations: live ? pick.destinations : [],
      lastMove: live ? this.ui.lastMove : lastSquares(this.store.reports[count - 1]),
      marked: shownGame.situation().marked,
      captured: this.capturedTotals(count),
      drag: live ? this.drag : null,
      better: this.state.better ?? (live ? this.hintedStep() : null),
    };
  }

  // The piece picked and where it may go; a move waiting for the player's
  // confirmation (`pending`, page/move-confirm.js) shows as its piece picked and its one square.
  shownPick() {
    const waiting = this.state.pending;
    return waiting ? { selected: waiting.from, destinations: [waiting.to] } : { selected: this.ui.selected, destinations: this.ui.destinations() };
  }

  // Brings the picks and the drawing in line with the game.
  render() {
    // Put away while Seig's mound shows: the mound's canvas lies over this one and lets it show through.
    this.canvas.hidden = !this.active;
    if (!this.active) {
      this.access.update();
      return;
    }
    this.ui.setLegalMoves(this.store.game.moves(), this.actions.mayAct("person"));
    this.view.show(this.scene());
    this.access.update();
  }

  play(move, { dropped = false } = {}) {
    this.showMessage("");
    this.dropped = dropped;
    try {
      this.actions.act(move, "person");
    } catch (error) {
      this.showMessage(errorText(error), true);
      this.render();
    } finally {
      this.dropped = false;
    }
  }

  // A tap or drop that did nothing: says why (an empty square in placement,
  // a piece that cannot move, a neighbouring square the picked piece may not
  // enter, the other side's piece, an empty square with nothing picked), in
  // the words of the engine's refusal of the squares tapped; a far tap with a
  // piece picked just drops the pick (the engine has nothing to say of it).
  // A tap on an empty square after one on a piece that cannot move finishes
  // that piece's move: its refusal is said, or the one already shown stays.
  explainIdleTap(square, picked) {
    const refused = this.refusedPiece;
    this.refusedPiece = null;
    if (!square || !this.actions.mayAct("person")) return;
    const game = this.store.game;
    const { files, cells } = game.board();
    const at = squareCoords(square);
    const piece = cells[at.rank * files + at.file];
    // The centre gets the page's own sentence, which says until when.
    const reasonText = (refusal) => {
      if (!refusal) return null;
      return refusal.code === "centre-empty" ? centreRefusedText(refusal.parts.square) : errorText(refusal);
    };
    let reason = null;
    if (game.phase() === "placement") {
      reason = reasonText(game.refusal({ to: square }));
    } else if (piece === game.toMove() + 1 && !this.ui.actionableSquares().includes(square)) {
      // A piece held by a capture series gets the page's sentence of who may go on.
      const refusal = game.refusal({ from: square });
      reason = SERIES_CODES.has(refusal?.code) ? seriesRefusedText(refusal.code) : reasonText(refusal) ?? stuckPieceText;
      this.refusedPiece = square;
    } else if ((picked || refused) && !piece) {
      reason = reasonText(game.refusal({ from: picked ?? refused, to: square }));
    } else if (!picked && piece) {
      reason = notYourPieceText(piece - 1);
    } else if (!picked) {
      reason = PICK_FIRST_TEXT;
    }
    if (reason) this.showMessage(reason, true);
  }

  // A press on `square`, by pointer or keyboard: picks, moves, or says why nothing happened.
  press(square) {
    const picked = this.ui.selected;
    const { move, draggable } = this.ui.press(square);
    if (move || draggable) this.refusedPiece = null;
    if (move) this.play(move);
    else if (!draggable) this.explainIdleTap(square, picked);
    return { moved: Boolean(move), draggable };
  }

  // A tap by keyboard: a press with no drag to follow.
  tap(square) {
    if (!this.press(square).moved) this.ui.release();
    this.render();
  }

  // Escape: drops the picked piece.
  cancelPick() {
    this.ui.selected = null;
    this.render();
  }

  // A hint: picks the piece the hinted step moves, so its squares show, and
  // draws the step as an arrow while the position stands and the piece is picked.
  pickFor(move) {
    const legal = this.store.game.moves().find((entry) => entry.move === move);
    if (!legal?.from || !this.ui.actionableSquares().includes(legal.from)) return;
    this.ui.pickForHint(legal.from);
    this.hinted = { from: legal.from, to: legal.to, plies: this.store.game.history().length };
    this.render();
  }

  // The hinted step, while it still stands to be played.
  hintedStep() {
    const { hinted } = this;
    if (!hinted || hinted.plies !== this.store.game.history().length || this.ui.selected !== hinted.from) return null;
    return { from: hinted.from, to: hinted.to };
  }

  attachPointer() {
    const redraw = () => this.view.show(this.scene());
    attachPointerInput(this.canvas, (x, y) => this.view.squareAt(x, y), {
      press: (square) => {
        const { moved, draggable } = this.press(square);
        if (!moved) redraw();
        return { draggable };
      },
      release: () => {
        this.ui.release();
        redraw();
      },
      dragMove: (x, y) => {
        if (!this.ui.selected) return;
        this.drag = { square: this.ui.selected, x, y };
        redraw();
      },
      drop: (square) => {
        this.drag = null;
        const picked = this.ui.selected;
        const move = this.ui.drop(square);
        if (move) {
          this.play(move, { dropped: true });
        } else {
          this.explainIdleTap(square, picked);
          redraw();
        }
      },
      dragCancel: () => {
        this.drag = null;
        redraw();
      },
    });
  }

  // What lies on `square` as the board shows it, and what a tap there would do, in words.
  describe(square) {
    const { files, cells } = this.state.game.board();
    const { file, rank } = squareCoords(square);
    const piece = cells[rank * files + file];
    const actionable = this.ui.actionableSquares().includes(square);
    return squareDescription({
      square, piece, picked: this.ui.selected === square, destination: this.ui.destinations().includes(square),
      canMove: Boolean(piece) && actionable, canPlace: !piece && actionable,
    });
  }

  accessSource() {
    return {
      active: () => this.active,
      rows: () => {
        const { files, ranks } = this.store.game.board();
        const { flipped } = this;
        return Array.from({ length: ranks }, (_, row) => Array.from({ length: files }, (_, column) =>
          squareName(flipped ? files - 1 - column : column, flipped ? row : ranks - 1 - row)));
      },
      describe: (square) => this.describe(square),
      preferred: () => this.ui.selected ?? this.ui.actionableSquares()[0] ?? null,
      centerOf: (square) => this.view.squareCenter(square),
      cellSize: () => this.view.currentLayout()?.cell ?? 0,
      activate: (square) => this.tap(square),
      cancel: () => this.cancelPick(),
    };
  }

  // Where a square's centre is on the page (viewport CSS pixels), for tests.
  squareCenterOnPage(name) {
    const center = this.view.squareCenter(name);
    if (!center) return null;
    const rect = this.canvas.getBoundingClientRect();
    return { x: rect.left + center.x, y: rect.top + center.y };
  }

  // What the tests' handle shows of the board: the pick, its squares and the cells drawn.
  debugState() {
    return { seig: null, ...this.shownPick(), shownCells: [...this.state.game.board().cells] };
  }
}
