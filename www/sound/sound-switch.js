// @ts-check
// The sound switch in the header: on or off for sound and the buzz of a
// capture, remembered on the device like the language, so the game, the
// lessons and every game after share it. An embedded board has no header:
// it is silent unless the embedding site asks for sound (`sound=1`), and
// remembers nothing.

const KEY = "desert-games-sound";

function remembered() {
  try {
    return localStorage.getItem(KEY) !== "off";
  } catch {
    return true; // storage refused: sound stays on, as by default
  }
}

export class SoundSwitch {
  // `fixed`: the embedding site's choice (true or false), else null.
  // `onChange(on)` hears of every change made with the button.
  constructor(button, { fixed = null, onChange }) {
    this.button = button;
    this.fixed = fixed !== null;
    this.on = fixed ?? remembered();
    this.show();
    button.addEventListener("click", () => {
      this.on = !this.on;
      this.remember();
      this.show();
      onChange(this.on);
    });
  }

  remember() {
    if (this.fixed) return;
    try {
      localStorage.setItem(KEY, this.on ? "on" : "off");
    } catch {
      // storage full or refused: the choice holds until the page closes
    }
  }

  show() {
    this.button.setAttribute("aria-pressed", String(this.on)); // its name, "Sound", is the page's words
  }
}
