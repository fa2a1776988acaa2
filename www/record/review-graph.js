// @ts-check
// The review's graph: Light's chance of winning after each move, the turning
// points ringed and the position on the board marked. Drawn at the screen's
// pixel ratio, so it stays sharp; rendering and hit-testing only.

import { watchCanvasSize } from "../board/canvas-size.js";
import { words } from "../lang/text.js";

const { GRAPH_LABELS } = words;

const COLOURS = {
  lightHalf: "#fdf7ea",
  darkHalf: "rgba(107, 68, 35, 0.16)",
  even: "rgba(58, 36, 18, 0.35)",
  line: "#8f4c12",
  fill: "rgba(184, 102, 28, 0.22)",
  point: "#3a2412",
  turning: "#9e2a14",
  shown: "rgba(58, 36, 18, 0.6)",
  label: "rgba(58, 36, 18, 0.8)",
};
const PAD = { left: 8, right: 10, top: 8, bottom: 8 };

export class ReviewGraph {
  constructor(canvas) {
    this.canvas = canvas;
    this.ctx = canvas.getContext("2d");
    this.size = { width: 0, height: 0 };
    // { chances: [Light's chance per position computed so far], positions, turning: Set(position), shown }
    this.data = null;
    watchCanvasSize(canvas, (width, height) => {
      this.size = { width, height };
      this.draw();
    });
  }

  show(data) {
    this.data = data;
    this.draw();
  }

  xOf(position) {
    const span = Math.max(1, this.data.positions - 1);
    return PAD.left + (position / span) * (this.size.width - PAD.left - PAD.right);
  }

  yOf(chance) {
    return PAD.top + (1 - chance) * (this.size.height - PAD.top - PAD.bottom);
  }

  // The position whose point is nearest to `x` (CSS pixels), or null.
  positionAt(x) {
    if (!this.data?.chances.length) return null;
    const span = Math.max(1, this.data.positions - 1);
    const position = Math.round(((x - PAD.left) / (this.size.width - PAD.left - PAD.right)) * span);
    return Math.max(0, Math.min(this.data.chances.length - 1, position));
  }

  draw() {
    const { ctx, canvas, size, data } = this;
    if (!size.width) return;
    ctx.setTransform(canvas.width / size.width, 0, 0, canvas.height / size.height, 0, 0);
    ctx.clearRect(0, 0, size.width, size.height);
    const middle = this.yOf(0.5);
    ctx.fillStyle = COLOURS.lightHalf;
    ctx.fillRect(0, 0, size.width, middle);
    ctx.fillStyle = COLOURS.darkHalf;
    ctx.fillRect(0, middle, size.width, size.height - middle);
    ctx.strokeStyle = COLOURS.even;
    ctx.setLineDash([4, 4]);
    ctx.lineWidth = 1;
    ctx.beginPath();
    ctx.moveTo(0, Math.round(middle) + 0.5);
    ctx.lineTo(size.width, Math.round(middle) + 0.5);
    ctx.stroke();
    ctx.setLineDash([]);
    ctx.fillStyle = COLOURS.label;
    ctx.font = "600 11px system-ui, sans-serif";
    ctx.textBaseline = "top";
    // At the left, where every game starts near even, the labels stay clear of the curve.
    ctx.textAlign = "left";
    ctx.fillText(GRAPH_LABELS.light, PAD.left, 2);
    ctx.textBaseline = "bottom";
    ctx.fillText(GRAPH_LABELS.dark, PAD.left, size.height - 2);
    if (!data?.chances.length) return;
    this.drawCurve(data.chances, middle);
    if (data.shown !== null && data.shown < data.chances.length) {
      const x = Math.round(this.xOf(data.shown)) + 0.5;
      ctx.strokeStyle = COLOURS.shown;
      ctx.lineWidth = 1.5;
      ctx.beginPath();
      ctx.moveTo(x, 0);
      ctx.lineTo(x, size.height);
      ctx.stroke();
    }
    const radius = data.positions > 60 ? 1.5 : 2.5;
    data.chances.forEach((chance, position) => {
      const turning = data.turning.has(position);
      ctx.beginPath();
      ctx.arc(this.xOf(position), this.yOf(chance), turning ? 5 : radius, 0, Math.PI * 2);
      ctx.fillStyle = turning ? COLOURS.turning : COLOURS.point;
      ctx.fill();
      if (turning) {
        ctx.strokeStyle = COLOURS.lightHalf;
        ctx.lineWidth = 1.5;
        ctx.stroke();
      }
    });
  }

  drawCurve(chances, middle) {
    const { ctx } = this;
    ctx.beginPath();
    chances.forEach((chance, position) => ctx.lineTo(this.xOf(position), this.yOf(chance)));
    ctx.lineTo(this.xOf(chances.length - 1), middle);
    ctx.lineTo(this.xOf(0), middle);
    ctx.closePath();
    ctx.fillStyle = COLOURS.fill;
    ctx.fill();
    ctx.beginPath();
    chances.forEach((chance, position) => ctx.lineTo(this.xOf(position), this.yOf(chance)));
    ctx.strokeStyle = COLOURS.line;
    ctx.lineWidth = 2;
    ctx.lineJoin = "round";
    ctx.stroke();
  }
}
