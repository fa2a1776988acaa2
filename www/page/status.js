// What the page says about the game beside the board: the game's name, who
// plays whom (the computer's level included), whose turn it is, the Seega
// rule behind a double move, the barrier count, the result and the match
// score. All of it read from the store and the engine.

import {
  GAME_NAMES, GAME_OVER_TEXT, matchupText, turnText, seigTurnText, seegaActNote, barrierText, resultText, seigResultText, matchText,
} from "../lang/text.js";

// The barrier counter shows over the last this many plies before the count.
const BARRIER_WARNING = 10;

export class StatusLine {
  // elements: { gameName, matchup, turnText, thinking, result, matchScore, ruleNote, barrier };
  // thinking(): the computer is searching; shownActor(): the seat the board
  // shows acting (Seig keeps the thrower's while the sticks fly).
  constructor({ elements, store, thinking, shownActor }) {
    Object.assign(this, { el: elements, store, thinking, shownActor });
  }

  render() {
    const { el, store } = this;
    const { game, settings, match } = store;
    const status = game.status();
    const situation = game.situation();
    const seats = settings.opponent === "seats";
    const thinking = this.thinking();
    el.gameName.textContent = GAME_NAMES[settings.ruleset] ?? settings.ruleset;
    el.matchup.textContent = matchupText(settings);
    const actor = this.shownActor();
    el.turnText.textContent = status.over || !actor ? GAME_OVER_TEXT
      : seats ? seigTurnText({ seat: actor, phase: situation.phase, thinking })
      : turnText({ phase: situation.phase, toMove: actor.side, thinking, act: situation.act, settings });
    el.thinking.hidden = !thinking;
    const note = status.over ? "" : seegaActNote(situation.act, situation.toMove, settings.ruleset);
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
    return settings.opponent === "seats" ? seigResultText(status) : resultText(status, game.options(), status.cause === "barrier");
  }
}
