// @ts-check
// The lessons' words in English (www/games/*/lessons.js): for each step its
// title, what to do, what is said when it is done and, where a legal move can
// miss the goal, what went wrong. Every language file here has the same steps.

export const lessonProgressText = (game, step, steps, doneBefore) =>
  `${game}: lesson ${step} of ${steps}${doneBefore ? " (done before)" : ""}`;
export const practiceProgressText = (game, step, steps, doneBefore) =>
  `${game}: practice ${step} of ${steps}${doneBefore ? " (solved before)" : ""}`;
export const lessonDoneText = "Well done.";
export const lessonWrongText = "That does not do what the lesson asks. Try again.";
export const lessonFinishedText = (game) => `That was the last lesson of ${game}. Leave the lesson to play a game.`;
export const LESSON_LABEL = "Lesson";
export const LESSON_BUTTONS = { back: "Previous", retry: "Try again", next: "Next", leave: "Leave the lessons", practice: "Practice positions", lessons: "Lessons" };

export const LESSON_TEXT = {
  "siga-move": {
    title: "How a piece moves",
    task: "You win Siga by taking every piece of your opponent. A piece steps one square forward, back or sideways, never diagonally, onto an empty square or onto an enemy piece. You play Light, at the bottom: step a piece forward into the empty middle.",
    done: "Well done. The empty rows in the middle are where the pieces meet.",
  },
  "siga-capture": {
    title: "Taking a piece",
    task: "Step onto an enemy piece to take it: it leaves the board and your piece stands in its place. Dark has just come forward to a4. Take it.",
    done: "Taken. A move takes one piece at most, and the piece does not jump on.",
    wrong: "That move took nothing. Your piece on a3 can step onto the dark piece on a4.",
  },
  "siga-compulsory": {
    title: "When taking is a must",
    task: "In this game \"Capturing is compulsory\" is on: while you can take a piece, only a move that takes is allowed. Try a move that takes nothing and read why it is refused; then take.",
    done: "Right: with compulsory captures on, a take comes before anything else.",
  },
  "siga-win": {
    title: "Winning",
    task: "Dark has one piece left, on c3. Take it to win the game.",
    done: "You win: Dark has no piece left.",
    wrong: "The dark piece on c3 is still there. Take it with one of your pieces beside it.",
  },
  "siga-one-against-one": {
    title: "One against one",
    task: "One piece each, and it is your move with 5 steps between your piece on a2 and Dark's on c5 (count along the files and ranks). Every move changes that count by one, so after yours it is even, and Dark, always facing an even count, can never step onto you: with the move at an odd count you are the hunter. Step towards the dark piece to drive it into a corner.",
    done: "Right: you kept the odd count for yourself and came closer. Keep closing in and the dark piece runs out of room.",
    wrong: "You are still safe, since the count stays in your favour, but stepping away only makes the hunt longer. Step towards the dark piece: a2-b2 or a2-a3.",
  },
  "sudan-place": {
    title: "Placing the pieces",
    task: "Seega starts on an empty board. The sides place their pieces one at a time, on any empty square except the centre (c3, marked), until the board is full but for the centre. Place a piece.",
    done: "Placed. Placing never takes a piece.",
  },
  "sudan-first-move": {
    title: "The first move",
    task: "Every square is full but the centre. The side that placed first moves first, into the centre, the only empty square. In this Seega a piece steps one square in any of the 8 directions. Move a piece into c3.",
    done: "Good. From now on pieces step onto empty squares.",
  },
  "sudan-capture": {
    title: "Taking by enclosing",
    task: "An enemy piece is taken when your move leaves it between the piece you moved and another of yours, in a straight line, in any of the 8 directions. Find a move that takes a dark piece.",
    done: "Taken. Every piece a move encloses goes at once. A piece on the centre can never be taken.",
    wrong: "That move enclosed no dark piece between two of yours. Look for a dark piece with one of your pieces already behind it.",
  },
  "sudan-series": {
    title: "A series of captures",
    task: "After a capture the same side moves again, but only to capture, for as long as it can. Take at least two pieces in this turn.",
    done: "Two or more in one series.",
    wrong: "Your turn ended with fewer than two pieces taken. Look for a first capture after which another one is possible.",
  },
  "sudan-blocked": {
    title: "The blocked side",
    task: "When the side to move cannot move at all, its opponent makes an extra move instead. Make a move after which Dark cannot move.",
    done: "Dark is blocked, so you move again.",
    wrong: "Dark can still move after that. Close the last empty squares beside Dark's pieces.",
  },
  "sudan-repetition": {
    title: "No endless shuttling",
    task: "A piece may not make a fifth move in a row between the same two squares. Your piece has gone from a1 to b1 and back twice: try a1-b1 once more and read why it is refused, then make any other move.",
    done: "Right. A capture by either side starts every count again.",
  },
  "sudan-barrier": {
    title: "The barrier",
    task: "When a number of moves in a row pass without a capture (40 unless the players choose another; 10 in this game), the game ends and the side with more pieces wins. Nine have passed and you are a piece behind: capture now.",
    done: "The capture starts the count again, and the game goes on.",
    wrong: "No capture: the count ran out and the side with more pieces won.",
  },
  "egypt-place": {
    title: "The cross and placing",
    task: "In Egypt the game starts with four pieces set as a cross: Light on a3 and e3, Dark on c1 and c5. Then the sides place one piece at a time on any empty square but the centre. Place a piece.",
    done: "Placed. Placing never takes a piece.",
  },
  "egypt-first-move": {
    title: "Dark moves first",
    task: "The side that placed the last piece makes the first move: here Dark. In Egypt a piece steps forward, back or sideways, never diagonally. Move a dark piece into the centre.",
    done: "Good. Moves and captures in this Seega go along rows and columns only.",
  },
  "egypt-capture": {
    title: "Taking along a line",
    task: "An enemy piece is taken when your move leaves it between the piece you moved and another of yours, in a row or a column (never diagonally). Take a dark piece.",
    done: "Taken. Every piece a move encloses goes at once.",
    wrong: "That move enclosed no dark piece between two of yours in a row or column.",
  },
  "egypt-series": {
    title: "The same piece goes on",
    task: "After a capture the same piece must go on capturing while it can, and no other piece may move. Take two pieces in this turn.",
    done: "Two with one piece.",
    wrong: "Your turn ended with fewer than two pieces taken. Look for the capture after which the same piece can capture again.",
  },
  "egypt-blocked": {
    title: "The blocked side",
    task: "When the side to move cannot move at all, its opponent makes an extra move instead. Make a move after which Dark cannot move.",
    done: "Dark is blocked, so you move again.",
    wrong: "Dark can still move after that. Close the last empty squares beside Dark's pieces.",
  },
  "egypt-barrier": {
    title: "The barrier",
    task: "When a number of moves in a row pass without a capture (40 unless the players choose another; 10 in this game), the game ends and the side with more pieces wins. Nine have passed and you are behind: capture now.",
    done: "The capture starts the count again, and the game goes on.",
    wrong: "No capture: the count ran out and the side with more pieces won.",
  },
  "seig-unlock": {
    title: "Throwing to start",
    task: "Seig is a race along an S-shaped path of 48 holes, played with sticks. At the start the game is locked: 7 sticks are thrown, and only a Seig (one stick unlike the rest) or all alike opens it. Throw the sticks.",
    done: "A Seig: the game is open for both sides, your front piece is released and moves one hole, and you throw again, now with 8 sticks.",
  },
  "seig-release": {
    title: "Releasing pieces",
    task: "Only released pieces move. A Seig (1 or 7 white sides of 8) releases your front piece; all alike (no white side, or all white) releases eight at once. Throw.",
    done: "All alike: eight pieces are released, and you throw again.",
  },
  "seig-spend": {
    title: "Spending the throws",
    task: "A throw of 4 adds 4 to your pool and you throw again; a 3, 5 or 6 adds its value and you stop throwing. Then you move released pieces forward by pool values, one value or several together. Throw, throw again, then move a piece.",
    done: "Moved. Whatever is left in the pool is spent by more moves, while any is possible.",
  },
  "seig-take": {
    title: "Taking",
    task: "A piece that lands on a hole holding an opposing piece takes it. Use your 3 to land on a dark piece.",
    done: "Taken: that dark piece is out of the game.",
    wrong: "That move took nothing: there was no dark piece on the hole where yours landed.",
  },
  "seig-safe": {
    title: "The safe holes",
    task: "On the first and last holes of the upper rows (b1, b12, c1 and c12) nobody is ever taken: the two pieces share the hole. You have 1 and 3 to spend: take a dark piece that is not on a safe hole.",
    done: "Taken, away from the safe holes.",
    wrong: "Your pool is spent and nothing was taken. A piece that lands on a safe hole only shares it.",
  },
  "seig-circling": {
    title: "Going round again",
    task: "A piece that reaches the end of its path (d1) stays there, unless none of your pieces is left in your own lower row (row a): then it goes on, round the opposing rows again. Move a piece past d1.",
    done: "Round again: that piece can still take.",
    wrong: "That move did not go past d1.",
  },
  "seig-endgame": {
    title: "The endgame",
    task: "When the two sides can no longer meet, the pieces leave the holes and the endgame begins: every throw of exactly 4 white sides takes one opposing piece, and you throw again. Throw.",
    done: "Four white sides: a dark piece is out. The side that takes the last piece wins.",
  },
  "mzab-locked": {
    title: "Locked pieces in the M'zab",
    task: "In the Sig of the M'zab every piece starts locked, and no throw releases it: a locked piece moves only on a throw of 1 or 6, and then only one hole, which frees it. Throw, then move your front piece out of its row.",
    done: "Moved: a20 went one hole, to b20, and is free now. A free piece moves the throw's whole value.",
  },
  "mzab-free": {
    title: "A 6: free and locked pieces",
    task: "Your piece on b20 is free; the rest are still locked. Throw: on a 6 a locked piece would step one hole only, but the free one goes all six. Move the free piece.",
    done: "Six holes along row b: a free piece moves the throw's whole value.",
    wrong: "A locked piece stepped one hole: the free one could have gone six.",
  },
  "tozeur-locked": {
    title: "Locked pieces in Tozeur",
    task: "In the Sig of Tozeur every piece starts locked: a locked piece moves only on a throw of 1 (one white side of six), and then only one hole, which frees it. Throw, then move your front piece out of its row.",
    done: "Moved: a13 went one hole, to b13, and is free now; from now on it moves the throw's whole value.",
  },
  "mauritania-eight": {
    title: "An eight: a series of steps",
    task: "In the Sig of Mauritania every piece starts locked, and a locked piece never moves more than one hole. A throw of 8 (all eight marked sides up) starts a series: one piece after another steps one hole, each piece once, up to eight steps. Throw, then step your front piece, a1, into row b.",
    done: "Stepped: a1 went to b1 and is free. The series goes on without a throw: the next piece steps into the hole behind.",
  },
  "tidikelt-enter": {
    title: "Entering from b0",
    task: "In the Sig of the Tidikelt your pieces run along row a, back along the centre row and into its 13th hole, b0. From b0 a piece goes on only with a sig (one white side), into the enemy's row at c1. A dark piece it lands on goes back to the first empty hole of its own row, and with none empty it is taken. Throw, then enter from b0.",
    done: "Taken: Dark's row had no empty hole to send its piece back to. Your piece now runs along row c.",
  },
  "sahara-spend": {
    title: "Spending throws one by one",
    task: "In the Sig of Western Sahara nothing is locked. A 1 or a 4 lets you throw again; your throws are then spent one per move, each moving a piece that many holes, and no piece may pass a piece of its own side. Throw twice, then spend both throws on your front piece, a20.",
    done: "Both throws spent, one move each: a20 went 4 and then 5. The pieces behind it could not pass it.",
  },
  "eloued-seven": {
    title: "Seven",
    task: "In the Sig of El Oued a sig (one or five polished sides) thrown right after a 6 is worth 7. With pieces still locked, your front locked piece may jump all 7 holes, or free-all moves each locked piece one hole. Throw twice, then take the dark piece on c1 with a 7.",
    done: "Taken: a6 jumped 7 holes, along row b onto c1, and is free. A sig lets you throw again.",
  },
  "practice-win": {
    title: "Win now",
    task: "One move wins the game here. Find it.",
    done: "Found it: the best move here.",
    wrong: "There is a better move here. Try again.",
  },
  "practice-capture-series": {
    title: "A series",
    task: "One move starts a series of captures. Find it.",
    done: "Found it: the best move here.",
    wrong: "There is a better move here. Try again.",
  },
  "practice-capture-many": {
    title: "Several at once",
    task: "One move takes more than one piece. Find it.",
    done: "Found it: the best move here.",
    wrong: "There is a better move here. Try again.",
  },
  "practice-take-the-attacker": {
    title: "Take the attacker",
    task: "One of your pieces is threatened. Take the piece that threatens it.",
    done: "Found it: the best move here.",
    wrong: "There is a better move here. Try again.",
  },
  "practice-capture": {
    title: "Win a piece",
    task: "One move wins a piece, and nothing is lost back. Find it.",
    done: "Found it: the best move here.",
    wrong: "There is a better move here. Try again.",
  },
  "practice-save": {
    title: "Save your piece",
    task: "One of your pieces could be taken next move. Find the move that saves it.",
    done: "Found it: the best move here.",
    wrong: "There is a better move here. Try again.",
  },
  "practice-block": {
    title: "Block",
    task: "One move leaves your opponent unable to move. Find it.",
    done: "Found it: the best move here.",
    wrong: "There is a better move here. Try again.",
  },
  "practice-start-endgame": {
    title: "Into the endgame",
    task: "One move takes the race into the endgame. Find it.",
    done: "Found it: the best move here.",
    wrong: "There is a better move here. Try again.",
  },
  "practice-threaten": {
    title: "Make a threat",
    task: "One move threatens an enemy piece it cannot save. Find it.",
    done: "Found it: the best move here.",
    wrong: "There is a better move here. Try again.",
  },
  "practice-centre": {
    title: "The centre",
    task: "One move takes the centre, where a piece cannot be captured. Find it.",
    done: "Found it: the best move here.",
    wrong: "There is a better move here. Try again.",
  },
  "practice-safe-hole": {
    title: "A safe hole",
    task: "One move brings a piece to a hole where it cannot be taken. Find it.",
    done: "Found it: the best move here.",
    wrong: "There is a better move here. Try again.",
  },
};
