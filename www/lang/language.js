// @ts-check
// Which language the pages speak. The choice is made once, as a page loads:
// a `lang` in the address's fragment (an embedding site's choice) wins, then
// the reader's own choice from the switch, then the first of the browser's
// languages we have; English otherwise. Changing it reloads the page, which
// keeps the game in progress (www/session/storage.js) and the screen
// (www/page/language-reload.js).

import * as en from "./en.js";
import * as ar from "./ar.js";
import * as fr from "./fr.js";
import * as ru from "./ru.js";
import * as lessonsEn from "./lessons/en.js";
import * as lessonsAr from "./lessons/ar.js";
import * as lessonsFr from "./lessons/fr.js";
import * as lessonsRu from "./lessons/ru.js";

export const LANGUAGES = {
  en: { words: en, lessons: lessonsEn, dir: "ltr" },
  ar: { words: ar, lessons: lessonsAr, dir: "rtl" },
  fr: { words: fr, lessons: lessonsFr, dir: "ltr" },
  ru: { words: ru, lessons: lessonsRu, dir: "ltr" },
};

const STORAGE_KEY = "desert-games-language";

// The first code in `wanted` we have a language for; "ar-EG" counts as "ar".
export function chooseLanguage(wanted) {
  for (const tag of wanted) {
    const code = String(tag ?? "").toLowerCase().split("-")[0];
    if (Object.hasOwn(LANGUAGES, code)) return code;
  }
  return "en";
}

function savedChoice() {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // storage refused (private mode, a sandboxed frame): not remembered
  }
}

const fragmentChoice = new URLSearchParams(globalThis.location?.hash.slice(1) ?? "").get("lang");
const browserLanguages = globalThis.navigator?.languages ?? [globalThis.navigator?.language];

export const languageCode = chooseLanguage([fragmentChoice, savedChoice(), ...browserLanguages]);
export const words = LANGUAGES[languageCode].words;
export const lessonWords = LANGUAGES[languageCode].lessons;

// The rules page written in a language: rules.html is English.
export const rulesPage = (code) => (code === "en" ? "rules.html" : `rules-${code}.html`);

// Puts the language's words into the static parts of a page: data-i18n sets
// an element's text, data-i18n-label its accessible name, data-i18n-title
// its tooltip and accessible name, data-i18n-role its aria-roledescription,
// all from the language's PAGE words.
/** @param {Document | DocumentFragment | HTMLElement} [root] */
export function translatePage(root = document) {
  document.documentElement.lang = languageCode;
  document.documentElement.dir = LANGUAGES[languageCode].dir;
  const nodes = (selector) => /** @type {NodeListOf<HTMLElement>} */ (root.querySelectorAll(selector));
  for (const node of nodes("[data-i18n]")) node.textContent = words.PAGE[node.dataset.i18n];
  for (const node of nodes("[data-i18n-label]")) node.setAttribute("aria-label", words.PAGE[node.dataset.i18nLabel]);
  for (const node of nodes("[data-i18n-role]")) node.setAttribute("aria-roledescription", words.PAGE[node.dataset.i18nRole]);
  for (const node of nodes("[data-i18n-title]")) {
    node.title = words.PAGE[node.dataset.i18nTitle];
    node.setAttribute("aria-label", node.title);
  }
}

// Fills a <select> with every language, each named in itself, showing
// `current`, and makes a choice stick: `go(code)` then shows the page in it.
export function languageSwitch(select, go, current = languageCode) {
  select.replaceChildren(...Object.entries(LANGUAGES).map(([code, { words: own }]) => {
    const option = new Option(own.LANGUAGE_NAME, code);
    option.lang = code;
    return option;
  }));
  select.value = current;
  select.addEventListener("change", () => {
    let remembered = true;
    try {
      localStorage.setItem(STORAGE_KEY, select.value);
    } catch {
      remembered = false; // storage full or refused
    }
    // Unremembered, the choice travels in the address's fragment, which also
    // wins over what is remembered; one already there follows the choice.
    // (A fragment that names a place on the page, as the rules pages' do, stays.)
    const fragment = new URLSearchParams(location.hash.slice(1));
    const place = location.hash.length > 1 && document.getElementById(location.hash.slice(1)) !== null;
    if (!place && (!remembered || fragment.has("lang"))) {
      fragment.set("lang", select.value);
      history.replaceState(history.state, "", `${location.pathname}${location.search}#${fragment}`);
    }
    go(select.value);
  });
}
