// The new-game panel: the game, its options (generated from the defaults
// `rulesets()` reports), the opponent, the human's side and the match length.

import { SIDE_NAMES, GAME_NAMES, OPTION_LABELS, BOARD_CHOICES, holesText } from "../lang/text.js";
import { SeigSeatsForm } from "../seig/seig-seats.js";

const SIDE_CHOICES = [[0, SIDE_NAMES[0]], [1, SIDE_NAMES[1]]];

// How to ask for the options we know (their words are OPTION_LABELS); any
// other option gets a control that fits its default's type.
const OPTION_FORMS = {
  board: { choices: Object.entries(BOARD_CHOICES) },
  firstPlayer: { choices: SIDE_CHOICES },
  firstPlacer: { choices: SIDE_CHOICES },
  firstSide: { choices: SIDE_CHOICES },
  noCapturePlies: { min: 0 },
  barrierPlies: { min: 10 },
  teamSize: { choices: [[1, "1"], [2, "2"], [3, "3"]] },
  fourMoves: { choices: [[4, holesText(4)], [3, holesText(3)]] },
};

function element(tag, attributes = {}, children = []) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

function optionControl(name, value) {
  const form = OPTION_FORMS[name] ?? {};
  const id = `option-${name}`;
  const common = { id, name, "data-testid": id };
  const label = OPTION_LABELS[name] ?? name;
  const choices = form.choices?.some(([choice]) => choice === value) ? form.choices : null;
  if (choices) {
    const select = element("select", common, choices.map(([choice, text]) => element("option", { value: String(choice) }, [text])));
    select.value = String(value);
    return element("label", { class: "field" }, [element("span", {}, [label]), select]);
  }
  if (typeof value === "boolean") {
    const box = element("input", { ...common, type: "checkbox" });
    box.checked = value;
    return element("label", { class: "field check" }, [box, element("span", {}, [label])]);
  }
  const numeric = typeof value === "number";
  const input = element("input", {
    ...common,
    type: numeric ? "number" : "text",
    ...(numeric ? { min: String(form.min ?? 0), step: "1", inputmode: "numeric" } : {}),
  });
  input.value = String(value);
  return element("label", { class: numeric ? "field number" : "field" }, [element("span", {}, [label]), input]);
}

// Reads a control back with the type of the option's default.
function readOption(control, defaultValue) {
  if (typeof defaultValue === "boolean") return control.checked;
  if (typeof defaultValue === "number") return Number(control.value);
  return control.value;
}

export class NewGamePanel {
  constructor(dialog, rulesets, onStart) {
    this.dialog = dialog;
    this.rulesets = rulesets;
    this.form = dialog.querySelector("form");
    this.rulesetSelect = this.form.elements.ruleset;
    this.optionsBox = dialog.querySelector("#rule-options");
    this.seigSeats = new SeigSeatsForm(this.optionsBox, element);
    this.optionsBox.addEventListener("change", ({ target }) => {
      if (target.name === "teamSize") this.seigSeats.setTeamSize(Number(target.value));
    });
    for (const { id, name } of rulesets) this.rulesetSelect.append(element("option", { value: id }, [GAME_NAMES[id] ?? name]));
    this.rulesetSelect.addEventListener("change", () => this.showOptions(this.rulesetSelect.value, {}));
    this.form.elements.opponent.addEventListener("change", () => this.showSideChoice());
    this.form.addEventListener("submit", (event) => {
      if (event.submitter?.value !== "start") return;
      onStart(this.read());
    });
  }

  get isOpen() {
    return this.dialog.open;
  }

  open(settings) {
    this.rulesetSelect.value = settings.ruleset;
    this.showOptions(settings.ruleset, settings.options);
    if (settings.ruleset === "seig") this.seigSeats.fill(settings.seig?.seats, settings.options.seed, settings.options.teamSize);
    const { elements } = this.form;
    elements.opponent.value = settings.opponent === "computer" ? `computer-${settings.level}` : "human";
    elements.side.value = String(settings.humanSide);
    elements.match.value = String(settings.matchLength);
    this.showSideChoice();
    this.dialog.showModal();
  }

  showOptions(rulesetId, chosen) {
    const defaults = this.rulesets.find(({ id }) => id === rulesetId)?.options ?? {};
    this.optionsBox.replaceChildren(...Object.entries(defaults).map(([name, value]) => optionControl(name, chosen[name] ?? value)));
    // Seig has seats instead of one opponent and one side.
    const seig = rulesetId === "seig";
    this.seigSeats.show(seig);
    if (seig) this.seigSeats.setTeamSize(Number(this.form.elements.teamSize.value));
    this.showSideChoice();
  }

  showSideChoice() {
    const seig = this.rulesetSelect.value === "seig";
    this.form.elements.opponent.closest(".field").hidden = seig;
    this.form.querySelector(".side-field").hidden = seig || this.form.elements.opponent.value === "human";
  }

  read() {
    const { elements } = this.form;
    const ruleset = this.rulesetSelect.value;
    const defaults = this.rulesets.find(({ id }) => id === ruleset).options;
    const options = {};
    for (const [name, value] of Object.entries(defaults)) options[name] = readOption(elements[name], value);
    const [opponent, level] = elements.opponent.value.split("-");
    if (ruleset === "seig") {
      const { seats, seed } = this.seigSeats.read();
      if (seed !== null) options.seed = seed;
      return { ruleset, options, opponent: "seats", level: "medium", humanSide: 0, matchLength: Number(elements.match.value), seig: { seats } };
    }
    return {
      ruleset,
      options,
      opponent,
      level: level ?? "medium",
      humanSide: Number(elements.side.value),
      matchLength: Number(elements.match.value),
    };
  }
}
