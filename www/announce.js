// The live region: tells in words every move, throw, capture, series, extra
// move and result, for players who do not see the board. It compares the game
// with what it last told, so moves by people and by the computer, undo and a
// new game are all told from one place (the page's refresh).

import { parseMove, squareCoords } from "./state.js";
import { withCopy } from "./seega.js";
import { isFirstThrow } from "./seig-page.js";
import { throwKind, STOPS_TO_SPEND } from "./sticks.js";
import { moveAnnouncement, throwAnnouncement, spendAnnouncement, throwValueText, undoAnnouncement, newGameAnnouncement } from "./text.js";

const KEPT_LINES = 6; // older lines leave the region; only additions are read out
const SPEND = /^([a-d]\d+)-([a-d]\d+):([\d+]+)$/;

// Plays `text` on `game` and says what it did. who(side, seat): the actor's name.
function describeMove(game, text, who) {
  const side = game.toMove();
  const name = who(side, game.seat());
  if (text.startsWith("throw")) {
    const before = { phase: game.phase(), pool: game.pool() };
    const firstThrow = isFirstThrow(game);
    const { faces, whites } = game.play("throw").throw;
    const over = game.status().over;
    const kind = throwKind({ whites, sticks: faces.length, before, firstThrow, poolAfter: game.pool(), over });
    const passed = STOPS_TO_SPEND.has(kind) && !over && game.phase() === "throw";
    const detail = throwValueText({ kind, whites, fourMoves: game.options().fourMoves, passed, side });
    return throwAnnouncement({ who: name, whites, sticks: faces.length, detail });
  }
  const spend = SPEND.exec(text);
  if (spend) {
    const { captured } = game.play(text);
    return spendAnnouncement({ who: name, from: spend[1], to: spend[2], group: spend[3], takenSide: captured.length ? 1 - side : null });
  }
  const { files, cells } = game.board();
  const { move, captured } = game.play(text);
  const first = captured[0] && squareCoords(captured[0]);
  const capturedSide = first ? cells[first.rank * files + first.file] - 1 : null;
  return moveAnnouncement({ who: name, move: parseMove(move), captured, capturedSide });
}

// The moves played since `from`, replayed on a copy from there.
function describeMovesSince(game, from, who) {
  const moves = game.history().slice(from);
  return withCopy(game, (copy) => {
    for (let i = 0; i < moves.length; i += 1) copy.undo();
    return moves.map((text) => describeMove(copy, text, who));
  });
}

export class Announcer {
  constructor(region) {
    this.region = region;
    this.game = null;
    this.length = 0; // moves in the game when last told
    this.sentenceKey = null; // the standing sentence last told, and when
  }

  say(text) {
    const line = document.createElement("p");
    line.textContent = text;
    this.region.append(line);
    while (this.region.childElementCount > KEPT_LINES) this.region.firstElementChild.remove();
  }

  // Tells what changed since the last call. gameName: shown for a new game;
  // who(side, seat): an actor's name; sentence: what stands now (the result,
  // a series, whose turn it is when a person acts) or null.
  update({ game, gameName, who, sentence }) {
    const length = game.history().length;
    const parts = [];
    if (game !== this.game) {
      // The game the page opened with is not news; a fresh one is.
      if (this.game !== null && length === 0) parts.push(newGameAnnouncement(gameName));
      this.game = game;
    } else if (length < this.length) {
      parts.push(undoAnnouncement(this.length - length));
    } else if (length > this.length) {
      parts.push(...describeMovesSince(game, this.length, who));
    }
    this.length = length;
    const key = sentence && `${length}|${sentence}`;
    if (sentence && (parts.length || key !== this.sentenceKey)) parts.push(sentence);
    if (key) this.sentenceKey = key;
    if (parts.length) this.say(`${parts.join(". ")}.`);
  }
}
