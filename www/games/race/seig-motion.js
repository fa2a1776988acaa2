// @ts-check
// Pieces on the move over Seig's mound, in a layout of seig-layout.js: a
// piece hopping hole by hole, pieces a throw released rising from the sand,
// an endgame piece taken from its heap. A motion is
// { kind: "hop" | "release" | "take", side, ..., start, duration }.

import { holeCenter, heapCenter } from "./seig-layout.js";

const easeInOut = (t) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

// A piece of `side` hopping along `holes`, from its start to where it lands, a step each `stepMs`.
export const hopMotion = (side, holes, stepMs) => ({ kind: "hop", side, holes, duration: stepMs * (holes.length - 1) });

// An endgame piece of `side` taken from its heap.
export const takeMotion = (side, durationMs) => ({ kind: "take", side, duration: durationMs });

// Pieces of `side` a throw released, `pieces` [{ from, to }], lifted one after the other, front first.
export function releaseMotion(side, pieces, durationMs) {
  const stagger = Math.min(durationMs * 0.5, durationMs * 0.15 * (pieces.length - 1)) / Math.max(1, pieces.length - 1);
  return { kind: "release", side, pieces, stagger, duration: durationMs + stagger * (pieces.length - 1) };
}

// What a motion hides from the still picture while it draws the piece itself: [{ hole, side }].
export function hiddenBy(motion) {
  if (motion?.kind === "hop") return [{ hole: motion.holes.at(-1), side: motion.side }];
  if (motion?.kind === "release") return motion.pieces.map(({ to }) => ({ hole: to, side: motion.side }));
  return [];
}

// Where the moving pieces are `now`: [{ side, x, y, size, alpha }].
export function motionPieces(motion, layout, now) {
  const elapsed = now - motion.start;
  const t = Math.min(1, Math.max(0, elapsed / motion.duration));
  const { cell } = layout;
  if (motion.kind === "hop") {
    const along = t * (motion.holes.length - 1);
    const step = Math.min(motion.holes.length - 2, Math.floor(along));
    const from = holeCenter(layout, motion.holes[step]);
    const to = holeCenter(layout, motion.holes[step + 1]);
    const part = along - step;
    const arc = Math.sin(Math.PI * part) * cell * 0.35;
    return [{ side: motion.side, x: from.x + (to.x - from.x) * part, y: from.y + (to.y - from.y) * part - arc, size: cell, alpha: 1 }];
  }
  if (motion.kind === "release") {
    // Each rises from the sand, bright and full size by the time it lands.
    const own = motion.duration - motion.stagger * (motion.pieces.length - 1);
    return motion.pieces.map(({ from, to }, i) => {
      const p = easeInOut(Math.min(1, Math.max(0, (elapsed - i * motion.stagger) / own)));
      const start = holeCenter(layout, from);
      const end = holeCenter(layout, to);
      const arc = Math.sin(Math.PI * p) * cell * 0.45;
      return { side: motion.side, x: start.x + (end.x - start.x) * p, y: start.y + (end.y - start.y) * p - arc, size: cell * (0.85 + 0.15 * p + 0.25 * Math.sin(Math.PI * p)), alpha: 0.5 + 0.5 * p };
    });
  }
  // A taken piece leaves its heap off the taker's edge of the mound.
  const start = heapCenter(layout, motion.side);
  const end = layout.at(layout.toBoard(start.x, start.y).u, motion.side === 1 ? layout.shape.depth + 0.6 : -0.6);
  const e = easeInOut(t);
  return [{ side: motion.side, x: start.x + (end.x - start.x) * e, y: start.y + (end.y - start.y) * e, size: cell * (1 + 0.3 * Math.sin(Math.PI * t)), alpha: 1 - t * 0.7 }];
}
