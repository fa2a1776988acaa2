// The computer player, off the page's thread: loads its own engine, rebuilds
// the game from its save and answers with the chosen move, a hint, whether it
// agrees to a draw, or Light's chance of winning in every position of a
// finished game (a review), reporting each position as it goes.

import init, { Game } from "../../pkg/desert_games.js";
import { engineInput } from "./engine-source.js";

// A review turns the search's value (for the side to act, about 100 a piece)
// into a chance: beyond FORCED_RESULT a result is forced; otherwise a
// logistic curve, a piece ahead being about 62%.
const FORCED_RESULT = 500000;
const CHANCE_SCALE = 200;

const ready = init(engineInput);

// Light's chance of winning the position of `game`: certain once it is over.
function lightChance(game, limits) {
  const { over, winner } = game.status();
  if (over) return winner === 0 ? 1 : winner === 1 ? 0 : 0.5;
  const { value } = game.analyse(limits);
  const forLight = game.toMove() === 0 ? value : -value;
  if (Math.abs(forLight) > FORCED_RESULT) return forLight > 0 ? 1 : 0;
  return 1 / (1 + Math.exp(-forLight / CHANCE_SCALE));
}

// Weighs the start and the position after each move; the last is the game's
// result as saved (a resignation is no move, so replaying would lose it).
function review(game, limits, report) {
  const moves = game.history();
  const final = lightChance(game, limits);
  while (game.undo());
  const chances = [];
  for (let index = 0; index <= moves.length; index += 1) {
    if (index > 0) game.play(moves[index - 1]);
    chances.push(index === moves.length ? final : lightChance(game, limits));
    report({ index, total: moves.length + 1, chance: chances[index] });
  }
  return chances;
}

function answer(game, { id, task, limits, side }) {
  if (task === "review") return { chances: review(game, limits, (progress) => self.postMessage({ id, progress })) };
  if (task === "draw") return { acceptsDraw: game.acceptsDraw(side, limits) };
  if (task === "hint") return { hint: { ...game.hint(limits), plies: game.history().length } };
  return { move: game.aiMove(limits) };
}

self.addEventListener("message", async ({ data }) => {
  let game = null;
  try {
    await ready;
    game = Game.fromJSON(data.save);
    self.postMessage({ id: data.id, ...answer(game, data) });
  } catch (error) {
    // The code and parts travel too, so the page words the refusal in its language.
    self.postMessage({ id: data.id, error: { message: error instanceof Error ? error.message : String(error), code: error?.code, parts: error?.parts } });
  } finally {
    game?.free();
  }
});
