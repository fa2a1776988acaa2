// @ts-check
// Everything the page says, in French. Same names as en.js (a test checks
// it); this file stands alone and imports nothing.
//
// Choices kept throughout, here and in rules-fr.html:
// - the sides are « Clair » and « Foncé », used as names (masculine singular:
//   « Clair gagne », « Foncé est bloqué »); a piece is « un pion clair »,
//   « un pion foncé »;
// - grid pieces are « pions », squares « cases », moves « coups », captures
//   « prises »; a Seega capture series is a « série de prises »;
// - Seig is « sîg » (the shout « Sîg ! »), played on a « butte de sable » with
//   « trous », « bâtonnets », « brindilles » (Clair) and « coquillages »
//   (Foncé); the pool is the « réserve », the fields « champ bas » and
//   « champ haut », a seat a « place »; the game is « verrouillée » until the
//   first sîg, a piece « enfermé » until it is « libéré ».
//
// A draw is « match nul » (never « nulle »: tests/node/languages.test.mjs
// rejects any text containing "null", the word included).
//
// Typography: a no-break space (\u00a0) before « : » and inside « », a narrow
// no-break space (\u202f) before ; ! ? and %.

export const LANGUAGE_NAME = "Français";

const plural = new Intl.PluralRules("fr");
// "1 coup", "0 coup", "3 coups": 0 and 1 are singular in French.
const count = (n, one, other) => `${n}\u00a0${plural.select(Number(n)) === "one" ? one : other}`;
const percentText = (value) => `${String(value).replace(".", ",")}\u202f%`;
const quoted = (text) => `«\u00a0${text}\u00a0»`;

// Names of the games as players call them, by rule set id.
export const GAME_NAMES = {
  siga: "Siga",
  "seega-sudan": "Seega du Soudan",
  "seega-egypt": "Seega d’Égypte",
  seig: "Sîg",
  "seig-mauritania": "Sîg de Mauritanie",
  "seig-mzab": "Sîg du M’zab",
  "seig-tozeur": "Sîg de Tozeur",
  "seig-western-sahara": "Sîg du Sahara occidental",
  "seig-tidikelt": "Sîg du Tidikelt",
  "seig-el-oued": "Sîg d’El Oued",
};
// The home's sentence on each game: what it is and where it is played.
export const HOME_GAMES = {
  "siga": "Deux armées face à face\u00a0; un pion avance d’une case et prend un pion adverse en entrant sur sa case. Joué en Égypte, en Libye et dans toute l’Afrique du Nord.",
  "seega-sudan": "On pose ses pions un à un, puis on prend un pion adverse en l’enfermant entre deux des siens, dans les huit directions. Comme au Soudan et en Arabie saoudite.",
  "seega-egypt": "Le même jeu d’encerclement, en ligne droite seulement, ouvert par une croix de quatre pions. Comme en Égypte, sur des plateaux tracés dans le sable.",
  "seig": "Une course autour de quatre rangées de trous, menée en lançant huit bâtonnets\u00a0; arriver sur un pion adverse le prend. Comme dans le Tagant, en Mauritanie.",
  "seig-mauritania": "Une course autour de quatre rangées de trous, menée en lançant huit bâtonnets, par deux équipes de un à six joueurs\u00a0; un pion arrivé dans la rangée adverse revient tourner dans les rangées du milieu, à l’abri des prises. Comme dans le Tagant, en Mauritanie.",
  "seig-mzab": "Une course le long de quatre rangées de trous, menée en lançant six bâtonnets\u00a0; un pion ne quitte sa rangée que sur un 1 ou un 6, et arriver sur un pion adverse le prend. Comme dans le M’zab, en Algérie.",
  "seig-tozeur": "Une course le long de quatre rangées de treize trous, menée en lançant six bâtonnets\u00a0; un pion ne quitte sa rangée que sur un 1, et arriver sur un pion adverse le prend. Comme à Tozeur, en Tunisie.",
  "seig-western-sahara": "Deux équipes de deux font la course le long de quatre rangées de trous, en lançant huit bâtonnets et en jouant les lancers un à un\u00a0; aucun pion ne dépasse un ami, et ceux qui atteignent la rangée adverse sont à l’abri. Comme au Sahara occidental.",
  "seig-tidikelt": "Une course le long de trois rangées de trous, menée en lançant quatre ou six bâtonnets\u00a0; un pion entre dans la rangée adverse par le bout de la rangée centrale, et arriver sur un pion adverse le prend dans sa rangée ou l’y renvoie. Comme dans le Tidikelt, en Algérie.",
  "seig-el-oued": "Une course en rond sur trois rangées de six trous, menée en lançant six bâtonnets\u00a0; un 1 ou un 5 libère un pion et fait relancer, et arriver sur un pion adverse le prend. Comme à El Oued, en Algérie.",
};
export const continueText = (game) => `Reprendre votre partie de ${game}`;

// The words of index.html and rules.html, by their data-i18n keys.
export const PAGE = {
  title: "Jeux du désert",
  rules: "Règles",
  hint: "Indice",
  allowHints: "Indices contre l’ordinateur",
  learn: "Apprendre",
  welcomeText: "Nouveau venu\u00a0? La Siga, la Seega et le Sîg se jouent sur le sable et sur des plateaux, de l’Égypte et du Soudan jusqu’au Sahara. Apprenez les règles pas à pas sur le plateau, ou commencez à jouer.",
  homeTitle: "Jeux du désert",
  homePlay: "Jouer",
  language: "Langue",
  sound: "Son",
  loading: "Chargement de la partie…",
  gameStatus: "État de la partie",
  backToGame: "— retour à la partie",
  shareLinkLabel: "Lien vers cette partie",
  sticksPoolSeats: "Bâtonnets, réserve et places",
  throwSticks: "Lancer les bâtonnets",
  poolLabel: "À jouer\u00a0:",
  seats: "Places",
  showPath: "Montrer le parcours",
  animation: "Animation",
  speedNormal: "Normale",
  speedFast: "Rapide",
  speedOff: "Désactivée",
  throwsAndChances: "Lancers et chances",
  autoPass: "Passer seuls les lancers sans effet",
  realSticks: "Vrais bâtonnets sur la table : taper leurs faces",
  seigTools: "Options",
  controls: "Commandes de la partie",
  newGame: "Nouvelle partie",
  nextGame: "Partie suivante",
  undo: "Reprendre",
  redo: "Rétablir",
  review: "Analyse",
  offerDraw: "Proposer le match nul",
  resign: "Abandonner",
  more: "Plus",
  shareLink: "Partager le lien",
  saveFile: "Enregistrer la partie",
  openFile: "Ouvrir une partie",
  confirmMoves: "Confirmer chaque coup",
  theme: "Thème",
  themeDesert: "Désert",
  themeDark: "Sombre",
  themeContrast: "Contraste élevé",
  movesPanel: "Coups",
  toStart: "Aller au début",
  oneBack: "Un coup en arrière",
  oneForward: "Un coup en avant",
  toLatest: "Aller au dernier coup",
  moves: "Coups",
  reviewPanel: "Analyse de la partie",
  reviewGraph: "Chances de victoire de Clair après chaque coup",
  movesPlayed: "Coups joués",
  game: "Jeu",
  ruleOptions: "Règles de cette partie",
  opponent: "Adversaire",
  easyComputer: "Ordinateur facile",
  mediumComputer: "Ordinateur moyen",
  hardComputer: "Ordinateur difficile",
  twoPlayers: "Deux joueurs",
  youPlay: "Vous jouez",
  light: "Clair",
  dark: "Foncé",
  match: "Match",
  oneGame: "Une partie",
  bestOf3: "Au meilleur des 3 parties",
  bestOf5: "Au meilleur des 5 parties",
  bestOf7: "Au meilleur des 7 parties",
  cancel: "Annuler",
  start: "Commencer",
  close: "Fermer",
  friendOpponent: "Un ami sur un autre appareil",
  lettersOpponent: "Un ami ailleurs, par liens (un par coup)",
  sendMove: "Envoyer votre coup",
  letterLinkLabel: "Lien à envoyer à votre ami",
  friendTitle: "Jouer avec un ami sur un autre appareil",
  friendIntro: "Les deux appareils se relient directement : aucun serveur à nous ne voit la partie. L’un invite, l’autre répond.",
  stunServers: "Serveurs qui aident à trouver un chemin entre réseaux (STUN), un par ligne ; laissez vide sur un même réseau",
  createInvitation: "Créer une invitation",
  invitationLink: "Lien d’invitation",
  invitationCode: "Invitation en texte",
  copyLink: "Copier le lien",
  copyCode: "Copier le texte",
  qrCaption: "Ou faites scanner ceci par l’appareil photo de votre ami :",
  pasteAnswer: "La réponse de votre ami",
  connect: "Se connecter",
  pasteInvitation: "Vous avez reçu une invitation ? Collez-la ici (le lien ou le texte)",
  join: "Répondre à l’invitation",
  answerCode: "Votre réponse : renvoyez-la de la même façon",
  copyAnswer: "Copier la réponse",
  reconnect: "Se reconnecter",
  rulesTitle: "Règles · Jeux du désert",
  games: "Jeux",
};

// The new-game panel's words for each rule option.
export const OPTION_LABELS = {
  board: "Plateau",
  compulsoryCapture: "Prise obligatoire",
  diagonal: "Coups en diagonale permis",
  firstPlayer: "Joue en premier",
  firstPlacer: "Pose en premier",
  firstSide: "Lance en premier",
  noCapturePlies: "Match nul après ce nombre de coups sans prise (0\u00a0: jamais)",
  barrierPlies: "Coups sans prise avant le décompte",
  teamSize: "Joueurs par camp",
  fourMoves: "Un quatre fait avancer de",
  holes: "Trous par rangée",
  sticks: "Bâtonnets lancés",
  noCaptureTurns: "Tours sans prise avant la fin de la partie",
  seed: "Graine des bâtonnets (vide\u00a0: au hasard)",
};
export const BOARD_CHOICES = { "6x6": "6 × 6", "4x5": "4 × 5, petit", "6x8": "6 × 8, 3 rangées", "5x5": "5 × 5 (khamsawee)", "7x7": "7 × 7 (sebawee)", "9x9": "9 × 9 (tisawee)" };
export const holesText = (n) => count(n, "trou", "trous");

export const loadFailedText = "La partie n’a pas pu être chargée.";
export const engineFailedText = (reason) => `Le moteur du jeu n’a pas pu se charger. ${reason}`;
export const computerFailedText = (reason) => `L’ordinateur n’a pas pu jouer. ${reason}`;
export const workerFailedText = "Le joueur ordinateur n’a pas pu démarrer.";
export const restoreFailedText = (reason) => `La partie enregistrée n’a pas pu être restaurée. ${reason}`;
export const KEPT_ASIDE_TEXT = "Elle est gardée sur cet appareil sous un autre nom, pas effacée.";
export const KEPT_IN_PLACE_TEXT = "Elle n’est pas effacée\u00a0: elle reste où elle est jusqu’à ce qu’il y ait la place de la garder sous un autre nom.";
export const keptGameText = (name) => `Votre partie de ${name} en cours est gardée.`;
export const keptBackText = "Y revenir";
export const OTHER_TAB_TEXT = "Cette partie a continué dans un autre onglet, et cet onglet la montre maintenant\u202f; la partie que vous aviez ici est gardée.";
export const OTHER_TAB_UNKEPT_TEXT = "Cette partie a continué dans un autre onglet, et cet onglet la montre maintenant\u202f; le stockage est plein, la partie que vous aviez ici n’a pas pu être gardée.";
export const notSavedText = (full) =>
  full ? "Cette partie n’est pas enregistrée sur cet appareil : le stockage est plein. Elle sera enregistrée de nouveau à votre prochain coup." : "Cette partie n’est pas enregistrée sur cet appareil : ce navigateur ne garde rien pour la page.";
export const GAME_OVER_TEXT = "Partie terminée";
export const drawOfferQuestion = (offering) =>
  `${SIDE_NAMES[offering]} propose le match nul. ${SIDE_NAMES[1 - offering]}, acceptez-vous\u202f?`;
export const DRAW_ACCEPT = "Accepter le match nul";
export const DRAW_DECLINE = "Continuer à jouer";
export const drawRefusedText = (side) => `${SIDE_NAMES[side]} refuse le match nul.`;
export const resignQuestion = (who) => `Abandonner la partie en tant que ${who}\u202f?`;
export const RESIGN_CONFIRM = "Abandonner";
export const RESIGN_CANCEL = "Continuer la partie";
export const rulesPageTitle = (game) => `${game}\u00a0: règles · Jeux du désert`;
// "70 sur 256": how many of the equally likely ways the sticks can fall.
export const chanceText = (ways, of, percent) => `${ways}\u00a0sur\u00a0${of} (${percentText(percent)})`;

export const SIDE_NAMES = ["Clair", "Foncé"];
// The sides as adjectives for a (masculine) piece: « un pion clair ».
const SIDE_ADJECTIVES = ["clair", "foncé"];
const PIECES_ADJECTIVE = ["clairs", "foncés"];

// A side the engine names by number ("0" or "1"); anything else stays vague.
const sideName = (side) => SIDE_NAMES[Number(side)] ?? "ce camp";

// Who plays whom, always in view; a team game's seats say it themselves.
export function matchupText(settings) {
  const friendSide = friendSideOf(settings);
  if (friendSide !== null) return `${SIDE_NAMES[1 - friendSide]} (vous) contre ${FRIEND.friendName}`;
  if (settings.friend) return FRIEND.withFriend;
  if (settings.opponent === "computer") return `${SIDE_NAMES[settings.humanSide]} (vous) contre l’${PAGE[`${settings.level}Computer`].toLowerCase()}`;
  return settings.opponent === "human" ? `${PAGE.twoPlayers}\u00a0: ${SIDE_NAMES[0]} et ${SIDE_NAMES[1]}` : "";
}


// "Clair", "Clair (vous)" or "Foncé (ordinateur)", depending on who plays it.
export function sideLabel(side, settings) {
  if (friendSideOf(settings) !== null) return `${SIDE_NAMES[side]} (${side === friendSideOf(settings) ? FRIEND.friendShort : "vous"})`;
  if (settings.opponent !== "computer") return SIDE_NAMES[side];
  return `${SIDE_NAMES[side]} (${side === settings.humanSide ? "vous" : "ordinateur"})`;
}

// act: why a side moves twice in a row in Seega, "series" (it captured and
// must capture again) or "extra" (the other side is blocked); else null.
export function turnText({ phase, toMove, thinking, act, settings }) {
  const who = sideLabel(toMove, settings);
  if (thinking) return `${who} réfléchit…`;
  if (phase === "placement") return `À ${who} de poser un pion`;
  if (act === "series") return `${who} doit encore prendre`;
  if (act === "extra") return `${who} rejoue\u00a0: ${SIDE_NAMES[1 - toMove]} est bloqué`;
  return `À ${who} de jouer`;
}

// The rule behind a capture series, in each rule set that has one.
export const SERIES_NOTES = {
  "seega-sudan": (mover) => `${mover} a pris, donc ${mover} rejoue\u00a0: seuls les coups qui prennent sont permis tant qu’il en reste un.`,
  "seega-egypt": (mover) => `${mover} a pris\u00a0: le même pion rejoue, et seulement pour prendre, tant qu’il le peut.`,
};

// The rule behind a Seega double move, spelled out under the turn line.
export const toPlaceText = ([light, dark]) => `À placer\u00a0: ${SIDE_NAMES[0]} ${light}, ${SIDE_NAMES[1]} ${dark}.`;

export function seegaActNote(act, toMove, ruleset) {
  const mover = SIDE_NAMES[toMove];
  const blocked = SIDE_NAMES[1 - toMove];
  if (act === "series") {
    return SERIES_NOTES[ruleset]?.(mover) ?? "";
  }
  if (act === "extra") {
    return `${blocked} n’a aucun coup permis, donc ${mover} joue un coup de plus. Ce coup doit ouvrir un passage à ${blocked} si c’est possible.`;
  }
  return "";
}

export function barrierText({ plies, limit }) {
  return `${count(plies, "coup", "coups")} sur ${limit} sans prise\u00a0: à ${limit}, on compte les pions et la partie s’arrête`;
}

export const centreRefusedText = (square) => `Le centre, ${square}, reste vide tant que tous les pions ne sont pas posés.`;
export const seriesRefusedText = (code) =>
  code === "same-capturer" ? "Seul le pion qui vient de prendre peut bouger, et seulement pour prendre." : "Seul un coup qui prend est permis maintenant.";
export const stuckPieceText = "Ce pion n’a aucun coup permis pour l’instant.";
export const notYourPieceText = (owner) => `Ce pion est à ${SIDE_NAMES[owner]}\u00a0: choisissez un des vôtres.`;
export const PICK_FIRST_TEXT = "Choisissez d’abord un de vos pions, puis la case où il va.";
export const resignRefusedText = (reason) => `Vous ne pouvez pas encore abandonner. ${reason}`;
export const shareCopiedText = "Lien copié\u00a0: envoyez-le à un ami, qui pourra l’ouvrir, jouer la suite et vous le renvoyer.";
export const shareShownText = "Copiez ce lien et envoyez-le\u00a0: il contient toute la partie.";
export const badLinkText = (reason) => `Ce lien ne contient pas de partie qui puisse être ouverte\u00a0; la partie en cours est conservée. (${reason})`;
export const badFileText = (reason) => `Ce fichier n’est pas une partie enregistrée\u00a0; la partie en cours est conservée. (${reason})`;
export const updateReadyText = "Une nouvelle version du jeu est prête.";
export const updateButtonText = "Mettre à jour";
export const drawDeclinedText = "L’ordinateur refuse le match nul\u00a0: il voit encore des chances de gagner.";

// The engine's refusals, by their code: text.js hands each sentence the
// refusal's parts (sides as 0 or 1).
export const ENGINE_REASONS = {
  noPieceOn: (side, square) => `Il n’y a pas de pion ${SIDE_ADJECTIVES[Number(side)] ?? "de ce camp"} en ${square}.`,
  stepOrthogonal: () => "Un pion se déplace d’une seule case, à l’horizontale ou à la verticale (pas en diagonale).",
  stepAnyDirection: () => "Un pion se déplace d’une seule case, dans l’une des huit directions.",
  ownPiece: (square) => `Il y a déjà l’un de vos pions en ${square}.`,
  compulsoryCapture: () => "Une prise est possible, et la prise est obligatoire.",
  placementOver: () => "La pose est terminée\u00a0: déplacez un pion d’une case, par exemple b2-b3.",
  stillPlacing: () => "Les pions se posent encore, un à la fois\u00a0: indiquez une case vide, par exemple c4.",
  centreEmpty: (square) => `La case ${square} est le centre\u00a0: elle reste vide pendant la pose.`,
  alreadyTaken: (square) => `La case ${square} est déjà occupée.`,
  notEmpty: (square) => `La case ${square} n’est pas vide.`,
  fifthShuttle: (from, to) => `Ce serait le cinquième coup de suite de ce pion entre ${from} et ${to}.`,
  sameCapturer: (square) => `Le même pion doit continuer à prendre\u00a0: jouez le pion en ${square}.`,
  seriesOn: () => "Une série de prises est en cours\u00a0: seuls les coups qui prennent sont permis.",
  extraMustOpen: (side) =>
    `${sideName(side)} ne peut pas jouer\u00a0: ce coup supplémentaire doit lui rouvrir un passage, et un autre coup le permet.`,
  resignTooEarly: (side, lost) => {
    const n = Number(lost);
    const tally = n === 0 ? "n’en a encore perdu aucun" : `en a perdu ${lost}`;
    return `Au seega du Soudan, on ne peut abandonner qu’après avoir perdu 5 pions\u00a0; ${sideName(side)} ${tally}.`;
  },
  notASquare: (text, files, ranks) => `${quoted(text)} n’est pas une case de ce plateau de ${files} × ${ranks}.`,
  unreadable: (text) => `Impossible de lire le coup ${quoted(text)}\u00a0: vérifiez comment il s’écrit.`,
  gameOver: () => "La partie est terminée.",
  mustThrow: () => "Il faut d’abord lancer les bâtonnets.",
  stickCount: (sticks) => {
    const when = Number(sticks) === 7 ? "Tant que la partie est verrouillée, on lance 7 bâtonnets"
      : Number(sticks) === 8 ? "Une fois la partie déverrouillée, on lance 8 bâtonnets"
      : `On lance ${count(sticks, "bâtonnet", "bâtonnets")}`;
    return `${when}\u00a0: donnez ${sticks} lettres, ${STICK_LETTERS.white} ou ${STICK_LETTERS.black}.`;
  },
  stickFace: () => `Chaque face de bâtonnet s’écrit ${STICK_LETTERS.white} (blanche) ou ${STICK_LETTERS.black} (noire).`,
  holeWithoutPiece: (hole, side) => {
    const piece = SEIG_WORDS[Number(side)];
    return `Le trou ${hole} ne contient ${piece ? `${piece.none} ${piece.one}` : "aucun pion de ce camp"}.`;
  },
  notReleased: (hole) => `Le pion en ${hole} n’est pas encore libéré.`,
  spendFirst: (pool) => `Il faut d’abord jouer la réserve (${pool}).`,
  poolHolds: (pool) => (pool ? `Ces nombres ne sont pas dans la réserve, qui contient ${pool}.` : "La réserve est vide."),
  pastEnd: () => "Ce déplacement dépasserait la fin du parcours.",
  oneSmallValue: () => "Pour entrer dans le champ bas adverse, il faut un seul nombre, 2, 3 ou 4.",
  landingOwn: () => "Le trou d’arrivée contient déjà un pion de votre camp.",
  reachesElsewhere: (from, group, reached) => `Depuis ${from}, ${group} mène en ${reached}.`,
  noDrawAgreement: () => "Dans ce jeu, il n’y a pas de match nul d’un commun accord.",
  noThrows: () => "Ce jeu se joue sans bâtonnets\u00a0: un coup nomme des cases, par exemple b2-b3.",
  badSave: () => "Ce n’est pas une partie enregistrée valide.",
  unknownRuleset: (ruleset) => `Le jeu ${quoted(ruleset)} n’existe pas ici.`,
  unknownOption: (name) => `Ce jeu n’a pas d’option ${quoted(name)}.`,
  badOptionValue: (name) => `La valeur donnée pour ${quoted(name)} n’est pas acceptée par ce jeu.`,
  unsafeNumber: (name) => `Le nombre donné pour ${quoted(name)} est trop grand pour être lu exactement.`,
  other: () => "Le jeu refuse ce coup ou cette action.",
};

// barrierReached: a count came from the barrier (else from neither side being able to move).
export function resultText(status, options, barrierReached = false) {
  const { winner, reason, pieces } = status;
  const countCause = barrierReached ? `après ${count(options.barrierPlies, "coup", "coups")} sans prise` : "car aucun camp ne peut jouer";
  if (winner === null || winner === undefined) {
    switch (reason) {
      case "agreement": return "Match nul d’un commun accord";
      case "no-capture-limit": return `Match nul\u00a0: ${count(options.noCapturePlies, "coup", "coups")} de suite sans prise`;
      case "count": return `Match nul au décompte, ${count(pieces[0], "pion", "pions")} chacun, ${countCause}`;
      default: return "Match nul";
    }
  }
  const won = `${SIDE_NAMES[winner]} gagne`;
  const loser = SIDE_NAMES[1 - winner];
  switch (reason) {
    case "captured-all": return `${won}\u00a0: tous les pions ${PIECES_ADJECTIVE[1 - winner]} ont été pris`;
    case "one-left": return `${won}\u00a0: il ne reste qu’un pion à ${loser}`;
    case "stalemate": return `${won}\u00a0: ${loser} n’a plus aucun coup permis`;
    case "count": return `${won} au décompte, ${count(pieces[winner], "pion", "pions")} contre ${pieces[1 - winner]}, ${countCause}`;
    case "resigned": return `${won}\u00a0: ${loser} abandonne`;
    default: return won;
  }
}

export function matchText(match) {
  const [light, dark] = match.wins();
  const score = `${SIDE_NAMES[0]} ${light} – ${dark} ${SIDE_NAMES[1]}`;
  if (!match.over) return `Match en ${match.length} parties, partie ${match.gameNumber}\u00a0: ${score}`;
  const verdict = match.winner === null ? "le match est nul" : `${SIDE_NAMES[match.winner]} remporte le match`;
  return `Match en ${match.length} parties terminé\u00a0: ${score}, ${verdict}`;
}

// ---- Seig ----

// Side 0 plays with twigs, side 1 with shells, as in the source.
export const SEIG_PIECES = [["brindille", "brindilles"], ["coquillage", "coquillages"]];
// The words that agree with each: « une brindille prise », « un coquillage pris ».
const SEIG_WORDS = [
  { one: "brindille", a: "une", the: "la", last: "dernière", none: "aucune", every: "toutes les", taken: "prise", takenAll: "prises", released: "libérée" },
  { one: "coquillage", a: "un", the: "le", last: "dernier", none: "aucun", every: "tous les", taken: "pris", takenAll: "pris", released: "libéré" },
];
const piecesWord = (side, n) => count(n, SEIG_PIECES[side][0], SEIG_PIECES[side][1]);

export const seatDefaultName = (side, seat) => `${SIDE_NAMES[side]} ${seat + 1}`;
export const SEAT_PLAYERS = [["human", "Humain"], ["computer-easy", "Ordinateur facile"], ["computer-medium", "Ordinateur moyen"], ["computer-hard", "Ordinateur difficile"], ["friend", "Un ami sur un autre appareil"]];
export const SEATS_LEGEND = "Places, dans l’ordre où elles lancent";
export const seatNameLabel = (side, seat) => `Nom de la place ${seat + 1} de ${SIDE_NAMES[side]}`;
export const seatPlayerLabel = (side, seat) => `Joueur de la place ${seat + 1} de ${SIDE_NAMES[side]}`;
export const ADVANCED_LABEL = "Options avancées";

// "Clair 1", or "Foncé 2 (ordinateur)".
export const seatLabel = ({ name, computer }) => (computer ? `${name} (ordinateur)` : name);

export function seigTurnText({ seat, phase, thinking }) {
  const who = seatLabel(seat);
  if (thinking) return `${who} réfléchit…`;
  if (phase === "throwing") return `${who} lance les bâtonnets…`;
  if (phase === "spend") return `À ${who} de déplacer un pion`;
  if (phase === "endgame") return `À ${who} de lancer\u00a0: chaque 4 prend un pion`;
  return `À ${who} de lancer`;
}

export const seatPiecesText = (side, n) => `${SIDE_NAMES[side]}\u00a0: ${piecesWord(side, n)}`;

const AGAIN = "nouveau lancer";
const PASS_ON = "les bâtonnets passent à la place suivante";

// What a throw did, by the kind `throwKind` (sticks.js) gives it. `passed`:
// nothing could move, so the values were lost and the sticks passed on.
export function throwValueText({ kind, whites, fourMoves, passed, side, value }) {
  const opponent = SEIG_WORDS[1 - side];
  const text = {
    "unlock-seig": `Sîg\u202f! ${whites}\u00a0: la partie est déverrouillée, un pion est libéré et avance d’un trou\u00a0; ${AGAIN}`,
    "unlock-alike": `Tous pareils, ${whites}\u00a0: la partie est déverrouillée, sept pions sont libérés\u00a0; ${AGAIN}`,
    locked: `${whites}\u00a0: pas encore de sîg, la partie reste verrouillée\u00a0; ${PASS_ON}`,
    seig: `Sîg\u202f! ${whites}\u00a0: un pion est libéré et avance d’un trou\u00a0; ${AGAIN}`,
    "seig-no-piece": `Sîg\u202f! ${whites}\u00a0: plus aucun pion à libérer, on ajoute 1\u00a0; ${AGAIN}`,
    alike: `Tous pareils, ${whites}\u00a0: huit pions libérés\u00a0; ${AGAIN}`,
    "two-first": "2\u00a0: un pion avance de 2",
    "two-cancel": "2\u00a0: les lancers du tour sont annulés",
    three: "3\u00a0: on ajoute 3",
    four: `4\u00a0: on ajoute ${fourMoves}, ${AGAIN}`,
    five: "5\u00a0: on ajoute 5",
    six: "6\u00a0: on ajoute 6",
    "endgame-take": `4\u00a0: ${opponent.a} ${opponent.one} est ${opponent.taken}\u00a0; ${AGAIN}`,
    "endgame-last": `4\u00a0: ${opponent.the} ${opponent.last} ${opponent.one} est ${opponent.taken}`,
    "endgame-miss": `${whites}\u00a0: aucune prise\u00a0; le tour s’arrête`,
    value: `${whites}\u00a0: ${value === 0 ? "aucun coup" : `${value} à jouer`}`,
    worth: `${whites}\u00a0: un sig qui vaut ${value}`,
    removes: `4\u00a0: retirez un pion adverse, ${AGAIN}`,
    "removes-nothing": `${whites}\u00a0: seul un 4 retire un pion\u00a0; ${PASS_ON}`,
  }[kind];
  return passed && kind !== "removes-nothing" ? `${text}\u00a0; aucun pion ne peut bouger, ${PASS_ON}` : text;
}

// A throw at a glance, drawn on the sticks as they land: [the mark shown
// large, what the throw does in a few words]. Same arguments as throwValueText.
export function throwGlance({ kind, whites, fourMoves, passed, side, value }) {
  const opponent = SEIG_WORDS[1 - side];
  const passes = "le tour passe";
  const [mark, line] = {
    "unlock-seig": [SHOUT_SEIG, `déverrouillé\u00a0! un pion est libéré\u00a0; ${AGAIN}`],
    "unlock-alike": [SHOUT_ALIKE, `déverrouillé\u00a0! 7 pions sont libérés\u00a0; ${AGAIN}`],
    locked: [String(whites), `pas encore de sîg\u00a0: ${passes}`],
    seig: [SHOUT_SEIG, `un pion est libéré\u00a0; ${AGAIN}`],
    "seig-no-piece": [SHOUT_SEIG, `1 à jouer\u00a0; ${AGAIN}`],
    alike: [SHOUT_ALIKE, `8 pions sont libérés\u00a0; ${AGAIN}`],
    "two-first": ["2", "avancez de 2"],
    "two-cancel": ["2", `les lancers du tour sont perdus\u00a0: ${passes}`],
    three: ["3", "avancez de 3"],
    four: ["4", `avancez de ${fourMoves}\u00a0; ${AGAIN}`],
    five: ["5", "avancez de 5"],
    six: ["6", "avancez de 6"],
    "endgame-take": ["4", `${opponent.a} ${opponent.one} est ${opponent.taken}\u00a0; ${AGAIN}`],
    "endgame-last": ["4", `${opponent.the} ${opponent.last} ${opponent.one} est ${opponent.taken}`],
    "endgame-miss": [String(whites), `aucune prise\u00a0: ${passes}`],
    value: [String(value), value === 0 ? "aucun coup" : `${value} à jouer`],
    worth: [String(value), `un sig qui vaut ${value}`],
    removes: ["4", `retirez un pion\u00a0; ${AGAIN}`],
    "removes-nothing": [String(whites), `seul un 4 retire\u00a0: ${passes}`],
  }[kind];
  return [mark, passed && kind !== "removes-nothing" ? `aucun pion ne peut bouger\u00a0: ${passes}` : line];
}

export const THROW_TABLE_CAPTION = (sticks) =>
  sticks === 7 ? "Lancers de 7 bâtonnets, tant que la partie est verrouillée" : "Lancers de 8 bâtonnets";
export const THROW_TABLE_HEADINGS = ["Blancs", "Nom", "Effet", "Chances"];

// One row of the throw table, [name, effect], by its kind (sticks.js throwTableKind).
export function throwTableRow({ kind, whites, fourMoves, value }) {
  return {
    "unlock-seig": ["Sîg", `déverrouille la partie, libère un pion et l’avance d’un trou\u00a0; ${AGAIN}`],
    "unlock-alike": ["Tous pareils", `déverrouille la partie, libère sept pions\u00a0; ${AGAIN}`],
    locked: [String(whites), `rien\u00a0; ${PASS_ON}`],
    seig: ["Sîg", `libère un pion et l’avance d’un trou (ou ajoute 1)\u00a0; ${AGAIN}`],
    alike: ["Tous pareils", `libère huit pions\u00a0; ${AGAIN}`],
    two: ["Deux", "au premier lancer\u00a0: un pion avance de 2\u00a0; ensuite\u00a0: annule les lancers du tour"],
    three: ["Trois", `ajoute ${whites}`],
    four: ["Quatre", `ajoute ${fourMoves}\u00a0; ${AGAIN} (en fin de partie\u00a0: prend un pion)`],
    five: ["Cinq", `ajoute ${whites}`],
    six: ["Six", `ajoute ${whites}`],
    value: [String(value), value === 0 ? "aucun coup" : `un pion avance de ${value}`],
    worth: [String(value), `un sig qui vaut ${value}`],
    removes: ["4", `retire un pion adverse\u00a0; ${AGAIN}`],
    "removes-nothing": [String(whites), "ne retire rien"],
  }[kind];
}

export const chooserText = (hole, steps) => (steps === null ? `Atteindre ${hole} avec\u00a0:` : `Atteindre ${hole} (${count(steps, "trou", "trous")}) avec\u00a0:`);
// The label on a hole the picked piece can reach: the groups of values that
// take it there ("6 ou 3+3"), or, when there are many, how far it is and in how many ways.
export const reachLabel = (groups, steps) =>
  groups.length <= 2 ? groups.join(" ou ") : `${steps}\u00a0: ${groups.length} façons`;

export const SIG_PIECES_LEGEND = "À moitié enfoui\u00a0: bloqué. Badges\u00a0: flèche, en retour\u00a0; cercle, en ronde\u00a0; maison, vers la maison.";
export const POOL_EMPTY_TEXT = "rien pour l’instant";
export const PIECES_LEGEND = "Brindilles à Clair, coquillages à Foncé\u00a0; à moitié enfoui\u00a0: pas encore libéré\u00a0; 2\u00a0: deux pions dans un trou.";
export const endgameNote = (counts) =>
  `Fin de partie\u00a0: les pions sont rassemblés au milieu, ${piecesWord(0, counts[0])} et ${piecesWord(1, counts[1])}\u00a0; chaque 4 en retire un.`;
export const SHOUT_SEIG = "Sîg\u202f!";
export const SHOUT_ALIKE = "Tous pareils\u202f!";
export const THROWING_TEXT = "Les bâtonnets sont en l’air…";

// Why a race ended drawn, and a win by the count of pieces (Sig's variants).
const RACE_DRAWS = { "all-home": "tous les pions sont arrivés", "no-capture-limit": "trop longtemps sans prise", blocked: "plus aucun camp ne peut bouger", count: "autant de pions de chaque côté" };
export function seigResultText(status) {
  const { winner, reason } = status;
  if (winner === null || winner === undefined) return reason in RACE_DRAWS ? `Match nul\u00a0: ${RACE_DRAWS[reason]}` : "Match nul";
  const won = `${SIDE_NAMES[winner]} gagne`;
  if (reason === "resigned") return `${won}\u00a0: ${SIDE_NAMES[1 - winner]} abandonne`;
  const lost = SEIG_WORDS[1 - winner];
  if (reason !== "captured-all") return `${won}\u00a0: plus de pions restants`;
  return `${won}\u00a0: ${lost.every} ${SEIG_PIECES[1 - winner][1]} ont été ${lost.takenAll}`;
}
export const TAP_TO_THROW = "Touchez les bâtonnets pour lancer";

// A hole of the accessible board, for screen readers. pieces: [{ side, released, state }], state a Sig variant's (else null).
// A Sig variant's piece state (board().states), for screen readers.
const PIECE_STATES = ["bloqué", "libre", "en retour", "en ronde", "vers la maison"];
export function holeDescription({ hole, pieces, picked, canMove, destination }) {
  const parts = [hole];
  if (!pieces.length) parts.push("vide");
  for (const { side, released, state = null } of pieces) {
    parts.push(`${SEIG_PIECES[side][0]} de ${SIDE_NAMES[side]}${state !== null ? `, ${PIECE_STATES[state]}` : released ? "" : `, pas encore ${SEIG_WORDS[side].released}`}`);
  }
  if (pieces.length === 2) parts.push("deux pions partagent ce trou, comme la règle le permet");
  if (picked) parts.push("pion sélectionné");
  else if (canMove) parts.push("peut bouger");
  if (destination) parts.push(`le pion sélectionné peut venir ici avec ${destination.label}${destination.takes ? ", en prenant" : ""}`);
  return parts.join(", ");
}

// ---- Playing without a pointer or a screen ----

export const BOARD_GRID_LABEL = "Cases du plateau";
export const SEIG_GRID_LABEL = "Trous de la butte";

// A square of the accessible board. piece: 0 empty, 1 light, 2 dark.
export function squareDescription({ square, piece, picked, destination, canMove, canPlace }) {
  const parts = [square, piece ? `pion ${SIDE_ADJECTIVES[piece - 1]}` : "vide"];
  if (picked) parts.push("sélectionné");
  else if (canMove) parts.push("peut bouger");
  if (canPlace) parts.push("vous pouvez poser un pion ici");
  if (destination) parts.push("le pion sélectionné peut venir ici");
  return parts.join(", ");
}

const listed = (items) => (items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} et ${items.at(-1)}`);

// One move of a grid game, as the live region says it. captured: squares taken.
export function moveAnnouncement({ who, move, captured, capturedSide }) {
  const adjective = SIDE_ADJECTIVES[capturedSide] ?? "";
  const several = PIECES_ADJECTIVE[capturedSide] ?? "";
  const taken = !captured.length ? ""
    : captured.length === 1 ? ` et prend un pion ${adjective} en ${captured[0]}`
    : ` et prend ${captured.length} pions ${several} en ${listed(captured)}`;
  if (move.placement) return `${who} pose un pion en ${move.to}`;
  return `${who} joue de ${move.from} en ${move.to}${taken}`;
}

// whites: white sides up of `sticks`; detail: what the throw did (throwValueText).
export const throwAnnouncement = ({ who, whites, sticks, detail }) =>
  `${who} lance\u00a0: ${count(whites, "blanc", "blancs")} sur ${sticks}. ${detail}`;
export const spendAnnouncement = ({ who, from, to, group, takenSide }) =>
  `${who} avance de ${from} en ${to} avec ${group}${takenSide === null ? "" : ` et prend ${SEIG_WORDS[takenSide].a} ${SEIG_WORDS[takenSide].one}`}`;
export const removeAnnouncement = ({ who, hole, takenSide }) => `${who} retire ${SEIG_WORDS[takenSide].a} ${SEIG_WORDS[takenSide].one} de ${hole}`;
export const seriesAnnouncement = (side) => `${SIDE_NAMES[side]} doit encore prendre`;
export const extraMoveAnnouncement = (side) => `${SIDE_NAMES[1 - side]} est bloqué\u00a0: ${SIDE_NAMES[side]} rejoue`;
export const undoAnnouncement = (n) => (n === 1 ? "Un coup repris" : `${n} coups repris`);
export const newGameAnnouncement = (name) => `Nouvelle partie\u00a0: ${name}`;

export const MOVE_ENTRY_LABEL = "Saisir un coup";
export const MOVE_ENTRY_BUTTON = "Jouer";
export const moveEntryHint = (example) => (example ? `ex.\u00a0: ${example}` : "");
// Typing a throw: the word, and after a colon each stick's face (B blanche, N noire); www/games/race/move-words.js turns them into the rules' "throw:WB…".
export const THROW_WORD = "lancer";
export const STICK_LETTERS = { white: "B", black: "N" };
export const notYourTurnText = "Ce n’est pas à vous de jouer.";
export const typedFacesText = `On ne tape les faces que pour de vrais bâtonnets lancés sur une table entre personnes (à activer dans « Options ») ; tapez « ${THROW_WORD} » pour lancer.`;
export const READ_ONLY_TEXT = "Ce plateau montre une partie à regarder\u00a0: on n’y joue aucun coup.";
export const tooLongText = (plies, most) => `Cette partie compte ${plies} coups\u00a0; la page montre les parties de ${most} coups au plus.`;
export const tooLargeText = (megabytes, most) => `Il fait ${megabytes}\u00a0Mo\u202f; une partie enregistrée fait au plus ${most}\u00a0Mo.`;

// ---- The move list, earlier positions and the review ----

export const NO_MOVES_TEXT = "Aucun coup pour l’instant";
const lowerFirst = (text) => text.charAt(0).toLowerCase() + text.slice(1);
export const MARK_WORDS = { inaccuracy: "imprécision", mistake: "erreur", blunder: "gaffe" };
export const moveItemDetail = (side, turning, mark) =>
  `, ${SIDE_NAMES[side]}${mark ? `\u00a0; ${MARK_WORDS[mark]}` : ""}${turning ? `\u00a0; tournant de la partie, ${lowerFirst(turning)}` : ""}`;
export const earlierMovesText = (count) => `${count} ${count === 1 ? "coup précédent" : "coups précédents"} : en montrer plus`;
export const viewingText = ({ number, last, move, side }) =>
  (number === 0 ? `Vous regardez le départ (sur ${count(last, "coup", "coups")})` : `Vous regardez le coup ${number} sur ${last}\u00a0: ${move} (${SIDE_NAMES[side]})`);
export const VIEWING_REFUSED = "C’est une position antérieure, à regarder seulement\u00a0: revenez à la partie pour jouer.";

const percent = (chance) => `${Math.round(chance * 100)}\u202f%`;
export const swingText = (from, to) => `Chances de Clair\u00a0: de ${percent(from)} à ${percent(to)}`;
export const reviewProgressText = (done, total) => `L’ordinateur évalue chaque position\u00a0: ${done} sur ${total}…`;
export const reviewDoneText = (turning, marked) =>
  `Chances de victoire de Clair, coup par coup${turning === 0 ? "" : `\u00a0: ${count(turning, "tournant", "tournants")} (◆), ${turning === 1 ? "un coup qui leur a coûté" : "des coups qui leur ont coûté"} 20 points ou plus`}. ` +
  `${marked ? "Touchez un coup marqué pour voir un meilleur coup" : "Aucun coup n’a été relevé"}\u00a0; touchez le graphique pour voir une position.`;
export const reviewFailedText = (reason) => `L’analyse n’a pas pu être faite. ${reason}`;
export const MARK_HEADINGS = { inaccuracy: "Imprécisions", mistake: "Erreurs", blunder: "Gaffes" };
export const REVIEW_COUNTS_CAPTION = "Coups relevés par l’analyse";
export const reviewThresholdsText = ({ inaccuracy, mistake, blunder }) =>
  `Relevé selon ce qu’un coup perd face au meilleur de l’ordinateur\u00a0: ?! imprécision, dès ${frNumber(inaccuracy)} pion\u00a0; ? erreur, dès ${frNumber(mistake)}\u00a0; ?? gaffe, dès ${frNumber(blunder)}.`;
const frNumber = (value) => value.toLocaleString("fr");
export function reviewNoteText({ move, side, mark, loss, forced, better }, said) {
  const cost = forced === "lost-game" ? "après lui la partie est perdue" : forced === "missed-win" ? "il laisse passer une victoire sûre" : `il coûte environ ${pieces(loss)}`;
  return `Le coup ${move} (${SIDE_NAMES[side]}) est une ${MARK_WORDS[mark]}\u00a0: ${cost}. Mieux valait ${better}${said.length ? ` — ${said.join("\u00a0; ")}` : ""}.`;
}
const pieces = (value) => `${value.toLocaleString("fr", { maximumFractionDigits: 1 })}\u00a0${Math.round(value * 10) < 20 ? "pion" : "pions"}`;
export const GRAPH_LABELS = { light: "Clair gagne", dark: "Foncé gagne" };

// Why a move is good or bad, from the engine's reasons (docs/api-additions.md): for hints and the review.
// Why one piece against one is decided (Siga): every move changes the number of steps between them by one.
const oneAgainstOne = (mine, theirs) =>
  mine === 1 && theirs === 1 ? " (un contre un\u00a0: le camp au trait, à un nombre impair de pas de l’autre pion, ne peut jamais être pris et finit par le prendre)" : "";
export const REASON_WORDS = {
  wins: () => "il gagne la partie",
  captures: ({ count, squares }) => (count === 1 ? `il prend le pion en ${squares[0]}` : `il prend ${count} pions (${squares.join(", ")})`),
  "starts-series": () => "vous prenez encore après lui",
  blocks: () => "l’adversaire ne peut plus bouger, vous rejouez",
  "starts-endgame": () => "il ouvre la fin de partie",
  saves: ({ square }) => `il sauve votre pion en ${square}`,
  threatens: ({ square }) => `il menace le pion en ${square}`,
  exposes: ({ square }) => `attention\u00a0: votre pion en ${square} pourra alors être pris`,
  "opponent-threatens": ({ square }) => `votre pion en ${square} reste menacé`,
  centre: ({ square }) => `au centre, en ${square}, il ne peut pas être pris`,
  "safe-hole": ({ square }) => `en ${square}, personne n’est pris`,
  races: ({ steps }) => `il avance de ${steps} trous`,
  "wins-ending": ({ plies, mine, theirs }) =>
    `il gagne la finale de ${mine} contre ${theirs}\u00a0: la partie est à vous en ${count(plies, "coup", "coups")} au plus, les vôtres et ceux de l’adversaire ensemble, quoi qu’il joue${oneAgainstOne(mine, theirs)}`,
  "holds-ending": ({ mine, theirs }) => `il tient la finale de ${mine} contre ${theirs}\u00a0: bien jouée, aucun camp ne peut la gagner${oneAgainstOne(mine, theirs)}`,
  "leads-to-lost-ending": ({ plies, mine, theirs }) =>
    `attention\u00a0: il mène à une finale perdue de ${mine} contre ${theirs}\u00a0: l’adversaire peut la gagner en ${count(plies, "coup", "coups")}, les siens et les vôtres ensemble${oneAgainstOne(mine, theirs)}`,
};
// `said`: the engine's reasons, worded by REASON_WORDS.
export function hintText(move, said) {
  const shown = move === "throw" ? PAGE.throwSticks.toLowerCase() : move;
  return `Indice\u00a0: ${shown}${said.length ? ` — ${said.join("\u00a0; ")}` : ""}.`;
}
export const hintsUsedText = (count) => (count === 1 ? "1 indice utilisé" : `${count} indices utilisés`);

// A friend game: the side whose every seat the friend's device plays, or null.
function friendSideOf(settings) {
  const remote = settings.friend?.remote;
  if (!Array.isArray(remote)) return null;
  const theirs = [0, 1].filter((side) => remote[side].every(Boolean));
  return theirs.length === 1 ? theirs[0] : null;
}

export const FRIEND = {
  friendName: "votre ami",
  friendShort: "ami",
  withFriend: "Avec un ami sur un autre appareil",
  making: "Recherche des adresses réseau de cet appareil…",
  inviteReady: "Envoyez l’invitation à votre ami, puis collez ici la réponse qu’il vous renvoie.",
  answerReady: "Renvoyez cette réponse à votre ami. La partie commence dès que son appareil la lit.",
  connecting: "Connexion…",
  connected: "Connecté à votre ami.",
  lost: "Pas de connexion avec votre ami. La partie est enregistrée : invitez-le de nouveau, ou collez sa nouvelle invitation.",
  left: "Votre ami a quitté cette partie. Elle reste enregistrée ici.",
  away: "L’appareil de votre ami n’est pas connecté : les coups attendent qu’il le soit.",
  copied: "Copié.",
  notCopied: "Sélectionnez le texte et copiez-le.",
  notConnected: "Aucune connexion n’a pu se faire. Les deux appareils sont-ils en ligne ? Derrière certains réseaux, aucun chemin direct n’existe : essayez avec les deux appareils sur le même Wi-Fi, ou jouez par liens.",
  silent: "L’appareil de votre ami ne répond plus. La partie est enregistrée : invitez-le de nouveau pour continuer.",
  undoQuestion: "Votre ami demande à reprendre son dernier coup. Êtes-vous d’accord ?",
  undoAccept: "Le reprendre",
  undoRefuse: "Garder le coup",
  undoRefused: "Votre ami a gardé le coup.",
  drawRefused: "Votre ami a refusé la nulle.",
  asking: "Question posée à votre ami ; en attente de sa réponse…",
  qrAlt: "Code QR du lien d’invitation",
};
export const FRIEND_REFUSALS = {
  "forged-reveal": "la valeur révélée pour un lancer ne correspond pas à l’engagement pris pour lui",
  "reused-commitment": "l’engagement d’un lancer a déjà servi dans cette partie",
  "reused-value": "la valeur d’un lancer a déjà servi dans cette partie",
  "bad-commitment": "l’engagement d’un lancer est mal écrit",
  "bad-value": "la valeur révélée d’un lancer est mal écrite",
  "unagreed-throw": "les bâtonnets de ce lancer ne sont pas ceux dont les deux appareils ont convenu",
  "letter-unreadable": "le lien ne contient aucune partie à poursuivre : copiez-le en entier",
  "not-theirs": "le lien contient un coup joué pour une place de cet appareil",
  "live-only": "un jeu de bâtons lancés se joue avec un ami en direct seulement, car chaque lancer demande les deux appareils",
  "too-large": "le message est trop long",
  "not-text": "le message n’est pas du texte",
  "malformed": "le message est illisible",
  "wrong-version": "l’autre appareil suit une autre version du protocole : ouvrez la dernière page sur les deux",
  "unknown-type": "le message est d’un genre inconnu",
  "bad-field": "il manque une partie au message, ou l’une est fausse",
  "out-of-turn": "le coup est venu hors de son tour",
  "illegal-move": "le coup n’est pas permis ici",
  "records-differ": "les deux appareils ont des parties différentes : chacun garde la sienne",
  "not-this-game": "le message appartient à une autre partie",
  "not-connected": "la partie n’est pas encore connectée",
  "bad-game": "la partie envoyée ne peut pas s’ouvrir",
  "unexpected": "le message n’était pas attendu maintenant",
  "no-invitation": "créez d’abord une invitation",
  "empty": "rien n’a été collé",
  "unreadable": "ce texte n’est ni une invitation ni une réponse de ce jeu : copiez-le en entier",
  "answer-not-invitation": "ceci est une réponse, pas une invitation : collez-la sur l’appareil qui invite",
  "invitation-not-answer": "ceci est une invitation, pas une réponse : ouvrez-la sur l’appareil de votre ami",
  "too-long": "le texte est trop long pour être un code",
  "bad-stun": "chaque serveur s’écrit stun:nom:port",
};
export const friendRefusedText = (reason, byFriend) => (byFriend ? `L’appareil de votre ami a refusé un message de celui-ci\u00a0: ${reason}.` : `Un message de l’appareil de votre ami a été refusé\u00a0: ${reason}. Rien n’a changé.`);

// Jouer par liens (www/friend/letters.js).
export const LETTERS = {
  shareTitle: "Mon coup dans notre partie",
  copied: "Lien copié : envoyez-le à votre ami, qui l’ouvre pour voir votre coup et jouer le sien.",
  shown: "Copiez ce lien et envoyez-le à votre ami : il contient toute la partie.",
  older: (theirs, ours) => `Ce lien contient un moment antérieur de cette partie (coup ${theirs} ; ici, coup ${ours}) : rien n’a changé.`,
  same: "Ce lien contient la partie telle qu’elle est déjà ici.",
  replaceQuestion: "Ce lien contient une autre partie. La mettre à la place de la partie en cours ?",
  replace: "Ouvrir la partie du lien",
  keep: "Garder ma partie",
  kept: "La partie en cours a été gardée ; celle du lien n’a pas été ouverte.",
};

// L'en-tête d'une partie enregistrée (www/page/save-file.js), lu par des personnes : ses noms de champs sont ceux du format, en anglais.
export const SAVED_FILE = {
  about: "Une partie enregistrée par Jeux du désert. Cet en-tête est à lire ; la partie, ce sont les coups qui le suivent.",
  player: ({ name, computer, level, remote }) =>
    (name ? seatLabel({ name, computer }) : remote ? "Un ami sur un autre appareil" : computer ? PAGE[`${level}Computer`] : "Une personne"),
  unfinished: "Pas terminée",
};

// Le relevé des parties passées, sur l'accueil (www/home/past-games-view.js).
export const PAST_GAMES = {
  title: "Vos parties passées sur cet appareil",
  empty: "Aucune partie terminée pour l'instant.",
  game: "Jeu",
  opponent: "Adversaire",
  win: "Gagnées",
  draw: "Nulles",
  loss: "Perdues",
  opponents: { "computer-easy": PAGE.easyComputer, "computer-medium": PAGE.mediumComputer, "computer-hard": PAGE.hardComputer, friend: "Un ami" },
  remove: "Effacer ce relevé",
  question: "Effacer le relevé de toutes vos parties passées sur cet appareil ? C'est définitif.",
  confirm: "Effacer",
  keep: "Le garder",
};

// La confirmation d'un coup (www/page/move-confirm.js) : `move` tel que la case de saisie l'écrit.
export const CONFIRM_MOVE = {
  question: (move) => `Jouer ${move} ?`,
  play: "Le jouer",
  cancel: "Annuler",
};
