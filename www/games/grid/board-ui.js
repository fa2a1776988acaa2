// @ts-check
// Headless UI state of a grid board: what the player has picked, where it may
// go, what was played last. No DOM here: the engine's legal moves as data
// (g.moves(): each with its from, to and whether it is a placement) drive everything.

export function squareName(file, rank) {
  return String.fromCharCode(97 + file) + (rank + 1);
}

export function squareCoords(name) {
  return { file: name.charCodeAt(0) - 97, rank: Number(name.slice(1)) - 1 };
}

export class BoardUi {
  constructor() {
    this.reset();
  }

  reset() {
    this.selected = null;
    this.lastMove = null;
    this.stepsFrom = new Map(); // from square -> Map(to square -> move text)
    this.placements = new Map(); // square -> move text
    this.pressedSelected = false;
    this.pickedByHint = false;
  }

  // A hint picks the piece its move steps: the player's own tap on that piece
  // then keeps it picked, as the hint's "this piece, then there" asks.
  pickForHint(square) {
    this.selected = square;
    this.pickedByHint = true;
  }

  // `humanMayAct` false (computer's turn, game over) leaves nothing to pick.
  setLegalMoves(moves, humanMayAct) {
    this.stepsFrom = new Map();
    this.placements = new Map();
    if (humanMayAct) {
      for (const { move, placement, from, to } of moves) {
        if (placement) {
          this.placements.set(to, move);
        } else {
          if (!this.stepsFrom.has(from)) this.stepsFrom.set(from, new Map());
          this.stepsFrom.get(from).set(to, move);
        }
      }
    }
    if (this.selected && !this.stepsFrom.has(this.selected)) this.selected = null;
  }

  // `squares`: { from, to } of the last move (from null for a placement), or null.
  setLastMove(squares) {
    this.lastMove = squares;
  }

  destinations() {
    return this.selected ? [...this.stepsFrom.get(this.selected).keys()] : [];
  }

  // Squares a tap may act on now: pieces that can move, or empty squares to place on.
  actionableSquares() {
    return [...this.stepsFrom.keys(), ...this.placements.keys()];
  }

  moveBetween(from, to) {
    return this.stepsFrom.get(from)?.get(to) ?? null;
  }

  // Pointer pressed on a square (null: off the board). Returns the move to
  // play, if the press completes one; `draggable` tells whether a drag of the
  // selected piece may start from here.
  press(square) {
    this.pressedSelected = false;
    const move = (this.selected && this.moveBetween(this.selected, square)) || this.placements.get(square);
    if (move) {
      this.selected = null;
      return { move, draggable: false };
    }
    if (square && this.stepsFrom.has(square)) {
      this.pressedSelected = this.selected === square && !this.pickedByHint;
      this.pickedByHint = false;
      this.selected = square;
      return { move: null, draggable: true };
    }
    this.selected = null;
    this.pickedByHint = false;
    return { move: null, draggable: false };
  }

  // Pointer released without dragging: a second tap on the picked piece drops it.
  release() {
    if (this.pressedSelected) this.selected = null;
    this.pressedSelected = false;
  }

  // A dragged piece let go over `square`: the move, or null (the piece stays picked).
  drop(square) {
    const move = this.selected && this.moveBetween(this.selected, square);
    if (move) this.selected = null;
    this.pressedSelected = false;
    return move || null;
  }
}
