// @ts-check
// What the rules' text leaves to the page, filled in wherever the rules are
// shown (rules.html, or the one-file copy's rules dialog): the diagrams, drawn
// with the game's own board renderers; what each game kind adds (the chance
// of each throw of the sticks, from the engine's table); and each option's name in the
// words of the new-game panel. The engine must be loaded first.

import { reviewThresholds, valueScale } from "../../pkg/desert_games.js";
import { drawPicture } from "../games/board-picture.js";
import { KINDS, diagramNamed } from "../games/index.js";

// An option is named as the new-game panel names it; in a list of options
// its code name follows in small print, for people who write links.
function nameOptions(root, { OPTION_LABELS: labels }) {
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

// A board of a diagram, as the game kind that has the diagram draws it.
function drawBoard(spec, canvas, kind, trays) {
  const { board, marked, path } = kind.diagramBoard(spec);
  drawPicture(canvas, {
    board, marked, trays, selected: spec.selected ?? null, destinations: spec.destinations ?? [], lastMove: spec.lastMove ?? null,
    captured: spec.captured ?? [0, 0], path,
  });
}

function drawDiagrams(root) {
  for (const figure of root.querySelectorAll("figure[data-diagram]")) {
    const { kind, diagram } = diagramNamed(figure.dataset.diagram);
    // A long board (a mound of holes) gets the whole width.
    figure.classList.toggle("wide", kind.wideDiagrams);
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
      drawBoard(spec, canvas, kind, trays);
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
  nameOptions(root, words);
  fillThresholds(root);
  for (const kind of KINDS) kind.fillRules(root, words);
  drawDiagrams(root);
}
