// Everything the page says about a game, in words.

export const SIDE_NAMES = ["Light", "Dark"];

// "Light", "Light (you)" or "Dark (computer)", depending on who plays it.
export function sideLabel(side, settings) {
  if (settings.opponent !== "computer") return SIDE_NAMES[side];
  return `${SIDE_NAMES[side]} (${side === settings.humanSide ? "you" : "computer"})`;
}

// lastAct: the side that made the last move and what it did, to say why a
// side moves twice in a row (a Seega capture series or an extra move).
export function turnText({ phase, toMove, thinking, lastAct, settings }) {
  const who = sideLabel(toMove, settings);
  if (thinking) return `${who} is thinking…`;
  if (phase === "placement") return `${who} to place a piece`;
  if (lastAct && !lastAct.placement && lastAct.side === toMove) {
    return lastAct.captured > 0
      ? `${who}: capture again`
      : `${who} moves again: ${SIDE_NAMES[1 - toMove]} is blocked`;
  }
  return `${who} to move`;
}

export function resultText(status, options) {
  const { winner, reason, pieces } = status;
  if (winner === null || winner === undefined) {
    switch (reason) {
      case "agreement": return "Drawn by agreement";
      case "no-capture-limit": return `Drawn: ${options.noCapturePlies} moves in a row without a capture`;
      case "count": return `Drawn on count: ${pieces[0]} pieces each`;
      default: return "Drawn";
    }
  }
  const won = `${SIDE_NAMES[winner]} wins`;
  const loser = SIDE_NAMES[1 - winner];
  switch (reason) {
    case "captured-all": return `${won}: every ${loser.toLowerCase()} piece was captured`;
    case "one-left": return `${won}: ${loser} has only one piece left`;
    case "stalemate": return `${won}: ${loser} has no legal move`;
    case "count": return `${won} on count: ${pieces[winner]} pieces to ${pieces[1 - winner]}`;
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
