// @ts-check
// Whether what a player did in a lesson step reaches the step's goal, read
// only from the engine's reports of the moves made since the step began:
// "met", "missed" (the mover's turn passed without it, or a practice
// position's first move was not a solution) or "open" (the turn goes on: a
// capture series, the sticks' throws and spends). The goals only one kind's turns
// can reach are the kind's (its lessons.js `GOALS`, www/games/<kind>/).

// Pieces the mover took, a stick game's endgame takes (which name no hole) included.
const taken = (turn) => turn.reduce((count, { side, lost }) => count + lost[1 - side], 0);
const stepped = ({ from }) => from !== null && from !== undefined;

// Each goal kind every game has: whether the reports of one turn reach it.
const GOALS = {
  move: (turn) => turn.some(stepped),
  place: (turn) => turn.some(({ placement }) => placement),
  capture: (turn, { count = 1 }) => taken(turn) >= count,
  win: (turn) => turn.some(({ side, status }) => status.over && status.winner === side),
  // Practice: the turn opens with one of the position's best moves.
  solve: (turn, { moves }) => moves.includes(turn[0].move),
};

export const GOAL_KINDS = Object.keys(GOALS);

// Goals the turn's first move settles: a practice position's wrong first
// capture is a miss at once, not after the series it forces is played out.
const SETTLED_BY_FIRST_MOVE = new Set(["solve"]);

// The leading reports that belong to the first mover's turn, and whether that turn is over.
function firstTurn(reports) {
  const [first] = reports;
  const turn = [];
  for (const report of reports) {
    if (report.side !== first.side || report.seat !== first.seat) return { turn, over: true };
    turn.push(report);
    const { next, status } = report;
    if (status.over || next.side !== first.side || next.seat !== first.seat) return { turn, over: true };
  }
  return { turn, over: false };
}

// kindGoals: the goals of the game's kind (its lessons.js `GOALS`).
export function judge(goal, reports, kindGoals) {
  if (!reports.length) return "open";
  const { turn, over } = firstTurn(reports);
  if ((GOALS[goal.kind] ?? kindGoals[goal.kind])(turn, goal)) return "met";
  return over || SETTLED_BY_FIRST_MOVE.has(goal.kind) ? "missed" : "open";
}
