// @ts-check
// Who plays a grid game: one seat a side, a person or the computer. The
// settings name one opponent ("computer" or "human", or in the new-game
// panel "friend", a friend on another device) and the person's side.

const OPPONENTS = ["computer", "human"];

// Settings that fit a grid game: the opponent given, or `otherwise` when it is neither.
export const fitSettings = (settings, given, otherwise = "human") =>
  ({ ...settings, opponent: OPPONENTS.includes(given.opponent) ? given.opponent : otherwise });

// A lesson's settings: people play both sides already.
export const peopleOnly = (settings) => settings;

// Grid games throw nothing.
export const facesFair = () => false;

// [[{ computer, level, name }]] per side: one seat each.
export function seatsOf(settings) {
  const side = (computer) => [{ computer, level: computer ? settings.level : null, name: null }];
  if (settings.opponent !== "computer") return [side(false), side(false)];
  return settings.humanSide === 0 ? [side(false), side(true)] : [side(true), side(false)];
}

// The seats a friend on another device plays, per side, per seat, when the
// settings ask for a friend game (the side the person here does not play); else null.
export const friendSeats = (settings) =>
  (settings.opponent === "friend" ? [[settings.humanSide !== 0], [settings.humanSide !== 1]] : null);
