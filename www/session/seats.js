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

// The side a person resigns for: the one people play, or the acting one when people play both.
export function resigningSide(game, seats) {
  const peoples = [0, 1].filter((side) => seats[side].some(({ computer }) => !computer));
  return peoples.length === 1 ? peoples[0] : game.toMove();
}

