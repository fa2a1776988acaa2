// @ts-check
// The one-file copy carries the rules in the page (tools/one-file.mjs, which
// adds the dialog): a link to the rules (the header's, a home card's) opens
// them there, at the game it names, else at the game being played (`current()`).
export function openRulesInPage(dialog, rulesHref, current) {
  if (!dialog) return;
  document.addEventListener("click", async (event) => {
    const rulesLink = /** @type {HTMLAnchorElement | null} */ (/** @type {Element} */ (event.target).closest(`a[href^="${rulesHref}"]`));
    if (!rulesLink) return;
    event.preventDefault();
    const { openRules } = await import("./rules-dialog.js");
    openRules(dialog, new URL(rulesLink.href).hash.slice(1) || current());
  });
}
