// @ts-check
// What the page shows around the game, handed to a board in one object
// (`board.set(state)`, as chessground takes its config): whether the game in
// the store is the board's kind, the position shown (the game, or an earlier
// position of its record), who plays each seat, the review's better move and
// the move waiting for a confirmation. The board follows the store's moves
// itself; this is the rest.

// A board's state before the page has set one: nothing of its kind shows.
export const NOTHING_SHOWN = Object.freeze({ active: false, game: null, shownCount: 0, viewing: false, seats: [[], []], better: null, pending: null });

const sameSquares = (a, b) => a === b || (a !== null && b !== null && a.from === b.from && a.to === b.to && a.move === b.move);

// Whether `next` shows anything `previous` did not: a board redraws only then,
// so a state set again as it was costs nothing.
export function changedState(previous, next) {
  // Live, the count follows the game's moves, which the board follows itself (a throw keeps the position before it while the sticks fly).
  const countShown = (previous.viewing || next.viewing) && previous.shownCount !== next.shownCount;
  return previous.active !== next.active || previous.game !== next.game || countShown
    || previous.viewing !== next.viewing || !sameSquares(previous.better, next.better) || !sameSquares(previous.pending, next.pending)
    || JSON.stringify(previous.seats) !== JSON.stringify(next.seats);
}
