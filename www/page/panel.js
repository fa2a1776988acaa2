// @ts-check
// The new-game panel: the game, its options (generated from the defaults
// and forms `rulesets()` reports), the match length, and the game kind's own
// part, who plays (www/games/<kind>/: one opponent and a side, or seats).

import { words } from "../lang/text.js";
import { KINDS, kindOf } from "../games/index.js";

const { SIDE_NAMES, GAME_NAMES, OPTION_LABELS, BOARD_CHOICES, holesText } = words;

// The words for a choice, by what the engine's form says its values are
// (`of`); a choice with no words here shows as itself.
const CHOICE_WORDS = {
  side: (side) => SIDE_NAMES[side],
  board: (board) => BOARD_CHOICES[board],
  holes: holesText,
};

// A short range (a team size, up to six) is a list to pick from, like a fixed choice.
const SHORT_RANGE = 6;
/** @param {{ choices?: unknown[], min?: number, max?: number }} form */
const choicesOf = ({ choices, min, max }) =>
  choices ?? (max - min < SHORT_RANGE ? Array.from({ length: max - min + 1 }, (_, i) => min + i) : null);

function element(tag, attributes = {}, children = []) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

function optionControl(name, value, form = {}) {
  const id = `option-${name}`;
  const common = { id, name, "data-testid": id };
  const label = OPTION_LABELS[name] ?? name;
  if (typeof value === "boolean") {
    const box = element("input", { ...common, type: "checkbox" });
    box.checked = value;
    return element("label", { class: "field check" }, [box, element("span", {}, [label])]);
  }
  const choices = choicesOf(form);
  if (choices) {
    const words = (choice) => CHOICE_WORDS[form.of]?.(choice) ?? String(choice);
    const select = element("select", common, choices.map((choice) => element("option", { value: String(choice) }, [words(choice)])));
    select.value = String(value);
    return element("label", { class: "field" }, [element("span", {}, [label]), select]);
  }
  const numeric = typeof value === "number";
  const range = numeric ? { min: String(form.min ?? 0), ...(form.max === undefined ? {} : { max: String(form.max) }), step: "1", inputmode: "numeric" } : {};
  const input = element("input", { ...common, type: numeric ? "number" : "text", ...range });
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
    // Each kind's own part of the form (who plays), shown while one of its games is chosen.
    this.kindForms = new Map(KINDS.map((kind) => [kind, kind.createSettingsForm(this.optionsBox, element)]));
    this.optionsBox.addEventListener("change", ({ target }) => this.kindForm.optionChanged(target));
    for (const { id, name } of rulesets) this.rulesetSelect.append(element("option", { value: id }, [GAME_NAMES[id] ?? name]));
    this.rulesetSelect.addEventListener("change", () => this.showOptions(this.rulesetSelect.value, {}));
    this.form.addEventListener("submit", (event) => {
      if (event.submitter?.value !== "start") return;
      onStart(this.read());
    });
  }

  get isOpen() {
    return this.dialog.open;
  }

  // The chosen game's kind's own part of the form.
  get kindForm() {
    return this.kindForms.get(kindOf(this.rulesetSelect.value));
  }

  close() {
    this.dialog.close();
  }

  open(settings) {
    this.openedWith = settings;
    this.rulesetSelect.value = settings.ruleset;
    this.showOptions(settings.ruleset, settings.options);
    this.kindForm.fill(settings);
    this.form.elements.match.value = String(settings.matchLength);
    this.dialog.showModal();
  }

  showOptions(rulesetId, chosen) {
    const { options: defaults = {}, forms = {} } = this.rulesets.find(({ id }) => id === rulesetId) ?? {};
    this.optionsBox.replaceChildren(...Object.entries(defaults).map(([name, value]) => optionControl(name, chosen[name] ?? value, forms[name])));
    const shown = this.kindForms.get(kindOf(rulesetId));
    for (const form of this.kindForms.values()) form.show(form === shown);
    shown.optionsShown(this.form.elements);
  }

  read() {
    const { elements } = this.form;
    const ruleset = this.rulesetSelect.value;
    const defaults = this.rulesets.find(({ id }) => id === ruleset).options;
    const options = {};
    for (const [name, value] of Object.entries(defaults)) options[name] = readOption(elements[name], value);
    return this.kindForm.read({ ruleset, options, matchLength: Number(elements.match.value) }, this.openedWith);
  }
}
