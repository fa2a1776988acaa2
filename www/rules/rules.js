// The rules pages (rules.html): shows one game's section at a time, chosen by
// the address's fragment, and draws the diagrams with the game's own board
// renderers. The engine supplies start positions and the list of options.

import init, { Game, rulesets } from "../../pkg/desert_games.js";
import { GridView } from "../board/grid-view.js";
import { SeigView } from "../seig/seig-view.js";
import { chanceFigures } from "../seig/sticks.js";
import { DIAGRAMS, gridCells, seigCells } from "./rules-content.js";
import { LANGUAGES, languageCode, languageSwitch, rulesPage } from "../lang/language.js";

// Each rules page is written in one language. The plain address (rules.html)
// leads to the reader's language; a page named for a language stays in it,
// so a teacher's link to the French rules opens in French.
const pageLanguage = document.documentElement.lang;
const { rulesPageTitle, chanceText } = LANGUAGES[pageLanguage].words;
if (location.pathname.endsWith("/rules.html") && languageCode !== pageLanguage) {
  location.replace(rulesPage(languageCode) + location.hash);
}
languageSwitch(document.getElementById("language"), (code) => location.assign(rulesPage(code) + location.hash), pageLanguage);

const sections = [...document.querySelectorAll("[data-game]")];
const tabs = [...document.querySelectorAll(".rules-tabs a")];

function showChosenGame() {
  const chosen = sections.find((section) => `#${section.id}` === location.hash) ?? sections[0];
  for (const section of sections) section.hidden = section !== chosen;
  for (const tab of tabs) {
    if (tab.hash === `#${chosen.id}`) tab.setAttribute("aria-current", "page");
    else tab.removeAttribute("aria-current");
  }
  document.title = rulesPageTitle(chosen.dataset.title);
}

// Each cell says which counts of white sides it covers, e.g. "1,7" of 8
// sticks; the engine's table of throws says how many falls give each.
function fillChances(seig) {
  const { tables } = seig.throwTable();
  for (const cell of document.querySelectorAll("[data-whites]")) {
    const rows = tables[cell.closest("[data-sticks]").dataset.sticks];
    const covered = cell.dataset.whites.split(",").map((whites) => rows[Number(whites)]);
    cell.textContent = chanceText(...chanceFigures(covered.reduce((sum, { ways }) => sum + ways, 0), covered[0].of));
  }
}

// A side's path through the holes, as the engine runs it.
function seigPathOf(seig, side) {
  return { side, holes: seig.situation().seig.paths[side] };
}

// The board a diagram shows, and the squares it marks: a start position's
// both from the engine (Seega's centre), a picture's as the diagram says.
function boardOf(spec) {
  if (spec.start) {
    const game = new Game(spec.start.ruleset, spec.start.options ?? {});
    const shown = { board: game.board(), marked: game.situation().marked };
    game.free();
    return shown;
  }
  return { board: spec.grid ? gridCells(spec.grid) : seigCells(spec.seig), marked: spec.marked ?? [] };
}

// Width over height of a canvas that holds the board with room to spare:
// grid boards have a tray for taken pieces above and below; Seig's mound
// has the ground for the sticks below it.
function aspectRatio(board) {
  return board.rows ? 13.2 / 8 : (board.files + 0.4) / (board.ranks + 2.3);
}

function drawBoard(spec, canvas) {
  const { board, marked } = boardOf(spec);
  canvas.style.aspectRatio = String(aspectRatio(board));
  if (board.rows) {
    new SeigView(canvas).show({
      cells: board.cells,
      released: board.released,
      counts: [0, 0],
      endgame: false,
      actingSide: null,
      canThrow: false,
      stickCount: 8,
      pickable: [],
      selected: spec.selected ?? null,
      destinations: spec.destinations ?? [],
      path: spec.pathSide === undefined ? null : seigPathOf(seig, spec.pathSide),
      lastMove: null,
    });
  } else {
    new GridView(canvas).show({
      board,
      flipped: false,
      selected: spec.selected ?? null,
      destinations: spec.destinations ?? [],
      lastMove: spec.lastMove ?? null,
      marked,
      captured: spec.captured ?? [0, 0],
      drag: null,
    });
  }
}

function drawDiagrams() {
  for (const figure of document.querySelectorAll("figure[data-diagram]")) {
    const diagram = DIAGRAMS[figure.dataset.diagram];
    const boards = figure.querySelector(".diagram-boards");
    const labels = [...boards.querySelectorAll(".board-label")].map((span) => span.textContent);
    boards.replaceChildren();
    boards.dir = "ltr"; // a board reads as its players see it, before on the left, in every language
    diagram.boards.forEach((spec, index) => {
      if (index > 0 && diagram.beforeAfter) {
        const arrow = document.createElement("span");
        arrow.className = "diagram-arrow";
        arrow.setAttribute("aria-hidden", "true");
        arrow.textContent = "→";
        boards.append(arrow);
      }
      const canvas = document.createElement("canvas");
      canvas.setAttribute("role", "img");
      canvas.setAttribute("aria-label", labels[index]);
      boards.append(canvas);
      drawBoard(spec, canvas);
    });
  }
}

window.addEventListener("hashchange", showChosenGame);
showChosenGame();
await init();
// The engine's Seig game at its start: its table of throws and its paths.
const seig = new Game("seig");
fillChances(seig);
drawDiagrams();
// Read by the end-to-end test, which checks every option has its words here.
window.desertRules = { rulesets: rulesets() };
document.documentElement.dataset.ready = "true";
