// @ts-check
// What the page says about the game beside the board: the game's name, who
// plays whom (the computer's level included), whose turn it is, a rule's
// note (why a side moves twice), the barrier count, the result and the match
// score. All of it read from the store and the engine.

import { words } from "../lang/text.js";

const { GAME_NAMES, GAME_OVER_TEXT, matchupText, barrierText, matchText } = words;

// The barrier counter shows over the last this many plies before the count.
const BARRIER_WARNING = 10;

export class StatusLine {
  // elements: { gameName, matchup, turnText, thinking, result, matchScore, ruleNote, barrier };
  // thinking(): the computer is searching; shownTurn(): { actor, phase } the
  // seat the board shows acting, and the phase it shows when not the game's
  // (a stick game's thrower while the sticks fly); kind(): the
  // game's kind (www/games/), whose words say the turn, a rule's note and the result.
  constructor({ elements, store, thinking, shownTurn, kind }) {
    this.el = elements;
    this.store = store;
    this.thinking = thinking;
    this.shownTurn = shownTurn;
    this.kind = kind;
    store.subscribe(() => this.render());
  }

  render() {
    const { el, store } = this;
    const { game, settings, match } = store;
    const status = game.status();
    const situation = game.situation();
    const kind = this.kind();
    const thinking = this.thinking();
    el.gameName.textContent = GAME_NAMES[settings.ruleset] ?? settings.ruleset;
    el.matchup.textContent = matchupText(settings);
    const { actor, phase = situation.phase } = this.shownTurn();
    el.turnText.textContent = status.over || !actor ? GAME_OVER_TEXT
      : kind.turnText({ actor, situation: { ...situation, phase }, thinking, settings });
    el.thinking.hidden = !thinking;
    const note = status.over ? "" : kind.ruleNote(situation, settings);
    el.ruleNote.hidden = !note;
    el.ruleNote.textContent = note;
    const barrier = status.over ? null : situation.barrier;
    const warn = barrier && barrier.plies > 0 && barrier.limit - barrier.plies <= BARRIER_WARNING;
    el.barrier.hidden = !warn;
    el.barrier.textContent = warn ? barrierText(barrier) : "";
    el.result.hidden = !status.over;
    el.result.textContent = this.resultText();
    // The score counts a game once the next one starts, or at once when it decides the match.
    const decided = store.matchAfterGame;
    el.matchScore.hidden = match.length === 1;
    el.matchScore.textContent = matchText(decided.over ? decided : match);
  }

  resultText() {
    const { game, settings } = this.store;
    const status = game.status();
    if (!status.over) return "";
    return this.kind().resultText(status, game, settings);
  }
}
