// @ts-check
// The player's choices about the page itself, remembered on the device like
// the sound switch: whether a move waits for a confirmation, and the theme.
// Storage that is refused only means the choice lasts until the page closes.

const KEY = "desert-games-preferences";
export const THEMES = ["desert", "dark", "contrast"];
const DEFAULTS = { confirmMoves: false, theme: "desert" };
const VALID = { confirmMoves: (value) => typeof value === "boolean", theme: (value) => THEMES.includes(value) };

function remembered() {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? "{}");
    return Object.fromEntries(Object.entries(DEFAULTS).map(([name, fallback]) => [name, VALID[name](stored?.[name]) ? stored[name] : fallback]));
  } catch {
    return { ...DEFAULTS }; // refused, or text that is no choice of ours
  }
}

export class Preferences {
  constructor() {
    this.values = remembered();
  }

  get(name) {
    return this.values[name];
  }

  set(name, value) {
    if (!VALID[name](value)) return;
    this.values[name] = value;
    try {
      localStorage.setItem(KEY, JSON.stringify(this.values));
    } catch {
      // storage full or refused: the choice holds until the page closes
    }
  }
}
