// @ts-check
// The rules pages (rules.html): shows one game's section at a time, chosen by
// the address's fragment, and fills in the diagrams, chances and option names
// (rules-figures.js). The engine supplies start positions and the list of options.

import init, { rulesets } from "../../pkg/desert_games.js";
import { engineInput } from "../engine/engine-source.js";
import { fillRules } from "./rules-figures.js";
import { showGame } from "./rules-tabs.js";
import { LANGUAGES, languageCode, languageSwitch, rulesPage } from "../lang/language.js";

// Each rules page is written in one language. The plain address (rules.html)
// leads to the reader's language; a page named for a language stays in it,
// so a teacher's link to the French rules opens in French.
const pageLanguage = document.documentElement.lang;
const pageWords = LANGUAGES[pageLanguage].words;
if (location.pathname.endsWith("/rules.html") && languageCode !== pageLanguage) {
  location.replace(rulesPage(languageCode) + location.hash);
}
languageSwitch(document.getElementById("language"), (code) => location.assign(rulesPage(code) + location.hash), pageLanguage);

function showChosenGame() {
  document.title = pageWords.rulesPageTitle(showGame(document, location.hash.slice(1)).dataset.title);
}

window.addEventListener("hashchange", showChosenGame);
showChosenGame();
await init(engineInput);
fillRules(document, pageWords);
// Read by the end-to-end test, which checks every option has its words here.
window.desertRules = { rulesets: rulesets() };
document.documentElement.dataset.ready = "true";
