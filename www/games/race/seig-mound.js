// @ts-check
// Seig's mound drawn on a canvas, in a layout of seig-layout.js: the sand
// with its grooves, holes and labels, and what the game puts on it (the
// acting side's edge, the last move's trail, the path, the pieces or the
// endgame's heaps, the hints of a move being made).

import { PALETTE } from "./seig-palette.js";
import { drawPiece, drawStateMark } from "./seig-pieces.js";
import { PAD_X, PAD_Y, holeCenter, heapCenter } from "./seig-layout.js";

// Adds a straight segment to the current path.
const pathLine = (ctx, from, to) => {
  ctx.moveTo(from.x, from.y);
  ctx.lineTo(to.x, to.y);
};

// The mound without the game: sand, grooves, holes, their letters and numbers.
export function drawBareMound(ctx, layout) {
  const { mound, cell, at } = layout;
  const { rows, columns, depth, places } = layout.shape;
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
  for (const { name } of places) {
    const { x, y } = holeCenter(layout, name);
    const hole = ctx.createRadialGradient(x, y - cell * 0.06, cell * 0.04, x, y, cell * 0.36);
    hole.addColorStop(0, PALETTE.hole[0]);
    hole.addColorStop(1, PALETTE.hole[1]);
    ctx.fillStyle = hole;
    ctx.beginPath();
    ctx.ellipse(x, y, cell * 0.36, cell * 0.32, layout.upright ? Math.PI / 2 : 0, 0, Math.PI * 2);
    ctx.fill();
  }
  // Row letters on the left, column numbers under the bottom row, as the
  // holes' names write them (a row's first hole, a column's lowest).
  const size = Math.max(8, Math.round(cell * 0.22));
  ctx.font = `600 ${size}px system-ui, sans-serif`;
  ctx.fillStyle = PALETTE.label;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  const label = (text, { x, y }) => ctx.fillText(text, x, y);
  const rowNamed = new Map();
  const columnNamed = new Map();
  for (const { name, row, column } of places) {
    if (!rowNamed.has(row)) rowNamed.set(row, name[0]);
    if (!columnNamed.has(column)) columnNamed.set(column, name.slice(1));
  }
  for (const [row, letter] of rowNamed) label(letter, at(PAD_X * 0.55, PAD_Y + rows - 1 - row + 0.5));
  for (const [column, number] of columnNamed) label(number, at(PAD_X + column + 0.5, PAD_Y + rows + PAD_Y * 0.45));
}

// What the scene marks on the mound: the acting side's glowing edge, the
// last move's trail, the review's better move.
export function drawMoundMarks(ctx, layout, scene) {
  const { cell, at } = layout;
  const { length, depth } = layout.shape;
  if (scene.actingSide === 0 || scene.actingSide === 1) {
    const v = scene.actingSide === 0 ? depth - 0.06 : 0.06;
    ctx.strokeStyle = PALETTE.acting;
    ctx.lineWidth = Math.max(3, cell * 0.1);
    ctx.lineCap = "round";
    ctx.beginPath();
    pathLine(ctx, at(depth * 0.3, v), at(length - depth * 0.3, v));
    ctx.stroke();
  }
  if (scene.lastMove) drawTrail(ctx, layout, scene.lastMove);
  // The review's better move: both its holes ringed in green.
  if (scene.better) {
    for (const name of [scene.better.from, scene.better.to].filter(Boolean)) ringHole(ctx, layout, name, PALETTE.better, 0.08, 0.46);
  }
}

// The last move: a trail along its path from where it started, the hole it
// landed in ringed. Where it started has no ring of its own: rings mark
// the pieces that can move, and it looked like one.
function drawTrail(ctx, layout, { path, to }) {
  const points = path.map((name) => holeCenter(layout, name));
  ctx.save();
  ctx.strokeStyle = PALETTE.trail;
  ctx.lineWidth = Math.max(2, layout.cell * 0.06);
  ctx.lineJoin = "round";
  ctx.lineCap = "round";
  ctx.beginPath();
  points.forEach(({ x, y }, i) => (i ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
  ctx.stroke();
  ctx.restore();
  ringHole(ctx, layout, to, PALETTE.lastMove, 0.1, 0.4);
}

function ringHole(ctx, layout, name, colour, width, radius) {
  const { x, y } = holeCenter(layout, name);
  ctx.strokeStyle = colour;
  ctx.lineWidth = Math.max(2, layout.cell * width);
  ctx.beginPath();
  ctx.arc(x, y, layout.cell * radius, 0, Math.PI * 2);
  ctx.stroke();
}

// A side's paths, as the engine gives them (`situation().paths[side]`): each
// a dashed run with arrows from a dot on its first hole; a path that ends is
// ringed at its last hole, a circuit runs back to its first. The main path
// is drawn strongest, the others (a way back, a circuit, an enemy path) fainter.
// paths: { side, routes: [{ holes, circuit }] }.
export function drawPaths(ctx, layout, { side, routes }) {
  routes.forEach((route, index) => drawRoute(ctx, layout, side, route, index === 0));
}

function drawRoute(ctx, layout, side, { holes, circuit }, main) {
  const points = holes.map((name) => holeCenter(layout, name));
  if (circuit) points.push(points[0]);
  const { cell } = layout;
  ctx.save();
  ctx.globalAlpha = main ? 1 : 0.5;
  ctx.strokeStyle = PALETTE.path[side];
  ctx.fillStyle = PALETTE.path[side];
  ctx.lineWidth = Math.max(main ? 2 : 1.5, cell * (main ? 0.07 : 0.045));
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
    if (i % 3 === 2 || i % layout.shape.columns === 0) arrow(points[i - 1], points[i], cell * 0.16);
  }
  ctx.beginPath();
  ctx.arc(points[0].x, points[0].y, cell * 0.12, 0, Math.PI * 2);
  ctx.fill();
  if (circuit) {
    ctx.restore();
    return;
  }
  const last = points.at(-1);
  ctx.lineWidth = Math.max(1.5, cell * 0.04);
  ctx.setLineDash([cell * 0.08, cell * 0.08]);
  ctx.beginPath();
  ctx.arc(last.x, last.y, cell * 0.42, 0, Math.PI * 2);
  ctx.stroke();
  ctx.restore();
}

// Whether the piece of `side` in hole `index` is out of the sand: Seig's
// released, a Sig variant's piece in any state but locked (0).
export const pieceFree = (scene, index, side) => (scene.states ? scene.states[index] !== 0 : Boolean(scene.released[index] & (1 << side)));

// The pieces in their holes, but those a motion draws itself (`hidden`: [{ hole, side }]).
// A hole's cell is a bit set of the sides there (1 light, 2 dark).
export function drawPieces(ctx, layout, scene, hidden) {
  for (let index = 0; index < scene.cells.length; index += 1) {
    const bits = scene.cells[index];
    if (!bits) continue;
    const { name } = layout.shape.places[index];
    const { x, y } = holeCenter(layout, name);
    const sides = [0, 1].filter((side) => bits & (1 << side) && !hidden.some((piece) => piece.hole === name && piece.side === side));
    // A released piece is lifted out of its hole onto a pale patch of sand.
    if (sides.some((side) => pieceFree(scene, index, side))) {
      ctx.fillStyle = PALETTE.released;
      ctx.beginPath();
      ctx.ellipse(x, y, layout.cell * 0.4, layout.cell * 0.36, 0, 0, Math.PI * 2);
      ctx.fill();
    }
    // Two pieces sharing a hole lie side by side.
    const offset = sides.length === 2 ? layout.cell * 0.19 : 0;
    const scale = sides.length === 2 ? 0.72 : 1;
    sides.forEach((side, i) => drawPiece(ctx, side, x + (i === 0 ? -offset : offset), y, layout.cell * scale, pieceFree(scene, index, side)));
    // A Sig variant's piece returning, circling or homeward carries its state's mark.
    if (sides.length && scene.states?.[index] > 1) drawStateMark(ctx, x, y, layout.cell, scene.states[index]);
    // The rules let them share it: a count says so, lest it look like a glitch.
    if (sides.length === 2) drawCount(ctx, layout, x, y, sides.length);
  }
}

// A small round badge with a count, at a hole's upper corner.
function drawCount(ctx, layout, x, y, count) {
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

export function drawHints(ctx, layout, scene) {
  for (const name of scene.pickable ?? []) ringHole(ctx, layout, name, PALETTE.pickable, 0.045, 0.44);
  if (scene.selected) ringHole(ctx, layout, scene.selected, PALETTE.selected, 0.09, 0.45);
  const { cell } = layout;
  for (const { hole, label, takes } of scene.destinations ?? []) {
    const { x, y } = holeCenter(layout, hole);
    if (takes) {
      ringHole(ctx, layout, hole, PALETTE.takes, 0.08, 0.44);
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
// (a piece being taken is already off its heap, drawn with the motion).
export function drawHeaps(ctx, layout, counts) {
  const { cell } = layout;
  // The middle of the mound smoothed flat for the heaps.
  const middle = layout.at(layout.shape.length / 2, layout.shape.depth / 2);
  ctx.fillStyle = PALETTE.middle;
  ctx.beginPath();
  ctx.ellipse(middle.x, middle.y, cell * 4.6, cell * 1.55, layout.upright ? Math.PI / 2 : 0, 0, Math.PI * 2);
  ctx.fill();
  for (const side of [0, 1]) {
    const { x, y } = heapCenter(layout, side);
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
    const number = heapCenter(layout, side, 2);
    ctx.fillText(String(count), number.x, number.y);
  }
}
