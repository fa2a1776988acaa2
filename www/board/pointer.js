// @ts-check
// Pointer input on the board canvas: taps and drags, from mouse, pen or touch.
// Turns pixels into squares (through `squareAt`) and reports intents; the
// rules of what a press means live elsewhere.

const DRAG_THRESHOLD = 5; // CSS pixels before a press becomes a drag

// handlers: press(square) -> { draggable }, release(), dragMove(x, y),
// drop(square), dragCancel(). Coordinates are CSS pixels on the canvas.
export function attachPointerInput(canvas, squareAt, handlers) {
  let gesture = null;

  const point = (event) => {
    const rect = canvas.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

  canvas.addEventListener("pointerdown", (event) => {
    if (!event.isPrimary || event.button !== 0) return;
    event.preventDefault();
    const start = point(event);
    const { draggable } = handlers.press(squareAt(start.x, start.y));
    gesture = { pointerId: event.pointerId, start, draggable, dragging: false };
    if (draggable) canvas.setPointerCapture(event.pointerId);
  });

  canvas.addEventListener("pointermove", (event) => {
    if (!gesture || event.pointerId !== gesture.pointerId || !gesture.draggable) return;
    const at = point(event);
    if (!gesture.dragging && Math.hypot(at.x - gesture.start.x, at.y - gesture.start.y) < DRAG_THRESHOLD) return;
    gesture.dragging = true;
    handlers.dragMove(at.x, at.y);
  });

  canvas.addEventListener("pointerup", (event) => {
    if (!gesture || event.pointerId !== gesture.pointerId) return;
    const { dragging } = gesture;
    gesture = null;
    if (dragging) {
      const at = point(event);
      handlers.drop(squareAt(at.x, at.y));
    } else {
      handlers.release();
    }
  });

  canvas.addEventListener("pointercancel", (event) => {
    if (!gesture || event.pointerId !== gesture.pointerId) return;
    const { dragging } = gesture;
    gesture = null;
    if (dragging) handlers.dragCancel();
  });
}
