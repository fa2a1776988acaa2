// What the rules' text leaves to the page, filled in wherever the rules are
// shown (rules.html, or the one-file copy's rules dialog): the diagrams, drawn
// with the game's own board renderers; the chance of each Seig throw, from the
// engine's table; and each option's name in the words of the new-game panel.
// The engine must be loaded first.

import { Game, reviewThresholds, valueScale } from "../../pkg/desert_games.js";
import { drawPicture } from "../games/board-picture.js";
import { chanceFigures } from "../games/race/sticks.js";
import { DIAGRAMS, gridCells, seigCells } from "./rules-content.js";

// Each cell says which counts of white sides it covers, e.g. "1,7" of 8
// sticks; the engine's table of throws says how many falls give each.
function fillChances(root, seig, chanceText) {
  const { tables } = seig.throwTable();
  for (const cell of root.querySelectorAll("[data-whites]")) {
    const rows = tables[cell.closest("[data-sticks]").dataset.sticks];
    const covered = cell.dataset.whites.split(",").map((whites) => rows[Number(whites)]);
    cell.textContent = chanceText(...chanceFigures(covered.reduce((sum, { ways }) => sum + ways, 0), covered[0].of));
  }
}

// An option is named as the new-game panel names it (the seed as the Seig
// seats form does); in a list of options its code name follows in small
// print, for people who write links.
function nameOptions(root, { OPTION_LABELS, SEED_LABEL }) {
  const labels = { ...OPTION_LABELS, seed: SEED_LABEL };
  for (const node of root.querySelectorAll("[data-option]")) {
    const name = node.dataset.option;
    if (node.tagName !== "DT") {
      node.textContent = labels[name];
      continue;
    }
    const code = document.createElement("code");
    code.textContent = name;
    const small = document.createElement("small");
    small.className = "option-code";
    small.append(code);
    node.replaceChildren(labels[name], " ", small);
  }
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

function drawBoard(spec, canvas, seig, trays) {
  const { board, marked } = boardOf(spec);
  drawPicture(canvas, {
    board, marked, trays, selected: spec.selected ?? null, destinations: spec.destinations ?? [], lastMove: spec.lastMove ?? null,
    captured: spec.captured ?? [0, 0],
    // A side's path through the holes, as the engine runs it.
    path: spec.pathSide === undefined ? null : { side: spec.pathSide, holes: seig.situation().seig.paths[spec.pathSide] },
  });
}

function drawDiagrams(root, seig) {
  for (const figure of root.querySelectorAll("figure[data-diagram]")) {
    const diagram = DIAGRAMS[figure.dataset.diagram];
    const boards = figure.querySelector(".diagram-boards");
    const labels = [...boards.querySelectorAll(".board-label")].map((span) => span.textContent);
    // Before and after a capture both keep room for the taken pieces, so both boards are drawn at one size.
    const trays = diagram.boards.some(({ captured }) => captured) ? "taken" : "none";
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
      drawBoard(spec, canvas, seig, trays);
    });
  }
}

// The review's marks, in pieces, as the engine sets them (digits stay Western on the Arabic page, as its squares do).
function fillThresholds(root) {
  const thresholds = reviewThresholds();
  const { piece } = valueScale();
  const language = (root.closest?.("[lang]") ?? document.documentElement).lang;
  for (const span of root.querySelectorAll("[data-threshold]")) {
    span.textContent = (thresholds[span.dataset.threshold] / piece).toLocaleString(language === "ar" ? "en" : language);
  }
}

// Fills the rules under `root`, written in the language whose `words` are given.
export function fillRules(root, words) {
  // The engine's Seig game at its start: its table of throws and its paths.
  const seig = new Game("seig");
  try {
    nameOptions(root, words);
    fillThresholds(root);
    fillChances(root, seig, words.chanceText);
    drawDiagrams(root, seig);
  } finally {
    seig.free();
  }
}
