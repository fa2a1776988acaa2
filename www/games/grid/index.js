// @ts-check
// Siga and Seega: games on a grid of squares, one piece a move, two players
// (a person or the computer on each side). The kind's side of the interface
// every kind gives (www/games/index.js).

import { GridBoard } from "./grid-board.js";
import { GridView } from "./grid-view.js";
import { OpponentForm } from "./opponent-form.js";
import { facesFair, fitSettings, friendSeats, peopleOnly, seatsOf } from "./seats.js";
import { LESSONS, GOALS } from "./lessons.js";
import { DIAGRAMS, diagramBoard } from "./diagrams.js";
import { words } from "../../lang/text.js";

const { turnText, seegaActNote, toPlaceText, resultText, SIDE_NAMES, seriesAnnouncement, extraMoveAnnouncement } = words;

export const grid = {
  name: "grid",

  // The board on the page: the canvas `board`, the person's side at the bottom (board.set(state) tells it the rest).
  createBoard: ({ $, store, actions, showMessage }) => new GridBoard({ canvas: $("board"), store, actions, showMessage }),

  // A still picture of a position (the rules' diagrams, the home's cards), and its width over height:
  // the board in its frame, and the trays of taken pieces beside it only when asked for.
  aspectRatio: (board, trays) => (board.files + 0.32 + (trays === "none" ? 0 : 1.88)) / (board.ranks + 0.32),
  drawPicture(canvas, { board, marked, selected, destinations, lastMove, captured, trays }) {
    new GridView(canvas).show({ board, flipped: false, selected, destinations, lastMove, marked, captured, trays, drag: null, better: null });
  },

  // Nothing of the kind's own on the page's paths: a move is the engine's as it comes.
  attach: () => {},
  // A friend game may go by letters (links sent back and forth).
  byLetters: true,
  dealt: () => (move) => move,

  // The new-game panel's own part: one opponent, the side to play, hints (the panel's own fields).
  createSettingsForm: (anchor) => new OpponentForm(anchor.closest("form")),

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

  // An actor in the live region's words: its side's name.
  actorName: (sitting, side) => SIDE_NAMES[side],
  // What the rules ask now beyond whose turn it is, in words: a capture series to go on with, an extra move.
  actAnnouncement: ({ act, toMove }) => (act === "series" ? seriesAnnouncement(toMove) : act === "extra" ? extraMoveAnnouncement(toMove) : null),
  // A move after which its capture series goes on (the sound of a series).
  seriesGoesOn: (report) => report.next.act === "series",
  // No sticks.
  throwsSticks: () => false,

  // A move in the list and in the live region: as the record writes it (null: no words of the kind's own).
  listedMove: () => null,
  spokenMove: () => null,
  // Each rule set's lessons (www/learn/).
  lessons: LESSONS,
  goals: GOALS,

  // The rules pages' diagrams of these games (www/rules/), and the rules' other figures: none.
  diagrams: DIAGRAMS,
  diagramBoard,
  wideDiagrams: false,
  fillRules: () => {},

  // Typed and shown as the rules write them.
  shownMove: (entry) => entry?.move ?? "",
};
