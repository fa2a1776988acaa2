// @ts-check
// Canvas rendering of Seig: the sand mound (seig-mound.js) laid out on the
// canvas (seig-layout.js), the sticks' tray beside it (seig-tray.js), the
// sticks' flight (sticks.js) and the pieces on the move (seig-motion.js).
// Everything that does not move during an animation is drawn once into an
// offscreen layer, so a frame is one copy of that layer plus the few moving things.

import { watchCanvasSize, keepMinimumSize } from "../../board/canvas-size.js";
import { planThrow, stickAt, landedSticks } from "./sticks.js";
import { drawPiece } from "./seig-pieces.js";
import { drawStick, drawStickShadow, restingSticks, stickBounds } from "./stick-drawing.js";
import { MIN_HOLE, moundOf, sameHoles, leastSpans, layoutOf, holeCenter, holeAt, unionBox } from "./seig-layout.js";
import { drawBareMound, drawMoundMarks, drawPaths, drawPieces, drawHints, drawHeaps } from "./seig-mound.js";
import { drawTray } from "./seig-tray.js";
import { hopMotion, takeMotion, releaseMotion, hiddenBy, motionPieces } from "./seig-motion.js";

export class SeigView {
  // onLayout(layout): told each new arrangement of the mound (a page's board
  // arranges the page round it; a still picture has no page to arrange).
  /** @param {HTMLCanvasElement} canvas @param {{ onLayout?: (layout: { upright: boolean }) => void }} [options] */
  constructor(canvas, { onLayout = () => {} } = {}) {
    this.canvas = canvas;
    this.onLayout = onLayout;
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
    if (this.mound) keepMinimumSize(this.canvas, this.size.width, leastSpans(this.mound), MIN_HOLE);
  }

  // scene: { places, cells, released or states (as board() gives them), counts: [n0, n1], endgame, actingSide, canThrow,
  // stickCount, pickable: [holes], selected, destinations: [{ hole, label, takes }],
  // paths: { side, routes: the side's paths as situation().paths gives them } or null, lastMove: { path, to } (its holes from start to landing) or null,
  // better: the review's better move { from, to } or null }
  show(scene) {
    if (!sameHoles(this.mound, scene)) {
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
    return this.startMotion(hopMotion(side, holes, stepMs));
  }

  // An endgame piece of `side` taken from its heap.
  take(side, durationMs) {
    if (durationMs <= 0) return Promise.resolve();
    return this.startMotion(takeMotion(side, durationMs));
  }

  // Pieces of `side` a throw released, lifted out of the sand one after the
  // other, front first: `pieces` [{ from, to }], `from` where it lay
  // unreleased (the hole before `to` when the release moved it on). The layer
  // must already show them released (they are hidden meanwhile).
  release(side, pieces, durationMs) {
    if (durationMs <= 0 || !pieces.length) return Promise.resolve();
    return this.startMotion(releaseMotion(side, pieces, durationMs));
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

  currentLayout() {
    if (!this.layout && this.mound && this.size.width > 0 && this.size.height > 0) {
      this.layout = layoutOf(this.size, this.mound);
      this.onLayout(this.layout);
    }
    return this.layout;
  }

  // CSS pixels from the canvas's top-left corner; row a nearest Light, at the bottom.
  holeCenter(name) {
    const layout = this.currentLayout();
    return layout ? holeCenter(layout, name) : null;
  }

  holeAt(x, y) {
    const layout = this.currentLayout();
    return layout ? holeAt(layout, x, y) : null;
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
      pieces: this.motion ? motionPieces(this.motion, layout, now) : [],
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
    drawMoundMarks(ctx, layout, scene);
    if (scene.paths) drawPaths(ctx, layout, scene.paths);
    if (scene.endgame) drawHeaps(ctx, layout, scene.counts);
    else drawPieces(ctx, layout, scene, hiddenBy(this.motion));
    drawHints(ctx, layout, scene);
    const lying = this.throwing ? null : { sticks: this.landed?.sticks ?? restingSticks(scene.stickCount), glance: this.landed?.glance, canThrow: scene.canThrow };
    ({ words: this.drawnWords, sticks: this.drawnSticks } = drawTray(ctx, layout, lying));
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
    drawBareMound(ctx, layout);
    this.bareMoundLayout = layout;
    return bareMound;
  }
}
