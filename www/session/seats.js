// Who plays each seat. Every game has two sides of one or more seats; a grid
// game's side is a team of one seat, Seig's teams have up to three. The
// settings keep them in the new-game panel's own terms; this turns both
// kinds into one list, so nothing else needs to know which game it is.

import { SEAT_PLAYERS, seatDefaultName } from "../lang/text.js";

// Until the player says otherwise, people play Light and the computer Dark.
const defaultPlayer = (side) => (side === 0 ? "human" : "computer-medium");

export function defaultSeats(teamSize) {
  return [0, 1].map((side) =>
    Array.from({ length: teamSize }, (_, seat) => ({ name: seatDefaultName(side, seat), player: defaultPlayer(side) })));
}

export const validSeats = (seats) =>
  Array.isArray(seats) && seats.length === 2 &&
  seats.every((side) => Array.isArray(side) && side.length >= 1 && side.length <= 3 &&
    side.every((seat) => typeof seat?.name === "string" && SEAT_PLAYERS.some(([value]) => value === seat.player)));

// [[{ computer, level, name }]] per side, then per seat; a person's level is null.
export function seatsOf(settings) {
  if (settings.opponent === "seats") {
    const teamSize = settings.options.teamSize ?? 1;
    const seats = validSeats(settings.seig?.seats) && settings.seig.seats.every((side) => side.length === teamSize)
      ? settings.seig.seats : defaultSeats(teamSize);
    return seats.map((side) => side.map(({ name, player }) => {
      const [kind, level] = player.split("-");
      return { computer: kind === "computer", level: level ?? null, name };
    }));
  }
  const side = (computer) => [{ computer, level: computer ? settings.level : null, name: null }];
  if (settings.opponent !== "computer") return [side(false), side(false)];
  return settings.humanSide === 0 ? [side(false), side(true)] : [side(true), side(false)];
}

// The seat that acts now in `game`, with where it sits; null once the game is over.
export function actorOf(game, seats) {
  if (game.status().over) return null;
  const side = game.toMove();
  const seat = game.seat();
  return { side, seat, ...seats[side][seat] };
}

// The side a person resigns for: the one people play, or the acting one when people play both.
export function resigningSide(game, seats) {
  const peoples = [0, 1].filter((side) => seats[side].some(({ computer }) => !computer));
  return peoples.length === 1 ? peoples[0] : game.toMove();
}

