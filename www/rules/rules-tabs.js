// @ts-check
// The rules show one game at a time: the section of game `id` (the first
// when there is none such), its tab marked as the current one. Returns the
// section shown.
export function showGame(root, id) {
  const sections = [...root.querySelectorAll("[data-game]")];
  const chosen = sections.find((section) => section.id === id) ?? sections[0];
  for (const section of sections) section.hidden = section !== chosen;
  for (const tab of root.querySelectorAll(".rules-tabs a")) {
    if (tab.hash === `#${chosen.id}`) tab.setAttribute("aria-current", "page");
    else tab.removeAttribute("aria-current");
  }
  return chosen;
}

