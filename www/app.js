// Wiring: loads the engine, keeps the game in progress, and connects the
// board view, pointer input, computer player, new-game panel and buttons.

import init, { Game, rulesets } from "../pkg/desert_games.js";
import { BoardUi, Match, parseMove, squareCoords, squareName } from "./state.js";
import { GridView } from "./draw.js";
import { attachPointerInput } from "./input.js";
import { attachKeyboardInput } from "./keys.js";
import { ComputerPlayer } from "./computer.js";
import { NewGamePanel, FIRST_MOVER_OPTIONS } from "./panel.js";
import { SeigPage } from "./seig-page.js";
import { GameTimeline } from "./history.js";
import { GameReview } from "./review.js";
import { AccessBoard } from "./access-board.js";
import { Announcer } from "./announce.js";
import { attachShortcuts } from "./shortcuts.js";
import { attachMoveEntry } from "./move-entry.js";
import {
  SIDE_NAMES, sideLabel, turnText, resultText, matchText, seegaActNote, barrierText,
  centreRefusedText, seriesRefusedText, stuckPieceText, resignRefusedText, drawDeclinedText,
  updateReadyText, updateButtonText, shareCopiedText, shareShownText, badLinkText, badFileText, seigResultText,
  seatLabel, squareDescription, seriesAnnouncement, extraMoveAnnouncement, notYourTurnText, moveEntryHint, BOARD_GRID_LABEL, SEIG_GRID_LABEL,
  GAME_NAMES, PAGE, loadFailedText, engineFailedText, computerFailedText, restoreFailedText, GAME_OVER_TEXT,
  drawOfferQuestion, DRAW_ACCEPT, DRAW_DECLINE, drawRefusedText, resignQuestion, RESIGN_CONFIRM, RESIGN_CANCEL, errorText, messageOf,
} from "./text.js";
import { languageCode, languageSwitch, rulesPage, translatePage } from "./language.js";
import { isSeega, seegaSituation, pliesWithoutCapture, withCopy } from "./seega.js";
import { loadSession, storeSession, forgetSession } from "./storage.js";
import { keepOffline } from "./offline.js";
import { readLink, shareUrl, embedNotifier } from "./link.js";
import { engineInput } from "./engine-source.js";

const MARKED_SQUARES = { "seega-sudan": ["c3"], "seega-egypt": ["c3"] };
const DRAW_BY_AGREEMENT = new Set(["siga"]);
const DRAW_JUDGING_MS = 400; // the computer's search on a draw offer: short, so the answer comes at once

const $ = (id) => document.getElementById(id);
const page = {
  gameName: $("game-name"),
  turnText: $("turn-text"),
  thinking: $("thinking"),
  result: $("result"),
  matchScore: $("match-score"),
  ruleNote: $("rule-note"),
  barrier: $("barrier"),
  message: $("message"),
  canvas: $("board"),
  newGame: $("new-game"),
  nextGame: $("next-game"),
  undo: $("undo"),
  offerDraw: $("offer-draw"),
  resign: $("resign"),
  askDialog: $("ask-dialog"),
};


function showMessage(text, isError = false) {
  page.message.textContent = text;
  page.message.classList.toggle("error", isError);
}

// A question answered in the page (no blocking window.confirm): resolves true for yes.
function ask(question, yes, no) {
  $("ask-question").textContent = question;
  $("ask-yes").textContent = yes;
  $("ask-no").textContent = no;
  page.askDialog.returnValue = "";
  page.askDialog.showModal();
  return new Promise((resolve) => {
    page.askDialog.addEventListener("close", () => resolve(page.askDialog.returnValue === "yes"), { once: true });
  });
}

translatePage();
languageSwitch($("language"), () => location.reload());
$("rules-link").href = rulesPage(languageCode);

try {
  await init(engineInput);
} catch (error) {
  page.turnText.textContent = loadFailedText;
  showMessage(engineFailedText(messageOf(error)), true); // the browser's words: no engine reason to translate
  throw error;
}

const ruleSets = rulesets();

keepOffline((activate) => {
  $("update-text").textContent = updateReadyText;
  $("update-button").textContent = updateButtonText;
  $("update-button").onclick = activate;
  $("update-ready").hidden = false;
});
const ui = new BoardUi();
const computer = new ComputerPlayer();
const view = new GridView(page.canvas);

let settings = {
  ruleset: "siga",
  options: { ...ruleSets.find(({ id }) => id === "siga").options },
  opponent: "computer",
  level: "medium",
  humanSide: 0,
  matchLength: 1,
};
let match = null;
let game = null;
let moveLog = []; // per move played: { side, placement, captured: count, lost: [light, dark] }
let gameRecorded = false;
let thinking = false;
let computerTurn = 0; // bumped whenever an answer being awaited becomes stale
let computerFailed = false; // the computer could not move: no retry until an undo or a new game
let drag = null; // { square, x, y } while a piece is dragged
let cursor = null; // the keyboard's square, while the board has keyboard focus

const panel = new NewGamePanel($("new-game-dialog"), ruleSets, (chosen) => startMatch(chosen));

// Seig has its own canvas, bar and seats; the rest of the page is shared.
const seig = new SeigPage({
  elements: {
    canvas: $("seig-board"), gridCanvas: page.canvas, bar: $("seig-bar"), throwButton: $("seig-throw"), value: $("seig-value"),
    pool: $("seig-pool"), chooser: $("seig-chooser"), seats: $("seig-seats"), pathToggle: $("seig-path"), speed: $("seig-speed"),
    oddsButton: $("seig-odds"), oddsDialog: $("odds-dialog"), oddsTable: $("odds-table"), legend: $("seig-legend"),
  },
  computer,
  getGame: () => game,
  getSettings: () => settings,
  onChange: () => refresh(),
  showMessage,
});
const isSeigGame = () => settings.ruleset === "seig";

// The move list, earlier positions and redo; the review after a game.
const timeline = new GameTimeline({
  elements: {
    list: $("move-list"), first: $("history-first"), back: $("history-back"), forward: $("history-forward"), last: $("history-last"),
    toggle: $("history-toggle"), panel: $("history"), viewing: $("viewing"), viewingText: $("viewing-text"), viewingBack: $("viewing-back"),
    redo: $("redo"), boardArea: page.canvas.parentElement, seigThrow: $("seig-throw"),
  },
  onShow: () => refresh(),
  redo: (moves) => redoMoves(moves),
  showMessage,
});
const review = new GameReview({
  elements: { button: $("review"), panel: $("review-panel"), progress: $("review-progress"), canvas: $("review-graph") },
  timeline,
});

const vsComputer = () => settings.opponent === "computer";
// The human's side sits at the bottom; light does when two share the device.
const boardFlipped = () => vsComputer() && settings.humanSide === 1;
const computerSide = () => 1 - settings.humanSide;

// What the address asked for (a shared game, or an embedding page's wishes).
const link = readLink();
const readOnly = Boolean(link?.readonly);
const notifyEmbedder = embedNotifier(link);
document.documentElement.classList.toggle("embedded", Boolean(link?.embed));
document.documentElement.classList.toggle("readonly", readOnly);

function humanMayAct() {
  if (!game || game.status().over || thinking || readOnly || timeline.viewing) return false;
  if (isSeigGame()) return seig.humanMayAct();
  return !vsComputer() || game.toMove() === settings.humanSide;
}

const firstMoverOption = (options) => FIRST_MOVER_OPTIONS.find((name) => name in options);

function startMatch(chosen) {
  const firstOption = firstMoverOption(chosen.options);
  startGame(chosen, new Match(chosen.matchLength, firstOption ? chosen.options[firstOption] : 0));
}

function showGameName() {
  page.gameName.textContent = GAME_NAMES[settings.ruleset] ?? settings.ruleset;
}

// Starts the match's next game. If the engine refuses the options, the game
// in progress and its settings stay as they were.
function startGame(chosen = settings, chosenMatch = match) {
  const firstOption = firstMoverOption(chosen.options);
  const options = { ...chosen.options };
  if (firstOption) options[firstOption] = chosenMatch.currentFirstSide;
  // A chosen seed gives each game of a match its own throws, still reproducible.
  if (Number.isInteger(options.seed)) options.seed += chosenMatch.gameNumber - 1;
  let fresh;
  try {
    fresh = new Game(chosen.ruleset, options);
  } catch (error) {
    showMessage(errorText(error), true);
    return;
  }
  settings = chosen;
  match = chosenMatch;
  cancelComputer();
  view.stopAnimation();
  game?.free();
  game = fresh;
  moveLog = [];
  gameRecorded = false;
  drag = null;
  ui.reset();
  seig.reset();
  showMessage("");
  showGameName();
  refresh();
}

function cancelComputer() {
  computer.cancel();
  computerTurn += 1;
  thinking = false;
  computerFailed = false;
}

function capturedTotals(log = moveLog) {
  const totals = [0, 0];
  for (const { lost } of log) {
    totals[0] += lost[0];
    totals[1] += lost[1];
  }
  return totals;
}

function sceneOf() {
  const live = {
    board: game.board(),
    flipped: boardFlipped(),
    selected: ui.selected,
    destinations: ui.destinations(),
    lastMove: ui.lastMove,
    marked: MARKED_SQUARES[settings.ruleset] ?? [],
    captured: capturedTotals(),
    drag,
    cursor,
  };
  if (!timeline.viewing) return live;
  // An earlier position, as it stood then, with nothing picked.
  const shown = timeline.shownCount;
  return {
    ...live,
    board: timeline.viewGame.board(),
    selected: null,
    destinations: [],
    lastMove: parseMove(timeline.moves[shown - 1] ?? ""),
    captured: capturedTotals(moveLog.slice(0, shown)),
    drag: null,
  };
}

// Seega: why a side moves twice in a row, and how near the barrier count is.
function situation() {
  return isSeega(settings.ruleset) ? seegaSituation(game, moveLog) : { act: null, barrier: null };
}

function barrierReached() {
  return isSeega(settings.ruleset) && pliesWithoutCapture(moveLog) >= game.options().barrierPlies;
}

const resigningSide = () => (isSeigGame() ? seig.resigningSide() : vsComputer() ? settings.humanSide : game.toMove());

// The engine's reason why resigning is refused now (Sudanese Seega), or null.
function whyResignRefused() {
  return withCopy(game, (copy) => {
    try {
      copy.resign(resigningSide());
      return null;
    } catch (error) {
      return errorText(error);
    }
  });
}

// Brings every part of the page in line with the game.
function refresh() {
  timeline.sync(game);
  const status = game.status();
  seig.activate(isSeigGame());
  ui.setLegalMoves(game.legalMoves(), humanMayAct());
  if (status.over && !gameRecorded) {
    gameRecorded = true;
    match.record(status.winner);
    notifyEmbedder("end", status);
  }
  const { act, barrier } = situation();
  page.turnText.textContent = status.over
    ? GAME_OVER_TEXT
    : isSeigGame() ? seig.turnText() : turnText({ phase: game.phase(), toMove: game.toMove(), thinking, act, settings });
  page.thinking.hidden = !(thinking || seig.thinking);
  page.ruleNote.hidden = !act;
  page.ruleNote.textContent = act ? seegaActNote(act, game.toMove(), settings.ruleset) : "";
  page.barrier.hidden = !barrier;
  page.barrier.textContent = barrier ? barrierText(barrier) : "";
  page.result.hidden = !status.over;
  page.result.textContent = !status.over ? "" : isSeigGame() ? seigResultText(status) : resultText(status, game.options(), barrierReached());
  page.matchScore.hidden = match.length === 1;
  page.matchScore.textContent = matchText(match);
  page.nextGame.hidden = !status.over || match.over;
  // Once everything is played, starting again is the obvious next step.
  page.newGame.classList.toggle("primary", status.over && match.over);
  page.undo.disabled = status.over || game.history().length === 0;
  page.offerDraw.hidden = !DRAW_BY_AGREEMENT.has(settings.ruleset);
  page.offerDraw.disabled = status.over;
  const resignRefusal = status.over ? null : whyResignRefused();
  page.resign.disabled = status.over || resignRefusal !== null;
  page.resign.title = resignRefusal ? resignRefusedText(resignRefusal) : "";
  if (isSeigGame()) {
    if (timeline.viewing) seig.showEarlier(timeline.viewGame);
    else seig.show();
  } else {
    view.show(sceneOf());
  }
  review.sync(game);
  tellPlayers(act);
  // An embedded board never takes the place of the player's own saved game.
  if (!link?.embed) storeSession({ settings, match: { length: match.length, firstSide: match.firstSide, winners: match.winners }, game: game.toJSON(), recorded: gameRecorded });
  if (!status.over && vsComputer() && game.toMove() === computerSide() && !thinking && !computerFailed) askComputer();
}

// Plays `text` on `target` (throws if the engine refuses it) and tells what
// it did: the pieces it took, and the move-log entry for trays and turn line.
function playLogged(target, text) {
  const { files, cells } = target.board();
  const side = target.toMove();
  const result = target.play(text);
  const move = parseMove(result.move);
  const captured = result.captured.map((square) => {
    const { file, rank } = squareCoords(square);
    return { square, side: cells[rank * files + file] - 1 };
  });
  const lost = [0, 0];
  for (const piece of captured) lost[piece.side] += 1;
  return { result, move, side, captured, entry: { side, placement: Boolean(move?.placement), captured: captured.length, lost } };
}

function playMove(text, { slide = true } = {}) {
  let played;
  try {
    played = playLogged(game, text);
  } catch (error) {
    showMessage(errorText(error), true);
    refresh();
    return;
  }
  const { result, move, side, captured, entry } = played;
  moveLog.push(entry);
  notifyEmbedder("move", { move: result.move, captured: result.captured, side });
  ui.setLastMove(result.move);
  // A move made while an earlier position is viewed is not slid across that position.
  if (move && !timeline.viewing) view.animate({ from: move.from ?? null, to: move.to, side, captured, slide });
  refresh();
}

async function askComputer() {
  const turn = ++computerTurn;
  thinking = true;
  refresh();
  let move;
  try {
    move = await computer.think(game.toJSON(), { level: settings.level });
    // Let the last move finish sliding before the answer moves a piece.
    await view.whenIdle();
  } catch (error) {
    if (turn !== computerTurn) return;
    thinking = false;
    computerFailed = true;
    showMessage(computerFailedText(errorText(error)), true);
    refresh();
    return;
  }
  if (turn !== computerTurn || move === null) return;
  thinking = false;
  playMove(move);
}

// A move the human chose: what was said about an earlier attempt no longer applies.
function playHumanMove(text, options) {
  showMessage("");
  playMove(text, options);
}

// Why the engine would refuse `text` now, in its own words.
function engineRefusal(text) {
  return withCopy(game, (copy) => {
    try {
      copy.play(text);
      return null;
    } catch (error) {
      return errorText(error);
    }
  });
}

// A tap or drop on the human's turn that did nothing: says why, when it looks
// like a real attempt (the centre, a piece that cannot move, a neighbouring
// square the picked piece may not enter); taps elsewhere just drop the pick.
function explainIdleTap(square, picked) {
  if (!square || !humanMayAct()) return;
  const { files, cells } = game.board();
  const at = squareCoords(square);
  const piece = cells[at.rank * files + at.file];
  let reason = null;
  if (game.phase() === "placement") {
    reason = (MARKED_SQUARES[settings.ruleset] ?? []).includes(square) ? centreRefusedText(square) : engineRefusal(square);
  } else if (piece === game.toMove() + 1 && !ui.actionableSquares().includes(square)) {
    reason = situation().act === "series" ? seriesRefusedText(settings.ruleset) : stuckPieceText;
  } else if (picked && !piece) {
    const from = squareCoords(picked);
    if (Math.max(Math.abs(from.file - at.file), Math.abs(from.rank - at.rank)) === 1) reason = engineRefusal(`${picked}-${square}`);
  }
  if (reason) showMessage(reason, true);
}

// A press on `square`, by pointer or keyboard: picks, moves, or says why nothing happened.
function pressSquare(square) {
  const picked = ui.selected;
  const { move, draggable } = ui.press(square);
  if (move) playHumanMove(move);
  else if (!draggable) explainIdleTap(square, picked);
  return { moved: Boolean(move), draggable };
}

attachPointerInput(page.canvas, (x, y) => view.squareAt(x, y), {
  press(square) {
    const { moved, draggable } = pressSquare(square);
    if (!moved) view.show(sceneOf());
    return { draggable };
  },
  release() {
    ui.release();
    view.show(sceneOf());
  },
  dragMove(x, y) {
    if (!ui.selected) return;
    drag = { square: ui.selected, x, y };
    view.show(sceneOf());
  },
  drop(square) {
    drag = null;
    const picked = ui.selected;
    const move = ui.drop(square);
    if (move) {
      playHumanMove(move, { slide: false });
    } else {
      explainIdleTap(square, picked);
      view.show(sceneOf());
    }
  },
  dragCancel() {
    drag = null;
    view.show(sceneOf());
  },
});

// What lies on `square` as the board shows it, and what a tap there would do, in words.
function describeSquare(square) {
  const { files, cells } = timeline.shownGame.board();
  const { file, rank } = squareCoords(square);
  const piece = cells[rank * files + file];
  const actionable = ui.actionableSquares().includes(square);
  return squareDescription({
    square, piece, picked: ui.selected === square, destination: ui.destinations().includes(square),
    canMove: Boolean(piece) && actionable, canPlace: !piece && actionable,
  });
}

// Shows the keyboard cursor and tells screen readers what is under it.
function updateCursor() {
  view.show(sceneOf());
  page.canvas.setAttribute("aria-label", cursor ? describeSquare(cursor) : PAGE.gameBoard);
}

// A tap on `square` by keyboard: as a press, with no drag to follow.
function tapSquare(square) {
  if (!pressSquare(square).moved) ui.release();
}

attachKeyboardInput(page.canvas, {
  showCursor(visible) {
    cursor = visible ? ui.selected ?? ui.actionableSquares()[0] ?? "a1" : null;
    updateCursor();
  },
  moveCursor(dx, dy) {
    if (!cursor) return;
    const { files, ranks } = game.board();
    const toward = boardFlipped() ? -1 : 1;
    const { file, rank } = squareCoords(cursor);
    const clamp = (value, size) => Math.max(0, Math.min(size - 1, value));
    cursor = squareName(clamp(file + dx * toward, files), clamp(rank - dy * toward, ranks));
    updateCursor();
  },
  activate() {
    if (!cursor) return;
    tapSquare(cursor);
    updateCursor();
  },
  cancel() {
    ui.selected = null;
    updateCursor();
  },
});

// ---- Playing without a pointer or a screen ----

// Escape: drops a picked piece, whichever board is showing.
function dropPick() {
  if (isSeigGame()) {
    seig.tapHole(null);
  } else {
    ui.selected = null;
    updateCursor();
  }
}

// Each board gets its buttons over its canvas, placed before the canvases
// so the canvas stays next to the buttons below it in the tab order.
function accessBoardOver(label, source) {
  const container = document.createElement("div");
  page.canvas.parentElement.prepend(container);
  return new AccessBoard(container, label, source);
}

const gridBoard = accessBoardOver(BOARD_GRID_LABEL, {
  active: () => !isSeigGame(),
  rows() {
    const { files, ranks } = game.board();
    const flipped = boardFlipped();
    return Array.from({ length: ranks }, (_, row) => Array.from({ length: files }, (_, column) =>
      squareName(flipped ? files - 1 - column : column, flipped ? row : ranks - 1 - row)));
  },
  describe: describeSquare,
  preferred: () => ui.selected ?? ui.actionableSquares()[0] ?? null,
  centerOf: (square) => view.squareCenter(square),
  cellSize: () => view.currentLayout()?.cell ?? 0,
  activate(square) {
    tapSquare(square);
    updateCursor();
  },
  cancel: dropPick,
});

// Row a nearest Light, at the bottom of the screen.
const SEIG_ROWS = ["d", "c", "b", "a"].map((row) => Array.from({ length: 12 }, (_, i) => `${row}${i + 1}`));
const seigBoard = accessBoardOver(SEIG_GRID_LABEL, {
  active: isSeigGame,
  rows: () => SEIG_ROWS,
  describe: (hole) => seig.describeHole(hole),
  preferred: () => seig.picked ?? seig.shownScene.pickable[0] ?? null,
  centerOf: (hole) => seig.view.holeCenter(hole),
  cellSize: () => seig.view.currentLayout()?.cell ?? 0,
  activate: (hole) => seig.tapHole(hole),
  cancel: dropPick,
});

const liveRegion = document.createElement("div");
liveRegion.className = "visually-hidden";
liveRegion.setAttribute("aria-live", "polite");
liveRegion.dataset.testid = "announcements";
page.message.after(liveRegion);
const announcer = new Announcer(liveRegion);
const actorName = (side, seat) => (isSeigGame() ? seatLabel(seig.seatOf(side, seat)) : SIDE_NAMES[side]);

// Called by refresh: the accessible boards follow the game, and the live
// region tells what was played and what stands now. act: as situation().
function tellPlayers(act) {
  gridBoard.update();
  seigBoard.update();
  moveEntry.placeholder = moveEntryHint(game.legalMoves()[0]);
  if (seig.busy === "throw") return; // the sticks are in the air: told once they land
  const sentence = game.status().over ? page.result.textContent
    : act === "series" ? seriesAnnouncement(game.toMove())
    : act === "extra" ? extraMoveAnnouncement(game.toMove())
    : humanMayAct() ? page.turnText.textContent : null;
  announcer.update({ game, gameName: page.gameName.textContent, who: actorName, sentence });
}

// Typed move text: played as a tap would play it, or the engine says why not.
function playTyped(text) {
  if (!humanMayAct()) {
    showMessage(notYourTurnText, true);
    return false;
  }
  const checked = withCopy(game, (copy) => {
    try {
      return { move: copy.play(text).move };
    } catch (error) {
      return { error: errorText(error) };
    }
  });
  if (checked.error) {
    showMessage(checked.error, true);
  } else if (!isSeigGame()) {
    playHumanMove(checked.move);
  } else if (checked.move.startsWith("throw")) {
    seig.humanThrows();
  } else {
    showMessage("");
    seig.spend(checked.move);
  }
  return !checked.error;
}

const moveEntry = attachMoveEntry(document.querySelector(".status"), playTyped);

attachShortcuts({
  buttons: { t: $("seig-throw"), u: page.undo, n: page.newGame },
  actions: { escape: dropPick },
});

page.newGame.addEventListener("click", () => panel.open(settings));

page.nextGame.addEventListener("click", () => startGame());

page.undo.addEventListener("click", () => {
  cancelComputer();
  view.stopAnimation();
  seig.reset();
  // Against the computer, take back its replies and the human's last move
  // (Seig: back to where a person's seat acts).
  const computerActs = () => (isSeigGame() ? seig.computerToAct() : vsComputer() && game.toMove() !== settings.humanSide);
  do {
    if (!game.undo()) break;
    moveLog.pop();
  } while (game.history().length > 0 && computerActs());
  ui.selected = null;
  ui.setLastMove(game.history().at(-1));
  showMessage("");
  refresh();
});

// Redo: plays again what the last undo took back (against the computer, the
// human's move and its reply), as they were played.
function redoMoves(moves) {
  cancelComputer();
  view.stopAnimation();
  seig.reset();
  showMessage("");
  try {
    for (const text of moves) moveLog.push(playLogged(game, text).entry);
  } catch (error) {
    showMessage(errorText(error), true);
  }
  ui.selected = null;
  ui.setLastMove(game.history().at(-1));
  refresh();
}

// The computer weighs a draw offer with a short search in its worker; the
// page shows it thinking meanwhile. False also when an undo or a new game
// made the question moot.
async function computerAcceptsDraw() {
  cancelComputer();
  const turn = ++computerTurn;
  thinking = true;
  refresh();
  let accepts = null; // stays null when the search failed: the error is shown instead
  try {
    accepts = await computer.judgeDraw(game.toJSON(), { timeMs: DRAW_JUDGING_MS }, computerSide());
  } catch (error) {
    if (turn === computerTurn) showMessage(errorText(error), true);
  }
  if (turn !== computerTurn) return false;
  thinking = false;
  if (!accepts) {
    if (accepts === false) showMessage(drawDeclinedText);
    refresh();
  }
  return accepts === true;
}

page.offerDraw.addEventListener("click", async () => {
  if (vsComputer()) {
    if (!(await computerAcceptsDraw())) return;
  } else {
    const offering = game.toMove();
    const accepted = await ask(drawOfferQuestion(offering), DRAW_ACCEPT, DRAW_DECLINE);
    if (!accepted) {
      showMessage(drawRefusedText(1 - offering));
      return;
    }
  }
  try {
    game.agreeDraw();
    showMessage("");
  } catch (error) {
    showMessage(errorText(error), true);
  }
  refresh();
});

page.resign.addEventListener("click", async () => {
  const side = resigningSide();
  const sure = await ask(resignQuestion(sideLabel(side, settings)), RESIGN_CONFIRM, RESIGN_CANCEL);
  if (!sure || game.status().over) return;
  try {
    game.resign(side);
    cancelComputer();
    showMessage("");
  } catch (error) {
    showMessage(errorText(error), true);
  }
  refresh();
});

// Read-only handle for tests and curious players: the game, a snapshot of the
// UI state, and where a square's centre is on screen (viewport CSS pixels).
window.desertGames = Object.freeze({
  get game() {
    return game;
  },
  get state() {
    const status = game.status();
    return {
      ruleset: settings.ruleset,
      settings: structuredClone(settings),
      phase: game.phase(),
      toMove: status.over ? null : game.toMove(),
      over: status.over,
      status,
      legalMoves: game.legalMoves(),
      humanTurn: humanMayAct(),
      thinking,
      animating: view.animating || seig.view.animating,
      seig: isSeigGame() ? seig.debugState() : null,
      selected: ui.selected,
      destinations: ui.destinations(),
      captured: capturedTotals(), // [light, dark] pieces in the trays
      cursor,
      panelOpen: panel.isOpen,
      match: { length: match.length, wins: match.wins(), over: match.over },
      viewing: timeline.viewing ? timeline.shownCount : null, // moves played up to the earlier position shown
      shownCells: isSeigGame() ? null : [...timeline.shownGame.board().cells], // the position on the board
      canRedo: timeline.canRedo,
      review: review.debugState(),
    };
  },
  sticksGround: () => seig.sticksCenterOnPage(),
  squareCenter(name) {
    if (isSeigGame()) return seig.holeCenterOnPage(name);
    const center = view.squareCenter(name);
    if (!center) return null;
    const rect = page.canvas.getBoundingClientRect();
    return { x: rect.left + center.x, y: rect.top + center.y };
  },
});

// Picks up the session a reload interrupted; a save that does not load is
// dropped with a word, and a fresh game starts.
function resume(session) {
  let restored = null;
  try {
    restored = Game.fromJSON(session.game);
    // Replay on a scratch game to rebuild what each move took.
    const log = [];
    const scratch = new Game(restored.ruleset(), restored.options());
    try {
      for (const move of restored.history()) log.push(playLogged(scratch, move).entry);
    } finally {
      scratch.free();
    }
    if (!validSettings(session.settings) || !Array.isArray(session.match?.winners)) throw new Error("it is incomplete");
    settings = session.settings;
    match = Object.assign(new Match(session.match.length, session.match.firstSide), { winners: session.match.winners });
    game = restored;
    moveLog = log;
    gameRecorded = session.recorded;
    ui.setLastMove(game.history().at(-1));
    showGameName();
    refresh();
  } catch (error) {
    restored?.free();
    forgetSession();
    startMatch(settings);
    showMessage(restoreFailedText(errorText(error)), true);
  }
}

function validSettings(saved) {
  return Boolean(saved) &&
    ruleSets.some(({ id }) => id === saved.ruleset) &&
    typeof saved.options === "object" &&
    ["computer", "human", "seats"].includes(saved.opponent) &&
    ["easy", "medium", "hard"].includes(saved.level) &&
    [0, 1].includes(saved.humanSide) &&
    [1, 3, 5, 7].includes(saved.matchLength);
}

// A game given by a link or a file opens as a fresh one-game match between
// two players here (the friend who sent it plays the other side), unless the
// link says otherwise. Returns false, with the game in progress untouched, if
// the save is not a game.
function openSave(save, wishes = {}) {
  let probe;
  try {
    probe = Game.fromJSON(save);
  } catch (error) {
    return errorText(error);
  }
  const chosen = {
    ...settings,
    ruleset: probe.ruleset(),
    options: probe.options(),
    opponent: wishes.opponent ?? "human",
    level: wishes.level ?? settings.level,
    matchLength: 1,
  };
  probe.free();
  resume({ settings: chosen, match: { length: 1, firstSide: 0, winners: [] }, game: save, recorded: false });
  return null;
}

function startFromLink() {
  if (link.save !== undefined) {
    const refusal = openSave(link.save, link);
    if (refusal !== null) return refusal;
  } else {
    const ruleset = link.ruleset ?? settings.ruleset;
    const defaults = ruleSets.find(({ id }) => id === ruleset)?.options ?? {};
    const chosen = { ...settings, ruleset, options: { ...defaults, ...link.options }, opponent: link.opponent ?? settings.opponent, level: link.level ?? settings.level, matchLength: 1 };
    try {
      new Game(ruleset, chosen.options).free();
    } catch (error) {
      return errorText(error);
    }
    startMatch(chosen);
  }
  // The link is used: a reload now continues from the stored session.
  if (!link.embed) history.replaceState(null, "", location.pathname + location.search);
  return null;
}

// A link opened in a tab that already shows the game changes only the fragment.
window.addEventListener("hashchange", () => location.reload());

const session = loadSession();
const keepInProgress = () => (session ? resume(session) : startMatch(settings));
if (link && !link.error) {
  const refusal = startFromLink();
  if (refusal !== null) {
    keepInProgress();
    showMessage(badLinkText(refusal), true);
  }
} else {
  keepInProgress();
  if (link?.error) showMessage(badLinkText(errorText(link.error)), true);
}

// The "More" menu closes once one of its actions is chosen.
const moreMenu = $("share").closest("details");
for (const id of ["share", "export", "import"]) $(id).addEventListener(id === "import" ? "change" : "click", () => (moreMenu.open = false));

$("share").addEventListener("click", async () => {
  const url = shareUrl(game.toJSON());
  const field = $("share-link");
  field.value = url;
  field.hidden = false;
  field.select();
  try {
    await navigator.clipboard.writeText(url);
    showMessage(shareCopiedText);
  } catch {
    showMessage(shareShownText);
  }
});

$("export").addEventListener("click", () => {
  const file = new Blob([game.toJSON()], { type: "application/json" });
  const anchor = document.createElement("a");
  anchor.href = URL.createObjectURL(file);
  anchor.download = `desert-games-${settings.ruleset}-${new Date().toISOString().slice(0, 10)}.json`;
  anchor.click();
  URL.revokeObjectURL(anchor.href);
});

$("import").addEventListener("change", async (event) => {
  const [file] = event.target.files;
  event.target.value = "";
  if (!file) return;
  const refusal = openSave(await file.text());
  if (refusal !== null) showMessage(badFileText(refusal), true);
}); 
