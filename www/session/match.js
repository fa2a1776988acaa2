// @ts-check
// A match of 1, 3, 5 or 7 games: sides keep their colours, the side that
// moves first alternates, and the majority of wins takes it. A game's result
// counts once the next game starts, so undoing a finished game changes nothing.

export class Match {
  constructor(length, firstSide, winners = []) {
    this.length = length;
    this.firstSide = firstSide;
    this.winners = winners; // per counted game: 0, 1 or null (drawn)
  }

  get gameNumber() {
    return Math.min(this.winners.length + 1, this.length);
  }

  // Who moves first in the game being played (or about to be).
  get currentFirstSide() {
    return (this.firstSide + this.winners.length) % 2;
  }

  wins() {
    const score = [0, 0];
    for (const winner of this.winners) if (winner !== null) score[winner] += 1;
    return score;
  }

  // The match with one more game counted; this one is left as it was.
  after(winner) {
    return new Match(this.length, this.firstSide, [...this.winners, winner]);
  }

  // The match is decided once one side cannot be caught or every game is played.
  get over() {
    const [light, dark] = this.wins();
    const left = this.length - this.winners.length;
    return left === 0 || light > dark + left || dark > light + left;
  }

  // 0, 1, or null for a drawn match; only meaningful once `over`.
  get winner() {
    const [light, dark] = this.wins();
    if (light === dark) return null;
    return light > dark ? 0 : 1;
  }

  toJSON() {
    return { length: this.length, firstSide: this.firstSide, winners: this.winners };
  }
}
