// @ts-check
// The More menu's settings of the page itself (preferences.js): confirm each
// move, and the theme, which the root element carries (`data-theme`, styled
// in base.css) from the page's first moments on.

export function attachPageSettings({ confirmMoves, theme }, preferences) {
  const applyTheme = () => {
    document.documentElement.dataset.theme = preferences.get("theme");
  };
  applyTheme();
  confirmMoves.checked = preferences.get("confirmMoves");
  confirmMoves.addEventListener("change", () => preferences.set("confirmMoves", confirmMoves.checked));
  theme.value = preferences.get("theme");
  theme.addEventListener("change", () => {
    preferences.set("theme", theme.value);
    applyTheme();
  });
}
