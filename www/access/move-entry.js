// @ts-check
// "Type a move": move text (as the rules write it, a throw in the reader's
// words: the game kind reads it) played through the same path as a tap, for
// players who would rather type than point.

import { words } from "../lang/text.js";

const { MOVE_ENTRY_LABEL, MOVE_ENTRY_BUTTON } = words;

// play(text) -> true when the move was played (else it has said why).
// Returns the field, whose placeholder the page keeps showing a legal move.
export function attachMoveEntry(parent, play) {
  const form = Object.assign(document.createElement("form"), { className: "move-entry hides-text", noValidate: true });
  form.dataset.testid = "move-entry";
  const label = Object.assign(document.createElement("label"), { htmlFor: "move-text", textContent: MOVE_ENTRY_LABEL });
  const input = Object.assign(document.createElement("input"), {
    type: "text", id: "move-text", autocomplete: "off", spellcheck: false,
  });
  input.setAttribute("autocapitalize", "off");
  input.dataset.testid = "move-input";
  const button = Object.assign(document.createElement("button"), { type: "submit", textContent: MOVE_ENTRY_BUTTON });
  button.dataset.testid = "move-play";
  form.append(label, input, button);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const text = input.value.trim();
    if (!text) return;
    const played = play(text);
    input.setAttribute("aria-invalid", String(!played));
    if (played) input.value = "";
  });
  parent.append(form);
  return input;
}
