// @ts-check
// What the kinds' diagrams of the rules pages share: positions drawn as text,
// and opening positions asked of the engine.

import { Game } from "../../pkg/desert_games.js";

// Rows of marks split by spaces, top row first as a player of Light sees
// them; returned bottom row first, as the engine counts.
export function pictureRows(picture) {
  return picture.trim().split("\n").map((line) => line.trim().split(/\s+/)).reverse();
}

// What `read(game)` takes from the engine's opening position of `start` ({ ruleset, options }).
export function atStart(start, read) {
  const game = new Game(start.ruleset, start.options ?? {});
  try {
    return read(game);
  } finally {
    game.free();
  }
}
