// The computer player, off the page's thread: loads its own engine, rebuilds
// the game from its save and answers with the chosen move, or with whether
// it agrees to a draw.

import init, { Game } from "../pkg/desert_games.js";
import { engineInput } from "./engine-source.js";

// The search's value (about 100 a piece) at or below which the computer
// judges it cannot win, and so agrees to a draw.
const DRAW_MARGIN = 50;

const ready = init(engineInput);

function answer(game, { task, limits, side }) {
  if (task === "draw") {
    const { value } = game.analyse(limits);
    // The value is for the side to act; turn it round when that is the other side.
    const forComputer = game.toMove() === side ? value : -value;
    return { acceptsDraw: forComputer <= DRAW_MARGIN };
  }
  return { move: game.aiMove(limits) };
}

self.addEventListener("message", async ({ data }) => {
  let game = null;
  try {
    await ready;
    game = Game.fromJSON(data.save);
    self.postMessage({ id: data.id, ...answer(game, data) });
  } catch (error) {
    self.postMessage({ id: data.id, error: error instanceof Error ? error.message : String(error) });
  } finally {
    game?.free();
  }
});
