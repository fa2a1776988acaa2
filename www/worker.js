// The computer player, off the page's thread: loads its own engine, rebuilds
// the game from its save and answers with the chosen move.

import init, { Game } from "../pkg/desert_games.js";

const ready = init();

self.addEventListener("message", async ({ data: { id, save, limits } }) => {
  let game = null;
  try {
    await ready;
    game = Game.fromJSON(save);
    self.postMessage({ id, move: game.aiMove(limits) });
  } catch (error) {
    self.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  } finally {
    game?.free();
  }
});
