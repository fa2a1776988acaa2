// Canvas rendering of Seig: the sand mound with its rows of holes (four of
// 12, as the engine's board() says),
// twigs and shells, the S-shaped path, the sticks on the ground beside the
// mound and their flight, and the endgame heaps. Everything that does not
// move during an animation is drawn once into an offscreen layer, so a frame
// is one copy of that layer plus the few moving things.
//
// The mound lies across the canvas, or stands upright on a tall one (a phone
// held upright: twelve holes across would be too small to tap), and the
// sticks' tray lies below it or at its end, whichever gives the largest holes;
// the throw's words are at the tray's foot, under the sticks.

import { watchCanvasSize, keepMinimumSize } from "../../board/canvas-size.js";
import { planThrow, stickAt, landedSticks } from "./sticks.js";
import { words } from "../../lang/text.js";
import { PALETTE } from "./seig-palette.js";
import { drawPiece } from "./seig-pieces.js";
import { drawStick, drawStickShadow, restingSticks, stickBounds } from "./stick-drawing.js";

const { TAP_TO_THROW } = words;

// Sizes in units of one hole's spacing. The board's own units: u runs along
// the mound from the first column to the last, v across it from Dark's edge to Light's.
const PAD_X = 0.45; // mound beyond the outer holes, along it (row letters)
const PAD_Y = 0.4; // beyond the outer rows, across it (column numbers)
const GAP = 0.2; // between mound and sticks ground
const GROUND_MIN = 1.5; // depth of the ground the sticks land on, at least,
const GROUND_MAX = { below: 2.7, end: 4.5 }; // and at most, below the mound or at its end
// The strip at the tray's foot, under the sticks, for the throw's words: laid
// over the sticks, they hid them on a phone. Three lines of them at the
// smallest holes (36 px apart, words of 12 px).
const WORDS = 1.5;
const MARGIN = 0.1; // round the whole, so a stick in the air stays on the canvas
// CSS px between holes at least: a finger's width, with which the mound and
// its sticks still fit a phone whole.
const MIN_HOLE = 36;
// The arrangements tried, the usual one first: it wins ties.
const ARRANGEMENTS = [
  { upright: false, ground: "below" }, { upright: false, ground: "end" },
  { upright: true, ground: "below" }, { upright: true, ground: "end" },
];

// A hole's name: its row's letter from a, nearest Light, and its column from 1.
const rowLetter = (row) => String.fromCharCode(97 + row);
export const holeName = (row, column) => `${rowLetter(row)}${column}`;
// The holes of a board ({ rows, columns }, as board() gives them) as the screen shows them, row a at the bottom.
export const holeRows = ({ rows, columns }) => Array.from({ length: rows }, (_, row) => Array.from({ length: columns }, (_, i) => holeName(row, i + 1))).reverse();
// A hole's place in the board's cells.
export const holeIndex = (name, { columns }) => (name.charCodeAt(0) - 97) * columns + Number(name.slice(1)) - 1;

// The mound of a board of `rows` x `columns` holes, in units of one hole's spacing.
const moundOf = ({ rows, columns }) => ({ rows, columns, length: columns + 2 * PAD_X, depth: rows + 2 * PAD_Y });

// Adds a straight segment to the current path.
const pathLine = (ctx, from, to) => {
  ctx.moveTo(from.x, from.y);
  ctx.lineTo(to.x, to.y);
};

const easeInOut = (t) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

export class SeigView {
  constructor(canvas) {
    this.canvas = canvas;
    this.ctx = canvas.getContext("2d");
    this.layer = document.createElement("canvas");
    this.layerCtx = this.layer.getContext("2d");
    this.layerDirty = true;
    // The bare mound (sand, grooves, holes, labels) changes only with the
    // layout: kept drawn, it is copied under each new layer instead of
    // painted again, which cost most of a move's drawing (bench/results.md).
    this.bareMound = document.createElement("canvas");
    this.bareMoundLayout = null;
    this.size = { width: 0, height: 0 };
    this.mound = null; // the board's shape, from the first scene on
    this.layout = null;
    this.scene = null;
    this.throwing = null; // { plan, start, resolve } while sticks fly
    this.landed = null; // { sticks, shout } as the last throw landed
    this.motion = null; // { kind: "hop" | "take", ..., start, duration, resolve }
    this.lastBounds = null; // what the last frame drew over the layer, to repaint next
    this.drawnWords = []; // the words on the tray as last drawn: [{ text, size, left, top, right, bottom }]
    this.drawnSticks = null; // the box round the sticks lying on the tray, as last drawn
    this.frameRequested = false;
    watchCanvasSize(canvas, (width, height) => {
      this.size = { width, height };
      this.layout = null;
      this.keepHeight();
      this.layerDirty = true;
      this.requestFrame();
    });
  }

  // The canvas stays tall enough for holes a finger can tap.
  keepHeight() {
    if (this.mound) keepMinimumSize(this.canvas, this.size.width, ARRANGEMENTS.map((arrangement) => spans(arrangement, GROUND_MIN, this.mound)), MIN_HOLE);
  }

  // scene: { cells, released, counts: [n0, n1], endgame, actingSide, canThrow,
  // stickCount, pickable: [holes], selected, destinations: [{ hole, label, takes }],
  // path: { side, holes } or null, lastMove: { path, to } (its holes from start to landing) or null,
  // better: the review's better move { from, to } or null, rows, columns: the board's }
  show(scene) {
    if (scene.rows !== this.mound?.rows || scene.columns !== this.mound?.columns) {
      this.mound = moundOf(scene);
      this.layout = null;
      this.keepHeight();
    }
    this.scene = scene;
    this.layerDirty = true;
    this.requestFrame();
  }

  get animating() {
    return this.throwing !== null || this.motion !== null;
  }

  // Flies the sticks and resolves once the last has landed; at once when
  // `durationMs` is 0. `glance` ({ mark, line, shout }) shows on landing:
  // the mark large over the sticks (a shout in its own style), the line at their foot.
  throwSticks(faces, fromBelow, durationMs, glance) {
    this.finishThrow();
    const plan = planThrow(faces, fromBelow, durationMs);
    const landed = { sticks: landedSticks(plan), glance };
    if (durationMs <= 0) {
      this.landed = landed;
      this.layerDirty = true;
      this.requestFrame();
      return Promise.resolve();
    }
    this.landed = null;
    this.layerDirty = true;
    return new Promise((resolve) => {
      this.throwing = { plan, landed, start: performance.now(), resolve };
      this.requestFrame();
    });
  }

  // A piece hopping hole by hole along its path: `holes` from its start to
  // where it lands; the layer must already show it there (it is hidden meanwhile).
  hop(side, holes, stepMs) {
    if (stepMs <= 0 || holes.length < 2) return Promise.resolve();
    return this.startMotion({ kind: "hop", side, holes, duration: stepMs * (holes.length - 1) });
  }

  // An endgame piece of `side` taken from its heap.
  take(side, durationMs) {
    if (durationMs <= 0) return Promise.resolve();
    return this.startMotion({ kind: "take", side, duration: durationMs });
  }

  // Pieces of `side` a throw released, lifted out of the sand one after the
  // other, front first: `pieces` [{ from, to }], `from` where it lay
  // unreleased (the hole before `to` when the release moved it on). The layer
  // must already show them released (they are hidden meanwhile).
  release(side, pieces, durationMs) {
    if (durationMs <= 0 || !pieces.length) return Promise.resolve();
    const stagger = Math.min(durationMs * 0.5, durationMs * 0.15 * (pieces.length - 1)) / Math.max(1, pieces.length - 1);
    return this.startMotion({ kind: "release", side, pieces, stagger, duration: durationMs + stagger * (pieces.length - 1) });
  }

  // What a motion hides from the layer while it draws the piece itself.
  static hiddenBy(motion) {
    if (motion?.kind === "hop") return [{ hole: motion.holes.at(-1), side: motion.side }];
    if (motion?.kind === "release") return motion.pieces.map(({ to }) => ({ hole: to, side: motion.side }));
    return [];
  }

  // "hop", "take" or "release" while a piece is on the move, else null.
  get motionKind() {
    return this.motion?.kind ?? null;
  }

  startMotion(motion) {
    this.finishMotion();
    this.layerDirty = true;
    return new Promise((resolve) => {
      this.motion = { ...motion, start: performance.now(), resolve };
      this.requestFrame();
    });
  }

  finishThrow() {
    if (!this.throwing) return;
    const { landed, resolve } = this.throwing;
    this.throwing = null;
    this.landed = landed;
    this.layerDirty = true;
    resolve();
  }

  finishMotion() {
    if (!this.motion) return;
    const { resolve } = this.motion;
    this.motion = null;
    this.layerDirty = true;
    resolve();
  }

  // Ends any animation at once, leaving things as they land.
  stop() {
    this.finishThrow();
    this.finishMotion();
    this.requestFrame();
  }

  // Forgets the last throw's sticks (a new game, an undo).
  clearSticks() {
    this.stop();
    this.landed = null;
    this.layerDirty = true;
    this.requestFrame();
  }

  requestFrame() {
    if (this.frameRequested) return;
    this.frameRequested = true;
    requestAnimationFrame((now) => {
      this.frameRequested = false;
      if (this.throwing && now - this.throwing.start >= this.throwing.plan.duration) this.finishThrow();
      if (this.motion && now - this.motion.start >= this.motion.duration) this.finishMotion();
      this.draw(now);
      if (this.animating) this.requestFrame();
    });
  }

  // The arrangement giving the largest holes, the ground taking what room is left.
  computeLayout() {
    const { width, height } = this.size;
    const { length, depth: moundDepth } = this.mound;
    const [best] = ARRANGEMENTS.map((arrangement) => {
      const span = spans(arrangement, GROUND_MIN, this.mound);
      return { arrangement, cell: Math.max(1, Math.min(width / span.across, height / span.down)) };
    }).sort((a, b) => b.cell - a.cell);
    const { arrangement: { upright, ground: place }, cell } = best;
    // The ground grows into the room left in its own direction.
    const [room, span] = (place === "below") === upright ? [width, "across"] : [height, "down"];
    const depth = Math.min(GROUND_MAX[place], GROUND_MIN + room / cell - spans(best.arrangement, GROUND_MIN, this.mound)[span]);
    const { across, down } = spans(best.arrangement, depth, this.mound);
    const trayDepth = depth + wordsBeyond(best.arrangement);
    // Screen point of board point (u, v); upright, column 1 is at the top and Light's edge on the left.
    const left = (width - across * cell) / 2 + MARGIN * cell;
    const top = (height - down * cell) / 2 + MARGIN * cell;
    const uMax = place === "end" ? length + GAP + trayDepth : length;
    const vMax = place === "below" ? moundDepth + GAP + trayDepth : moundDepth;
    const at = upright
      ? (u, v) => ({ x: left + (vMax - v) * cell, y: top + u * cell })
      : (u, v) => ({ x: left + u * cell, y: top + v * cell });
    const toBoard = upright
      ? (x, y) => ({ u: (y - top) / cell, v: vMax - (x - left) / cell })
      : (x, y) => ({ u: (x - left) / cell, v: (y - top) / cell });
    // The tray in board units, and the ground the sticks lie on in it: its
    // long side (where they lie side by side) and its depth; the words'
    // strip is its foot on the screen (u runs down the screen upright, v else).
    const tray = place === "below"
      ? { u: [0, uMax], v: [moundDepth + GAP, vMax], long: "u" }
      : { u: [length + GAP, uMax], v: [0, moundDepth], long: "v" };
    const downward = upright ? "u" : "v";
    const foot = tray[downward][1] - WORDS;
    const ground = { ...tray, [downward]: [tray[downward][0], foot] };
    const words = { ...tray, [downward]: [foot, tray[downward][1]] };
    return {
      cell, upright, at, toBoard, mound: screenBox(at, [0, length], [0, moundDepth]),
      tray: screenBox(at, tray.u, tray.v), ground: { ...screenBox(at, ground.u, ground.v), ...ground }, words: screenBox(at, words.u, words.v),
    };
  }

  currentLayout() {
    if (!this.layout && this.mound && this.size.width > 0 && this.size.height > 0) this.layout = this.computeLayout();
    return this.layout;
  }

  // CSS pixels from the canvas's top-left corner; row a nearest Light, at the bottom.
  holeCenter(name) {
    const layout = this.currentLayout();
    if (!layout) return null;
    const { rows, columns } = this.mound;
    const index = holeIndex(name, this.mound);
    if (index < 0 || index >= rows * columns) return null;
    const row = Math.floor(index / columns);
    const column = index % columns;
    return layout.at(PAD_X + column + 0.5, PAD_Y + rows - 1 - row + 0.5);
  }

  holeAt(x, y) {
    const layout = this.currentLayout();
    if (!layout) return null;
    const { u, v } = layout.toBoard(x, y);
    const { rows, columns } = this.mound;
    const column = Math.floor(u - PAD_X);
    const rowFromTop = Math.floor(v - PAD_Y);
    if (column < 0 || column >= columns || rowFromTop < 0 || rowFromTop >= rows) return null;
    return holeName(rows - 1 - rowFromTop, column + 1);
  }

  // The middle of the ground the sticks lie on, in CSS pixels from the canvas's corner.
  sticksCenter() {
    const ground = this.currentLayout()?.ground;
    return ground ? { x: ground.x + ground.w / 2, y: ground.y + ground.h / 2 } : null;
  }

  onSticks(x, y) {
    const layout = this.currentLayout();
    if (!layout) return false;
    const { tray } = layout;
    return x >= tray.x && x <= tray.x + tray.w && y >= tray.y && y <= tray.y + tray.h;
  }

  // A frame while things move repaints only the box around them, now and
  // in the last frame; any other frame repaints the whole canvas.
  draw(now = performance.now()) {
    const { ctx, canvas } = this;
    const { width, height } = this.size;
    const layout = this.currentLayout();
    if (!this.scene || !layout) return;
    const parts = this.movingParts(layout, now);
    const bounds = this.partsBounds(layout, parts);
    const region = this.layerDirty || !this.lastBounds || !bounds ? null : unionBox(this.lastBounds, bounds);
    if (this.layerDirty) this.renderLayer(layout);
    const scaleX = canvas.width / width;
    const scaleY = canvas.height / height;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    if (region) {
      const x = Math.max(0, Math.floor(region.left * scaleX));
      const y = Math.max(0, Math.floor(region.top * scaleY));
      const w = Math.min(canvas.width, Math.ceil(region.right * scaleX)) - x;
      const h = Math.min(canvas.height, Math.ceil(region.bottom * scaleY)) - y;
      if (w > 0 && h > 0) {
        ctx.clearRect(x, y, w, h);
        ctx.drawImage(this.layer, x, y, w, h, x, y, w, h);
      }
    } else {
      ctx.clearRect(0, 0, canvas.width, canvas.height);
      ctx.drawImage(this.layer, 0, 0);
    }
    ctx.setTransform(scaleX, 0, 0, scaleY, 0, 0);
    if (region) {
      ctx.save();
      ctx.beginPath();
      ctx.rect(region.left, region.top, region.right - region.left, region.bottom - region.top);
      ctx.clip();
    }
    for (const { side, x, y, size, alpha } of parts.pieces) {
      ctx.save();
      ctx.globalAlpha = alpha;
      drawPiece(ctx, side, x, y, size, true);
      ctx.restore();
    }
    // Shadows first, so no stick's shadow falls across another stick.
    for (const stick of parts.sticks) drawStickShadow(this.ctx, layout, stick);
    for (const stick of parts.sticks) drawStick(this.ctx, layout, stick);
    if (region) ctx.restore();
    this.lastBounds = bounds;
  }

  // The sticks in the air and the pieces on the move, `now`.
  movingParts(layout, now) {
    const elapsed = this.throwing ? Math.max(0, now - this.throwing.start) : 0;
    return {
      sticks: this.throwing ? this.throwing.plan.sticks.map((stick) => stickAt(stick, elapsed)) : [],
      pieces: this.motion ? this.motionPieces(layout, now) : [],
    };
  }

  // A box (CSS pixels) round everything in `parts`, shadows included; null when nothing moves.
  partsBounds(layout, parts) {
    const boxes = [];
    for (const stick of parts.sticks) boxes.push(...stickBounds(layout, stick));
    for (const { x, y, size } of parts.pieces) {
      boxes.push({ left: x - size * 0.6, top: y - size * 0.6, right: x + size * 0.6, bottom: y + size * 0.6 });
    }
    return boxes.length ? boxes.reduce(unionBox) : null;
  }

  // Everything still: mound, holes, path, pieces, hints, the sticks lying on the ground.
  renderLayer(layout) {
    const { layer, canvas } = this;
    if (layer.width !== canvas.width) layer.width = canvas.width;
    if (layer.height !== canvas.height) layer.height = canvas.height;
    const ctx = this.layerCtx;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, layer.width, layer.height);
    ctx.drawImage(this.bareMoundFor(layout), 0, 0);
    ctx.setTransform(canvas.width / this.size.width, 0, 0, canvas.height / this.size.height, 0, 0);
    const scene = this.scene;
    this.drawMoundMarks(ctx, layout, scene);
    if (scene.path) this.drawPath(ctx, layout, scene.path);
    if (scene.endgame) this.drawHeaps(ctx, layout, scene.counts);
    else this.drawPieces(ctx, layout, scene);
    this.drawHints(ctx, layout, scene);
    this.drawGround(ctx, layout, scene);
    this.layerDirty = false;
  }

  // The bare mound at this layout, drawn again only when the layout changed.
  bareMoundFor(layout) {
    const { bareMound, canvas } = this;
    if (this.bareMoundLayout === layout && bareMound.width === canvas.width && bareMound.height === canvas.height) return bareMound;
    bareMound.width = canvas.width;
    bareMound.height = canvas.height;
    const ctx = bareMound.getContext("2d");
    ctx.setTransform(canvas.width / this.size.width, 0, 0, canvas.height / this.size.height, 0, 0);
    this.drawBareMound(ctx, layout);
    this.bareMoundLayout = layout;
    return bareMound;
  }

  drawBareMound(ctx, layout) {
    const { mound, cell, at } = layout;
    const { rows, columns, depth } = this.mound;
    // Sand heaped into a long mound: darker on its flanks, pale along the summit.
    const [flank, otherFlank] = [at(0, 0), at(0, depth)];
    const gradient = ctx.createLinearGradient(flank.x, flank.y, otherFlank.x, otherFlank.y);
    gradient.addColorStop(0, PALETTE.moundEdge);
    gradient.addColorStop(0.22, PALETTE.moundSide);
    gradient.addColorStop(0.5, PALETTE.moundRidge);
    gradient.addColorStop(0.78, PALETTE.moundSide);
    gradient.addColorStop(1, PALETTE.moundEdge);
    ctx.fillStyle = gradient;
    ctx.beginPath();
    ctx.roundRect(mound.x, mound.y, mound.w, mound.h, depth * cell * 0.3);
    ctx.fill();
    // Finger-width grooves across the mound, between the columns.
    ctx.strokeStyle = PALETTE.groove;
    ctx.lineWidth = Math.max(1, cell * 0.05);
    ctx.lineCap = "round";
    ctx.beginPath();
    for (let column = 1; column < columns; column += 1) pathLine(ctx, at(PAD_X + column, 0.2), at(PAD_X + column, depth - 0.2));
    ctx.stroke();
    for (let index = 0; index < rows * columns; index += 1) {
      const { x, y } = this.holeCenter(holeName(Math.floor(index / columns), (index % columns) + 1));
      const hole = ctx.createRadialGradient(x, y - cell * 0.06, cell * 0.04, x, y, cell * 0.36);
      hole.addColorStop(0, PALETTE.hole[0]);
      hole.addColorStop(1, PALETTE.hole[1]);
      ctx.fillStyle = hole;
      ctx.beginPath();
      ctx.ellipse(x, y, cell * 0.36, cell * 0.32, layout.upright ? Math.PI / 2 : 0, 0, Math.PI * 2);
      ctx.fill();
    }
    // Row letters on the left, column numbers under the bottom row.
    const size = Math.max(8, Math.round(cell * 0.22));
    ctx.font = `600 ${size}px system-ui, sans-serif`;
    ctx.fillStyle = PALETTE.label;
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    const label = (text, { x, y }) => ctx.fillText(text, x, y);
    for (let row = 0; row < rows; row += 1) label(rowLetter(row), at(PAD_X * 0.55, PAD_Y + rows - 1 - row + 0.5));
    for (let column = 1; column <= columns; column += 1) label(String(column), at(PAD_X + column - 0.5, PAD_Y + rows + PAD_Y * 0.45));
  }

  // What the scene marks on the mound: the acting side's glowing edge, the
  // last move's trail, the review's better move.
  drawMoundMarks(ctx, layout, scene) {
    const { cell, at } = layout;
    const { length, depth } = this.mound;
    if (scene.actingSide === 0 || scene.actingSide === 1) {
      const v = scene.actingSide === 0 ? depth - 0.06 : 0.06;
      ctx.strokeStyle = PALETTE.acting;
      ctx.lineWidth = Math.max(3, cell * 0.1);
      ctx.lineCap = "round";
      ctx.beginPath();
      pathLine(ctx, at(depth * 0.3, v), at(length - depth * 0.3, v));
      ctx.stroke();
    }
    if (scene.lastMove) this.drawTrail(ctx, layout, scene.lastMove);
    // The review's better move: both its holes ringed in green.
    if (scene.better) {
      for (const name of [scene.better.from, scene.better.to].filter(Boolean)) this.ringHole(ctx, layout, name, PALETTE.better, 0.08, 0.46);
    }
  }

  // The last move: a trail along its path from where it started, the hole it
  // landed in ringed. Where it started has no ring of its own: rings mark
  // the pieces that can move, and it looked like one.
  drawTrail(ctx, layout, { path, to }) {
    const points = path.map((name) => this.holeCenter(name));
    ctx.save();
    ctx.strokeStyle = PALETTE.trail;
    ctx.lineWidth = Math.max(2, layout.cell * 0.06);
    ctx.lineJoin = "round";
    ctx.lineCap = "round";
    ctx.beginPath();
    points.forEach(({ x, y }, i) => (i ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
    ctx.stroke();
    ctx.restore();
    this.ringHole(ctx, layout, to, PALETTE.lastMove, 0.1, 0.4);
  }

  ringHole(ctx, layout, name, colour, width, radius) {
    const { x, y } = this.holeCenter(name);
    ctx.strokeStyle = colour;
    ctx.lineWidth = Math.max(2, layout.cell * width);
    ctx.beginPath();
    ctx.arc(x, y, layout.cell * radius, 0, Math.PI * 2);
    ctx.stroke();
  }

  // A side's S-shaped run with arrows: along a row, up to the next, back.
  // path: { side, holes: all its holes in order, as the engine gives them }.
  drawPath(ctx, layout, { side, holes }) {
    const points = holes.map((name) => this.holeCenter(name));
    const { cell } = layout;
    ctx.save();
    ctx.strokeStyle = PALETTE.path[side];
    ctx.fillStyle = PALETTE.path[side];
    ctx.lineWidth = Math.max(2, cell * 0.07);
    ctx.lineJoin = "round";
    ctx.lineCap = "round";
    ctx.setLineDash([cell * 0.18, cell * 0.12]);
    ctx.beginPath();
    points.forEach(({ x, y }, i) => (i ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
    ctx.stroke();
    ctx.setLineDash([]);
    const arrow = (from, to, size) => {
      const angle = Math.atan2(to.y - from.y, to.x - from.x);
      const x = (from.x + to.x) / 2;
      const y = (from.y + to.y) / 2;
      ctx.beginPath();
      ctx.moveTo(x + Math.cos(angle) * size, y + Math.sin(angle) * size);
      ctx.lineTo(x + Math.cos(angle + 2.5) * size, y + Math.sin(angle + 2.5) * size);
      ctx.lineTo(x + Math.cos(angle - 2.5) * size, y + Math.sin(angle - 2.5) * size);
      ctx.closePath();
      ctx.fill();
    };
    for (let i = 1; i < points.length; i += 1) {
      if (i % 3 === 2 || i % this.mound.columns === 0) arrow(points[i - 1], points[i], cell * 0.16);
    }
    ctx.beginPath();
    ctx.arc(points[0].x, points[0].y, cell * 0.12, 0, Math.PI * 2);
    ctx.fill();
    const last = points.at(-1);
    ctx.lineWidth = Math.max(1.5, cell * 0.04);
    ctx.setLineDash([cell * 0.08, cell * 0.08]);
    ctx.beginPath();
    ctx.arc(last.x, last.y, cell * 0.42, 0, Math.PI * 2);
    ctx.stroke();
    ctx.restore();
  }

  drawPieces(ctx, layout, scene) {
    const hidden = SeigView.hiddenBy(this.motion);
    const { columns } = this.mound;
    for (let index = 0; index < scene.cells.length; index += 1) {
      const bits = scene.cells[index];
      if (!bits) continue;
      const name = holeName(Math.floor(index / columns), (index % columns) + 1);
      const { x, y } = this.holeCenter(name);
      const sides = [0, 1].filter((side) => bits & (1 << side) && !hidden.some((piece) => piece.hole === name && piece.side === side));
      // A released piece is lifted out of its hole onto a pale patch of sand.
      if (sides.some((side) => scene.released[index] & (1 << side))) {
        ctx.fillStyle = PALETTE.released;
        ctx.beginPath();
        ctx.ellipse(x, y, layout.cell * 0.4, layout.cell * 0.36, 0, 0, Math.PI * 2);
        ctx.fill();
      }
      // Two pieces sharing a hole lie side by side.
      const offset = sides.length === 2 ? layout.cell * 0.19 : 0;
      const scale = sides.length === 2 ? 0.72 : 1;
      sides.forEach((side, i) => {
        const released = Boolean(scene.released[index] & (1 << side));
        drawPiece(ctx, side, x + (i === 0 ? -offset : offset), y, layout.cell * scale, released);
      });
      // The rules let them share it: a count says so, lest it look like a glitch.
      if (sides.length === 2) this.drawCount(ctx, layout, x, y, sides.length);
    }
  }

  // A small round badge with a count, at a hole's upper corner.
  drawCount(ctx, layout, x, y, count) {
    const { cell } = layout;
    const radius = Math.max(7, cell * 0.16);
    const cx = x + cell * 0.34;
    const cy = y - cell * 0.3;
    ctx.fillStyle = PALETTE.badge;
    ctx.strokeStyle = PALETTE.pill;
    ctx.lineWidth = Math.max(1.5, cell * 0.035);
    ctx.beginPath();
    ctx.arc(cx, cy, radius, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = PALETTE.pill;
    ctx.font = `800 ${Math.round(radius * 1.3)}px system-ui, sans-serif`;
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillText(String(count), cx, cy + 1);
  }

  drawHints(ctx, layout, scene) {
    for (const name of scene.pickable ?? []) this.ringHole(ctx, layout, name, PALETTE.pickable, 0.045, 0.44);
    if (scene.selected) this.ringHole(ctx, layout, scene.selected, PALETTE.selected, 0.09, 0.45);
    const { cell } = layout;
    for (const { hole, label, takes } of scene.destinations ?? []) {
      const { x, y } = this.holeCenter(hole);
      if (takes) {
        this.ringHole(ctx, layout, hole, PALETTE.takes, 0.08, 0.44);
      } else {
        ctx.fillStyle = PALETTE.destination;
        ctx.beginPath();
        ctx.arc(x, y, cell * 0.12, 0, Math.PI * 2);
        ctx.fill();
      }
      // The values that reach this hole, on a label above it.
      const size = Math.max(10, Math.round(cell * 0.26));
      ctx.font = `700 ${size}px system-ui, sans-serif`;
      const w = ctx.measureText(label).width + size * 0.7;
      const h = size * 1.35;
      const top = y - cell * 0.5 - h * 0.35;
      ctx.fillStyle = PALETTE.pill;
      ctx.strokeStyle = takes ? PALETTE.takes : PALETTE.pillText;
      ctx.lineWidth = 1.5;
      ctx.beginPath();
      ctx.roundRect(x - w / 2, top, w, h, h / 2);
      ctx.fill();
      ctx.stroke();
      ctx.fillStyle = PALETTE.pillText;
      ctx.textAlign = "center";
      ctx.textBaseline = "middle";
      ctx.fillText(label, x, top + h / 2 + 1);
    }
  }

  // The endgame: each side's pieces in a heap in the middle of the mound
  // (a piece being taken is already off its heap, drawn by drawMotion).
  heapCenter(layout, side, beyond = 0) {
    const { length, depth } = this.mound;
    return layout.at(length / 2 + (side === 0 ? -2.2 - beyond : 2.2 + beyond), depth / 2);
  }

  drawHeaps(ctx, layout, counts) {
    const { cell } = layout;
    // The middle of the mound smoothed flat for the heaps.
    const middle = layout.at(this.mound.length / 2, this.mound.depth / 2);
    ctx.fillStyle = PALETTE.middle;
    ctx.beginPath();
    ctx.ellipse(middle.x, middle.y, cell * 4.6, cell * 1.55, layout.upright ? Math.PI / 2 : 0, 0, Math.PI * 2);
    ctx.fill();
    for (const side of [0, 1]) {
      const { x, y } = this.heapCenter(layout, side);
      const count = counts[side];
      for (let i = 0; i < count; i += 1) {
        // A loose pile: pieces on a small spiral.
        const angle = i * 2.4;
        const reach = cell * 0.28 * Math.sqrt(i);
        drawPiece(ctx, side, x + Math.cos(angle) * reach * 1.5, y + Math.sin(angle) * reach * 0.8, cell * 0.8, true);
      }
      const size = Math.max(12, Math.round(cell * 0.42));
      ctx.font = `800 ${size}px system-ui, sans-serif`;
      ctx.textAlign = "center";
      ctx.textBaseline = "middle";
      ctx.fillStyle = PALETTE.label;
      const number = this.heapCenter(layout, side, 2);
      ctx.fillText(String(count), number.x, number.y);
    }
  }

  drawGround(ctx, layout, scene) {
    const { tray, ground, cell } = layout;
    ctx.fillStyle = PALETTE.ground;
    ctx.beginPath();
    ctx.roundRect(tray.x, tray.y, tray.w, tray.h, cell * 0.5);
    ctx.fill();
    this.drawnWords = [];
    this.drawnSticks = null;
    if (this.throwing) return;
    const sticks = this.landed?.sticks ?? restingSticks(scene.stickCount);
    for (const stick of sticks) drawStick(ctx, layout, stick);
    // A diagram of the rules may show a board with no sticks.
    this.drawnSticks = sticks.length ? sticks.map((stick) => stickBounds(layout, stick)[0]).reduce(unionBox) : null;
    const glance = this.landed?.glance;
    // What the throw does, else the invitation to throw, in the tray's foot.
    const foot = glance?.line ?? (scene.canThrow ? TAP_TO_THROW : null);
    if (foot) this.drawFoot(ctx, layout, foot);
    if (!glance) return;
    // The throw's mark, large over the sticks, within their ground.
    const font = (px) => `${glance.shout ? "italic 800" : "800"} ${px}px system-ui, sans-serif`;
    let size = Math.round(Math.min(cell * (glance.shout ? 0.62 : 1.1), ground.h * 0.7));
    ctx.font = font(size);
    size = Math.min(size, Math.floor((size * ground.w * 0.9) / ctx.measureText(glance.mark).width));
    ctx.font = font(size);
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.lineJoin = "round";
    ctx.lineWidth = size * 0.2;
    ctx.strokeStyle = PALETTE.pill;
    const x = ground.x + ground.w / 2;
    const y = ground.y + ground.h / 2;
    ctx.direction = pageDirection();
    ctx.strokeText(glance.mark, x, y);
    ctx.fillStyle = PALETTE.shout;
    ctx.fillText(glance.mark, x, y);
    ctx.direction = "ltr";
    this.noteWords(ctx, glance.mark, x, y, size);
  }

  // A few words on a pale pill in the tray's foot, wrapped to its width, in
  // smaller letters where they would not fit it.
  drawFoot(ctx, layout, text) {
    const { words: strip, cell } = layout;
    const font = (px) => `700 ${px}px system-ui, sans-serif`;
    const linesAt = (px) => {
      ctx.font = font(px);
      return wrapText(ctx, text, strip.w - px * 1.2);
    };
    const fits = (px) => {
      const lines = linesAt(px);
      const widest = Math.max(...lines.map((line) => ctx.measureText(line).width));
      return widest <= strip.w - px * 1.2 && lines.length * px * 1.25 + px * 0.4 <= strip.h - px * 0.2;
    };
    let size = Math.max(12, Math.round(cell * 0.32));
    while (size > 9 && !fits(size)) size -= 1;
    ctx.direction = pageDirection();
    const lines = linesAt(size);
    const w = Math.max(...lines.map((line) => ctx.measureText(line).width)) + size;
    const h = lines.length * size * 1.25 + size * 0.4;
    const top = strip.y + (strip.h - h) / 2;
    const x = strip.x + strip.w / 2;
    ctx.fillStyle = PALETTE.pill;
    ctx.beginPath();
    ctx.roundRect(x - w / 2, top, w, h, Math.min(h / 2, size * 0.8));
    ctx.fill();
    ctx.fillStyle = PALETTE.pillText;
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    lines.forEach((line, i) => {
      const y = top + size * 0.2 + (i + 0.5) * size * 1.25 + 1;
      ctx.fillText(line, x, y);
      this.noteWords(ctx, line, x, y, size);
    });
    ctx.direction = "ltr";
  }

  // Words drawn on the tray, with their box (CSS pixels), for the tests' handle.
  noteWords(ctx, text, x, y, size) {
    const width = ctx.measureText(text).width;
    this.drawnWords.push({ text, size, left: x - width / 2, right: x + width / 2, top: y - size / 2, bottom: y + size / 2 });
  }

  // Where the moving pieces are: [{ side, x, y, size, alpha }].
  motionPieces(layout, now) {
    const motion = this.motion;
    const elapsed = now - motion.start;
    const t = Math.min(1, Math.max(0, elapsed / motion.duration));
    const { cell } = layout;
    if (motion.kind === "hop") {
      const along = t * (motion.holes.length - 1);
      const step = Math.min(motion.holes.length - 2, Math.floor(along));
      const from = this.holeCenter(motion.holes[step]);
      const to = this.holeCenter(motion.holes[step + 1]);
      const part = along - step;
      const arc = Math.sin(Math.PI * part) * cell * 0.35;
      return [{ side: motion.side, x: from.x + (to.x - from.x) * part, y: from.y + (to.y - from.y) * part - arc, size: cell, alpha: 1 }];
    }
    if (motion.kind === "release") {
      // Each rises from the sand, bright and full size by the time it lands.
      const own = motion.duration - motion.stagger * (motion.pieces.length - 1);
      return motion.pieces.map(({ from, to }, i) => {
        const p = easeInOut(Math.min(1, Math.max(0, (elapsed - i * motion.stagger) / own)));
        const start = this.holeCenter(from);
        const end = this.holeCenter(to);
        const arc = Math.sin(Math.PI * p) * cell * 0.45;
        return { side: motion.side, x: start.x + (end.x - start.x) * p, y: start.y + (end.y - start.y) * p - arc, size: cell * (0.85 + 0.15 * p + 0.25 * Math.sin(Math.PI * p)), alpha: 0.5 + 0.5 * p };
      });
    }
    // A taken piece leaves its heap off the taker's edge of the mound.
    const start = this.heapCenter(layout, motion.side);
    const end = layout.at(layout.toBoard(start.x, start.y).u, motion.side === 1 ? this.mound.depth + 0.6 : -0.6);
    const e = easeInOut(t);
    return [{ side: motion.side, x: start.x + (end.x - start.x) * e, y: start.y + (end.y - start.y) * e, size: cell * (1 + 0.3 * Math.sin(Math.PI * t)), alpha: 1 - t * 0.7 }];
  }
}

// The extent of an arrangement of `mound` with a ground `depth` deep, in
// holes' spacings on the screen, margins included: { across, down }.
function spans(arrangement, depth, mound) {
  const { upright, ground } = arrangement;
  const tray = depth + wordsBeyond(arrangement);
  const along = mound.length + (ground === "end" ? GAP + tray : 0);
  const beside = mound.depth + (ground === "below" ? GAP + tray : 0);
  const [across, down] = upright ? [beside, along] : [along, beside];
  return { across: across + 2 * MARGIN, down: down + 2 * MARGIN };
}

// How much the words' strip adds to the tray's depth: all of it where the tray
// lies under the mound on the screen; where it lies beside, the strip is
// taken off the foot of its long side.
const wordsBeyond = ({ upright, ground }) => (upright === (ground === "end") ? WORDS : 0);

// The screen box of the board's box u0..u1 by v0..v1.
function screenBox(at, [u0, u1], [v0, v1]) {
  const a = at(u0, v0);
  const b = at(u1, v1);
  return { x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), w: Math.abs(b.x - a.x), h: Math.abs(b.y - a.y) };
}

// `text` in lines no wider than `width` (in the context's font), broken between words.
function wrapText(ctx, text, width) {
  const lines = [];
  for (const word of text.split(" ")) {
    const last = lines.at(-1);
    if (last !== undefined && ctx.measureText(`${last} ${word}`).width <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

// Words on the board read the page's way (the board itself is drawn left to right).
const pageDirection = () => (document.documentElement.dir === "rtl" ? "rtl" : "ltr");

const unionBox = (a, b) => ({
  left: Math.min(a.left, b.left), top: Math.min(a.top, b.top), right: Math.max(a.right, b.right), bottom: Math.max(a.bottom, b.bottom),
});
