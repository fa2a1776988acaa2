// @ts-check
// The computer player, off the page's thread: loads its own engine, rebuilds
// the game from its save and answers with the chosen move, a hint, whether it
// agrees to a draw, or Light's chance of winning in every position of a
// finished game with each move judged (a review), reporting each position as
// it goes.

import init, { Game } from "../../pkg/desert_games.js";
import { engineInput } from "./engine-source.js";

// A worker whose engine failed to load (a download cut short) stays broken:
// its answers say so, and the page starts a fresh worker for the next request.
let loaded = false;
const ready = init(engineInput).then(() => {
  loaded = true;
});

// The engine reviews the game one position at a time (g.reviewStep: Light's
// chance there, and after the move played from it, that move judged), so each
// can be reported as it comes.
function review(game, limits, report) {
  const chances = [];
  const playedChances = [];
  const judgements = [];
  const positions = game.history().length + 1;
  for (let index = 0; index < positions; index += 1) {
    const step = game.reviewStep(index, limits);
    chances.push(step.chance);
    if (step.judgement) {
      judgements.push(step.judgement);
      playedChances.push(step.playedChance);
    }
    report(step);
  }
  return { chances, playedChances, judgements };
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
