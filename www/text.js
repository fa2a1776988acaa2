// Everything the page says about a game, in words.

export const SIDE_NAMES = ["Light", "Dark"];

// "Light", "Light (you)" or "Dark (computer)", depending on who plays it.
export function sideLabel(side, settings) {
  if (settings.opponent !== "computer") return SIDE_NAMES[side];
  return `${SIDE_NAMES[side]} (${side === settings.humanSide ? "you" : "computer"})`;
}

// act: why a side moves twice in a row in Seega, "series" (it captured and
// must capture again) or "extra" (the other side is blocked); else null.
export function turnText({ phase, toMove, thinking, act, settings }) {
  const who = sideLabel(toMove, settings);
  if (thinking) return `${who} is thinking…`;
  if (phase === "placement") return `${who} to place a piece`;
  if (act === "series") return `${who}: capture again`;
  if (act === "extra") return `${who} moves again: ${SIDE_NAMES[1 - toMove]} is blocked`;
  return `${who} to move`;
}

// The rule behind a Seega double move, spelled out under the turn line.
export function seegaActNote(act, toMove, ruleset) {
  const mover = SIDE_NAMES[toMove];
  const blocked = SIDE_NAMES[1 - toMove];
  if (act === "series") {
    return ruleset === "seega-egypt"
      ? `${mover} captured, so the same piece moves again, and only to capture, while it can.`
      : `${mover} captured, so ${mover} moves again: only capturing moves are allowed while there is one.`;
  }
  if (act === "extra") {
    return `${blocked} has no legal move, so ${mover} makes an extra move. It must open a way for ${blocked} if any move can.`;
  }
  return "";
}

export function barrierText({ plies, limit }) {
  return `${plies} of ${limit} moves without a capture: at ${limit} the game ends by count`;
}

export const centreRefusedText = (square) => `The centre, ${square}, stays empty until every piece is placed.`;
export const seriesRefusedText = (ruleset) =>
  ruleset === "seega-egypt" ? "Only the piece that just captured may move, and only to capture." : "Only a capturing move is allowed now.";
export const stuckPieceText = "That piece has no legal move now.";
export const resignRefusedText = (reason) => `Resigning is not allowed yet: ${reason}`;
export const updateReadyText = "A new version of the game is ready.";
export const updateButtonText = "Update now";
export const drawDeclinedText = "The computer declines the draw: it still sees chances to win.";

// barrierReached: a count came from the barrier (else from neither side being able to move).
export function resultText(status, options, barrierReached = false) {
  const { winner, reason, pieces } = status;
  const countCause = barrierReached ? `after ${options.barrierPlies} moves without a capture` : "as neither side can move";
  if (winner === null || winner === undefined) {
    switch (reason) {
      case "agreement": return "Drawn by agreement";
      case "no-capture-limit": return `Drawn: ${options.noCapturePlies} moves in a row without a capture`;
      case "count": return `Drawn by count, ${pieces[0]} pieces each, ${countCause}`;
      default: return "Drawn";
    }
  }
  const won = `${SIDE_NAMES[winner]} wins`;
  const loser = SIDE_NAMES[1 - winner];
  switch (reason) {
    case "captured-all": return `${won}: every ${loser.toLowerCase()} piece was captured`;
    case "one-left": return `${won}: ${loser} has only one piece left`;
    case "stalemate": return `${won}: ${loser} has no legal move`;
    case "count": return `${won} by count, ${pieces[winner]} pieces to ${pieces[1 - winner]}, ${countCause}`;
    case "resigned": return `${won}: ${loser} resigned`;
    default: return won;
  }
}

export function matchText(match) {
  const [light, dark] = match.wins();
  const score = `${SIDE_NAMES[0]} ${light} – ${dark} ${SIDE_NAMES[1]}`;
  if (!match.over) return `Match of ${match.length}, game ${match.gameNumber}: ${score}`;
  const verdict = match.winner === null ? "the match is drawn" : `${SIDE_NAMES[match.winner]} wins the match`;
  return `Match of ${match.length} over: ${score}, ${verdict}`;
}
