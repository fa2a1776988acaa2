// @ts-check
// A language is switched by reloading the page (www/lang/language.js); the
// store keeps the game, and what shows beyond it rides along in the history
// entry's state, which a reload keeps and no other tab sees: the review
// open, the earlier position shown, the lesson's step.

export function reloadKeeping(screen) {
  history.replaceState({ ...history.state, screen }, "");
  location.reload();
}

// What the reload kept, taken once; null when the page was not reloaded for a language.
export function takeKeptScreen() {
  const { screen = null, ...rest } = history.state ?? {};
  if (screen) history.replaceState(rest, "");
  return screen;
}
