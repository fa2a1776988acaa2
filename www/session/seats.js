// @ts-check
// Who acts, from who plays each seat: every game has two sides of one or more
// seats ([[{ computer, level, name }]], each kind's `seatsOf(settings)`), so
// nothing here needs to know which game it is.

// The seat that acts now in `game`, with where it sits; null once the game is over.
export function actorOf(game, seats) {
  if (game.status().over) return null;
  const side = game.toMove();
  const seat = game.seat();
  return { side, seat, ...seats[side][seat] };
}

// The side a person here resigns for: the one people here play, or the acting one when they play both.
export function resigningSide(game, seats) {
  const peoples = [0, 1].filter((side) => seats[side].some(({ computer, remote }) => !computer && !remote));
  return peoples.length === 1 ? peoples[0] : game.toMove();
}


// A friend game's record of who plays where (`settings.friend`): its id, shared
// by both devices, and per side, per seat, whether the friend's device plays it.
export const validFriend = (friend) =>
  typeof friend === "object" && friend !== null && typeof friend.id === "string" && friend.id.length > 0 &&
  Array.isArray(friend.remote) && friend.remote.length === 2 &&
  friend.remote.every((side) => Array.isArray(side) && side.every((seat) => typeof seat === "boolean"));

// The seats with those of a friend game's other device marked `remote`: their
// moves come from there (a person there, or that device's computer).
export function withFriend(seats, friend) {
  if (!validFriend(friend)) return seats;
  return seats.map((side, index) => side.map((seat, at) =>
    (friend.remote[index][at] ? { ...seat, computer: false, level: null, remote: true } : seat)));
}
