// @ts-check
// Which sounds a move makes, read from the engine's report of it
// (docs/api-additions.md), never from the rules: `[name, delay in seconds]`.
// `flight`: how long the sticks the move threw are drawn in the air, in
// seconds, or null when it threw none; `series`: the move's capture series
// goes on (the game kind says both).

export function cuesOf({ captured, lost, status }, flight = null, series = false) {
  const thrown = flight !== null;
  const landing = thrown ? Math.max(0.28, flight) : 0;
  const cues = thrown ? [["clatter", 0], ["land", landing]] : [];
  const after = cues.length ? landing + 0.04 : 0;
  if (tookPieces({ captured, lost })) cues.push(["capture", after]);
  else if (!thrown) cues.push(["move", 0]);
  if (series) cues.push(["series", after + 0.14]);
  if (status.over && status.winner !== null) cues.push(["win", after + 0.3]);
  return cues;
}

// Takes without a square (a stick game's endgame) are counted in `lost`.
export const tookPieces = ({ captured, lost }) => captured.length > 0 || lost.some((count) => count > 0);
