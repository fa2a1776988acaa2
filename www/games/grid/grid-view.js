// @ts-check
// Canvas rendering of grid boards (Siga, Seega): squares, pieces, hints,
// captured pieces beside the board, and move animations. Rendering only: it
// is told what to show and answers geometry questions (pixel <-> square).
// The pieces themselves, and where captured ones lie, are grid-pieces.js.

import { squareCoords, squareName } from "./board-ui.js";
import { watchCanvasSize, keepMinimumSize } from "../../board/canvas-size.js";
import { drawPiece, trayPlaces } from "./grid-pieces.js";

const PALETTE = {
  sand: "#e8cc94",
  hollow: "rgba(122, 78, 28, 0.16)",
  grid: "rgba(90, 56, 24, 0.35)",
  frame: "#6b4423",
  frameEdge: "#3f2814",
  tray: "rgba(107, 68, 35, 0.14)",
  label: "rgba(63, 40, 20, 0.7)",
  lastMove: "rgba(214, 140, 40, 0.42)",
  selected: "rgba(181, 101, 29, 0.55)",
  hint: "rgba(63, 40, 20, 0.5)",
  better: "rgba(31, 122, 74, 0.85)",
  mark: "rgba(107, 68, 35, 0.55)",
};

// Sizes in units of one square.
const MIN_SQUARE = 44; // CSS px: the smallest tap target of the guidelines
const FRAME = 0.16; // border around the squares
const TRAY = 0.8; // depth of each captured-pieces tray
const GAP = 0.14; // between board and tray
const SLIDE_MS = 220;
const CAPTURE_MS = 420; // captured pieces travel to their tray once the mover has arrived

const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");

const easeOut = (t) => 1 - (1 - t) ** 3;

export class GridView {
  constructor(canvas) {
    this.canvas = canvas;
    this.ctx = canvas.getContext("2d");
    this.size = { width: 0, height: 0 };
    this.layout = null;
    this.scene = null;
    this.animation = null;
    this.idleWaiters = [];
    this.frameRequested = false;
    watchCanvasSize(canvas, (width, height) => {
      this.size = { width, height };
      this.layout = null;
      this.keepMinimumSize();
      this.draw();
    });
  }

  // scene: { board: {files, ranks, cells}, flipped, selected, destinations,
  // lastMove: {from, to}, marked: [squares], captured: [light lost, dark lost],
  // drag: {square, x, y} | null, better: {from, to} | null, trays: "all" (the
  // default: the game's places for taken pieces), "taken" (only those holding
  // some, as a picture shows them) or "none" }
  show(scene) {
    const resized = !this.scene || this.scene.board.files !== scene.board.files ||
      this.scene.board.ranks !== scene.board.ranks || this.scene.flipped !== scene.flipped;
    this.scene = scene;
    if (resized) {
      this.layout = null;
      this.keepMinimumSize();
    }
    this.requestFrame();
  }

  // move: { from (null for a placement), to, side, captured: [{square, side}], slide }
  animate(move) {
    if (reducedMotion.matches) {
      this.requestFrame();
      return;
    }
    this.stopAnimation();
    const duration = move.captured.length ? SLIDE_MS + CAPTURE_MS : SLIDE_MS;
    this.animation = { ...move, start: performance.now(), duration };
    this.requestFrame();
  }

  get animating() {
    return this.animation !== null;
  }

  whenIdle() {
    if (!this.animation) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  stopAnimation() {
    this.animation = null;
    for (const resolve of this.idleWaiters.splice(0)) resolve();
  }

  requestFrame() {
    if (this.frameRequested) return;
    this.frameRequested = true;
    requestAnimationFrame((now) => {
      this.frameRequested = false;
      if (this.animation && now - this.animation.start >= this.animation.duration) this.stopAnimation();
      this.draw(now);
      if (this.animation) this.requestFrame();
    });
  }

  // The board's size in squares, trays above and below it (stacked) or left and right (beside).
  spans() {
    const { files, ranks } = this.scene.board;
    const boardW = files + 2 * FRAME;
    const boardH = ranks + 2 * FRAME;
    const side = this.scene.trays === "none" ? 0 : TRAY + GAP;
    return {
      boardW, boardH, side,
      stacked: { across: boardW, down: boardH + 2 * side },
      beside: { across: boardW + 2 * side, down: boardH },
    };
  }

  keepMinimumSize() {
    if (!this.scene) return;
    const { stacked, beside } = this.spans();
    keepMinimumSize(this.canvas, this.size.width, [stacked, beside], MIN_SQUARE);
  }

  computeLayout() {
    const { width, height } = this.size;
    const { files, ranks } = this.scene.board;
    const { boardW, boardH, side, stacked: tall, beside: wide } = this.spans();
    // Trays above and below the board, or left and right: whichever leaves bigger squares.
    const stackedCell = Math.min(width / tall.across, height / tall.down);
    const besideCell = Math.min(width / wide.across, height / wide.down);
    const stacked = stackedCell >= besideCell;
    const cell = Math.max(1, Math.floor(stacked ? stackedCell : besideCell));
    const totalW = cell * (stacked ? tall : wide).across;
    const totalH = cell * (stacked ? tall : wide).down;
    const originX = (width - totalW) / 2;
    const originY = (height - totalH) / 2;
    const frameX = originX + (stacked ? 0 : side * cell);
    const frameY = originY + (stacked ? side * cell : 0);
    const squaresX = frameX + FRAME * cell;
    const squaresY = frameY + FRAME * cell;
    const trayDepth = TRAY * cell;
    // The tray near a player holds the enemy pieces that player has taken.
    const nearTray = stacked
      ? { x: frameX, y: frameY + boardH * cell + GAP * cell, w: boardW * cell, h: trayDepth }
      : { x: frameX + boardW * cell + GAP * cell, y: frameY, w: trayDepth, h: boardH * cell };
    const farTray = stacked
      ? { x: frameX, y: originY, w: boardW * cell, h: trayDepth }
      : { x: originX, y: frameY, w: trayDepth, h: boardH * cell };
    return {
      cell, files, ranks, squaresX, squaresY,
      frame: { x: frameX, y: frameY, w: boardW * cell, h: boardH * cell },
      nearTray, farTray,
    };
  }

  currentLayout() {
    if (!this.layout && this.scene) this.layout = this.computeLayout();
    return this.layout;
  }

  // CSS pixels relative to the canvas's top-left corner.
  squareCenter(name) {
    const layout = this.currentLayout();
    if (!layout) return null;
    const { file, rank } = squareCoords(name);
    const column = this.scene.flipped ? layout.files - 1 - file : file;
    const row = this.scene.flipped ? rank : layout.ranks - 1 - rank;
    return { x: layout.squaresX + (column + 0.5) * layout.cell, y: layout.squaresY + (row + 0.5) * layout.cell };
  }

  squareAt(x, y) {
    const layout = this.currentLayout();
    if (!layout) return null;
    const column = Math.floor((x - layout.squaresX) / layout.cell);
    const row = Math.floor((y - layout.squaresY) / layout.cell);
    if (column < 0 || row < 0 || column >= layout.files || row >= layout.ranks) return null;
    const file = this.scene.flipped ? layout.files - 1 - column : column;
    const rank = this.scene.flipped ? row : layout.ranks - 1 - row;
    return squareName(file, rank);
  }

  draw(now = performance.now()) {
    const { ctx } = this;
    const { width, height } = this.size;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, this.canvas.width, this.canvas.height);
    if (!this.scene || width === 0 || height === 0) return;
    // Draw in CSS pixels, mapped exactly onto the backing store.
    ctx.setTransform(this.canvas.width / width, 0, 0, this.canvas.height / height, 0, 0);
    const layout = this.currentLayout();
    const scene = this.scene;
    const animation = this.animation;
    // A frame's timestamp may precede the animation's start by a little.
    const elapsed = animation ? Math.max(0, now - animation.start) : Infinity;
    const slide = easeOut(Math.min(1, elapsed / SLIDE_MS));
    const travel = easeOut(Math.min(1, Math.max(0, elapsed - SLIDE_MS) / CAPTURE_MS));
    const trays = this.trays(layout, scene);
    // Each tray's last places wait for the pieces this move took, still on their way.
    const inFlight = [0, 0];
    for (const { side } of animation?.captured ?? []) inFlight[side] += 1;
    const arrived = [0, 1].map((side) => Math.max(0, trays[side].places.length - inFlight[side]));

    this.drawFrame(layout);
    for (const side of [0, 1]) {
      const shown = (scene.trays ?? "all") === "all" || (scene.trays === "taken" && trays[side].places.length > 0);
      if (shown) this.drawTray(layout, trays[side], side, arrived[side]);
    }
    for (const square of scene.marked ?? []) this.drawMark(layout, square);
    if (scene.lastMove) {
      for (const square of [scene.lastMove.from, scene.lastMove.to]) if (square) this.tintSquare(layout, square, PALETTE.lastMove);
    }
    if (scene.selected) this.tintSquare(layout, scene.selected, PALETTE.selected);
    this.drawLabels(layout);

    const { files, ranks, cells } = scene.board;
    const radius = layout.cell * 0.38;
    for (let index = 0; index < files * ranks; index += 1) {
      const piece = cells[index];
      if (!piece) continue;
      const square = squareName(index % files, Math.floor(index / files));
      if (animation && square === animation.to) continue;
      if (scene.drag && square === scene.drag.square) continue;
      const { x, y } = this.squareCenter(square);
      drawPiece(ctx, x, y, radius, piece - 1);
    }
    if (animation) {
      for (const { square, side } of animation.captured) {
        const from = this.squareCenter(square);
        const place = trays[side].places[arrived[side]++] ?? from;
        const r = radius + (trays[side].radius - radius) * travel;
        drawPiece(ctx, from.x + (place.x - from.x) * travel, from.y + (place.y - from.y) * travel, r, side);
      }
      const to = this.squareCenter(animation.to);
      if (animation.from && animation.slide) {
        const from = this.squareCenter(animation.from);
        drawPiece(ctx, from.x + (to.x - from.x) * slide, from.y + (to.y - from.y) * slide, radius, animation.side);
      } else if (animation.from) {
        drawPiece(ctx, to.x, to.y, radius, animation.side);
      } else {
        drawPiece(ctx, to.x, to.y, radius * (0.6 + 0.4 * slide), animation.side, slide);
      }
    }
    this.drawHints(layout, scene);
    if (scene.better) this.drawBetter(layout, scene.better);
    if (scene.drag) {
      const index = this.indexOf(scene.drag.square);
      drawPiece(ctx, scene.drag.x, scene.drag.y, radius * 1.12, cells[index] - 1);
    }
  }

  indexOf(square) {
    const { file, rank } = squareCoords(square);
    return rank * this.scene.board.files + file;
  }

  drawFrame(layout) {
    const { ctx } = this;
    const { frame, cell, files, ranks, squaresX, squaresY } = layout;
    roundRect(ctx, frame.x, frame.y, frame.w, frame.h, cell * 0.12);
    ctx.fillStyle = PALETTE.frame;
    ctx.fill();
    ctx.lineWidth = Math.max(1, cell * 0.03);
    ctx.strokeStyle = PALETTE.frameEdge;
    ctx.stroke();
    ctx.fillStyle = PALETTE.sand;
    ctx.fillRect(squaresX, squaresY, files * cell, ranks * cell);
    // Each square is a shallow hollow scooped in the sand, as the games are played.
    for (let row = 0; row < ranks; row += 1) {
      for (let column = 0; column < files; column += 1) {
        const x = squaresX + (column + 0.5) * cell;
        const y = squaresY + (row + 0.5) * cell;
        const gradient = ctx.createRadialGradient(x, y - cell * 0.05, cell * 0.1, x, y, cell * 0.42);
        gradient.addColorStop(0, PALETTE.hollow);
        gradient.addColorStop(1, "rgba(122, 78, 28, 0.04)");
        ctx.fillStyle = gradient;
        ctx.beginPath();
        ctx.arc(x, y, cell * 0.42, 0, Math.PI * 2);
        ctx.fill();
      }
    }
    ctx.strokeStyle = PALETTE.grid;
    ctx.lineWidth = 1;
    ctx.beginPath();
    for (let column = 0; column <= files; column += 1) {
      const x = Math.round(squaresX + column * cell) + 0.5;
      ctx.moveTo(x, squaresY);
      ctx.lineTo(x, squaresY + ranks * cell);
    }
    for (let row = 0; row <= ranks; row += 1) {
      const y = Math.round(squaresY + row * cell) + 0.5;
      ctx.moveTo(squaresX, y);
      ctx.lineTo(squaresX + files * cell, y);
    }
    ctx.stroke();
  }

  squareRect(layout, square) {
    const { x, y } = this.squareCenter(square);
    const half = layout.cell / 2;
    return { x: x - half, y: y - half, size: layout.cell };
  }

  tintSquare(layout, square, colour) {
    const rect = this.squareRect(layout, square);
    this.ctx.fillStyle = colour;
    this.ctx.fillRect(rect.x + 1, rect.y + 1, rect.size - 1, rect.size - 1);
  }

  // Seega's centre: a star cut in the sand.
  drawMark(layout, square) {
    const { ctx } = this;
    const { x, y } = this.squareCenter(square);
    const r = layout.cell * 0.3;
    ctx.strokeStyle = PALETTE.mark;
    ctx.lineWidth = Math.max(1.5, layout.cell * 0.04);
    ctx.lineCap = "round";
    ctx.beginPath();
    for (let i = 0; i < 4; i += 1) {
      const angle = (i * Math.PI) / 4;
      ctx.moveTo(x - Math.cos(angle) * r, y - Math.sin(angle) * r);
      ctx.lineTo(x + Math.cos(angle) * r, y + Math.sin(angle) * r);
    }
    ctx.stroke();
  }

  drawLabels(layout) {
    const { ctx } = this;
    const { cell, files, ranks } = layout;
    const size = Math.max(9, Math.round(cell * 0.17));
    ctx.fillStyle = PALETTE.label;
    ctx.font = `600 ${size}px system-ui, sans-serif`;
    const inset = cell * 0.06;
    // File letters along the bottom row, rank numbers down the left column, as seen.
    ctx.textAlign = "right";
    ctx.textBaseline = "bottom";
    for (let column = 0; column < files; column += 1) {
      const file = this.scene.flipped ? files - 1 - column : column;
      const x = layout.squaresX + (column + 1) * cell - inset;
      ctx.fillText(String.fromCharCode(97 + file), x, layout.squaresY + ranks * cell - inset);
    }
    ctx.textAlign = "left";
    ctx.textBaseline = "top";
    for (let row = 0; row < ranks; row += 1) {
      const rank = this.scene.flipped ? row + 1 : ranks - row;
      ctx.fillText(String(rank), layout.squaresX + inset, layout.squaresY + row * cell + inset);
    }
  }

  // The review's better move, or a hint's step: an arrow from its piece to
  // where it goes (a ring where a piece should have been placed).
  drawBetter(layout, { from, to }) {
    const { ctx } = this;
    const end = this.squareCenter(to);
    ctx.save();
    ctx.strokeStyle = ctx.fillStyle = PALETTE.better;
    ctx.lineWidth = layout.cell * 0.12;
    ctx.lineCap = "round";
    ctx.beginPath();
    if (!from) {
      ctx.arc(end.x, end.y, layout.cell * 0.4, 0, Math.PI * 2);
      ctx.stroke();
      ctx.restore();
      return;
    }
    const start = this.squareCenter(from);
    const angle = Math.atan2(end.y - start.y, end.x - start.x);
    const head = layout.cell * 0.32;
    // The shaft stops short of the head, whose point rests near the target's centre.
    const tip = { x: end.x - Math.cos(angle) * layout.cell * 0.12, y: end.y - Math.sin(angle) * layout.cell * 0.12 };
    ctx.moveTo(start.x, start.y);
    ctx.lineTo(tip.x - Math.cos(angle) * head * 0.8, tip.y - Math.sin(angle) * head * 0.8);
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(tip.x, tip.y);
    for (const side of [-1, 1]) ctx.lineTo(tip.x - Math.cos(angle + side * 0.5) * head, tip.y - Math.sin(angle + side * 0.5) * head);
    ctx.closePath();
    ctx.fill();
    ctx.restore();
  }

  drawHints(layout, scene) {
    const { ctx } = this;
    for (const square of scene.destinations ?? []) {
      const { x, y } = this.squareCenter(square);
      ctx.beginPath();
      if (scene.board.cells[this.indexOf(square)]) {
        // A ring round an enemy piece that would be taken.
        ctx.arc(x, y, layout.cell * 0.45, 0, Math.PI * 2);
        ctx.lineWidth = layout.cell * 0.07;
        ctx.strokeStyle = PALETTE.hint;
        ctx.stroke();
      } else {
        ctx.arc(x, y, layout.cell * 0.14, 0, Math.PI * 2);
        ctx.fillStyle = PALETTE.hint;
        ctx.fill();
      }
    }
  }

  // Where each side's captured pieces lie, indexed by the side they belong to:
  // { rect, radius, places: [{ x, y }] }.
  trays(layout, scene) {
    const bottomSide = scene.flipped ? 1 : 0;
    const trays = [];
    // The near tray holds what the bottom player has taken: the other side's pieces.
    trays[1 - bottomSide] = trayPlaces(layout, layout.nearTray, scene.captured?.[1 - bottomSide] ?? 0, true);
    trays[bottomSide] = trayPlaces(layout, layout.farTray, scene.captured?.[bottomSide] ?? 0, false);
    return trays;
  }

  // The tray and its first `shown` pieces (the others are still on their way).
  drawTray(layout, tray, side, shown) {
    const { ctx } = this;
    const { x, y, w, h } = tray.rect;
    roundRect(ctx, x, y, w, h, layout.cell * 0.12);
    ctx.fillStyle = PALETTE.tray;
    ctx.fill();
    for (const place of tray.places.slice(0, shown)) drawPiece(ctx, place.x, place.y, tray.radius, side);
  }
}

function roundRect(ctx, x, y, w, h, r) {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
}
