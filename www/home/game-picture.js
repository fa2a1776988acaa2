// @ts-check
// A picture of a rule set's start, from the engine's position, so it cannot
// drift from the rules.

import { Game } from "../../pkg/desert_games.js";
import { drawPicture } from "../games/board-picture.js";

export function drawStart(canvas, ruleset) {
  const game = new Game(ruleset);
  const position = { board: game.board(), marked: game.situation().marked };
  game.free();
  drawPicture(canvas, position);
}
