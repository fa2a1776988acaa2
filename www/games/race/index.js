// @ts-check
// Seig: a race round four rows of holes, moved by throwing sticks, between
// two teams of seats. The kind's side of the interface every kind gives
// (www/games/index.js).

import { SeigBoard } from "./seig-board.js";
import { placeSeigElements } from "./seig-elements.js";
import { SeigView } from "./seig-view.js";
import { moundOf } from "./seig-layout.js";
import { SeigSeatsForm } from "./seig-seats.js";
import { facesFair, fitSettings, friendSeats, peopleOnly, seatsOf } from "./seats.js";
import { FriendThrows } from "./friend-throws.js";
import { typedFaces, dealing } from "./steps.js";
import { LESSONS, GOALS } from "./lessons.js";
import { DIAGRAMS, diagramBoard, fillChances } from "./diagrams.js";
import { throwWords } from "./throw-words.js";
import { shownMove, shownFaces } from "./move-words.js";
import { throwNotation, words } from "../../lang/text.js";

const { seigTurnText, seigResultText, throwAnnouncement, spendAnnouncement, removeAnnouncement, SIDE_NAMES, seatLabel } = words;

export const race = {
  name: "race",

  // The mound, the sticks and the bar of tools under it, which the kind puts on the page.
  createBoard({ $, store, actions, showMessage }) {
    return new SeigBoard({ elements: placeSeigElements($), store, actions, showMessage });
  },

  // A still picture: the mound with its ends (1.2 holes' spacing along it), and
  // the tray for the sticks and their words below it (4.2 across it, its edges included).
  aspectRatio: (board) => {
    const { rows, columns } = moundOf(board);
    return (columns + 1.2) / (rows + 4.2);
  },
  drawPicture(canvas, { board, selected, destinations, path }) {
    new SeigView(canvas).show({
      places: board.places, cells: board.cells, released: board.released, states: board.states, counts: [0, 0], endgame: false, actingSide: null, canThrow: false,
      stickCount: board.sticks, pickable: [], selected, destinations, paths: path, lastMove: null, better: null,
    });
  },

  // What the kind adds to the page's paths, once: a throw's faces typed only
  // where they are fair, and a live friend game's throws made by both devices
  // (`ours(ruleset)`: whether a game of that rule set is this kind's).
  attach({ store, actions, seats, friend, whenIdle, refused, ours }) {
    actions.use(typedFaces(store, seats));
    new FriendThrows({ friend, store, actions, whenIdle, refused, ours });
  },
  // A friend game goes by letters (links) only where no throw is made: each
  // throw needs both devices at once (fair-throw.js).
  byLetters: false,
  // A lesson's step on the action path: the throws it deals, in order.
  dealt: dealing,

  // The new-game panel's own part: the seats in place of one opponent, the seed of the sticks.
  createSettingsForm: (anchor, element) => new SeigSeatsForm(anchor, element),

  // Who plays: two teams of seats.
  fitSettings,
  peopleOnly,
  seatsOf,
  facesFair,
  friendSeats,

  // The status line's words: the seat to throw or move, the result.
  turnText: ({ actor, situation, thinking }) => seigTurnText({ seat: actor, phase: situation.phase, thinking }),
  ruleNote: () => "",
  resultText: (status) => seigResultText(status),

  // An actor in the live region's words: its seat's name, else its side's.
  actorName: (sitting, side) => (sitting.name ? seatLabel(sitting) : SIDE_NAMES[side]),
  // Nothing the rules ask beyond whose turn it is.
  actAnnouncement: () => null,
  // No capture series.
  seriesGoesOn: () => false,
  // A throw of the sticks: its sound lands with them.
  throwsSticks: (report) => report.throw !== null,

  // A throw in the move list: its faces in the reader's letters and its whites; a spend as the record writes it.
  listedMove: (report) => (report.throw ? throwNotation(shownFaces(report.throw.faces), report.throw.whites) : null),
  // A throw or a spend in the live region's words.
  spokenMove(report, { options, who, takenSide }) {
    if (report.throw) {
      return throwAnnouncement({ who, whites: report.throw.whites, sticks: report.throw.sticks, detail: throwWords(report, options) });
    }
    if (report.from && report.to) return spendAnnouncement({ who, from: report.from, to: report.to, group: report.spentText, takenSide });
    // Mauritania's removal names one hole, the piece's it takes.
    if (report.to) return removeAnnouncement({ who, hole: report.to, takenSide });
    return null;
  },
  // Seig's lessons (www/learn/).
  lessons: LESSONS,
  goals: GOALS,

  // The rules pages' diagrams of Seig (www/rules/), and the chance of each throw in their table.
  diagrams: DIAGRAMS,
  diagramBoard,
  // The mound is long: its diagrams take the whole width.
  wideDiagrams: true,
  fillRules: fillChances,

  // A legal move (an entry of moves()) as the reader types it: a throw in the language's word.
  shownMove,
};
