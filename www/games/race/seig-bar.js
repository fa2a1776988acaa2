// @ts-check
// The bar under Seig's mound: the throw button and the throw's value, the
// pool of values to move, the chooser between two spends that reach one hole,
// the seats, the tools (path, pace, automatic pass, real sticks) and the
// table of throws and their chances.

import { chanceFigures } from "./sticks.js";
import { atOneTable } from "./seats.js";
import { words } from "../../lang/text.js";

const { seatLabel, seatPiecesText, throwTableRow, THROW_TABLE_CAPTION, THROW_TABLE_HEADINGS, chooserText, POOL_EMPTY_TEXT, PIECES_LEGEND, SIG_PIECES_LEGEND, endgameNote, THROWING_TEXT, chanceText } = words;

// How many holes a reported move goes along its path, null where the engine gives no path.
export const stepsOf = (report) => (report.path ? report.path.length - 1 : null);
// A move among others reaching one hole, as the chooser and the hole's label
// name it: the values it spends, else the move as listed (a removal).
export const choiceText = (report) => report.spentText ?? report.listed;

export class SeigBar {
  // elements: { bar, throwButton, value, pool, chooser, seats, pathToggle, speed,
  // autoPass, realSticks, tools, toolsButton, oddsButton, oddsDialog, oddsTable, legend };
  // on: { throwSticks(), choose(changes), pathShown() }: what the board does when they are used.
  constructor(elements, { store, on }) {
    this.el = elements;
    this.store = store;
    this.on = on;
    elements.chooser.hidden = true;
    this.attachInput();
  }

  // Whether the path of the side to move is asked for.
  get pathShown() {
    return this.el.pathToggle.checked;
  }

  show(on) {
    this.el.bar.hidden = !on;
  }

  // shown: the position shown (the board's snapshot); earlier: an earlier position, only to look at;
  // busy: what is being shown; mayThrow: a person may throw now; valueText: the last throw's words;
  // seats: who plays; choices: { speed, autoPass, realSticks }.
  render({ shown, earlier, busy, mayThrow, valueText, seats, choices }) {
    const { el } = this;
    el.throwButton.disabled = earlier || Boolean(busy) || !(mayThrow && shown.throwing);
    el.value.textContent = earlier ? "" : busy === "throw" ? THROWING_TEXT : valueText;
    el.value.classList.toggle("pending", busy === "throw");
    el.pool.replaceChildren(...(shown.pool.length
      ? shown.pool.map((value) => Object.assign(document.createElement("span"), { className: "chip", textContent: String(value) }))
      : [Object.assign(document.createElement("span"), { className: "chip-empty", textContent: POOL_EMPTY_TEXT })]));
    el.seats.replaceChildren(...seats.map((side, s) => {
      const row = document.createElement("li");
      row.className = `seat-side side-${s}`;
      const count = Object.assign(document.createElement("span"), { className: "seat-count hides-text", textContent: seatPiecesText(s, shown.counts[s]) });
      row.append(count, ...side.map((seat, i) => {
        const acting = shown.actor?.side === s && shown.actor.seat === i;
        const chip = Object.assign(document.createElement("span"), { className: acting ? "seat acting" : "seat", textContent: seatLabel(seat) });
        chip.dataset.testid = `seat-${s}-${i}`;
        if (acting) chip.setAttribute("aria-current", "true");
        return chip;
      }));
      return row;
    }));
    // Seig's endgame heaps, or its pieces; a Sig variant's pieces and their states.
    el.legend.textContent = !shown.seig ? SIG_PIECES_LEGEND : shown.seig.endgame ? endgameNote(shown.counts) : PIECES_LEGEND;
    // A game whose pieces run fixed paths shows them (every race game does).
    el.pathToggle.closest("label").hidden = !shown.paths;
    el.speed.value = choices.speed;
    el.autoPass.checked = choices.autoPass;
    // Real sticks are for people at one table: with the computer or a friend elsewhere in a seat there is nothing to choose.
    el.realSticks.checked = choices.realSticks;
    el.realSticks.disabled = !atOneTable(seats);
  }

  // Two groups of values reach the same hole: the player says which to spend
  // (`reports`: the engine's, one per group), and `act(move)` plays it.
  offerChoice(hole, reports, act) {
    const { chooser } = this.el;
    const buttons = reports.map((report) => {
      const group = choiceText(report);
      const button = Object.assign(document.createElement("button"), { type: "button", textContent: group });
      button.dataset.testid = `choose-${group}`;
      button.addEventListener("click", () => act(report.move));
      return button;
    });
    chooser.replaceChildren(Object.assign(document.createElement("span"), { textContent: chooserText(hole, stepsOf(reports[0])) }), ...buttons);
    chooser.hidden = false;
    buttons[0].focus();
  }

  hideChoice() {
    this.el.chooser.hidden = true;
  }

  attachInput() {
    const { throwButton, pathToggle, speed, autoPass, realSticks, tools, toolsButton, oddsButton, oddsDialog } = this.el;
    // The tools open from their button on a phone, and close at a tap anywhere else.
    const showTools = (open) => {
      tools.classList.toggle("open", open);
      toolsButton.setAttribute("aria-expanded", String(open));
    };
    toolsButton.addEventListener("click", () => showTools(!tools.classList.contains("open")));
    // A choice made there is all one came for: the tools close and the board is free again.
    tools.addEventListener("change", () => showTools(false));
    oddsButton.addEventListener("click", () => showTools(false));
    document.addEventListener("pointerdown", (event) => {
      if (!tools.contains(event.target) && !toolsButton.contains(event.target)) showTools(false);
    });
    throwButton.addEventListener("click", () => this.on.throwSticks());
    pathToggle.addEventListener("change", () => this.on.pathShown());
    speed.addEventListener("change", () => this.on.choose({ speed: speed.value }));
    autoPass.addEventListener("change", () => this.on.choose({ autoPass: autoPass.checked }));
    realSticks.addEventListener("change", () => this.on.choose({ realSticks: realSticks.checked }));
    oddsButton.addEventListener("click", () => {
      this.fillOdds();
      oddsDialog.showModal();
    });
  }

  // The chances of each throw for the sticks in play now, as the engine gives them.
  fillOdds() {
    const game = this.store.game;
    const { sticks, rows } = game.throwTable();
    const { fourMoves } = game.options();
    const cell = (tag, text) => Object.assign(document.createElement(tag), { textContent: text });
    const head = document.createElement("tr");
    head.append(...THROW_TABLE_HEADINGS.map((text) => cell("th", text)));
    const body = rows.map(({ whites, kind, value, ways, of }) => {
      const row = document.createElement("tr");
      row.append(cell("td", String(whites)), ...throwTableRow({ kind, whites, value, fourMoves }).map((text) => cell("td", text)),
        cell("td", chanceText(...chanceFigures(ways, of))));
      return row;
    });
    this.el.oddsTable.replaceChildren(cell("caption", THROW_TABLE_CAPTION(sticks)), head, ...body);
  }
}
