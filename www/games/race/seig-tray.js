// @ts-check
// The sticks' tray of Seig's board, drawn in a layout of seig-layout.js: its
// ground, the sticks lying on it, and the throw's words (its mark large over
// the sticks, its line, or the invitation to throw, in the tray's foot).

import { words } from "../../lang/text.js";
import { PALETTE } from "./seig-palette.js";
import { drawStick, stickBounds } from "./stick-drawing.js";
import { unionBox } from "./seig-layout.js";

const { TAP_TO_THROW } = words;

// The tray; with `lying` ({ sticks, glance, canThrow }) the sticks on it and
// their words, none while sticks fly. Returns what it drew for the tests'
// handle: { words: [{ text, size, left, top, right, bottom }], sticks: their box or null }.
export function drawTray(ctx, layout, lying) {
  const { tray, ground, cell } = layout;
  ctx.fillStyle = PALETTE.ground;
  ctx.beginPath();
  ctx.roundRect(tray.x, tray.y, tray.w, tray.h, cell * 0.5);
  ctx.fill();
  const drawn = { words: [], sticks: null };
  if (!lying) return drawn;
  const { sticks, glance, canThrow } = lying;
  for (const stick of sticks) drawStick(ctx, layout, stick);
  // A diagram of the rules may show a board with no sticks.
  drawn.sticks = sticks.length ? sticks.map((stick) => stickBounds(layout, stick)[0]).reduce(unionBox) : null;
  // What the throw does, else the invitation to throw, in the tray's foot.
  const foot = glance?.line ?? (canThrow ? TAP_TO_THROW : null);
  if (foot) drawFoot(ctx, layout, foot, drawn.words);
  if (!glance) return drawn;
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
  drawn.words.push(wordsBox(ctx, glance.mark, x, y, size));
  return drawn;
}

// A few words on a pale pill in the tray's foot, wrapped to its width, in
// smaller letters where they would not fit it; each line's box goes to `drawnWords`.
function drawFoot(ctx, layout, text, drawnWords) {
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
    drawnWords.push(wordsBox(ctx, line, x, y, size));
  });
  ctx.direction = "ltr";
}

// Words centred on (x, y) with their box in CSS pixels.
function wordsBox(ctx, text, x, y, size) {
  const width = ctx.measureText(text).width;
  return { text, size, left: x - width / 2, right: x + width / 2, top: y - size / 2, bottom: y + size / 2 };
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
