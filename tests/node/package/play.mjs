// Run by package.test.mjs inside a scratch install of the npm package: a full
// game of every rule set through the package's import, the computer choosing
// every move, each game saved and loaded again. Prints one JSON line a game.
import { Game, rulesets, version } from "desert-games";

const MAX_PLIES = 4000;
for (const { id, forms } of rulesets()) {
  const started = Date.now();
  // Sig's variants: the shortest game length, so that every game ends within MAX_PLIES.
  const game = new Game(id, id === "seig" ? { seed: 11 } : "noCaptureTurns" in forms ? { seed: 11, noCaptureTurns: 20 } : null);
  let plies = 0;
  while (!game.status().over && plies < MAX_PLIES) {
    const move = game.aiMove({ level: "easy", nodes: 300, seed: plies });
    if (!game.legalMoves().includes(move) && !move.startsWith("throw")) throw new Error(`${id}: the computer chose ${move}, not a legal move`);
    game.play(move);
    plies++;
  }
  const loaded = Game.fromJSON(game.toJSON());
  console.log(JSON.stringify({
    id,
    version: version(),
    plies,
    status: game.status(),
    loadedStatus: loaded.status(),
    sameHistory: JSON.stringify(loaded.history()) === JSON.stringify(game.history()),
    ms: Date.now() - started,
  }));
}
