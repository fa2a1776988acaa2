// @ts-check
// The size of a board's canvas: sharp at any pixel ratio, and never so
// small that a finger misses a square or a hole (each kind's view says how small).

// Keeps a canvas's backing store at its CSS size times devicePixelRatio, so
// drawing stays sharp; calls `onResize(cssWidth, cssHeight)` on change.
export function watchCanvasSize(canvas, onResize) {
  let cssWidth = 0;
  let cssHeight = 0;
  let deviceSize = null;
  const apply = () => {
    const dpr = window.devicePixelRatio || 1;
    // The exact device size only refines rounding; some emulations report CSS pixels there.
    const exact = deviceSize && Math.abs(deviceSize.width - cssWidth * dpr) < 2 && Math.abs(deviceSize.height - cssHeight * dpr) < 2;
    const width = exact ? deviceSize.width : Math.round(cssWidth * dpr);
    const height = exact ? deviceSize.height : Math.round(cssHeight * dpr);
    if (canvas.width !== width) canvas.width = width;
    if (canvas.height !== height) canvas.height = height;
    onResize(cssWidth, cssHeight);
  };
  const observer = new ResizeObserver(([entry]) => {
    cssWidth = entry.contentRect.width;
    cssHeight = entry.contentRect.height;
    const exact = entry.devicePixelContentBoxSize?.[0];
    deviceSize = exact ? { width: exact.inlineSize, height: exact.blockSize } : null;
    apply();
  });
  try {
    observer.observe(canvas, { box: "device-pixel-content-box" });
  } catch {
    observer.observe(canvas);
  }
  // A zoom or a move to another screen changes the ratio without resizing.
  const watchRatio = () => {
    const query = window.matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`);
    query.addEventListener("change", () => {
      deviceSize = null;
      apply();
      watchRatio();
    }, { once: true });
  };
  watchRatio();
}

// Keeps the board's area large enough for squares (or holes) `minCell` CSS
// px apart, in whichever arrangement (`spans`: [{ across, down }] in squares)
// gives the largest at its width, the least height breaking ties: the page
// scrolls down rather than the squares shrink (a 9x9 board on a phone held
// sideways). Where even the narrowest arrangement is wider than the area (a
// 9x9 board on a phone held upright), the board is drawn wider and the area
// pans sideways under a swipe. A hidden canvas (no width) leaves it to the shown one.
export function keepMinimumSize(canvas, width, spans, minCell) {
  if (width <= 0) return;
  const minWidth = Math.ceil(minCell * Math.min(...spans.map(({ across }) => across)));
  const needs = spans.map(({ across, down }) => {
    const cell = Math.min(minCell, Math.max(width, minWidth) / across);
    return { cell, height: Math.ceil(cell * down) };
  });
  const [best] = needs.sort((a, b) => b.cell - a.cell || a.height - b.height);
  const play = canvas.closest(".play");
  if (!play) return; // a still picture keeps the size it is given
  const area = canvas.parentElement;
  area.classList.toggle("zoomed", area.clientWidth < minWidth);
  play.style.setProperty("--board-min-height", `${best.height}px`);
  play.style.setProperty("--board-min-width", `${minWidth}px`);
}
