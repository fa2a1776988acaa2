// @ts-check
// The new-game panel's Seig part: who sits in each seat (a person or the
// computer, and a name), and under "Advanced" the seed of the sticks.

import { words } from "../../lang/text.js";
import { defaultSeats, validSeats, shownName, teamSizeOf } from "./seats.js";

const { SEAT_PLAYERS, SEATS_LEGEND, OPTION_LABELS, ADVANCED_LABEL, seatDefaultName, seatNameLabel, seatPlayerLabel } = words;

export class SeigSeatsForm {
  // Placed right after `anchor`; `element(tag, attributes, children)` builds nodes.
  constructor(anchor, element) {
    this.element = element;
    this.seatsBox = element("fieldset", { class: "seats", "data-testid": "seig-seats-form" });
    this.seed = element("input", { type: "number", name: "seed", min: "0", step: "1", inputmode: "numeric", "data-testid": "option-seed" });
    this.advanced = element("details", { class: "advanced" }, [
      element("summary", {}, [ADVANCED_LABEL]),
      element("label", { class: "field number" }, [element("span", {}, [OPTION_LABELS.seed]), this.seed]),
    ]);
    anchor.after(this.seatsBox, this.advanced);
    this.seats = defaultSeats(1);
    this.show(false);
  }

  show(visible) {
    this.seatsBox.hidden = !visible;
    this.advanced.hidden = !visible;
  }

  // Fills the form from the settings' seats and seed (either may be missing).
  fill({ ruleset, seig, options }) {
    const teamSize = teamSizeOf(ruleset, options);
    this.seats = validSeats(seig?.seats) ? structuredClone(seig.seats) : defaultSeats(teamSize);
    this.seed.value = options.seed === null || options.seed === undefined ? "" : String(options.seed);
    this.renderRows(teamSize);
  }

  // Keeps what was typed for the seats that remain; new seats get defaults.
  setTeamSize(teamSize) {
    this.seats = this.readSeats().seats;
    this.renderRows(teamSize);
  }

  // The panel drew the rule set's options (`elements`: the form's), or one of them changed.
  optionsShown(elements) {
    this.ruleset = elements.ruleset.value;
    this.setTeamSize(teamSizeOf(this.ruleset, { teamSize: elements.teamSize?.value }));
  }

  optionChanged(target) {
    if (target.name === "teamSize") this.setTeamSize(teamSizeOf(this.ruleset, { teamSize: target.value }));
  }

  renderRows(teamSize) {
    const defaults = defaultSeats(teamSize);
    this.seats = defaults.map((side, s) => side.map((seat, i) => this.seats[s][i] ?? seat));
    const rows = [this.element("legend", {}, [SEATS_LEGEND])];
    this.seats.forEach((side, s) => side.forEach(({ name, player }, i) => {
      const id = `seat-${s}-${i}`;
      const nameInput = this.element("input", {
        type: "text", name: `${id}-name`, "data-testid": `${id}-name`, maxlength: "24", "aria-label": seatNameLabel(s, i), placeholder: seatDefaultName(s, i),
      });
      // A default name stays blank, so it follows the page's language.
      nameInput.value = shownName(name, s, i) === seatDefaultName(s, i) ? "" : name;
      const playerSelect = this.element("select", { name: `${id}-player`, "data-testid": `${id}-player`, "aria-label": seatPlayerLabel(s, i) },
        SEAT_PLAYERS.map(([value, text]) => this.element("option", { value }, [text])));
      playerSelect.value = player;
      rows.push(this.element("div", { class: `seat-row side-${s}` }, [nameInput, playerSelect]));
    }));
    this.seatsBox.replaceChildren(...rows);
  }

  // { seats, seed }: a blank name stays blank (shown as its default); seed null for
  // random, a number while it is exact, else the text as typed (seeds run to
  // 2^64 - 1; the engine refuses anything else and says why).
  readSeats() {
    const seats = this.seats.map((side, s) => side.map((seat, i) => {
      const name = this.seatsBox.querySelector(`[name="seat-${s}-${i}-name"]`);
      const player = this.seatsBox.querySelector(`[name="seat-${s}-${i}-player"]`);
      return {
        name: name ? name.value.trim() : seat.name,
        player: player?.value ?? seat.player,
      };
    }));
    const typed = this.seed.value.trim();
    const seed = typed === "" ? null : Number.isSafeInteger(Number(typed)) ? Number(typed) : typed;
    return { seats, seed };
  }

  // The settings the panel starts: `chosen` ({ ruleset, options, matchLength }) with the seats and
  // seed; the pace and automatic pass chosen last (in `previous`) carry over.
  read(chosen, previous) {
    const { seats, seed } = this.readSeats();
    const options = seed === null ? chosen.options : { ...chosen.options, seed };
    const { speed, autoPass, realSticks } = previous?.seig ?? {};
    return { ...chosen, options, opponent: "seats", level: "medium", humanSide: 0, seig: { seats, speed, autoPass, realSticks } };
  }
}
