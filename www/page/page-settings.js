// The More menu's settings of the page itself (preferences.js): confirm each move.

export function attachPageSettings({ confirmMoves }, preferences) {
  confirmMoves.checked = preferences.get("confirmMoves");
  confirmMoves.addEventListener("change", () => preferences.set("confirmMoves", confirmMoves.checked));
}
