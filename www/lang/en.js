// @ts-check
// Everything the page says, in English. Every language file in this folder
// exports the same names (a test checks it); www/lang/text.js hands the chosen
// one to the rest of the page.

export const LANGUAGE_NAME = "English";

// Names of the games as players call them, by rule set id.
export const GAME_NAMES = {
  siga: "Siga",
  "seega-sudan": "Seega of Sudan",
  "seega-egypt": "Seega of Egypt",
  seig: "Seig",
  "seig-mauritania": "Sig of Mauritania",
  "seig-mzab": "Sig of the M'zab",
  "seig-tozeur": "Sig of Tozeur",
  "seig-western-sahara": "Sig of Western Sahara",
  "seig-tidikelt": "Sig of the Tidikelt",
  "seig-el-oued": "Sig of El Oued",
};
// The home's sentence on each game: what it is and where it is played.
export const HOME_GAMES = {
  "siga": "Two armies face each other; a piece steps one square and takes an enemy by stepping onto it. Played in Egypt, Libya and across North Africa.",
  "seega-sudan": "Place your pieces one by one, then trap enemy pieces between two of yours, in any of eight directions. As played in Sudan and Saudi Arabia.",
  "seega-egypt": "The same trapping game, moving straight only, opened from a cross of four pieces. As played in Egypt, on boards drawn in the sand.",
  "seig": "A race round four rows of holes, moved by throwing eight sticks; landing on an enemy piece takes it. As played in the Tagant, in Mauritania.",
  "seig-mauritania": "A race round four rows of holes, moved by throwing eight sticks, by two teams of up to six players; a piece that has reached the enemy's home row comes back and circles the middle rows, safe from capture. As played in the Tagant, in Mauritania.",
  "seig-mzab": "A race along four rows of holes, moved by throwing six sticks; a piece leaves its row only on a 1 or a 6, and landing on an enemy takes it. As played in the M'zab, in Algeria.",
  "seig-tozeur": "A race along four rows of thirteen holes, moved by throwing six sticks; a piece leaves its row only on a 1, and landing on an enemy takes it. As played in Tozeur, in Tunisia.",
  "seig-western-sahara": "Two teams of two race along four rows of holes, throwing eight sticks and spending the throws one by one; no piece passes a friend, and pieces that reach the enemy's row are safe. As played in Western Sahara.",
  "seig-tidikelt": "A race along three rows of holes, moved by throwing four or six sticks; a piece enters the enemy's row from the end of the centre row, and landing on an enemy takes it in its home row or sends it back there. As played in the Tidikelt, in Algeria.",
  "seig-el-oued": "A race round three rows of six holes, moved by throwing six sticks; a 1 or a 5 frees a piece and throws again, and landing on an enemy takes it. As played in El Oued, in Algeria.",
};
export const continueText = (game) => `Continue your game of ${game}`;

// The words of index.html and rules.html, by their data-i18n keys.
export const PAGE = {
  title: "Desert Games",
  rules: "Rules",
  hint: "Hint",
  allowHints: "Hints against the computer",
  learn: "Learn",
  welcomeText: "New to these games? Siga, Seega and Seig are played on sand and on boards from Egypt and Sudan to the Sahara. Learn the rules one step at a time on the board, or start playing.",
  homeTitle: "Games of the desert",
  homePlay: "Play",
  language: "Language",
  sound: "Sound",
  loading: "Loading the game…",
  gameStatus: "Game status",
  backToGame: "— back to the game",
  shareLinkLabel: "Link to this game",
  sticksPoolSeats: "Sticks, pool and seats",
  throwSticks: "Throw the sticks",
  poolLabel: "To move:",
  seats: "Seats",
  showPath: "Show the path",
  animation: "Animation",
  speedNormal: "Normal",
  speedFast: "Fast",
  speedOff: "Off",
  throwsAndChances: "Throws and chances",
  autoPass: "Pass futile throws by themselves",
  realSticks: "Real sticks at the table: type their faces",
  seigTools: "Options",
  controls: "Game controls",
  newGame: "New game",
  nextGame: "Next game",
  undo: "Undo",
  redo: "Redo",
  review: "Review",
  offerDraw: "Offer draw",
  resign: "Resign",
  more: "More",
  shareLink: "Share link",
  saveFile: "Save file",
  openFile: "Open file",
  confirmMoves: "Confirm each move",
  theme: "Theme",
  themeDesert: "Desert",
  themeDark: "Dark",
  themeContrast: "High contrast",
  movesPanel: "Moves",
  toStart: "Go to the start",
  oneBack: "One move back",
  oneForward: "One move forward",
  toLatest: "Go to the latest move",
  moves: "Moves",
  reviewPanel: "Review of the game",
  reviewGraph: "Light's chance of winning after each move",
  movesPlayed: "Moves played",
  game: "Game",
  ruleOptions: "Rules of this game",
  opponent: "Opponent",
  easyComputer: "Easy computer",
  mediumComputer: "Medium computer",
  hardComputer: "Hard computer",
  twoPlayers: "Two players",
  youPlay: "You play",
  light: "Light",
  dark: "Dark",
  match: "Match",
  oneGame: "One game",
  bestOf3: "Best of 3",
  bestOf5: "Best of 5",
  bestOf7: "Best of 7",
  cancel: "Cancel",
  start: "Start",
  close: "Close",
  friendOpponent: "A friend on another device",
  lettersOpponent: "A friend elsewhere, by links (a move each)",
  sendMove: "Send your move",
  letterLinkLabel: "Link to send your friend",
  friendTitle: "Play a friend on another device",
  friendIntro: "The two devices connect to each other directly: no server of ours sees the game. One invites, the other answers.",
  stunServers: "Servers that help find a path between networks (STUN), one a line; leave empty on one network",
  createInvitation: "Create an invitation",
  invitationLink: "Invitation link",
  invitationCode: "Invitation as text",
  copyLink: "Copy the link",
  copyCode: "Copy the text",
  qrCaption: "Or let your friend scan this with their phone's camera:",
  pasteAnswer: "Your friend's answer",
  connect: "Connect",
  pasteInvitation: "Got an invitation? Paste it here (the link or the text)",
  join: "Answer the invitation",
  answerCode: "Your answer: send it back the same way",
  copyAnswer: "Copy the answer",
  reconnect: "Reconnect",
  rulesTitle: "Rules · Desert Games",
  games: "Games",
};

// The new-game panel's words for each rule option.
export const OPTION_LABELS = {
  board: "Board",
  compulsoryCapture: "Capturing is compulsory",
  diagonal: "Diagonal moves too",
  firstPlayer: "Moves first",
  firstPlacer: "Places first",
  firstSide: "Throws first",
  noCapturePlies: "Draw after this many moves without a capture (0: never)",
  barrierPlies: "Moves without a capture before the count",
  teamSize: "Players per side",
  fourMoves: "A throw of four moves",
  holes: "Holes in each row",
  sticks: "Sticks thrown",
  noCaptureTurns: "Turns without a capture before the game ends",
  seed: "Seed of the sticks (blank: random)",
};
export const BOARD_CHOICES = { "6x6": "6 × 6", "4x5": "4 × 5, small", "6x8": "6 × 8, 3 rows", "5x5": "5 × 5 (khamsawee)", "7x7": "7 × 7 (sebawee)", "9x9": "9 × 9 (tisawee)" };
export const holesText = (count) => `${count} holes`;

export const loadFailedText = "The game could not be loaded.";
export const engineFailedText = (reason) => `The game engine failed to load: ${reason}`;
export const computerFailedText = (reason) => `The computer could not move: ${reason}`;
export const workerFailedText = "The computer player could not start.";
export const restoreFailedText = (reason) => `The saved game could not be restored: ${reason}`;
export const KEPT_ASIDE_TEXT = "It is kept on this device under another name, not erased.";
export const KEPT_IN_PLACE_TEXT = "It is not erased: it stays where it is until there is room to keep it under another name.";
export const keptGameText = (name) => `Your game of ${name} in progress is kept.`;
export const keptBackText = "Back to it";
export const OTHER_TAB_TEXT = "This game went on in another tab, and this tab now shows it; the game you had here is kept.";
export const OTHER_TAB_UNKEPT_TEXT = "This game went on in another tab, and this tab now shows it; storage is full, so the game you had here could not be kept.";
export const notSavedText = (full) =>
  full ? "This game is not saved on this device: storage is full. It is saved again at your next move." : "This game is not saved on this device: this browser keeps nothing for the page.";
export const GAME_OVER_TEXT = "Game over";
export const drawOfferQuestion = (offering) => `${SIDE_NAMES[offering]} offers a draw. ${SIDE_NAMES[1 - offering]}, do you accept?`;
export const DRAW_ACCEPT = "Accept the draw";
export const DRAW_DECLINE = "Play on";
export const drawRefusedText = (side) => `${SIDE_NAMES[side]} declined the draw.`;
export const resignQuestion = (who) => `Resign this game as ${who}?`;
export const RESIGN_CONFIRM = "Resign";
export const RESIGN_CANCEL = "Keep playing";
export const rulesPageTitle = (game) => `${game}: rules · Desert Games`;
// "70 of 256": how many of the equally likely ways the sticks can fall.
export const chanceText = (ways, of, percent) => `${ways}\u00a0of\u00a0${of} (${percent}%)`;

// The engine's refusals, by their code: text.js hands each sentence the
// refusal's parts (sides as 0 or 1), so a player reads words, not the engine's notes.
const sideOf = (side) => SIDE_NAMES[Number(side)] ?? "that side";
export const ENGINE_REASONS = {
  noPieceOn: (side, square) => `There is no ${sideOf(side).toLowerCase()} piece on ${square}.`,
  stepOrthogonal: () => "A piece moves one square, straight ahead, back or sideways (not diagonally).",
  stepAnyDirection: () => "A piece moves one square, in any of the eight directions.",
  ownPiece: (square) => `One of your own pieces is already on ${square}.`,
  compulsoryCapture: () => "A capture is possible, and capturing is compulsory.",
  placementOver: () => "Every piece is placed: now move a piece one square, for example b2-b3.",
  stillPlacing: () => "Pieces are still being placed, one at a time: name an empty square, for example c4.",
  centreEmpty: (square) => `${square} is the centre: it stays empty while pieces are placed.`,
  alreadyTaken: (square) => `${square} is already taken.`,
  notEmpty: (square) => `${square} is not empty.`,
  fifthShuttle: (from, to) => `That would be this piece's fifth move in a row between ${from} and ${to}.`,
  sameCapturer: (square) => `The same piece must keep capturing: move the piece on ${square}.`,
  seriesOn: () => "A capture series is on: only capturing moves are allowed.",
  extraMustOpen: (side) => `${sideOf(side)} cannot move: this extra move must open a way for it, and another move would.`,
  resignTooEarly: (side, lost) => {
    const n = Number(lost);
    const tally = n === 0 ? "has lost none yet" : `has lost ${n}`;
    return `a side may resign once 5 of its pieces have been captured, and ${sideOf(side)} ${tally}.`;
  },
  notASquare: (text, files, ranks) => `"${text}" is not a square of this ${files} × ${ranks} board.`,
  unreadable: (text) => `"${text}" cannot be read as a move: see how moves are written on the rules page.`,
  gameOver: () => "The game is over.",
  mustThrow: () => "The sticks must be thrown first.",
  stickCount: (sticks) => `${sticks} sticks are thrown now: give ${sticks} letters, ${STICK_LETTERS.white} or ${STICK_LETTERS.black}.`,
  stickFace: () => `Each stick's face is written ${STICK_LETTERS.white} (white) or ${STICK_LETTERS.black} (black).`,
  holeWithoutPiece: (hole, side) => `${hole} holds no ${SEIG_PIECES[Number(side)]?.[0] ?? "piece of that side"}.`,
  notReleased: (hole) => `The piece on ${hole} is not released yet.`,
  spendFirst: (pool) => `The pool (${pool}) must be spent first.`,
  poolHolds: (pool) => (pool ? `Those values are not in the pool, which holds ${pool}.` : "The pool is empty."),
  pastEnd: () => "That would run past the end of the path.",
  oneSmallValue: () => "To enter the opposing lower field, use a single value: 2, 3 or 4.",
  landingOwn: () => "One of your own pieces is already in the landing hole.",
  reachesElsewhere: (from, group, reached) => `From ${from}, ${group} reaches ${reached}.`,
  noDrawAgreement: () => "This game has no draw by agreement.",
  noThrows: () => "This game throws no sticks: a move names squares, for example b2-b3.",
  badSave: () => "That is not a valid saved game.",
  unknownRuleset: (ruleset) => `There is no game "${ruleset}" here.`,
  unknownOption: (name) => `This game has no option "${name}".`,
  badOptionValue: (name) => `The value given for "${name}" is not one this game accepts.`,
  unsafeNumber: (name) => `The number given for "${name}" is too large to read exactly.`,
  other: () => "The game refuses that move or action.",
};

export const SIDE_NAMES = ["Light", "Dark"];

// Who plays whom, always in view: "Light (you) vs Medium computer"; a team game's seats say it themselves.
export function matchupText(settings) {
  const friendSide = friendSideOf(settings);
  if (friendSide !== null) return `${SIDE_NAMES[1 - friendSide]} (you) vs ${FRIEND.friendName}`;
  if (settings.friend) return FRIEND.withFriend;
  if (settings.opponent === "computer") return `${SIDE_NAMES[settings.humanSide]} (you) vs ${PAGE[`${settings.level}Computer`]}`;
  return settings.opponent === "human" ? `${PAGE.twoPlayers}: ${SIDE_NAMES[0]} and ${SIDE_NAMES[1]}` : "";
}


// "Light", "Light (you)" or "Dark (computer)", depending on who plays it.
export function sideLabel(side, settings) {
  if (friendSideOf(settings) !== null) return `${SIDE_NAMES[side]} (${side === friendSideOf(settings) ? FRIEND.friendShort : "you"})`;
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

// Seega's placement: the pieces each side has still to place (the engine's count), short enough for one line on a phone held sideways.
export const toPlaceText = ([light, dark]) => `To place: ${SIDE_NAMES[0]} ${light}, ${SIDE_NAMES[1]} ${dark}.`;

// The rule behind a capture series, in each rule set that has one.
export const SERIES_NOTES = {
  "seega-sudan": (mover) => `${mover} captured, so ${mover} moves again: only capturing moves are allowed while there is one.`,
  "seega-egypt": (mover) => `${mover} captured, so the same piece moves again, and only to capture, while it can.`,
};

// The rule behind a Seega double move, spelled out under the turn line.
export function seegaActNote(act, toMove, ruleset) {
  const mover = SIDE_NAMES[toMove];
  const blocked = SIDE_NAMES[1 - toMove];
  if (act === "series") {
    return SERIES_NOTES[ruleset]?.(mover) ?? "";
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
export const seriesRefusedText = (code) =>
  code === "same-capturer" ? "Only the piece that just captured may move, and only to capture." : "Only a capturing move is allowed now.";
export const stuckPieceText = "That piece has no legal move now.";
export const notYourPieceText = (owner) => `That piece is ${SIDE_NAMES[owner]}'s: pick one of your own.`;
export const PICK_FIRST_TEXT = "Pick one of your pieces first, then the square it goes to.";
export const resignRefusedText = (reason) => `Resigning is not allowed yet: ${reason}`;
export const shareCopiedText = "Link copied: send it to a friend, who can open it, play on and send it back.";
export const shareShownText = "Copy this link and send it: it holds the whole game.";
export const badLinkText = (reason) => `This link does not hold a game that can be opened (${reason}); the game in progress is kept.`;
export const badFileText = (reason) => `This file is not a saved game (${reason}); the game in progress is kept.`;
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

// ---- Seig ----

// Side 0 plays with twigs, side 1 with shells, as in the source.
export const SEIG_PIECES = [["twig", "twigs"], ["shell", "shells"]];
const piecesWord = (side, count) => `${count} ${SEIG_PIECES[side][count === 1 ? 0 : 1]}`;

export const seatDefaultName = (side, seat) => `${SIDE_NAMES[side]} ${seat + 1}`;
export const SEAT_PLAYERS = [["human", "Person"], ["computer-easy", "Easy computer"], ["computer-medium", "Medium computer"], ["computer-hard", "Hard computer"], ["friend", "A friend on another device"]];
export const SEATS_LEGEND = "Seats, in the order they throw";
export const seatNameLabel = (side, seat) => `${SIDE_NAMES[side]} seat ${seat + 1} name`;
export const seatPlayerLabel = (side, seat) => `${SIDE_NAMES[side]} seat ${seat + 1} player`;
export const ADVANCED_LABEL = "Advanced";

// "Light 1", or "Dark 2 (computer)".
export const seatLabel = ({ name, computer }) => (computer ? `${name} (computer)` : name);

export function seigTurnText({ seat, phase, thinking }) {
  const who = seatLabel(seat);
  if (thinking) return `${who} is thinking…`;
  if (phase === "throwing") return `${who} throws the sticks…`;
  if (phase === "spend") return `${who}: move a piece`;
  if (phase === "endgame") return `${who} to throw: each 4 takes a piece`;
  return `${who} to throw`;
}

export const seatPiecesText = (side, count) => `${SIDE_NAMES[side]}: ${piecesWord(side, count)}`;

// What a throw did, by the kind `throwKind` (sticks.js) gives it. `passed`:
// nothing could move, so the values were lost and the sticks passed on.
export function throwValueText({ kind, whites, fourMoves, passed, side, value }) {
  const opponent = SEIG_PIECES[1 - side][0];
  const text = {
    "unlock-seig": `Seig! ${whites}: the game is unlocked, a piece is released and moves one hole; throw again`,
    "unlock-alike": `All alike, ${whites}: the game is unlocked, seven pieces are released; throw again`,
    locked: `${whites}: no Seig yet, the game stays locked; the sticks pass on`,
    seig: `Seig! ${whites}: a piece is released and moves one hole; throw again`,
    "seig-no-piece": `Seig! ${whites}: no piece left to release, 1 is added; throw again`,
    alike: `All alike, ${whites}: eight pieces released; throw again`,
    "two-first": "2: one piece moves 2",
    "two-cancel": "2: the turn's throws are cancelled",
    three: "3: add 3",
    four: `4: add ${fourMoves}, throw again`,
    five: "5: add 5",
    six: "6: add 6",
    "endgame-take": `4: a ${opponent} is taken; throw again`,
    "endgame-last": `4: the last ${opponent} is taken`,
    "endgame-miss": `${whites}: nothing taken; the turn ends`,
    value: `${whites}: ${value === 0 ? "no move" : `${value} to play`}`,
    worth: `${whites}: a sig worth ${value}`,
    removes: "4: remove one of the other side's pieces; throw again",
    "removes-nothing": `${whites}: only a 4 removes a piece; the sticks pass on`,
  }[kind];
  // A throw that removes nothing passes the sticks by the rules, whatever could move.
  return passed && kind !== "removes-nothing" ? `${text}; no piece can move, the sticks pass on` : text;
}

// A throw at a glance, drawn on the sticks as they land: [the mark shown
// large, what the throw does in a few words]. Same arguments as throwValueText.
export function throwGlance({ kind, whites, fourMoves, passed, side, value }) {
  const opponent = SEIG_PIECES[1 - side][0];
  const [mark, line] = {
    "unlock-seig": [SHOUT_SEIG, "unlocked! a piece is released; throw again"],
    "unlock-alike": [SHOUT_ALIKE, "unlocked! 7 pieces are released; throw again"],
    locked: [String(whites), "no Seig yet: the turn passes"],
    seig: [SHOUT_SEIG, "a piece is released; throw again"],
    "seig-no-piece": [SHOUT_SEIG, "1 to move; throw again"],
    alike: [SHOUT_ALIKE, "8 pieces are released; throw again"],
    "two-first": ["2", "move 2"],
    "two-cancel": ["2", "the turn's throws are lost: the turn passes"],
    three: ["3", "move 3"],
    four: ["4", `move ${fourMoves}; throw again`],
    five: ["5", "move 5"],
    six: ["6", "move 6"],
    "endgame-take": ["4", `a ${opponent} is taken; throw again`],
    "endgame-last": ["4", `the last ${opponent} is taken`],
    "endgame-miss": [String(whites), "nothing taken: the turn passes"],
    value: [String(value), value === 0 ? "no move" : `${value} to play`],
    worth: [String(value), `a sig worth ${value}`],
    removes: ["4", "remove a piece; throw again"],
    "removes-nothing": [String(whites), "only a 4 removes: the turn passes"],
  }[kind];
  return [mark, passed && kind !== "removes-nothing" ? "nothing can move: the turn passes" : line];
}

export const THROW_TABLE_CAPTION = (sticks) =>
  sticks === 7 ? "Throws of 7 sticks, while the game is locked" : "Throws of 8 sticks";
export const THROW_TABLE_HEADINGS = ["Whites", "Name", "Effect", "Chance"];

// One row of the throw table, [name, effect], by its kind (sticks.js throwTableKind).
export function throwTableRow({ kind, whites, fourMoves, value }) {
  return {
    "unlock-seig": ["Seig", "unlocks the game, releases a piece and moves it one hole; throw again"],
    "unlock-alike": ["All alike", "unlocks the game, releases seven pieces; throw again"],
    locked: [String(whites), "nothing; the sticks pass on"],
    seig: ["Seig", "releases a piece and moves it one hole (or adds 1); throw again"],
    alike: ["All alike", "releases eight pieces; throw again"],
    two: ["Two", "first throw: one piece moves 2; later: cancels the turn's throws"],
    three: ["Three", `adds ${whites}`],
    four: ["Four", `adds ${fourMoves}; throw again (endgame: takes a piece)`],
    five: ["Five", `adds ${whites}`],
    six: ["Six", `adds ${whites}`],
    value: [String(value), value === 0 ? "no move" : `a piece moves ${value}`],
    worth: [String(value), `a sig worth ${value}`],
    removes: ["4", "removes a piece of the other side; throw again"],
    "removes-nothing": [String(whites), "removes nothing"],
  }[kind];
}

export const chooserText = (hole, steps) => (steps === null ? `Reach ${hole} with:` : `Reach ${hole} (${steps} holes) with:`);
// The label on a hole the picked piece can reach: the groups of values that
// take it there ("6 or 3+3"), or, when there are many, how far it is and in how many ways.
export const reachLabel = (groups, steps) =>
  groups.length <= 2 ? groups.join(" or ") : `${steps}: ${groups.length} ways`;

export const SIG_PIECES_LEGEND = "Half buried: locked. Badges: arrow, returning; ring, circling; house, homeward.";
export const POOL_EMPTY_TEXT = "nothing yet";
export const PIECES_LEGEND = "Twigs are Light's, shells Dark's; half buried: not yet released; 2: two pieces share a hole.";
export const endgameNote = (counts) =>
  `Endgame: the pieces are gathered in the middle, ${piecesWord(0, counts[0])} and ${piecesWord(1, counts[1])}; each 4 takes one.`;
export const SHOUT_SEIG = "Seig!";
export const SHOUT_ALIKE = "All alike!";
export const THROWING_TEXT = "The sticks are in the air…";

// Why a race ended drawn, and a win by the count of pieces (Sig's variants).
const RACE_DRAWS = { "all-home": "every piece is home", "no-capture-limit": "too long without a capture", blocked: "no side can move any more", count: "as many pieces each" };
export function seigResultText(status) {
  const { winner, reason } = status;
  if (winner === null || winner === undefined) return reason in RACE_DRAWS ? `Drawn: ${RACE_DRAWS[reason]}` : "Drawn";
  const won = `${SIDE_NAMES[winner]} wins`;
  if (reason === "resigned") return `${won}: ${SIDE_NAMES[1 - winner]} resigned`;
  if (reason !== "captured-all") return `${won}: more pieces left`;
  return `${won}: every ${SEIG_PIECES[1 - winner][0]} was taken`;
}
export const TAP_TO_THROW = "Tap the sticks to throw";

// A hole of the accessible board, for screen readers. pieces: [{ side, released, state }], state a Sig variant's (else null).
// A Sig variant's piece state (board().states), for screen readers.
const PIECE_STATES = ["locked", "free", "returning", "circling", "homeward"];
export function holeDescription({ hole, pieces, picked, canMove, destination }) {
  const parts = [hole];
  if (!pieces.length) parts.push("empty");
  for (const { side, released, state = null } of pieces) parts.push(`${SIDE_NAMES[side].toLowerCase()} ${SEIG_PIECES[side][0]}${state !== null ? `, ${PIECE_STATES[state]}` : released ? "" : ", not yet released"}`);
  if (pieces.length === 2) parts.push("two pieces share this hole, as the rules allow");
  if (picked) parts.push("picked");
  else if (canMove) parts.push("can move");
  if (destination) parts.push(`the picked piece can go here with ${destination.label}${destination.takes ? ", taking" : ""}`);
  return parts.join(", ");
}

// ---- Playing without a pointer or a screen ----

export const BOARD_GRID_LABEL = "Board squares";
export const SEIG_GRID_LABEL = "Holes of the mound";

// A square of the accessible board. piece: 0 empty, 1 light, 2 dark.
export function squareDescription({ square, piece, picked, destination, canMove, canPlace }) {
  const parts = [square, piece ? `${SIDE_NAMES[piece - 1].toLowerCase()} piece` : "empty"];
  if (picked) parts.push("picked");
  else if (canMove) parts.push("can move");
  if (canPlace) parts.push("you can place a piece here");
  if (destination) parts.push("the picked piece can go here");
  return parts.join(", ");
}

const listed = (items) => (items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`);

// One move of a grid game, as the live region says it. captured: squares taken.
export function moveAnnouncement({ who, move, captured, capturedSide }) {
  const piece = SIDE_NAMES[capturedSide]?.toLowerCase();
  const taken = !captured.length ? ""
    : captured.length === 1 ? `, captures a ${piece} piece on ${captured[0]}`
    : `, captures ${captured.length} ${piece} pieces on ${listed(captured)}`;
  if (move.placement) return `${who} places a piece on ${move.to}`;
  return `${who} moves ${move.from} to ${move.to}${taken}`;
}

// whites: white sides up of `sticks`; detail: what the throw did (throwValueText).
export const throwAnnouncement = ({ who, whites, sticks, detail }) => `${who} throws ${whites} white of ${sticks}. ${detail}`;
export const spendAnnouncement = ({ who, from, to, group, takenSide }) =>
  `${who} moves ${from} to ${to} with ${group}${takenSide === null ? "" : `, takes a ${SEIG_PIECES[takenSide][0]}`}`;
export const removeAnnouncement = ({ who, hole, takenSide }) => `${who} removes a ${SEIG_PIECES[takenSide][0]} from ${hole}`;
export const seriesAnnouncement = (side) => `${SIDE_NAMES[side]} must capture again`;
export const extraMoveAnnouncement = (side) => `${SIDE_NAMES[1 - side]} is blocked: ${SIDE_NAMES[side]} moves again`;
export const undoAnnouncement = (count) => (count === 1 ? "One move taken back" : `${count} moves taken back`);
export const newGameAnnouncement = (name) => `New game: ${name}`;

export const MOVE_ENTRY_LABEL = "Type a move";
export const MOVE_ENTRY_BUTTON = "Play";
export const moveEntryHint = (example) => (example ? `e.g. ${example}` : "");
// Typing a throw: the word, and after a colon each stick's face (W white, B black); www/games/race/move-words.js turns them into the rules' "throw:WB…".
export const THROW_WORD = "throw";
export const STICK_LETTERS = { white: "W", black: "B" };
export const notYourTurnText = "It is not your turn to act.";
export const typedFacesText = `Faces are typed only for real sticks thrown at a table between people (turn it on in “Options”); type “${THROW_WORD}” to throw.`;
export const READ_ONLY_TEXT = "This board shows a game to look at: no move can be played on it.";
export const tooLongText = (plies, most) => `This game has ${plies} moves; the page can show games of up to ${most}.`;
export const tooLargeText = (megabytes, most) => `It is ${megabytes} MB; a saved game is at most ${most} MB.`;

// ---- The move list, earlier positions and the review ----

export const NO_MOVES_TEXT = "No moves yet";
// Read after a move's number and text as shown ("1.a2-a3"), for screen readers.
export const MARK_WORDS = { inaccuracy: "inaccuracy", mistake: "mistake", blunder: "blunder" };
export const moveItemDetail = (side, turning, mark) =>
  `, ${SIDE_NAMES[side]}${mark ? `; ${MARK_WORDS[mark]}` : ""}${turning ? `; turning point, ${turning}` : ""}`;
export const earlierMovesText = (count) => `${count} earlier ${count === 1 ? "move" : "moves"}: show more`;
// The earlier position shown, numbered as the move list numbers it: `number` the turn's (0: the start) of `last`, `move` as listed.
export const viewingText = ({ number, last, move, side }) =>
  (number === 0 ? `Viewing the start (of ${last} move${last === 1 ? "" : "s"})` : `Viewing move ${number} of ${last}: ${move} (${SIDE_NAMES[side]})`);
export const VIEWING_REFUSED = "This is an earlier position, to look at only: go back to the game to play.";

const percent = (chance) => `${Math.round(chance * 100)}%`;
export const swingText = (from, to) => `Light's chance ${percent(from)} to ${percent(to)}`;
export const reviewProgressText = (done, total) => `The computer weighs each position: ${done} of ${total}…`;
// A turning point is a marked move that cost its side 20 points of chance or more.
export const reviewDoneText = (turning, marked) =>
  `Light's chance of winning, move by move${turning === 0 ? "" : `: ${turning} turning point${turning === 1 ? "" : "s"} (◆), ${turning === 1 ? "a move" : "moves"} that cost 20 points of it or more`}. ` +
  `${marked ? "Tap a marked move to see a better one" : "No move was marked"}; tap the graph to see a position.`;
// The review's count of marked moves: a table, one row a side.
export const MARK_HEADINGS = { inaccuracy: "Inaccuracies", mistake: "Mistakes", blunder: "Blunders" };
export const REVIEW_COUNTS_CAPTION = "Moves marked by the review";
// A marked move, shown on the board: what it cost and the better move, with why.
export const reviewThresholdsText = ({ inaccuracy, mistake, blunder }) =>
  `Marked by what a move loses against the computer's best: ?! an inaccuracy, from ${inaccuracy} of a piece; ? a mistake, from ${mistake}; ?? a blunder, from ${blunder}.`;
export function reviewNoteText({ move, side, mark, loss, forced, better }, said) {
  const cost = forced === "lost-game" ? "after it the game is lost" : forced === "missed-win" ? "it lets a sure win go" : `it costs about ${pieces(loss)}`;
  const article = mark === "inaccuracy" ? "an" : "a";
  return `${move} (${SIDE_NAMES[side]}) is ${article} ${MARK_WORDS[mark]}: ${cost}. Better was ${better}${said.length ? `: ${said.join("; ")}` : ""}.`;
}
const pieces = (count) => `${count.toLocaleString("en", { maximumFractionDigits: 1 })} ${Math.round(count * 10) === 10 ? "piece" : "pieces"}`;
export const reviewFailedText = (reason) => `The review could not be made: ${reason}`;
export const GRAPH_LABELS = { light: "Light wins", dark: "Dark wins" };

// Why a move is good or bad, from the engine's reasons (docs/api-additions.md): for hints and the review.
// Why one piece against one is decided (Siga): every move changes the number of steps between them by one.
const oneAgainstOne = (mine, theirs) =>
  mine === 1 && theirs === 1 ? " (one against one: the side to move with an odd number of steps between the pieces can never be taken, and hunts the other down)" : "";
export const REASON_WORDS = {
  wins: () => "it wins the game",
  captures: ({ count, squares }) => (count === 1 ? `it takes the piece on ${squares[0]}` : `it takes ${count} pieces (${squares.join(", ")})`),
  "starts-series": () => "you capture again after it",
  blocks: () => "your opponent cannot move, so you move again",
  "starts-endgame": () => "it starts the endgame",
  saves: ({ square }) => `it saves your piece on ${square}`,
  threatens: ({ square }) => `it threatens the piece on ${square}`,
  exposes: ({ square }) => `mind: your piece on ${square} can then be taken`,
  "opponent-threatens": ({ square }) => `your piece on ${square} is still under threat`,
  centre: ({ square }) => `on the centre, ${square}, it cannot be taken`,
  "safe-hole": ({ square }) => `on ${square} nobody is taken`,
  races: ({ steps }) => `it runs ${steps} holes on`,
  "wins-ending": ({ plies, mine, theirs }) => `it wins the ending of ${mine} against ${theirs}: the game is yours within ${plies} moves, yours and your opponent's together, however your opponent plays${oneAgainstOne(mine, theirs)}`,
  "holds-ending": ({ mine, theirs }) => `it holds the ending of ${mine} against ${theirs}: with the best play neither side can win it${oneAgainstOne(mine, theirs)}`,
  "leads-to-lost-ending": ({ plies, mine, theirs }) => `mind: it leads to a lost ending of ${mine} against ${theirs}: your opponent can win it within ${plies} moves, yours and theirs together${oneAgainstOne(mine, theirs)}`,
};
// `said`: the engine's reasons, worded by REASON_WORDS.
export function hintText(move, said) {
  const shown = move === "throw" ? PAGE.throwSticks.toLowerCase() : move;
  return `Hint: ${shown}${said.length ? `: ${said.join("; ")}` : ""}.`;
}
export const hintsUsedText = (count) => (count === 1 ? "1 hint used" : `${count} hints used`);

// A friend game: the side whose every seat the friend's device plays, or null.
function friendSideOf(settings) {
  const remote = settings.friend?.remote;
  if (!Array.isArray(remote)) return null;
  const theirs = [0, 1].filter((side) => remote[side].every(Boolean));
  return theirs.length === 1 ? theirs[0] : null;
}

// Playing a friend on another device (www/friend/, www/page/friend-dialog.js).
export const FRIEND = {
  friendName: "your friend",
  friendShort: "friend",
  withFriend: "With a friend on another device",
  making: "Gathering this device's network addresses…",
  inviteReady: "Send the invitation to your friend, then paste here the answer they send back.",
  answerReady: "Send this answer back to your friend. The game starts as soon as their device reads it.",
  connecting: "Connecting…",
  connected: "Connected to your friend.",
  lost: "Not connected to your friend. The game is saved: invite them again, or paste their new invitation.",
  left: "Your friend left this game. It stays saved here.",
  away: "Your friend's device is not connected: moves wait until it is.",
  copied: "Copied.",
  notCopied: "Select the text and copy it.",
  notConnected: "No connection was made. Are both devices online? Behind some networks no direct path exists: try both devices on the same Wi-Fi, or play by links.",
  silent: "Your friend's device stopped answering. The game is saved: invite them again to go on.",
  undoQuestion: "Your friend asks to take back their last move. Do you agree?",
  undoAccept: "Take it back",
  undoRefuse: "Keep the move",
  undoRefused: "Your friend kept the move.",
  drawRefused: "Your friend declined the draw.",
  asking: "Asked your friend; waiting for the answer…",
  qrAlt: "QR code of the invitation link",
};
// Why a message between the two devices was refused.
export const FRIEND_REFUSALS = {
  "forged-reveal": "the value revealed for a throw does not match the commitment made for it",
  "reused-commitment": "the commitment for a throw was used before in this game",
  "reused-value": "the value for a throw was used before in this game",
  "bad-commitment": "the commitment for a throw is not written as one",
  "bad-value": "the value revealed for a throw is not written as one",
  "unagreed-throw": "the throw's sticks are not the ones both devices agreed on",
  "letter-unreadable": "the link holds no game to continue: copy it whole",
  "not-theirs": "the link holds a move made for a seat of this device",
  "live-only": "a game of thrown sticks is played with a friend live only, since each throw needs both devices",
  "too-large": "the message is too large",
  "not-text": "the message is not text",
  malformed: "the message cannot be read",
  "wrong-version": "the other device plays by another version of the protocol: open the latest page on both",
  "unknown-type": "the message is of an unknown kind",
  "bad-field": "the message misses a part or has a wrong one",
  "out-of-turn": "the move came out of turn",
  "illegal-move": "the move is not legal here",
  "records-differ": "the two devices have different games: each keeps its own",
  "not-this-game": "the message belongs to another game",
  "not-connected": "the game is not connected yet",
  "bad-game": "the game sent cannot be opened",
  unexpected: "the message was not expected now",
  "no-invitation": "create an invitation first",
  empty: "nothing was pasted",
  unreadable: "the text is not an invitation or an answer of this game: copy it whole",
  "answer-not-invitation": "this is an answer, not an invitation: paste it on the inviting device",
  "invitation-not-answer": "this is an invitation, not an answer: open it on your friend's device",
  "too-long": "the text is too long to be a code",
  "bad-stun": "each server must be written stun:name:port",
};
// byFriend: the friend's device refused a message of this one (else this one refused theirs).
export const friendRefusedText = (reason, byFriend) =>
  (byFriend ? `Your friend's device refused a message from this one: ${reason}.` : `A message from your friend's device was refused: ${reason}. Nothing changed.`);

// Play by links (www/friend/letters.js).
export const LETTERS = {
  shareTitle: "My move in our game",
  copied: "Link copied: send it to your friend, who opens it to see your move and play theirs.",
  shown: "Copy this link and send it to your friend: it holds the whole game.",
  older: (theirs, ours) => `This link holds an earlier point of this game (move ${theirs}; here, move ${ours}): nothing was changed.`,
  same: "This link holds the game as it already stands here.",
  replaceQuestion: "This link holds another game. Put it in place of the game in progress?",
  replace: "Open the link's game",
  keep: "Keep my game",
  kept: "The game in progress was kept; the link's game was not opened.",
};

// A saved file's header (www/page/save-file.js), read by people: its field names are the format's, in English.
export const SAVED_FILE = {
  about: "A game saved by Desert Games. This header is for people to read; the game is the moves below it.",
  player: ({ name, computer, level, remote }) =>
    (name ? seatLabel({ name, computer }) : remote ? "A friend on another device" : computer ? PAGE[`${level}Computer`] : "A person"),
  unfinished: "Not finished",
};

// The home's record of past games (www/home/past-games-view.js).
export const PAST_GAMES = {
  title: "Your past games on this device",
  empty: "No finished games recorded yet.",
  game: "Game",
  opponent: "Opponent",
  win: "Won",
  draw: "Drawn",
  loss: "Lost",
  opponents: { "computer-easy": PAGE.easyComputer, "computer-medium": PAGE.mediumComputer, "computer-hard": PAGE.hardComputer, friend: "A friend" },
  remove: "Delete this record",
  question: "Delete the record of all your past games on this device? This cannot be undone.",
  confirm: "Delete",
  keep: "Keep it",
};

// Move confirmation (www/page/move-confirm.js): `move` as the move box shows it.
export const CONFIRM_MOVE = {
  question: (move) => `Play ${move}?`,
  play: "Play it",
  cancel: "Cancel",
};
