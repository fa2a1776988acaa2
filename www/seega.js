// What a Seega position means beyond the board: whether the side to act is in
// a capture series or making the blocked side's extra move, and how near the
// barrier count is. Read from the engine and the page's move log.

import { Game } from "../pkg/desert_games.js";

// Who makes the first move of the second phase (RULES.md 2.2 and 3.3), to
// tell a blocked side's extra move at the very start from the normal order.
const FIRST_MOVER = {
  "seega-sudan": (log) => log[0].side, // the side that placed first
  "seega-egypt": (log) => log.at(-1).side, // the side that placed last
};

// The barrier counter shows over the last this many plies before the count.
const BARRIER_WARNING = 10;

export const isSeega = (ruleset) => ruleset in FIRST_MOVER;

// Runs `use` on a throwaway copy of the game, so questions never touch the real one.
export function withCopy(game, use) {
  const copy = Game.fromJSON(game.toJSON());
  try {
    return use(copy);
  } finally {
    copy.free();
  }
}

function everyMoveCaptures(game) {
  return withCopy(game, (copy) => copy.legalMoves().every((move) => {
    const { captured } = copy.play(move);
    copy.undo();
    return captured.length > 0;
  }));
}

// Plies of the second phase made since the last capture (or its start).
export function pliesWithoutCapture(moveLog) {
  let plies = 0;
  for (let i = moveLog.length - 1; i >= 0 && !moveLog[i].placement && moveLog[i].captured === 0; i -= 1) plies += 1;
  return plies;
}

// moveLog: per move { side, placement, captured }. Returns
// { act: "series" | "extra" | null, barrier: { plies, limit } | null }.
export function seegaSituation(game, moveLog) {
  const last = moveLog.at(-1);
  if (game.status().over || game.phase() !== "movement" || !last) return { act: null, barrier: null };
  const toMove = game.toMove();
  // After a capture the same side goes on only while it can capture again;
  // any other time the side that did not act last should be acting.
  const series = !last.placement && last.captured > 0 && last.side === toMove && everyMoveCaptures(game);
  const expected = last.placement ? FIRST_MOVER[game.ruleset()](moveLog) : 1 - last.side;
  const act = series ? "series" : toMove !== expected ? "extra" : null;
  const plies = pliesWithoutCapture(moveLog);
  const limit = game.options().barrierPlies;
  return { act, barrier: plies > 0 && limit - plies <= BARRIER_WARNING ? { plies, limit } : null };
}
