// @ts-check
// The rules inside the game's own page, for the one-file copy, which has no
// rules page beside it: tools/one-file.mjs puts each language's rules text
// in a template, and the Rules link opens the reader's in a dialog, at the
// game being played. The tabs switch games in place: the page's address is
// the game's, and stays as it is.

import { fillRules } from "./rules-figures.js";
import { showGame } from "./rules-tabs.js";
import { languageCode, words } from "../lang/language.js";

function fill(dialog, text) {
  text.append(/** @type {HTMLTemplateElement} */ (document.getElementById(`rules-${languageCode}`)).content.cloneNode(true));
  dialog.querySelector(".rules-dialog-bar").prepend(text.querySelector("h1")); // the title stays in sight
  text.querySelector(".rules-tabs").addEventListener("click", (event) => {
    const tab = event.target.closest("a");
    if (!tab) return;
    event.preventDefault();
    showGame(text, tab.hash.slice(1));
  });
  fillRules(text, words);
}

export function openRules(dialog, ruleset) {
  const text = dialog.querySelector(".rules-dialog-text");
  if (!text.firstElementChild) fill(dialog, text);
  showGame(text, ruleset);
  dialog.showModal();
  dialog.scrollTop = 0;
}
