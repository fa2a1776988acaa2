// @ts-check
// One-key shortcuts for the page's main actions. They keep quiet while the
// player types in a field, holds a modifier (browser and screen-reader
// commands use those) or answers a dialog (Escape closes it by itself).

const TYPING = "input, select, textarea, [contenteditable]";

const usable = (button) => !button.disabled && button.offsetParent !== null;

// The letter a key press means: the one it types on a Latin keyboard (so
// AZERTY and Dvorak work by what is printed), else the Latin letter of its
// place (an Arabic or Russian keyboard's T key still throws the sticks).
function letterOf(event) {
  if (/^[a-z]$/i.test(event.key)) return event.key.toLowerCase();
  return /^Key[A-Z]$/.test(event.code) ? event.code.slice(3).toLowerCase() : event.key.toLowerCase();
}

// buttons: key -> button it presses (its aria-keyshortcuts is set);
// actions: key -> function. Keys as `KeyboardEvent.key`, lower case.
export function attachShortcuts({ buttons = {}, actions = {} }) {
  for (const [key, button] of Object.entries(buttons)) {
    const others = (button.getAttribute("aria-keyshortcuts") ?? "").split(" ").filter(Boolean);
    button.setAttribute("aria-keyshortcuts", [key.toUpperCase(), ...others].join(" "));
  }
  document.addEventListener("keydown", (event) => {
    if (event.defaultPrevented || event.repeat || event.ctrlKey || event.altKey || event.metaKey || event.shiftKey) return;
    if (/** @type {Element} */ (event.target).closest?.(TYPING) || document.querySelector("dialog[open]")) return;
    const key = letterOf(event);
    if (buttons[key]) {
      if (usable(buttons[key])) buttons[key].click();
    } else if (actions[key]) {
      actions[key]();
    } else {
      return;
    }
    event.preventDefault();
  });
}
