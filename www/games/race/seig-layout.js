// @ts-check
// Where Seig's board lies on its canvas: the sand mound with its rows of
// holes (as the engine's board() says) and the sticks' tray beside it, in the
// arrangement that gives the largest holes, and the holes' names and places.
//
// The mound lies across the canvas, or stands upright on a tall one (a phone
// held upright: twelve holes across would be too small to tap), and the
// sticks' tray lies below it or at its end, whichever gives the largest holes;
// the throw's words are at the tray's foot, under the sticks.

// Sizes in units of one hole's spacing. The board's own units: u runs along
// the mound from the first column to the last, v across it from Dark's edge to Light's.
export const PAD_X = 0.45; // mound beyond the outer holes, along it (row letters)
export const PAD_Y = 0.4; // beyond the outer rows, across it (column numbers)
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
export const MIN_HOLE = 36;
// CSS px between holes from which a board lying across is large enough.
const COMFORTABLE_HOLE = 1.5 * MIN_HOLE;
// The arrangements tried, the usual one first: it wins ties.
const ARRANGEMENTS = [
  { upright: false, ground: "below" }, { upright: false, ground: "end" },
  { upright: true, ground: "below" }, { upright: true, ground: "end" },
];

// The holes of a board (board()'s `places`: each hole's name, row and
// column, row 0 nearest Light) as the screen shows them, row 0 at the bottom:
// [[name or null]], top row first, by column from the left, null where a row
// has no hole (beside Tidikelt's `b0`).
export function holeRows({ places }) {
  const rows = Math.max(...places.map(({ row }) => row)) + 1;
  const columns = Math.max(...places.map(({ column }) => column)) + 1;
  const grid = Array.from({ length: rows }, () => Array(columns).fill(null));
  for (const { name, row, column } of places) grid[row][column] = name;
  return grid.reverse();
}
// A hole's place in the board's cells, -1 for a name of no hole.
export const holeIndex = (name, { places }) => places.findIndex((place) => place.name === name);

// The mound of a board, in units of one hole's spacing: as many rows and
// columns as its holes take, and where each hole is (by name and by place).
export function moundOf({ places }) {
  const rows = Math.max(...places.map(({ row }) => row)) + 1;
  const columns = Math.max(...places.map(({ column }) => column)) + 1;
  return {
    rows, columns, places, length: columns + 2 * PAD_X, depth: rows + 2 * PAD_Y,
    byName: new Map(places.map((place) => [place.name, place])),
    byPlace: new Map(places.map((place) => [`${place.row} ${place.column}`, place.name])),
  };
}
// Whether a scene's board has the mound's shape.
export const sameHoles = (mound, { places }) =>
  mound?.places.length === places.length && places.every((place, i) => place.name === mound.places[i].name);

// The extent of each arrangement of `mound` with the smallest ground, for the
// canvas's least size: [{ across, down }].
export const leastSpans = (mound) => ARRANGEMENTS.map((arrangement) => spans(arrangement, GROUND_MIN, mound));

// The arrangement of `mound` giving the largest holes on a canvas of `size`
// (CSS pixels), the ground taking what room is left: { cell, upright, at,
// toBoard, shape, mound, tray, ground, words }, where `at(u, v)` is the
// screen point of board point (u, v), `toBoard(x, y)` the reverse, `shape`
// the mound in board units, and the rest screen boxes.
export function layoutOf({ width, height }, mound) {
  const { length, depth: moundDepth } = mound;
  const sizes = ARRANGEMENTS.map((arrangement) => {
    const span = spans(arrangement, GROUND_MIN, mound);
    return { arrangement, cell: Math.max(1, Math.min(width / span.across, height / span.down)) };
  });
  // A short board (El Oued's 3 x 6) whose holes are comfortable lying
  // across stays so: standing it upright for larger holes still looked odd.
  const lying = sizes.filter(({ arrangement, cell }) => !arrangement.upright && cell >= COMFORTABLE_HOLE);
  const [best] = (lying.length ? lying : sizes).sort((a, b) => b.cell - a.cell);
  const { arrangement: { upright, ground: place }, cell } = best;
  // The ground grows into the room left in its own direction.
  const [room, span] = (place === "below") === upright ? [width, "across"] : [height, "down"];
  const depth = Math.min(GROUND_MAX[place], GROUND_MIN + room / cell - spans(best.arrangement, GROUND_MIN, mound)[span]);
  const { across, down } = spans(best.arrangement, depth, mound);
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
    cell, upright, at, toBoard, shape: mound, mound: screenBox(at, [0, length], [0, moundDepth]),
    tray: screenBox(at, tray.u, tray.v), ground: { ...screenBox(at, ground.u, ground.v), ...ground }, words: screenBox(at, words.u, words.v),
  };
}

// A hole's centre in CSS pixels from the canvas's top-left corner, row a
// nearest Light, at the bottom; null for a name of no hole.
export function holeCenter(layout, name) {
  const place = layout.shape.byName.get(name);
  return place ? layout.at(PAD_X + place.column + 0.5, PAD_Y + layout.shape.rows - 1 - place.row + 0.5) : null;
}

// The hole at a point in CSS pixels, or null.
export function holeAt(layout, x, y) {
  const { u, v } = layout.toBoard(x, y);
  const { rows, byPlace } = layout.shape;
  return byPlace.get(`${rows - 1 - Math.floor(v - PAD_Y)} ${Math.floor(u - PAD_X)}`) ?? null;
}

// Where a side's heap lies in the endgame, in the middle of the mound;
// `beyond` holes further out for its count.
export function heapCenter(layout, side, beyond = 0) {
  const { length, depth } = layout.shape;
  return layout.at(length / 2 + (side === 0 ? -2.2 - beyond : 2.2 + beyond), depth / 2);
}

// A box round two boxes ({ left, top, right, bottom }).
export const unionBox = (a, b) => ({
  left: Math.min(a.left, b.left), top: Math.min(a.top, b.top), right: Math.max(a.right, b.right), bottom: Math.max(a.bottom, b.bottom),
});

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

// The screen box of the board's box u0..u1 by v0..v1 (`u`: [u0, u1], `v`: [v0, v1]).
/** @param {(u: number, v: number) => { x: number, y: number }} at @param {number[]} u @param {number[]} v */
function screenBox(at, u, v) {
  const [u0, u1] = u;
  const [v0, v1] = v;
  const a = at(u0, v0);
  const b = at(u1, v1);
  return { x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), w: Math.abs(b.x - a.x), h: Math.abs(b.y - a.y) };
}
