// @ts-check
// The rules show one game at a time: the section of game `id` (the first
// when there is none such), its tab marked as the current one. Returns the
// section shown.
export function showGame(root, id) {
  const sections = [...root.querySelectorAll("[data-game]")];
  const chosen = sections.find((section) => section.id === id) ?? sections[0];
  for (const section of sections) section.hidden = section !== chosen;
  for (const tab of root.querySelectorAll(".rules-tabs a")) {
    const current = tab.hash === `#${chosen.id}`;
    if (current) tab.setAttribute("aria-current", "page");
    else tab.removeAttribute("aria-current");
    // A game not offered yet keeps its tab hidden, but for the section an address opened.
    if (current) tab.hidden = false;
    else if (tab.dataset.offered) tab.hidden = tab.dataset.offered === "false";
  }
  return chosen;
}

// Marks the tabs of the games the page offers (`offered`, rule set ids): the
// others (a game whose board the page does not draw yet) are hidden, as the
// pages write them, while their sections stay open to an address.
export function offerTabs(root, offered) {
  for (const tab of root.querySelectorAll(".rules-tabs a")) tab.dataset.offered = String(offered.has(tab.hash.slice(1)));
}
