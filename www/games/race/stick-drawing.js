// @ts-check
// The throwing sticks as drawn on the ground beside the Seig mound: where a
// stick lies on the screen, its shadow, and the box a moving one covers.
// A stick's place is in ground coordinates (x along the ground's long side,
// y across it, 0..1); `layout` is the board view's.

import { PALETTE } from "./seig-palette.js";

const LIFT = 0.15; // how much larger a stick looks at the top of its flight

// Ground coordinates to pixels.
function groundPoint(layout, stick) {
  const { at, ground } = layout;
  const along = ground.long === "u" ? ground.u : ground.v;
  const across = ground.long === "u" ? ground.v : ground.u;
  const a = along[0] + stick.x * (along[1] - along[0]);
  const b = across[0] + stick.y * (across[1] - across[0]);
  return ground.long === "u" ? at(a, b) : at(b, a);
}

// A stick's angle on the screen: its angle on the ground, turned as the ground lies.
const stickAngle = (layout, stick) => stick.angle + (layout.upright ? Math.PI / 2 : 0) + (layout.ground.long === "v" ? Math.PI / 2 : 0);

// Short enough to lie across the ground with room round them (the words are in a strip of their own).
function stickSize(layout) {
  const { ground, cell } = layout;
  const depth = ground.long === "u" ? ground.v[1] - ground.v[0] : ground.u[1] - ground.u[0];
  return { length: Math.min(depth * 0.7, 1.6) * cell, width: cell * 0.26 };
}

// How far a stick's shadow falls from it, right and down: more the higher it flies.
const shadowOffset = (layout, stick) => stick.height * layout.cell * 0.3;

// Boxes (CSS pixels) round a stick as turned, grown as it rises, its outline
// included, and round its shadow, of the stick's own size: [stick, shadow].
export function stickBounds(layout, stick) {
  const { length, width } = stickSize(layout);
  const { x, y } = groundPoint(layout, stick);
  const angle = stickAngle(layout, stick);
  const [cos, sin] = [Math.abs(Math.cos(angle)), Math.abs(Math.sin(angle))];
  const box = (cx, cy, grown) => {
    const [halfLength, halfWidth] = [(length * grown) / 2 + 2, (width * grown) / 2 + 2];
    const dx = cos * halfLength + sin * halfWidth;
    const dy = sin * halfLength + cos * halfWidth;
    return { left: cx - dx, top: cy - dy, right: cx + dx, bottom: cy + dy };
  };
  const shadow = shadowOffset(layout, stick);
  return [box(x, y, 1 + LIFT * stick.height), box(x + shadow, y + shadow, 1)];
}

export function drawStickShadow(ctx, layout, stick) {
  const { x, y } = groundPoint(layout, stick);
  const { length, width } = stickSize(layout);
  const shadow = shadowOffset(layout, stick);
  ctx.save();
  ctx.translate(x + shadow, y + shadow);
  ctx.rotate(stickAngle(layout, stick));
  ctx.fillStyle = PALETTE.shadow;
  ctx.beginPath();
  ctx.roundRect(-length / 2, -width / 2, length, width, width / 2);
  ctx.fill();
  ctx.restore();
}

// A seig stick: plain white on one side, black and carved on the other.
export function drawStick(ctx, layout, stick) {
  const { x, y } = groundPoint(layout, stick);
  const { length: baseLength, width: baseWidth } = stickSize(layout);
  const lift = 1 + LIFT * (stick.height ?? 0);
  const length = baseLength * lift;
  const width = baseWidth * lift * stick.width;
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(stickAngle(layout, stick));
  ctx.fillStyle = stick.white ? PALETTE.stickWhite : PALETTE.stickBlack;
  ctx.strokeStyle = PALETTE.stickLine;
  ctx.lineWidth = Math.max(1, baseWidth * 0.1);
  ctx.beginPath();
  ctx.roundRect(-length / 2, -width / 2, length, width, width / 2);
  ctx.fill();
  ctx.stroke();
  if (!stick.white && stick.width > 0.4) {
    // The carved zigzag of the black side.
    ctx.strokeStyle = PALETTE.stickCarving;
    ctx.lineWidth = Math.max(1, baseWidth * 0.12);
    ctx.beginPath();
    const steps = 7;
    for (let i = 0; i <= steps; i += 1) {
      const px = -length * 0.38 + (i * length * 0.76) / steps;
      const py = (i % 2 ? 1 : -1) * width * 0.22;
      if (i) ctx.lineTo(px, py);
      else ctx.moveTo(px, py);
    }
    ctx.stroke();
  }
  ctx.restore();
}

// The sticks bundled before the first throw.
export function restingSticks(count) {
  return Array.from({ length: count }, (_, i) => ({
    x: 0.5 + (i - (count - 1) / 2) * 0.025, y: 0.45, angle: Math.PI / 2 + 0.04 * (i - count / 2), width: 1, white: i % 2 === 0, height: 0,
  }));
}
