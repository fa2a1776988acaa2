// The computer player, off the page's thread: loads its own engine, rebuilds
// the game from its save and answers with the chosen move, a hint, whether it
// agrees to a draw, or Light's chance of winning in every position of a
// finished game with each move judged (a review), reporting each position as
// it goes.

import init, { Game } from "../../pkg/desert_games.js";
import { engineInput } from "./engine-source.js";
import { FORCED_RESULT, PIECE_VALUE } from "./values.js";

// A review turns the search's value into a chance: certain when a result is
// forced; otherwise a logistic curve, a piece ahead being about 62%.
const CHANCE_SCALE = 2 * PIECE_VALUE;

// A worker whose engine failed to load (a download cut short) stays broken:
// its answers say so, and the page starts a fresh worker for the next request.
let loaded = false;
const ready = init(engineInput).then(() => {
  loaded = true;
});

// Light's chance from a value for the side to act in `game`.
function chanceOf(game, value) {
  const forLight = game.toMove() === 0 ? value : -value;
  if (Math.abs(forLight) > FORCED_RESULT) return forLight > 0 ? 1 : 0;
  return 1 / (1 + Math.exp(-forLight / CHANCE_SCALE));
}

// Light's chance of winning the position of `game`: certain once it is over.
function lightChance(game, limits) {
  const { over, winner } = game.status();
  if (over) return winner === 0 ? 1 : winner === 1 ? 0 : 0.5;
  return chanceOf(game, game.analyse(limits).value);
}

// Move `move`, about to be played in `game`, judged (g.judgeNext), with the
// squares of the better move when it is marked, from the engine's report of it.
function judged(game, move, limits) {
  const judgement = game.judgeNext(move, limits);
  if (!judgement.better) return { ...judgement, betterSquares: null };
  const { from, to } = game.check(judgement.better).report;
  return { ...judgement, betterSquares: { from, to } };
}

// Weighs the start and the position after each move, and judges each move in
// the position it was played from; the last chance is the game's result as
// saved (a resignation is no move, so replaying would lose it). A judged
// move's best value is its position's value, so only a throw's position needs
// a search of its own.
function review(game, limits, report) {
  const moves = game.history();
  const final = lightChance(game, limits);
  while (game.undo());
  const chances = [];
  const judgements = [];
  for (let index = 0; index <= moves.length; index += 1) {
    if (index > 0) game.play(moves[index - 1]);
    const judgement = index < moves.length ? judged(game, moves[index], limits) : null;
    chances.push(index === moves.length ? final
      : judgement.bestValue !== null ? chanceOf(game, judgement.bestValue) : lightChance(game, limits));
    if (judgement) judgements.push(judgement);
    report({ index, total: moves.length + 1, chance: chances[index], judgement });
  }
  return { chances, judgements };
}

function answer(game, { id, task, limits, side }) {
  if (task === "review") return review(game, limits, (progress) => self.postMessage({ id, progress }));
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
    self.postMessage({ id: data.id, broken: !loaded, error: { message: error instanceof Error ? error.message : String(error), code: error?.code, parts: error?.parts } });
  } finally {
    game?.free();
  }
});
