// Siga and Seega: games on a grid of squares, one piece a move, two players
// (a person or the computer on each side). The kind's side of the interface
// every kind gives (www/games/index.js).

import { GridBoard } from "./grid-board.js";
import { GridView } from "./grid-view.js";
import { facesFair, fitSettings, friendSeats, peopleOnly, seatsOf } from "./seats.js";
import { LESSONS } from "./lessons.js";
import { DIAGRAMS, diagramBoard } from "./diagrams.js";
import { words } from "../../lang/text.js";

const { turnText, seegaActNote, toPlaceText, resultText } = words;

export const grid = {
  name: "grid",

  // Every grid the engine names.
  draws: () => true,

  // The board on the page: the canvas `board`, the person's side at the bottom.
  createBoard({ $, store, actions, seats, timeline, showMessage, better, pending, active }) {
    return new GridBoard({
      canvas: $("board"), store, actions, timeline, showMessage, better, pending, active,
      // The side of the person here sits at the bottom; Light does when people here play both.
      flipped: () => {
        const here = ([seat]) => !seat.computer && !seat.remote;
        const [light, dark] = seats();
        return !here(light) && here(dark);
      },
    });
  },

  // A still picture of a position (the rules' diagrams, the home's cards), and its width over height:
  // the board in its frame, and the trays of taken pieces beside it only when asked for.
  aspectRatio: (board, trays) => (board.files + 0.32 + (trays === "none" ? 0 : 1.88)) / (board.ranks + 0.32),
  drawPicture(canvas, { board, marked, selected, destinations, lastMove, captured, trays }) {
    new GridView(canvas).show({ board, flipped: false, selected, destinations, lastMove, marked, captured, trays, drag: null, better: null });
  },

  // The new-game panel's own part: none; the opponent, side and hints fields are the grid games'.
  createSettingsForm: () => null,

  // Who plays: one opponent, a person or the computer, or a friend on another device.
  fitSettings,
  peopleOnly,
  facesFair,
  seatsOf,
  friendSeats,

  // The status line's words: whose turn, the Seega rule behind a double move, the result.
  turnText: ({ actor, situation, thinking, settings }) =>
    turnText({ phase: situation.phase, toMove: actor.side, thinking, act: situation.act, settings }),
  // Seega's placement counts the pieces still to place; then the rule behind a double move.
  ruleNote: (situation, settings) => (situation.toPlace ? toPlaceText(situation.toPlace) : seegaActNote(situation.act, situation.toMove, settings.ruleset)),
  resultText: (status, game) => resultText(status, game.options(), status.cause === "barrier"),

  // A move in the list and in the live region: as the record writes it (null: no words of the kind's own).
  listedMove: () => null,
  spokenMove: () => null,
  // Each rule set's lessons (www/learn/).
  lessons: LESSONS,

  // The rules pages' diagrams of these games (www/rules/), and the rules' other figures: none.
  diagrams: DIAGRAMS,
  diagramBoard,
  fillRules: () => {},

  // Typed and shown as the rules write them.
  shownMove: (entry) => entry?.move ?? "",
};
