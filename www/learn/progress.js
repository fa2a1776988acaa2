// @ts-check
// Which lesson steps the player has done, kept on the device. Storage that
// is refused (private mode, full) only means progress is not remembered.

const KEY = "desert-games/learn/v1";

function readAll() {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? "{}");
    return typeof stored === "object" && stored !== null && !Array.isArray(stored) ? stored : {};
  } catch {
    return {};
  }
}

export const doneSteps = () => new Set(Object.keys(readAll()));

export function markDone(stepId) {
  try {
    localStorage.setItem(KEY, JSON.stringify({ ...readAll(), [stepId]: true }));
  } catch {
    // not remembered: the lesson goes on
  }
}
