// The words of the chosen language (www/language.js), under the names the
// rest of the page imports, and the engine's refusals in those words.

import { words } from "./language.js";

export const {
  GAME_NAMES, PAGE, OPTION_LABELS, BOARD_CHOICES, holesText,
  loadFailedText, engineFailedText, computerFailedText, workerFailedText, restoreFailedText, GAME_OVER_TEXT,
  drawOfferQuestion, DRAW_ACCEPT, DRAW_DECLINE, drawRefusedText, resignQuestion, RESIGN_CONFIRM, RESIGN_CANCEL,
  rulesPageTitle, chanceText,
  SIDE_NAMES, sideLabel, turnText, seegaActNote, barrierText, centreRefusedText, seriesRefusedText, stuckPieceText,
  resignRefusedText, shareCopiedText, shareShownText, badLinkText, badFileText, updateReadyText, updateButtonText,
  drawDeclinedText, resultText, matchText,
  SEIG_PIECES, seatDefaultName, seatNameLabel, seatPlayerLabel, SEAT_PLAYERS, SEATS_LEGEND, SEED_LABEL, ADVANCED_LABEL, seatLabel, seigTurnText,
  seatPiecesText, throwValueText, THROW_TABLE_CAPTION, THROW_TABLE_HEADINGS, throwTableRow, chooserText,
  POOL_EMPTY_TEXT, PIECES_LEGEND, endgameNote, SHOUT_SEIG, SHOUT_ALIKE, THROWING_TEXT, seigResultText, TAP_TO_THROW,
  SEIG_BOARD_LABEL, holeDescription,
  BOARD_GRID_LABEL, SEIG_GRID_LABEL, squareDescription, moveAnnouncement, throwAnnouncement, spendAnnouncement,
  seriesAnnouncement, extraMoveAnnouncement, undoAnnouncement, newGameAnnouncement,
  MOVE_ENTRY_LABEL, MOVE_ENTRY_BUTTON, moveEntryHint, notYourTurnText,
  NO_MOVES_TEXT, moveItemLabel, viewingText, VIEWING_REFUSED, swingText, reviewProgressText, reviewDoneText,
  reviewFailedText, GRAPH_LABELS,
} = words;

// A Seig throw in the move list: its faces (W white side up, B black) and its value.
export const throwNotation = (faces) => `${faces} = ${[...faces].filter((face) => face === "W").length}`;

// The label on a hole the picked piece can reach: its values when one short
// group gets there, else the holes it moves and how many groups would do.
export function destinationLabel(groups, steps) {
  if (groups.length === 1) return groups[0].length <= 5 ? groups[0] : String(steps);
  return `${steps} (${groups.length})`;
}

// Each reason the engine gives for refusing something, as it words it in
// English (crate/src), with the parts a translation needs captured. The first
// pattern that matches names the reason; a language's ENGINE_REASONS holds a
// sentence for each, and `other` for anything not listed here.
const ENGINE_PATTERNS = {
  noPieceOn: /there is no piece of side (\d) on (\w+)/,
  stepOrthogonal: /one step to an orthogonally neighbouring square|one square orthogonally/,
  stepAnyDirection: /one step to a neighbouring square|one square in one of the 8 directions/,
  ownPiece: /(\w+) holds a piece of your own/,
  compulsoryCapture: /capturing is compulsory/,
  placementOver: /placement is over/,
  stillPlacing: /pieces are still being placed/,
  centreEmpty: /(\w+) is the centre and stays empty/,
  alreadyTaken: /(\w+) is already taken/,
  notEmpty: /(\w+) is not empty/,
  fifthShuttle: /fifth move in a row between (\w+) and (\w+)/,
  sameCapturer: /the same piece must keep capturing: move the piece on (\w+)/,
  seriesOn: /a capture series is on/,
  extraMustOpen: /side (\d) cannot move, so this extra move must leave it a legal move/,
  resignTooEarly: /may resign only once 5 of its pieces have been captured; side (\d) has lost (\d+)/,
  notSquare: /"(.*)" is not a square of this (\d+)x(\d+) board/,
  unreadable: /cannot read move "(.*)": expected/,
  gameOver: /the game is over/,
  mustThrow: /the seat must throw now/,
  stickCount: /(\d) sticks are thrown/,
  stickFace: /is not a stick face/,
  holeWithoutPiece: /(\w+) holds no piece of side (\d)/,
  notReleased: /the piece on (\w+) is not released yet/,
  spendFirst: /the pool \((.*)\) must be spent first/,
  poolHolds: /the pool holds (.*)$/,
  pastEnd: /run past the end of the path/,
  oneSmallValue: /entering the opposing lower field/,
  landingOwn: /the landing hole holds a piece of the same side/,
  reachesElsewhere: /(\w+) with (\S+) reaches (\w+)/,
  noDrawAgreement: /has no draw by agreement/,
  badSave: /not a valid saved game/,
};
export const ENGINE_REASON_KEYS = [...Object.keys(ENGINE_PATTERNS), "other"];

// What the page shows for an engine refusal: its own words in English, else
// the language's sentence for the reason (sides given as numbers, 0 or 1).
export function engineText(message) {
  const reasons = words.ENGINE_REASONS;
  if (!reasons) return message;
  const { key, parts } = engineReason(message);
  return reasons[key](...parts);
}

// Which reason an engine message gives, and its captured parts.
export function engineReason(message) {
  for (const [key, pattern] of Object.entries(ENGINE_PATTERNS)) {
    const found = pattern.exec(message);
    if (found) return { key, parts: found.slice(1) };
  }
  return { key: "other", parts: [] };
}

// What an error says, as it was written.
export const messageOf = (error) => (error instanceof Error ? error.message : String(error));

// An error in the page's words: the engine's translated by its reason; one
// the page made itself (`worded`) is in the page's language already.
export function errorText(error) {
  return error?.worded ? error.message : engineText(messageOf(error));
}
