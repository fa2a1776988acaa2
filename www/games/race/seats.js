// @ts-check
// The race games' seats: each side a team (of one to three in Seig, up to
// six in Mauritania, two in Western Sahara), each seat a person or the
// computer at a level, with a name. The settings keep them as the new-game
// panel wrote them (`settings.seig.seats`); this checks them and fills in defaults.

import { rulesets } from "../../../pkg/desert_games.js";
import { words } from "../../lang/text.js";
import { LANGUAGES } from "../../lang/language.js";

const { SEAT_PLAYERS, seatDefaultName } = words;

// Until the player says otherwise, people play Light and the computer Dark.
const defaultPlayer = (side) => (side === 0 ? "human" : "computer-medium");

// A seat's name is kept blank until a player types one: a blank name is
// shown in the page's language ("Light 1", "Clair 1"), which may change.
export function defaultSeats(teamSize) {
  return [0, 1].map((side) =>
    Array.from({ length: teamSize }, () => ({ name: "", player: defaultPlayer(side) })));
}

// The name shown for a seat: the one typed, or the seat's default in the page's
// language for a blank one or one that is a language's default (sessions kept before names were blank).
export function shownName(name, side, seat) {
  const isDefault = name === "" || Object.values(LANGUAGES).some(({ words: their }) => their.seatDefaultName(side, seat) === name);
  return isDefault ? seatDefaultName(side, seat) : name;
}

// The seats of a side in a game of `ruleset` with `options`: its `teamSize`
// option, else the rule set's fixed number (rulesets()'s capabilities).
let fixedTeamSizes = null;
export function teamSizeOf(ruleset, options) {
  fixedTeamSizes ??= new Map(rulesets().map(({ id, capabilities }) => [id, capabilities.teamSize]));
  return Number(options.teamSize ?? fixedTeamSizes.get(ruleset) ?? 1);
}

export const validSeats = (seats) =>
  Array.isArray(seats) && seats.length === 2 &&
  seats.every((side) => Array.isArray(side) && side.length >= 1 &&
    side.every((seat) => typeof seat?.name === "string" && SEAT_PLAYERS.some(([value]) => value === seat.player)));

// [[{ computer, level, name }]] per side, then per seat; a person's level is null.
export function seatsOf(settings) {
  const teamSize = teamSizeOf(settings.ruleset, settings.options);
  const seats = validSeats(settings.seig?.seats) && settings.seig.seats.every((side) => side.length === teamSize)
    ? settings.seig.seats : defaultSeats(teamSize);
  return seats.map((side, sideIndex) => side.map(({ name, player }, seat) => {
    const [kind, level] = player.split("-");
    return { computer: kind === "computer", level: level ?? null, name: shownName(name, sideIndex, seat) };
  }));
}

// Settings that fit a race game: seats instead of one opponent. Where people
// at this device are asked for (a file or a link opened, as in the grid
// games), people sit in every seat of the game's team size; otherwise seats
// given keep their places when they fit.
export function fitSettings(settings, given) {
  const fitted = { ...settings, opponent: "seats" };
  if (given.opponent === "human") return peopleOnly({ ...fitted, seig: given.seig });
  if (validSeats(given.seig?.seats)) fitted.seig = given.seig;
  return fitted;
}

// Whether a person may type a throw's faces: only with real sticks thrown at
// a table (the player's choice), between people here (`seats`: who plays each
// seat); the computer's throws come from the game's own random stream, and a
// friend's device throws with this one by commit and reveal (www/friend/).
export const facesFair = (settings, seats) => settings.seig?.realSticks === true && atOneTable(seats);

// Every seat is played by a person at this device.
export const atOneTable = (seats) => seats.flat().every(({ computer, remote }) => !computer && !remote);

// A lesson's settings: people sit in every seat.
export function peopleOnly(settings) {
  const seats = defaultSeats(teamSizeOf(settings.ruleset, settings.options)).map((side) => side.map((seat) => ({ ...seat, player: "human" })));
  return { ...settings, seig: { ...settings.seig, seats } };
}

// The seats a friend on another device plays (those whose player is "friend"), per side, per seat; null when none is.
export function friendSeats(settings) {
  const seats = settings.seig?.seats;
  if (!validSeats(seats)) return null;
  const remote = seats.map((side) => side.map(({ player }) => player === "friend"));
  return remote.flat().some(Boolean) ? remote : null;
}
