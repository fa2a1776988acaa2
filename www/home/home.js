// @ts-check
// The home: every rule set as a card, each with a picture of
// its start, a sentence on what it is and where it is played, and Play, Learn
// and Rules; "continue your game" when one is kept on the device. A first
// visit opens here, and so does the title's link (#home), Back from the game
// and a reload of the home's address (screen-address.js); links to a game,
// lessons and embeds go straight to their board.

import { drawStart } from "./game-picture.js";
import { PastGamesView } from "./past-games-view.js";
import { addressGame, addressHome, addressedScreen, followAddress } from "./screen-address.js";
import { readLink } from "../session/link.js";
import { words } from "../lang/text.js";

const { GAME_NAMES, HOME_GAMES, PAGE, continueText } = words;

const KEY = "desert-games-welcomed";

// Whether this device has been past the home before; storage that is refused only means the home shows again.
export function welcomedBefore() {
  try {
    return localStorage.getItem(KEY) !== null;
  } catch {
    return false;
  }
}

function remember() {
  try {
    localStorage.setItem(KEY, "1");
  } catch {
    // shown again next time
  }
}

export class Home {
  // el: { home, play (the board's part of the page), cards, continueLine, continueButton }; rulesets: the engine's
  // list; rulesHref(ruleset): its rules; play(ruleset): a new game of it is
  // chosen; stored(): the name of the game kept on the device, or null;
  // shown(): the home came over the game (what was open on the board closes).
  constructor({ elements, rulesets, rulesHref, play, stored, shown }) {
    this.el = elements;
    this.play = play;
    this.stored = stored;
    this.shown = shown;
    elements.cards.replaceChildren(...rulesets.map(({ id }) => this.card(id, rulesHref(id))));
    elements.continueButton.addEventListener("click", () => this.leave());
  }

  get open() {
    return !this.el.home.hidden;
  }

  show() {
    const stored = this.stored();
    this.el.continueLine.hidden = stored === null;
    if (stored !== null) this.el.continueButton.textContent = continueText(stored);
    this.el.home.hidden = false;
    this.el.play.hidden = true;
    document.documentElement.classList.add("at-home");
    addressHome();
    this.shown();
    // Drawn once shown: a hidden canvas has no size to draw at.
    for (const canvas of this.el.cards.querySelectorAll("canvas")) drawStart(canvas, canvas.dataset.ruleset);
  }

  // To the game: by the player's choice here, a step in the history that Back
  // returns from; by the browser's Forward (`push` false), the step it took.
  leave({ push = true } = {}) {
    remember();
    this.el.home.hidden = true;
    this.el.play.hidden = false;
    document.documentElement.classList.remove("at-home");
    addressGame({ push });
  }

  card(ruleset, rulesHref) {
    const item = document.createElement("li");
    item.className = "home-card";
    item.dataset.ruleset = ruleset;
    const canvas = Object.assign(document.createElement("canvas"), { className: "home-picture" });
    canvas.dataset.ruleset = ruleset;
    canvas.setAttribute("aria-hidden", "true");
    const headingId = `home-${ruleset}`;
    const heading = Object.assign(document.createElement("h3"), { id: headingId, textContent: GAME_NAMES[ruleset] });
    item.setAttribute("aria-labelledby", headingId);
    const about = Object.assign(document.createElement("p"), { textContent: HOME_GAMES[ruleset] });
    const play = Object.assign(document.createElement("button"), { type: "button", className: "primary", textContent: PAGE.homePlay });
    play.dataset.testid = `home-play-${ruleset}`;
    play.addEventListener("click", () => {
      this.leave();
      this.play(ruleset);
    });
    const link = (text, href, testid) => {
      const anchor = Object.assign(document.createElement("a"), { className: "button", textContent: text, href });
      anchor.dataset.testid = testid;
      anchor.addEventListener("click", () => remember());
      return anchor;
    };
    const actions = Object.assign(document.createElement("p"), { className: "home-actions" });
    actions.append(play, link(PAGE.learn, `#learn=${ruleset}`, `home-learn-${ruleset}`), link(PAGE.rules, rulesHref, `home-rules-${ruleset}`));
    item.append(canvas, heading, about, actions);
    return item;
  }
}

// The home and its record of past games (`pastGames`, which follows the games
// ended in the store, or null where none is kept), over the board. Shown when its address asks for it (the title's link,
// Back from the game, a reload there), or to someone with no game of their own
// here who came by no link (`firstVisit`) and has not been here before; else
// the address names the game. Back and Forward follow it from then on.
export function attachHome({ $, store, seats, pastGames, ask, firstVisit, rulesets, rulesHref, play, stored, shown }) {
  const pastGamesView = pastGames && new PastGamesView({
    elements: { section: $("past-games"), title: $("past-games-title"), empty: $("past-games-empty"), table: $("past-games-table"), remove: $("past-games-delete") },
    pastGames, ask,
  });
  const made = new Home({
    elements: { home: $("home"), play: $("play"), cards: $("home-cards"), continueLine: $("home-continue-line"), continueButton: $("home-continue") },
    rulesets, rulesHref, play, stored,
    shown: () => {
      shown();
      pastGamesView?.render();
    },
  });
  pastGames?.follow(store, seats, () => made.open && pastGamesView.render());
  if (addressedScreen() === "home" || (firstVisit && !welcomedBefore())) made.show();
  else if (readLink() === null) addressGame();
  followAddress(made);
  return made;
}
