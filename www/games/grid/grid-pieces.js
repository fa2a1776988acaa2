// @ts-check
// A grid game's pieces (Siga, Seega) drawn on a canvas, and the places of the
// captured ones in a tray beside the board.

const PALETTE = {
  lightFill: ["#fbf3e0", "#dcc295"],
  lightLine: "#5a3a1c",
  lightRing: "#b07a3a",
  darkFill: ["#6e4628", "#2f1c0e"],
  darkLine: "#1e1208",
  darkMark: "#e0b05c",
};

// Places for `count` small pieces in a tray, in up to two lines; they shrink
// rather than overflow. An upright tray fills from its player's end: the
// bottom for the near one.
export function trayPlaces(layout, rect, count, near) {
  const horizontal = rect.w >= rect.h;
  const length = horizontal ? rect.w : rect.h;
  const depth = horizontal ? rect.h : rect.w;
  let step = layout.cell * 0.42;
  let inLine = Math.max(1, Math.floor(length / step - 0.2));
  if (count > 2 * inLine) {
    inLine = Math.ceil(count / 2);
    step = length / (inLine + 0.2);
  }
  const lines = Math.ceil(count / inLine);
  const lineStep = Math.min(depth / 2, step * 1.05);
  const startDepth = (depth - lineStep * (lines - 1)) / 2;
  const startLength = step * 0.6;
  const places = [];
  for (let i = 0; i < count; i += 1) {
    const along = startLength + (i % inLine) * step;
    const across = startDepth + Math.floor(i / inLine) * lineStep;
    places.push({
      x: rect.x + (horizontal ? along : across),
      y: horizontal ? rect.y + across : near ? rect.y + rect.h - along : rect.y + along,
    });
  }
  return { rect, radius: step * 0.4, places };
}

// Light pieces are round with a ring; dark pieces are rounded squares with a
// diamond: told apart by shape, not by colour alone.
// A piece's outline: Light's is round, Dark's a rounded square.
function tracePiece(ctx, x, y, r, side) {
  ctx.beginPath();
  if (side === 0) {
    ctx.arc(x, y, r, 0, Math.PI * 2);
  } else {
    const half = r * 0.86;
    ctx.roundRect(x - half, y - half, half * 2, half * 2, r * 0.28);
  }
}

export function drawPiece(ctx, x, y, r, side, alpha = 1) {
  if (r <= 0 || alpha <= 0) return;
  ctx.save();
  ctx.globalAlpha = alpha;
  // The shadow has the piece's own shape, a little below it.
  ctx.fillStyle = "rgba(40, 22, 8, 0.25)";
  tracePiece(ctx, x + r * 0.06, y + r * 0.16, r * 0.95, side);
  ctx.fill();
  const fill = side === 0 ? PALETTE.lightFill : PALETTE.darkFill;
  const gradient = ctx.createLinearGradient(x - r, y - r, x + r, y + r);
  gradient.addColorStop(0, fill[0]);
  gradient.addColorStop(1, fill[1]);
  ctx.fillStyle = gradient;
  ctx.lineWidth = Math.max(1, r * 0.08);
  tracePiece(ctx, x, y, r, side);
  ctx.fill();
  ctx.strokeStyle = side === 0 ? PALETTE.lightLine : PALETTE.darkLine;
  ctx.stroke();
  ctx.beginPath();
  if (side === 0) {
    ctx.arc(x, y, r * 0.58, 0, Math.PI * 2);
    ctx.lineWidth = Math.max(1, r * 0.12);
    ctx.strokeStyle = PALETTE.lightRing;
    ctx.stroke();
  } else {
    const d = r * 0.34;
    ctx.moveTo(x, y - d);
    ctx.lineTo(x + d, y);
    ctx.lineTo(x, y + d);
    ctx.lineTo(x - d, y);
    ctx.closePath();
    ctx.fillStyle = PALETTE.darkMark;
    ctx.fill();
  }
  ctx.restore();
}
