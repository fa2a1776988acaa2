// @ts-check
// The new-game panel's part for Siga and Seega: one opponent (a person, or the
// computer at a level), the side the person plays, and hints against the
// computer. Its fields are the panel's own (index.html); shown, they are the
// chosen game's way to say who plays.

export class OpponentForm {
  // form: the panel's form, whose fields `opponent`, `side` and `hints` this part fills and reads.
  constructor(form) {
    this.form = form;
    this.visible = false;
    form.elements.opponent.addEventListener("change", () => this.showChoices());
  }

  show(visible) {
    this.visible = visible;
    this.form.elements.opponent.closest(".field").hidden = !visible;
    this.showChoices();
  }

  // A side to choose against another player; hints only against the computer.
  showChoices() {
    const opponent = this.form.elements.opponent.value;
    this.form.querySelector(".side-field").hidden = !this.visible || opponent === "human";
    this.form.querySelector(".hints-field").hidden = !this.visible || !opponent.startsWith("computer");
  }

  fill(settings) {
    const { elements } = this.form;
    elements.opponent.value = settings.opponent === "computer" ? `computer-${settings.level}` : "human";
    elements.side.value = String(settings.humanSide);
    elements.hints.checked = settings.hints === true;
    this.showChoices();
  }

  // The rule set's options are the engine's: nothing here follows them.
  optionsShown() {}

  optionChanged() {}

  // The settings of the game chosen, from what the panel read (`chosen`: its rule set, options and match length).
  read(chosen) {
    const { elements } = this.form;
    const [opponent, level] = elements.opponent.value.split("-");
    return {
      ...chosen,
      opponent,
      level: level ?? "medium",
      hints: opponent === "computer" && elements.hints.checked,
      humanSide: Number(elements.side.value),
    };
  }
}
