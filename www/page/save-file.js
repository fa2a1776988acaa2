// @ts-check
// A game saved to a file: the engine's save (Game.toJSON) with a header first,
// for a person who opens the file in a text editor (README, "Saved files").
// The engine reads only its own fields: a file without a header (made before
// it was written), or with one that is malformed or disagrees with the moves,
// opens as the moves say.

import { words } from "../lang/text.js";

const { GAME_NAMES, SIDE_NAMES, SAVED_FILE } = words;

// PGN's results: the first side (Light) wins, the second wins, a draw, unfinished.
const resultCode = ({ over, winner }) => (!over ? "*" : winner === null ? "1/2-1/2" : winner === 0 ? "1-0" : "0-1");

// The file's text: `seats` who played each side (the kind's `seatsOf`),
// `ending` the result in words, or "" while the game goes on.
export function savedFileText({ game, seats, ending, date = new Date() }) {
  const ruleset = game.ruleset();
  const status = game.status();
  const header = {
    about: SAVED_FILE.about,
    game: GAME_NAMES[ruleset] ?? ruleset,
    ruleset,
    options: game.options(),
    date: date.toISOString(),
    players: Object.fromEntries(seats.map((side, index) => [SIDE_NAMES[index], side.map(SAVED_FILE.player).join(", ")])),
    result: resultCode(status),
    ending: status.over ? ending : SAVED_FILE.unfinished,
    plies: game.history().length,
  };
  // The header one field a line; the engine's fields one a line each, the moves on one.
  const fields = Object.entries({ header, ...JSON.parse(game.toJSON()) })
    .map(([name, value]) => `  ${JSON.stringify(name)}: ${JSON.stringify(value, null, name === "header" ? 2 : 0).replaceAll("\n", "\n  ")}`);
  return `{\n${fields.join(",\n")}\n}\n`;
}

// The file's name: the rule set and the day.
export const savedFileName = (settings, date = new Date()) => `desert-games-${settings.ruleset}-${date.toISOString().slice(0, 10)}.json`;
