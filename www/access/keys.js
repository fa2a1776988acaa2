// Keyboard play on the board canvas, for players who do not point: arrow keys
// move a cursor over the squares (as seen on screen), Enter or Space taps the
// square under it, Escape drops the picked piece.

const ARROWS = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };

// handlers: moveCursor(dx, dy), activate(), cancel(), showCursor(visible)
export function attachKeyboardInput(canvas, handlers) {
  canvas.tabIndex = 0;
  canvas.addEventListener("keydown", (event) => {
    if (event.key in ARROWS) handlers.moveCursor(...ARROWS[event.key]);
    else if (event.key === "Enter" || event.key === " ") handlers.activate();
    else if (event.key === "Escape") handlers.cancel();
    else return;
    event.preventDefault();
  });
  // Only keyboard focus shows the cursor; a tap also focuses the canvas.
  canvas.addEventListener("focus", () => handlers.showCursor(canvas.matches(":focus-visible")));
  canvas.addEventListener("blur", () => handlers.showCursor(false));
}
