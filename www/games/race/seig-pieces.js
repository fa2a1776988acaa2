// @ts-check
// The pieces of Seig and its variants as drawn on the canvas.

import { PALETTE } from "./seig-palette.js";

// Twigs (Light) are thin forked sticks; shells (Dark) are cowries with a
// toothed slit: told apart by shape, not only colour. A piece not yet
// released lies half buried: sand heaped over its lower half, a shape
// that faded colours alone did not make plain.
export function drawPiece(ctx, side, x, y, cell, released) {
  ctx.save();
  ctx.translate(x, y);
  if (released) {
    ctx.fillStyle = PALETTE.shadow;
    ctx.beginPath();
    ctx.ellipse(cell * 0.03, cell * 0.08, cell * 0.3, cell * 0.17, side === 0 ? -0.6 : 0, 0, Math.PI * 2);
    ctx.fill();
  }
  if (side === 0) drawTwig(ctx, cell);
  else drawShell(ctx, cell);
  if (!released) drawBuried(ctx, cell);
  ctx.restore();
}

// The sand over a buried piece's lower half, its crest a ridge of grains.
function drawBuried(ctx, cell) {
  const rx = cell * 0.38;
  const ry = cell * 0.3;
  const crest = -cell * 0.02;
  ctx.fillStyle = PALETTE.buried;
  ctx.beginPath();
  ctx.moveTo(-rx, crest);
  ctx.quadraticCurveTo(0, crest - cell * 0.08, rx, crest);
  ctx.ellipse(0, crest, rx, ry, 0, 0, Math.PI);
  ctx.closePath();
  ctx.fill();
  ctx.strokeStyle = PALETTE.buriedCrest;
  ctx.lineWidth = Math.max(1.5, cell * 0.04);
  ctx.lineCap = "round";
  ctx.setLineDash([cell * 0.04, cell * 0.05]);
  ctx.beginPath();
  ctx.moveTo(-rx * 0.85, crest - cell * 0.01);
  ctx.quadraticCurveTo(0, crest - cell * 0.08, rx * 0.85, crest - cell * 0.01);
  ctx.stroke();
  ctx.setLineDash([]);
}

function drawTwig(ctx, cell) {
  ctx.rotate(-0.65);
  const length = cell * 0.66;
  const width = cell * 0.13;
  const gradient = ctx.createLinearGradient(0, -width, 0, width);
  gradient.addColorStop(0, PALETTE.twig[0]);
  gradient.addColorStop(1, PALETTE.twig[1]);
  ctx.lineCap = "round";
  ctx.strokeStyle = PALETTE.twigLine;
  ctx.lineWidth = width + Math.max(1.5, cell * 0.04);
  const stem = () => {
    ctx.beginPath();
    ctx.moveTo(-length / 2, 0);
    ctx.quadraticCurveTo(0, -width * 0.6, length / 2, 0);
    // The fork of a twig broken from a bush.
    ctx.moveTo(length * 0.05, -width * 0.2);
    ctx.lineTo(length * 0.3, -width * 1.9);
  };
  stem();
  ctx.stroke();
  ctx.strokeStyle = gradient;
  ctx.lineWidth = width;
  stem();
  ctx.stroke();
}

function drawShell(ctx, cell) {
  const rx = cell * 0.29;
  const ry = cell * 0.22;
  const gradient = ctx.createRadialGradient(-rx * 0.3, -ry * 0.4, rx * 0.1, 0, 0, rx);
  gradient.addColorStop(0, PALETTE.shell[0]);
  gradient.addColorStop(1, PALETTE.shell[1]);
  ctx.fillStyle = gradient;
  ctx.strokeStyle = PALETTE.shellLine;
  ctx.lineWidth = Math.max(1, cell * 0.03);
  ctx.beginPath();
  ctx.ellipse(0, 0, rx, ry, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  ctx.strokeStyle = PALETTE.shellSlit;
  ctx.lineWidth = Math.max(1, cell * 0.035);
  ctx.beginPath();
  ctx.moveTo(-rx * 0.7, 0);
  ctx.quadraticCurveTo(0, ry * 0.25, rx * 0.7, 0);
  // The cowrie's teeth along its slit.
  for (let i = -2; i <= 2; i += 1) {
    ctx.moveTo(i * rx * 0.25, ry * 0.02);
    ctx.lineTo(i * rx * 0.25, ry * 0.32);
  }
  ctx.stroke();
}

// A Sig variant's piece state beyond free (board().states), as a dark badge
// at the hole's lower corner, told apart by its sign: returning (2) an arrow
// turning back, circling (3) a ring with an arrowhead, homeward (4) a house.
export function drawStateMark(ctx, x, y, cell, state) {
  const radius = Math.max(7, cell * 0.15);
  ctx.save();
  ctx.translate(x + cell * 0.3, y + cell * 0.26);
  ctx.fillStyle = PALETTE.badge;
  ctx.strokeStyle = PALETTE.pill;
  ctx.lineWidth = Math.max(1.5, cell * 0.035);
  ctx.beginPath();
  ctx.arc(0, 0, radius, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  const r = radius * 0.55;
  ctx.lineCap = "round";
  ctx.lineJoin = "round";
  ctx.beginPath();
  if (state === 2) {
    ctx.moveTo(r, r * 0.6);
    ctx.lineTo(r, -r * 0.2);
    ctx.arc(0, -r * 0.2, r, 0, Math.PI, true);
    ctx.lineTo(-r, r * 0.6);
    ctx.moveTo(-r * 1.5, r * 0.1);
    ctx.lineTo(-r, r * 0.7);
    ctx.lineTo(-r * 0.5, r * 0.1);
  } else if (state === 3) {
    ctx.arc(0, 0, r, -Math.PI * 0.3, Math.PI * 1.4);
    ctx.moveTo(r * 0.2, -r * 1.3);
    ctx.lineTo(r * 0.65, -r * 0.8);
    ctx.lineTo(r * 0.1, -r * 0.5);
  } else {
    ctx.moveTo(-r, 0);
    ctx.lineTo(0, -r);
    ctx.lineTo(r, 0);
    ctx.moveTo(-r * 0.7, -r * 0.25);
    ctx.lineTo(-r * 0.7, r * 0.9);
    ctx.lineTo(r * 0.7, r * 0.9);
    ctx.lineTo(r * 0.7, -r * 0.25);
  }
  ctx.stroke();
  ctx.restore();
}
