// Wiring: loads the engine, keeps the game in progress, and connects the
// board view, pointer input, computer player, new-game panel and buttons.

import init, { Game, rulesets } from "../pkg/desert_games.js";
import { BoardUi, Match, parseMove, squareCoords } from "./state.js";
import { GridView } from "./draw.js";
import { attachPointerInput } from "./input.js";
import { ComputerPlayer } from "./computer.js";
import { NewGamePanel, FIRST_MOVER_OPTIONS } from "./panel.js";
import { SIDE_NAMES, sideLabel, turnText, resultText, matchText } from "./text.js";

const MARKED_SQUARES = { "seega-sudan": ["c3"], "seega-egypt": ["c3"] };
const DRAW_BY_AGREEMENT = new Set(["siga"]);

const $ = (id) => document.getElementById(id);
const page = {
  gameName: $("game-name"),
  turnText: $("turn-text"),
  thinking: $("thinking"),
  result: $("result"),
  matchScore: $("match-score"),
  message: $("message"),
  canvas: $("board"),
  newGame: $("new-game"),
  nextGame: $("next-game"),
  undo: $("undo"),
  offerDraw: $("offer-draw"),
  resign: $("resign"),
  askDialog: $("ask-dialog"),
};

const errorText = (error) => (error instanceof Error ? error.message : String(error));

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

try {
  await init();
} catch (error) {
  page.turnText.textContent = "The game could not be loaded.";
  showMessage(`The game engine failed to load: ${errorText(error)}`, true);
  throw error;
}

const ruleSets = rulesets();
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
let drag = null; // { square, x, y } while a piece is dragged

// A game the page can draw now: grid boards. Seig gets its own view later.
function playable(id) {
  let probe = null;
  try {
    probe = new Game(id);
    return "files" in probe.board();
  } catch {
    return false;
  } finally {
    probe?.free();
  }
}

const panel = new NewGamePanel($("new-game-dialog"), ruleSets, playable, (chosen) => {
  settings = chosen;
  startMatch();
});

const vsComputer = () => settings.opponent === "computer";
const computerSide = () => 1 - settings.humanSide;

function humanMayAct() {
  if (!game || game.status().over || thinking) return false;
  return !vsComputer() || game.toMove() === settings.humanSide;
}

function startMatch() {
  const firstOption = FIRST_MOVER_OPTIONS.find((name) => name in settings.options);
  match = new Match(settings.matchLength, firstOption ? settings.options[firstOption] : 0);
  startGame();
}

function startGame() {
  const firstOption = FIRST_MOVER_OPTIONS.find((name) => name in settings.options);
  const options = { ...settings.options };
  if (firstOption) options[firstOption] = match.currentFirstSide;
  let fresh;
  try {
    fresh = new Game(settings.ruleset, options);
  } catch (error) {
    showMessage(errorText(error), true);
    return;
  }
  cancelComputer();
  game?.free();
  game = fresh;
  moveLog = [];
  gameRecorded = false;
  drag = null;
  ui.reset();
  showMessage("");
  page.gameName.textContent = ruleSets.find(({ id }) => id === settings.ruleset)?.name ?? settings.ruleset;
  refresh();
}

function cancelComputer() {
  computer.cancel();
  computerTurn += 1;
  thinking = false;
}

function capturedTotals() {
  const totals = [0, 0];
  for (const { lost } of moveLog) {
    totals[0] += lost[0];
    totals[1] += lost[1];
  }
  return totals;
}

function sceneOf() {
  return {
    board: game.board(),
    flipped: vsComputer() && settings.humanSide === 1,
    selected: ui.selected,
    destinations: ui.destinations(),
    lastMove: ui.lastMove,
    marked: MARKED_SQUARES[settings.ruleset] ?? [],
    captured: capturedTotals(),
    drag,
  };
}

// Brings every part of the page in line with the game.
function refresh() {
  const status = game.status();
  ui.setLegalMoves(game.legalMoves(), humanMayAct());
  if (status.over && !gameRecorded) {
    gameRecorded = true;
    match.record(status.winner);
  }
  page.turnText.textContent = status.over
    ? "Game over"
    : turnText({ phase: game.phase(), toMove: game.toMove(), thinking, lastAct: moveLog.at(-1), settings });
  page.thinking.hidden = !thinking;
  page.result.hidden = !status.over;
  page.result.textContent = status.over ? resultText(status, game.options()) : "";
  page.matchScore.hidden = match.length === 1;
  page.matchScore.textContent = matchText(match);
  page.nextGame.hidden = !status.over || match.over;
  // Once everything is played, starting again is the obvious next step.
  page.newGame.classList.toggle("primary", status.over && match.over);
  page.undo.disabled = status.over || game.history().length === 0;
  page.offerDraw.hidden = !DRAW_BY_AGREEMENT.has(settings.ruleset);
  page.offerDraw.disabled = status.over;
  page.resign.disabled = status.over;
  view.show(sceneOf());
  if (!status.over && vsComputer() && game.toMove() === computerSide() && !thinking) askComputer();
}

function playMove(text, { slide = true } = {}) {
  const before = game.board().cells;
  const side = game.toMove();
  let result;
  try {
    result = game.play(text);
  } catch (error) {
    showMessage(errorText(error), true);
    refresh();
    return;
  }
  const move = parseMove(result.move);
  const { files } = game.board();
  const captured = result.captured.map((square) => {
    const { file, rank } = squareCoords(square);
    return { square, side: before[rank * files + file] - 1 };
  });
  const lost = [0, 0];
  for (const piece of captured) lost[piece.side] += 1;
  moveLog.push({ side, placement: Boolean(move?.placement), captured: captured.length, lost });
  ui.setLastMove(result.move);
  if (move) view.animate({ from: move.from ?? null, to: move.to, side, captured, slide });
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
    showMessage(errorText(error), true);
    refresh();
    return;
  }
  if (turn !== computerTurn || move === null) return;
  thinking = false;
  playMove(move);
}

attachPointerInput(page.canvas, (x, y) => view.squareAt(x, y), {
  press(square) {
    const { move, draggable } = ui.press(square);
    if (move) playMove(move);
    else view.show(sceneOf());
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
    const move = ui.drop(square);
    if (move) playMove(move, { slide: false });
    else view.show(sceneOf());
  },
  dragCancel() {
    drag = null;
    view.show(sceneOf());
  },
});

page.newGame.addEventListener("click", () => panel.open(settings));

page.nextGame.addEventListener("click", () => startGame());

page.undo.addEventListener("click", () => {
  cancelComputer();
  // Against the computer, take back its replies and the human's last move.
  do {
    if (!game.undo()) break;
    moveLog.pop();
  } while (vsComputer() && game.history().length > 0 && game.toMove() !== settings.humanSide);
  ui.selected = null;
  ui.setLastMove(game.history().at(-1));
  showMessage("");
  refresh();
});

page.offerDraw.addEventListener("click", async () => {
  if (vsComputer()) {
    const [mine, theirs] = [game.status().pieces[computerSide()], game.status().pieces[settings.humanSide]];
    // The computer agrees when it judges it cannot win: when it is not ahead in pieces.
    if (mine > theirs) {
      showMessage(`The computer declines: it has ${mine} pieces to your ${theirs}.`);
      return;
    }
    cancelComputer();
  } else {
    const offering = game.toMove();
    const accepted = await ask(
      `${SIDE_NAMES[offering]} offers a draw. ${SIDE_NAMES[1 - offering]}, do you accept?`,
      "Accept the draw",
      "Play on",
    );
    if (!accepted) {
      showMessage(`${SIDE_NAMES[1 - offering]} declined the draw.`);
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
  const side = vsComputer() ? settings.humanSide : game.toMove();
  const sure = await ask(`Resign this game as ${sideLabel(side, settings)}?`, "Resign", "Keep playing");
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
      animating: view.animating,
      selected: ui.selected,
      destinations: ui.destinations(),
      panelOpen: panel.isOpen,
      match: { length: match.length, wins: match.wins(), over: match.over },
    };
  },
  squareCenter(name) {
    const center = view.squareCenter(name);
    if (!center) return null;
    const rect = page.canvas.getBoundingClientRect();
    return { x: rect.left + center.x, y: rect.top + center.y };
  },
});

startMatch();
