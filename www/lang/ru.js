// @ts-check
// Всё, что говорит страница, по-русски. Имена и виды значений те же, что в
// en.js (это проверяет тест); www/lang/text.js передаёт выбранный язык странице.
//
// Стороны называются «светлые» и «тёмные», как «белые» и «чёрные» в шашках:
// это прилагательные во множественном числе, поэтому глаголы при них тоже во
// множественном («Светлые ходят»), а в середине фразы они пишутся со строчной.

export const LANGUAGE_NAME = "Русский";

// ---- Склонения и числа ----

const pluralRules = new Intl.PluralRules("ru");
// forms: [одна, две, пять] — «1 фишка, 2 фишки, 5 фишек»; дробные берут форму «две».
const plural = (count, forms) => {
  const kind = pluralRules.select(Number(count));
  return kind === "one" ? forms[0] : kind === "many" ? forms[2] : forms[1];
};
const counted = (count, forms) => `${count}\u00a0${plural(count, forms)}`;

const PIECE = ["фишка", "фишки", "фишек"];
const PIECE_ACC = ["фишку", "фишки", "фишек"];
const MOVE = ["ход", "хода", "ходов"];
const MOVE_GEN = ["хода", "ходов", "ходов"]; // «после 21 хода», «после 40 ходов»
const GAME_GEN = ["партии", "партий", "партий"]; // «матч из 3 партий»
const HOLE = ["лунка", "лунки", "лунок"];
const STICK_ACC = ["палочку", "палочки", "палочек"];
const LETTER_ACC = ["букву", "буквы", "букв"];
const HOLE_ACC = ["лунку", "лунки", "лунок"];

// Формы названий сторон по падежам, со строчной буквы.
const SIDES = [
  { nom: "светлые", gen: "светлых", dat: "светлым", acc: "светлых" },
  { nom: "тёмные", gen: "тёмных", dat: "тёмным", acc: "тёмных" },
];
// Сторона по номеру (0 или 1, числом или строкой из сообщения движка).
const sideOf = (side) => SIDES[Number(side) === 1 ? 1 : 0];
const cap = (text) => text.charAt(0).toUpperCase() + text.slice(1);

// Причина внутри другой фразы (после двоеточия, в скобках): без точки в
// конце и со строчной буквы, если это обычное слово, а не сокращение.
const inline = (reason) => {
  const text = String(reason).trim().replace(/\.$/, "");
  return /^[А-ЯЁ](?![А-ЯЁ])/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
};

const percentText = (value) => `${String(value).replace(".", ",")}\u00a0%`;

// Названия игр, как их называют игроки, по id набора правил.
export const GAME_NAMES = {
  siga: "Сига",
  "seega-sudan": "Суданская сиджа",
  "seega-egypt": "Египетская сиджа",
  seig: "Сиг",
  "seig-mauritania": "Сиг Мавритании",
  "seig-mzab": "Сиг Мзаба",
  "seig-tozeur": "Сиг Таузара",
  "seig-western-sahara": "Сиг Западной Сахары",
  "seig-tidikelt": "Сиг Тидикельта",
  "seig-el-oued": "Сиг Эль-Уэда",
};
// The home's sentence on each game: what it is and where it is played.
export const HOME_GAMES = {
  "siga": "Два войска друг против друга: фишка ходит на одну клетку и берёт фишку соперника, вставая на её место. В неё играют в Египте, Ливии и по всей Северной Африке.",
  "seega-sudan": "Фишки выставляют по одной, потом берут фишку соперника, зажав её между двумя своими, в любом из восьми направлений. Так играют в Судане и Саудовской Аравии.",
  "seega-egypt": "Та же игра на окружение, но ходы только по прямой, а начало — крест из четырёх фишек. Так играют в Египте, на досках, начерченных на песке.",
  "seig": "Гонка по четырём рядам лунок: ходы даёт бросок восьми палочек, а встав на фишку соперника, её забирают. Так играют в Тагане, в Мавритании.",
  "seig-mauritania": "Гонка по четырём рядам лунок: ходы даёт бросок восьми палочек, играют две команды до шести человек; фишка, дошедшая до домашнего ряда соперника, возвращается и кружит по средним рядам, где её уже не забрать. Так играют в Таганте, в Мавритании.",
  "seig-mzab": "Гонка по четырём рядам лунок: ходы даёт бросок шести палочек, фишка покидает свой ряд только при 1 или 6, а встав на фишку соперника, её забирают. Так играют в Мзабе, в Алжире.",
  "seig-tozeur": "Гонка по четырём рядам из тринадцати лунок: ходы даёт бросок шести палочек, фишка покидает свой ряд только при 1, а встав на фишку соперника, её забирают. Так играют в Таузаре, в Тунисе.",
  "seig-western-sahara": "Две команды по двое бегут по четырём рядам лунок: бросают восемь палочек и тратят броски по одному; фишка не перепрыгивает свою, а дошедшие до ряда соперника в безопасности. Так играют в Западной Сахаре.",
  "seig-tidikelt": "Гонка по трём рядам лунок: ходы даёт бросок четырёх или шести палочек, фишка входит в ряд соперника с конца среднего ряда, а встав на фишку соперника, её забирают в её ряду или отправляют туда обратно. Так играют в Тидикельте, в Алжире.",
  "seig-el-oued": "Гонка по кругу из трёх рядов по шесть лунок: ходы даёт бросок шести палочек, 1 или 5 освобождает фишку и даёт ещё бросок, а встав на фишку соперника, её забирают. Так играют в Эль-Уэде, в Алжире.",
};
export const continueText = (game) => `Продолжить партию: ${game}`;

// Слова index.html и rules.html по ключам data-i18n.
export const PAGE = {
  title: "Игры пустыни",
  rules: "Правила",
  hint: "Подсказка",
  allowHints: "Подсказки в игре с компьютером",
  learn: "Учиться",
  welcomeText: "Впервые здесь? В сигу, сиджу и сиг играют на песке и на досках от Египта и Судана до Сахары. Выучите правила шаг за шагом прямо на доске или начните играть.",
  homeTitle: "Игры пустыни",
  homePlay: "Играть",
  language: "Язык",
  sound: "Звук",
  loading: "Игра загружается…",
  gameStatus: "Состояние игры",
  backToGame: "— вернуться к игре",
  shareLinkLabel: "Ссылка на эту партию",
  sticksPoolSeats: "Палочки, запас и игроки",
  throwSticks: "Бросить палочки",
  poolLabel: "В запасе:",
  seats: "Игроки",
  showPath: "Показать путь",
  animation: "Анимация",
  speedNormal: "Обычная",
  speedFast: "Быстрая",
  speedOff: "Выкл.",
  throwsAndChances: "Броски и шансы",
  autoPass: "Пустые броски — сами",
  realSticks: "Настоящие палочки на столе: вводить их стороны",
  seigTools: "Настройки",
  controls: "Управление игрой",
  newGame: "Новая игра",
  nextGame: "Следующая партия",
  undo: "Ход назад",
  redo: "Ход вперёд",
  review: "Разбор",
  offerDraw: "Ничья",
  resign: "Сдаюсь",
  more: "Ещё",
  shareLink: "Поделиться ссылкой",
  saveFile: "Сохранить в файл",
  openFile: "Открыть файл",
  confirmMoves: "Подтверждать каждый ход",
  theme: "Оформление",
  themeDesert: "Пустыня",
  themeDark: "Тёмное",
  themeContrast: "Высокий контраст",
  movesPanel: "Ходы",
  toStart: "К началу партии",
  oneBack: "Предыдущий ход",
  oneForward: "Следующий ход",
  toLatest: "К последнему ходу",
  moves: "Ходы",
  reviewPanel: "Разбор партии",
  reviewGraph: "Шансы светлых на победу после каждого хода",
  movesPlayed: "Сделанные ходы",
  game: "Игра",
  ruleOptions: "Правила этой партии",
  opponent: "Соперник",
  easyComputer: "Слабый компьютер",
  mediumComputer: "Средний компьютер",
  hardComputer: "Сильный компьютер",
  twoPlayers: "Два игрока",
  youPlay: "Ваша сторона",
  light: "Светлые",
  dark: "Тёмные",
  match: "Матч",
  oneGame: "Одна партия",
  bestOf3: "Из трёх партий",
  bestOf5: "Из пяти партий",
  bestOf7: "Из семи партий",
  cancel: "Отмена",
  start: "Начать",
  close: "Закрыть",
  friendOpponent: "Друг на другом устройстве",
  lettersOpponent: "Друг в другом месте, по ссылкам (по ходу)",
  sendMove: "Отправить ход",
  letterLinkLabel: "Ссылка для друга",
  friendTitle: "Игра с другом на другом устройстве",
  friendIntro: "Два устройства соединяются напрямую: ни один наш сервер не видит партию. Одно приглашает, другое отвечает.",
  stunServers: "Серверы, помогающие найти путь между сетями (STUN), по одному в строке; в одной сети оставьте пустым",
  createInvitation: "Создать приглашение",
  invitationLink: "Ссылка-приглашение",
  invitationCode: "Приглашение текстом",
  copyLink: "Скопировать ссылку",
  copyCode: "Скопировать текст",
  qrCaption: "Или пусть друг отсканирует это камерой телефона:",
  pasteAnswer: "Ответ друга",
  connect: "Соединить",
  pasteInvitation: "Получили приглашение? Вставьте его сюда (ссылку или текст)",
  join: "Ответить на приглашение",
  answerCode: "Ваш ответ: отправьте его тем же путём",
  copyAnswer: "Скопировать ответ",
  reconnect: "Соединить снова",
  rulesTitle: "Правила · Игры пустыни",
  games: "Игры",
};

// Подписи правил в окне новой игры.
export const OPTION_LABELS = {
  board: "Доска",
  compulsoryCapture: "Бить обязательно",
  diagonal: "Ходы и по диагонали",
  firstPlayer: "Первыми ходят",
  firstPlacer: "Первыми ставят",
  firstSide: "Первыми бросают",
  noCapturePlies: "Ничья после стольких ходов без взятий (0 — никогда)",
  barrierPlies: "Ходов без взятий до подсчёта фишек",
  teamSize: "Игроков в команде",
  fourMoves: "Четвёрка даёт",
  holes: "Лунок в ряду",
  sticks: "Сколько палочек бросать",
  noCaptureTurns: "Ходов без взятий до конца партии",
  seed: "Ключ бросков (пусто — случайные броски)",
};
export const BOARD_CHOICES = { "6x6": "6 × 6", "4x5": "4 × 5, малая", "6x8": "6 × 8, в три ряда", "5x5": "5 × 5 (хамсави)", "7x7": "7 × 7 (себави)", "9x9": "9 × 9 (тисави)" };
export const holesText = (count) => counted(count, HOLE_ACC);

export const loadFailedText = "Не удалось загрузить игру.";
export const engineFailedText = (reason) => `Не удалось загрузить игровой движок: ${inline(reason)}.`;
export const computerFailedText = (reason) => `Компьютер не смог сделать ход: ${inline(reason)}.`;
export const workerFailedText = "Не удалось запустить компьютерного игрока.";
export const restoreFailedText = (reason) => `Не удалось восстановить сохранённую партию: ${inline(reason)}.`;
export const KEPT_ASIDE_TEXT = "Она не стёрта: она хранится на этом устройстве под другим именем.";
export const KEPT_IN_PLACE_TEXT = "Она не стёрта: она остаётся на месте, пока не найдётся место, чтобы сохранить её под другим именем.";
export const keptGameText = (name) => `Ваша начатая партия (${name}) сохранена.`;
export const keptBackText = "Вернуться к ней";
export const OTHER_TAB_TEXT = "Эта партия продолжилась в другой вкладке, и эта вкладка теперь показывает её; партия, которая была здесь, сохранена.";
export const OTHER_TAB_UNKEPT_TEXT = "Эта партия продолжилась в другой вкладке, и эта вкладка теперь показывает её; хранилище заполнено, поэтому партию, которая была здесь, сохранить не удалось.";
export const notSavedText = (full) =>
  full ? "Эта партия не сохранена на этом устройстве: хранилище заполнено. Она будет сохранена снова при вашем следующем ходе." : "Эта партия не сохранена на этом устройстве: браузер ничего не хранит для этой страницы.";
export const GAME_OVER_TEXT = "Партия окончена";
export const drawOfferQuestion = (offering) =>
  `${cap(sideOf(offering).nom)} предлагают ничью. ${cap(sideOf(1 - offering).nom)}, вы согласны?`;
export const DRAW_ACCEPT = "Согласиться на ничью";
export const DRAW_DECLINE = "Играть дальше";
export const drawRefusedText = (side) => `${cap(sideOf(side).nom)} отказались от ничьей.`;

// who: «Светлые» или «Светлые (вы)»; «за» требует винительного падежа.
function accusativeLabel(who) {
  const text = String(who);
  for (const [index, name] of SIDE_NAMES.entries()) {
    if (text.startsWith(name)) return SIDES[index].acc + text.slice(name.length);
  }
  return `«${text}»`;
}
export const resignQuestion = (who) => `Сдать эту партию за ${accusativeLabel(who)}?`;
export const RESIGN_CONFIRM = "Сдаться";
export const RESIGN_CANCEL = "Продолжить игру";
export const rulesPageTitle = (game) => `${game}: правила · Игры пустыни`;
// «70 из 256»: сколько из равновероятных раскладов палочек дают этот бросок.
export const chanceText = (ways, of, percent) => `${ways}\u00a0из\u00a0${of} (${percentText(percent)})`;

// Отказы движка по их коду: text.js передаёт каждой фразе части отказа;
// стороны приходят номерами, 0 или 1.
export const ENGINE_REASONS = {
  noPieceOn: (side, square) => `На ${square} нет фишки ${sideOf(side).gen}.`,
  stepOrthogonal: () => "Фишка ходит на одну клетку — вперёд, назад, влево или вправо, но не по диагонали.",
  stepAnyDirection: () => "Фишка ходит на одну соседнюю клетку, в любом из восьми направлений.",
  ownPiece: (square) => `На ${square} уже стоит ваша фишка.`,
  compulsoryCapture: () => "Бить обязательно: сейчас есть ход со взятием.",
  placementOver: () => "Расстановка окончена: передвиньте фишку на одну клетку, например «b2-b3».",
  stillPlacing: () => "Фишки ещё расставляют, по одной: укажите свободную клетку, например «c4».",
  centreEmpty: (square) => `${square} — центральная клетка, во время расстановки она остаётся пустой.`,
  alreadyTaken: (square) => `Клетка ${square} уже занята.`,
  notEmpty: (square) => `Клетка ${square} занята.`,
  fifthShuttle: (from, to) => `Это был бы пятый ход подряд этой фишки между ${from} и ${to}.`,
  sameCapturer: (square) => `Бить дальше должна та же фишка: ходите фишкой с ${square}.`,
  seriesOn: () => "Идёт серия взятий: разрешены только ходы со взятием.",
  extraMustOpen: (side) =>
    `У ${sideOf(side).gen} нет ходов, поэтому дополнительный ход должен открыть им путь — а такой ход есть.`,
  resignTooEarly: (side, lost) =>
    `В суданской сидже сдаться можно, только потеряв 5 фишек или больше, а ${sideOf(side).nom} потеряли только ${lost}.`,
  notASquare: (text, files, ranks) => `«${text}» — не клетка этой доски ${files}\u00a0×\u00a0${ranks}.`,
  unreadable: (text) => `Не удаётся разобрать ход «${text}».`,
  gameOver: () => "Партия уже окончена.",
  mustThrow: () => "Сейчас нужно бросать палочки.",
  stickCount: (sticks) =>
    `${Number(sticks) === 7 ? "Пока игра закрыта" : "Когда игра открыта"}, бросают ${counted(sticks, STICK_ACC)}: укажите ${counted(sticks, LETTER_ACC)} ${STICK_LETTERS.white} или ${STICK_LETTERS.black}.`,
  stickFace: () => `Стороны палочек записываются буквами ${STICK_LETTERS.white} (белая) и ${STICK_LETTERS.black} (чёрная).`,
  holeWithoutPiece: (hole, side) => `В лунке ${hole} нет фишки ${sideOf(side).gen}.`,
  notReleased: (hole) => `Фишка в лунке ${hole} ещё не выпущена.`,
  spendFirst: (pool) => `Сначала нужно израсходовать запас (${pool}).`,
  poolHolds: (pool) => `В запасе есть только ${pool}.`,
  pastEnd: () => "Фишка ушла бы за конец своего пути.",
  oneSmallValue: () => "Чтобы войти в нижнее поле соперника, нужно одно-единственное число: 2, 3 или 4.",
  landingOwn: () => "В лунке, куда придёт фишка, уже стоит фишка той же стороны.",
  reachesElsewhere: (from, group, reached) => `Фишка из лунки ${from}, пройдя ${group}, попадёт в ${reached}.`,
  noDrawAgreement: () => "В этой игре нет ничьей по соглашению.",
  noThrows: () => "В этой игре палочки не бросают: ход называет клетки, например b2-b3.",
  badSave: () => "Это не сохранённая партия, или файл повреждён.",
  unknownRuleset: (ruleset) => `Игры «${ruleset}» здесь нет.`,
  unknownOption: (name) => `В этой игре нет параметра «${name}».`,
  badOptionValue: (name) => `Значение параметра «${name}» не подходит для этой игры.`,
  unsafeNumber: (name) => `Число для параметра «${name}» слишком велико, чтобы прочесть его точно.`,
  other: () => "Игра не позволяет сделать это сейчас.",
};

export const SIDE_NAMES = ["Светлые", "Тёмные"];

// «(вы)» или «(компьютер)» после названия стороны, если играет компьютер.
const whoNote = (side, settings) => {
  if (friendSideOf(settings) !== null) return side === friendSideOf(settings) ? ` (${FRIEND.friendShort})` : " (вы)";
  return settings.opponent !== "computer" ? "" : side === settings.humanSide ? " (вы)" : " (компьютер)";
};

// Who plays whom, always in view; a team game's seats say it themselves.
const COMPUTER_AGAINST = { easy: "слабого компьютера", medium: "среднего компьютера", hard: "сильного компьютера" };
export function matchupText(settings) {
  const friendSide = friendSideOf(settings);
  if (friendSide !== null) return `${SIDE_NAMES[1 - friendSide]} (вы) против ${FRIEND.friendName}`;
  if (settings.friend) return FRIEND.withFriend;
  if (settings.opponent === "computer") return `${SIDE_NAMES[settings.humanSide]} (вы) против ${COMPUTER_AGAINST[settings.level]}`;
  return settings.opponent === "human" ? `${PAGE.twoPlayers}: ${SIDE_NAMES[0].toLowerCase()} и ${SIDE_NAMES[1].toLowerCase()}` : "";
}


// «Светлые», «Светлые (вы)» или «Тёмные (компьютер)» — смотря кто играет.
export function sideLabel(side, settings) {
  return `${SIDE_NAMES[side]}${whoNote(side, settings)}`;
}

// act: почему в сидже сторона ходит дважды подряд: "series" (она взяла и
// должна бить снова) или "extra" (у соперника нет ходов); иначе null.
export function turnText({ phase, toMove, thinking, act, settings }) {
  const who = sideLabel(toMove, settings);
  if (thinking) return `${who} думают…`;
  if (phase === "placement") return `${who} ставят фишку`;
  if (act === "series") return `${who} продолжают бить`;
  if (act === "extra") return `${who} ходят ещё раз: у ${sideOf(1 - toMove).gen} нет ходов`;
  return `Ход ${sideOf(toMove).gen}${whoNote(toMove, settings)}`;
}

// Правило серии взятий — в каждой игре, где она есть.
export const SERIES_NOTES = {
  "seega-sudan": (mover) => `${cap(mover.nom)} взяли фишку и поэтому ходят снова: пока есть ход со взятием, разрешены только такие ходы.`,
  "seega-egypt": (mover) => `${cap(mover.nom)} взяли фишку, поэтому та же фишка ходит снова — только со взятием и пока ей есть кого бить.`,
};

// Правило, из-за которого в сидже сторона ходит дважды, — под строкой хода.
export const toPlaceText = ([light, dark]) => `Расставить: ${SIDE_NAMES[0]} — ${light}, ${SIDE_NAMES[1]} — ${dark}.`;

export function seegaActNote(act, toMove, ruleset) {
  const mover = sideOf(toMove);
  const blocked = sideOf(1 - toMove);
  if (act === "series") {
    return SERIES_NOTES[ruleset]?.(mover) ?? "";
  }
  if (act === "extra") {
    return `У ${blocked.gen} нет ни одного хода, поэтому ${mover.nom} делают дополнительный ход. Если это возможно, он должен открыть путь ${blocked.dat}.`;
  }
  return "";
}

export function barrierText({ plies, limit }) {
  return `Ходов без взятий: ${plies} из ${limit}; после ${limit}-го партия закончится подсчётом фишек`;
}

export const centreRefusedText = (square) => `Центральная клетка ${square} остаётся пустой, пока не расставлены все фишки.`;
export const seriesRefusedText = (code) =>
  code === "same-capturer"
    ? "Ходить может только фишка, которая сейчас брала, и только со взятием."
    : "Сейчас разрешены только ходы со взятием.";
export const stuckPieceText = "У этой фишки сейчас нет ходов.";
export const notYourPieceText = (owner) => `Это фишка ${sideOf(owner).gen}: выберите свою.`;
export const PICK_FIRST_TEXT = "Сначала выберите свою фишку, потом клетку, куда она пойдёт.";
export const resignRefusedText = (reason) => `Сдаваться пока нельзя: ${inline(reason)}.`;
export const shareCopiedText = "Ссылка скопирована. Отправьте её другу: он откроет партию, сделает свой ход и пришлёт ссылку обратно.";
export const shareShownText = "Скопируйте эту ссылку и отправьте её: в ней записана вся партия.";
export const badLinkText = (reason) => `По этой ссылке нельзя открыть партию (${inline(reason)}); текущая партия сохранена.`;
export const badFileText = (reason) => `Этот файл — не сохранённая партия (${inline(reason)}); текущая партия сохранена.`;
export const updateReadyText = "Готова новая версия игры.";
export const updateButtonText = "Обновить";
export const drawDeclinedText = "Компьютер отказывается от ничьей: он ещё надеется выиграть.";

// barrierReached: подсчёт вызван барьером (иначе тем, что ходить не может никто).
export function resultText(status, options, barrierReached = false) {
  const { winner, reason, pieces } = status;
  const countCause = barrierReached
    ? `после ${options.barrierPlies} ${plural(options.barrierPlies, MOVE_GEN)} без взятий`
    : "так как ни одна сторона не может ходить";
  if (winner === null || winner === undefined) {
    switch (reason) {
      case "agreement": return "Ничья по соглашению";
      case "no-capture-limit": return `Ничья: ${counted(options.noCapturePlies, MOVE)} подряд без взятий`;
      case "count": return `Ничья по подсчёту: у каждой стороны ${counted(pieces[0], PIECE)}, ${countCause}`;
      default: return "Ничья";
    }
  }
  const won = `Победа ${sideOf(winner).gen}`;
  const loser = sideOf(1 - winner);
  switch (reason) {
    case "captured-all": return `${won}: все фишки ${loser.gen} взяты`;
    case "one-left": return `${won}: у ${loser.gen} осталась одна фишка`;
    case "stalemate": return `${won}: у ${loser.gen} нет ходов`;
    case "count": return `${won} по подсчёту фишек, ${pieces[winner]} против ${pieces[1 - winner]}, ${countCause}`;
    case "resigned": return `${won}: ${loser.nom} сдались`;
    default: return won;
  }
}

export function matchText(match) {
  const [light, dark] = match.wins();
  const score = `${SIDE_NAMES[0]} ${light}:${dark} ${SIDE_NAMES[1]}`;
  const name = `Матч из ${match.length} ${plural(match.length, GAME_GEN)}`;
  if (!match.over) return `${name}, партия ${match.gameNumber}: ${score}`;
  const verdict = match.winner === null ? "матч закончился вничью" : `матч выиграли ${sideOf(match.winner).nom}`;
  return `${name} окончен: ${score}, ${verdict}`;
}

// ---- Сиг ----

// Сторона 0 играет веточками, сторона 1 — ракушками, как в источнике.
// Формы: [одна, две, пять] — «1 веточка, 2 веточки, 5 веточек».
export const SEIG_PIECES = [["веточка", "веточки", "веточек"], ["ракушка", "ракушки", "ракушек"]];
const piecesWord = (side, count) => counted(count, SEIG_PIECES[side]);

export const seatDefaultName = (side, seat) => `${SIDE_NAMES[side]} ${seat + 1}`;
export const SEAT_PLAYERS = [["human", "Человек"], ["computer-easy", "Слабый компьютер"], ["computer-medium", "Средний компьютер"], ["computer-hard", "Сильный компьютер"], ["friend", "Друг на другом устройстве"]];
export const SEATS_LEGEND = "Игроки в порядке бросков";
export const seatNameLabel = (side, seat) => `Имя игрока ${seat + 1} за ${sideOf(side).acc}`;
export const seatPlayerLabel = (side, seat) => `Кто играет за ${sideOf(side).acc} на месте ${seat + 1}`;
export const ADVANCED_LABEL = "Дополнительно";

// «Светлые 1» или «Тёмные 2 (компьютер)». Имя игрока может быть любым,
// поэтому фразы о нём строятся через двоеточие, без согласования.
export const seatLabel = ({ name, computer }) => (computer ? `${name} (компьютер)` : name);

export function seigTurnText({ seat, phase, thinking }) {
  const who = seatLabel(seat);
  if (thinking) return `${who}: ход обдумывается…`;
  if (phase === "throwing") return `${who}: палочки летят…`;
  if (phase === "spend") return `${who}: передвиньте фишку`;
  if (phase === "endgame") return `${who}: бросайте — каждая четвёрка забирает фишку соперника`;
  return `${who}: бросайте палочки`;
}

export const seatPiecesText = (side, count) => `${SIDE_NAMES[side]}: ${piecesWord(side, count)}`;

// Что дал бросок, по его виду `throwKind` (sticks.js). `passed`: ходить было
// нечем, очки пропали, и палочки перешли дальше.
export function throwValueText({ kind, whites, fourMoves, passed, side, value }) {
  const opponent = SEIG_PIECES[1 - side][0];
  const text = {
    "unlock-seig": `Сиг! ${whites}: игра открыта, фишка выпущена и проходит одну лунку; бросайте ещё раз`,
    "unlock-alike": `Все одного цвета, ${whites}: игра открыта, выпущено семь фишек; бросайте ещё раз`,
    locked: `${whites}: «сиг» ещё не выпал, игра остаётся закрытой; палочки переходят дальше`,
    seig: `Сиг! ${whites}: фишка выпущена и проходит одну лунку; бросайте ещё раз`,
    "seig-no-piece": `Сиг! ${whites}: выпускать больше некого, в запас добавляется 1; бросайте ещё раз`,
    alike: `Все одного цвета, ${whites}: выпущено восемь фишек; бросайте ещё раз`,
    "two-first": "2: одна фишка пройдёт 2 лунки",
    "two-cancel": "2: все броски этой очереди сгорают",
    three: "3: в запас добавляется 3",
    four: `4: в запас добавляется ${fourMoves}, бросайте ещё раз`,
    five: "5: в запас добавляется 5",
    six: "6: в запас добавляется 6",
    "endgame-take": `4: взята ${opponent} соперника; бросайте ещё раз`,
    "endgame-last": `4: взята последняя ${opponent} соперника`,
    "endgame-miss": `${whites}: ничего не взято; очередь окончена`,
    value: `${whites}: ${value === 0 ? "хода нет" : `${value} на ход`}`,
    worth: `${whites}: сиг стоит ${value}`,
    removes: "4: снимите одну фишку противника, бросайте ещё раз",
    "removes-nothing": `${whites}: фишку снимает только 4; палочки переходят дальше`,
  }[kind];
  return passed && kind !== "removes-nothing" ? `${text}; ходить нечем, палочки переходят дальше` : text;
}

// Бросок с одного взгляда, на палочках, когда они упали: [крупная отметка,
// что даёт бросок в нескольких словах]. Те же аргументы, что у throwValueText.
export function throwGlance({ kind, whites, fourMoves, passed, side, value }) {
  const opponent = SEIG_PIECES[1 - side][0];
  const passes = "очередь переходит дальше";
  const [mark, line] = {
    "unlock-seig": [SHOUT_SEIG, "игра открыта! фишка выпущена; бросайте ещё"],
    "unlock-alike": [SHOUT_ALIKE, "игра открыта! выпущено 7 фишек; бросайте ещё"],
    locked: [String(whites), `«сиг» ещё не выпал: ${passes}`],
    seig: [SHOUT_SEIG, "фишка выпущена; бросайте ещё"],
    "seig-no-piece": [SHOUT_SEIG, "ход на 1; бросайте ещё"],
    alike: [SHOUT_ALIKE, "выпущено 8 фишек; бросайте ещё"],
    "two-first": ["2", "ход на 2"],
    "two-cancel": ["2", `броски очереди сгорели: ${passes}`],
    three: ["3", "ход на 3"],
    four: ["4", `ход на ${fourMoves}; бросайте ещё`],
    five: ["5", "ход на 5"],
    six: ["6", "ход на 6"],
    "endgame-take": ["4", `взята ${opponent} соперника; бросайте ещё`],
    "endgame-last": ["4", `взята последняя ${opponent} соперника`],
    "endgame-miss": [String(whites), `ничего не взято: ${passes}`],
    value: [String(value), value === 0 ? "хода нет" : `${value} на ход`],
    worth: [String(value), `сиг стоит ${value}`],
    removes: ["4", "снимите фишку; бросайте ещё"],
    "removes-nothing": [String(whites), `снимает только 4: ${passes}`],
  }[kind];
  return [mark, passed && kind !== "removes-nothing" ? `ходить нечем: ${passes}` : line];
}

export const THROW_TABLE_CAPTION = (sticks) =>
  sticks === 7 ? "Броски семи палочек, пока игра закрыта" : "Броски восьми палочек";
export const THROW_TABLE_HEADINGS = ["Белых", "Название", "Что даёт", "Шанс"];

// Строка таблицы бросков: [название, что даёт].
export function throwTableRow({ kind, whites, fourMoves, value }) {
  return {
    "unlock-seig": ["Сиг", "открывает игру, выпускает фишку и продвигает её на одну лунку; бросайте ещё раз"],
    "unlock-alike": ["Все одного цвета", "открывает игру, выпускает семь фишек; бросайте ещё раз"],
    locked: [String(whites), "ничего; палочки переходят дальше"],
    seig: ["Сиг", "выпускает фишку и продвигает её на одну лунку (или добавляет 1); бросайте ещё раз"],
    alike: ["Все одного цвета", "выпускает восемь фишек; бросайте ещё раз"],
    two: ["Двойка", "первым броском: одна фишка проходит 2; позже: все броски очереди сгорают"],
    three: ["Тройка", `добавляет ${whites}`],
    four: ["Четвёрка", `добавляет ${fourMoves}; бросайте ещё раз (в финале забирает фишку соперника)`],
    five: ["Пятёрка", `добавляет ${whites}`],
    six: ["Шестёрка", `добавляет ${whites}`],
    value: [String(value), value === 0 ? "хода нет" : `фишка идёт на ${value}`],
    worth: [String(value), `сиг стоит ${value}`],
    removes: ["4", "снимает фишку противника; бросайте ещё раз"],
    "removes-nothing": [String(whites), "ничего не снимает"],
  }[kind];
}

export const chooserText = (hole, steps) => (steps === null ? `До лунки ${hole} можно дойти так:` : `До лунки ${hole} (${counted(steps, HOLE)}) можно дойти так:`);
// Надпись над лункой, куда может пойти выбранная фишка: какими очками туда
// дойти («6 или 3+3»), а если способов много — как далеко и сколькими способами.
export const reachLabel = (groups, steps) =>
  groups.length <= 2 ? groups.join(" или ") : `${steps}: способов ${groups.length}`;

export const SIG_PIECES_LEGEND = "Наполовину в песке — заперта. Значки: стрелка — возвращается, кольцо — кружит, домик — идёт домой.";
export const POOL_EMPTY_TEXT = "пока пусто";
export const PIECES_LEGEND = "Веточки — у светлых, ракушки — у тёмных; наполовину в песке — ещё не выпущены; 2 — две фишки в одной лунке.";
export const endgameNote = (counts) =>
  `Финал: фишки собраны в середине насыпи — ${piecesWord(0, counts[0])} и ${piecesWord(1, counts[1])}; каждая четвёрка забирает одну фишку соперника.`;
export const SHOUT_SEIG = "Сиг!";
export const SHOUT_ALIKE = "Все как одна!";
export const THROWING_TEXT = "Палочки в воздухе…";

// Why a race ended drawn, and a win by the count of pieces (Sig's variants).
const RACE_DRAWS = { "all-home": "все фишки дошли", "no-capture-limit": "слишком долго без взятий", blocked: "ни одна сторона больше не может ходить", count: "фишек поровну" };
export function seigResultText(status) {
  const { winner, reason } = status;
  if (winner === null || winner === undefined) return reason in RACE_DRAWS ? `Ничья: ${RACE_DRAWS[reason]}` : "Ничья";
  const won = `Победа ${sideOf(winner).gen}`;
  if (reason === "resigned") return `${won}: ${sideOf(1 - winner).nom} сдались`;
  if (reason !== "captured-all") return `${won}: у них больше фишек`;
  return `${won}: взяты все ${SEIG_PIECES[1 - winner][1]}`;
}
export const TAP_TO_THROW = "Нажмите на палочки, чтобы бросить";

// Лунка под курсором клавиатуры, для экранного диктора. pieces: [{ side, released, state }], state a Sig variant's (else null).
// A Sig variant's piece state (board().states), for screen readers.
const PIECE_STATES = ["заперта", "свободна", "возвращается", "кружит", "идёт домой"];
export function holeDescription({ hole, pieces, picked, canMove, destination }) {
  const parts = [`лунка ${hole}`];
  if (!pieces.length) parts.push("пусто");
  for (const { side, released, state = null } of pieces) parts.push(`${SEIG_PIECES[side][0]} ${sideOf(side).gen}${state !== null ? `, ${PIECE_STATES[state]}` : released ? "" : ", ещё не выпущена"}`);
  if (pieces.length === 2) parts.push("в лунке две фишки — правила это позволяют");
  if (picked) parts.push("выбрана");
  else if (canMove) parts.push("может ходить");
  if (destination) parts.push(`сюда может пойти выбранная фишка, на ${destination.label}${destination.takes ? ", со взятием" : ""}`);
  return parts.join(", ");
}

// ---- Игра без мыши и без экрана ----

export const BOARD_GRID_LABEL = "Клетки доски";
export const SEIG_GRID_LABEL = "Лунки насыпи";

// Клетка доступной доски. piece: 0 пусто, 1 светлая фишка, 2 тёмная.
export function squareDescription({ square, piece, picked, destination, canMove, canPlace }) {
  const parts = [square, piece ? `фишка ${sideOf(piece - 1).gen}` : "пусто"];
  if (picked) parts.push("выбрана");
  else if (canMove) parts.push("может ходить");
  if (canPlace) parts.push("сюда можно поставить фишку");
  if (destination) parts.push("сюда может пойти выбранная фишка");
  return parts.join(", ");
}

const listed = (items) => (items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} и ${items.at(-1)}`);

// Ход игры на доске, как его произносит живая область. captured: взятые клетки.
// who — название стороны («Светлые»), поэтому глагол во множественном числе.
export function moveAnnouncement({ who, move, captured, capturedSide }) {
  const owner = capturedSide === 0 || capturedSide === 1 ? ` ${SIDES[capturedSide].gen}` : "";
  const taken = !captured.length ? ""
    : captured.length === 1 ? ` и берут фишку${owner} на ${captured[0]}`
    : ` и берут ${captured.length}\u00a0${plural(captured.length, PIECE_ACC)}${owner}: ${listed(captured)}`;
  if (move.placement) return `${who} ставят фишку на ${move.to}`;
  return `${who} ходят с ${move.from} на ${move.to}${taken}`;
}

// whites: сколько из `sticks` палочек легли белой стороной; detail: что дал бросок (throwValueText).
export const throwAnnouncement = ({ who, whites, sticks, detail }) => `${who}: бросок, белых ${whites} из ${sticks}. ${detail}`;
export const spendAnnouncement = ({ who, from, to, group, takenSide }) =>
  `${who}: фишка идёт из ${from} в ${to} на ${group}${takenSide === null ? "" : `, взята ${SEIG_PIECES[takenSide][0]} соперника`}`;
export const removeAnnouncement = ({ who, hole, takenSide }) => `${who}: с ${hole} снята ${SEIG_PIECES[takenSide][0]} соперника`;
export const seriesAnnouncement = (side) => `${cap(sideOf(side).nom)} должны бить снова`;
export const extraMoveAnnouncement = (side) => `У ${sideOf(1 - side).gen} нет ходов: ${sideOf(side).nom} ходят ещё раз`;
export const undoAnnouncement = (count) => {
  if (count === 1) return "Один ход отменён";
  const verb = plural(count, ["Отменён", "Отменены", "Отменено"]);
  return `${verb} ${counted(count, MOVE)}`;
};
export const newGameAnnouncement = (name) => `Новая игра: ${name}`;

export const MOVE_ENTRY_LABEL = "Введите ход";
export const MOVE_ENTRY_BUTTON = "Ход";
export const moveEntryHint = (example) => (example ? `например, ${example}` : "");
// Typing a throw: the word, and after a colon each stick's face (Б белая, Ч чёрная); www/games/race/move-words.js turns them into the rules' "throw:WB…".
export const THROW_WORD = "бросок";
export const STICK_LETTERS = { white: "Б", black: "Ч" };
export const notYourTurnText = "Сейчас не ваша очередь.";
export const typedFacesText = `Стороны палочек вводят только для настоящих палочек, брошенных на стол между людьми (включите в «Настройках»); введите «${THROW_WORD}», чтобы бросить.`;
export const READ_ONLY_TEXT = "На этой доске партию можно только смотреть: ходить на ней нельзя.";
export const tooLongText = (plies, most) => `В этой партии ${plies} ходов; страница показывает партии не длиннее ${most} ходов.`;
export const tooLargeText = (megabytes, most) => `Его размер ${megabytes} МБ; сохранённая партия занимает не больше ${most} МБ.`;

// ---- Список ходов, прежние позиции и разбор ----

export const NO_MOVES_TEXT = "Ходов пока нет";
export const MARK_WORDS = { inaccuracy: "неточность", mistake: "ошибка", blunder: "зевок" };
export const moveItemDetail = (side, turning, mark) =>
  `, ${sideOf(side).nom}${mark ? `; ${MARK_WORDS[mark]}` : ""}${turning ? `; перелом — ${inline(turning)}` : ""}`;
export const earlierMovesText = (count) => `Ранее ходов: ${count}. Показать ещё`;
export const viewingText = ({ number, last, move, side }) =>
  (number === 0 ? `Начальная позиция (всего ${counted(last, MOVE)})` : `Ход ${number} из ${last}: ${move} (${SIDE_NAMES[side]})`);
export const VIEWING_REFUSED = "Это прежняя позиция, её можно только смотреть: чтобы играть, вернитесь к игре.";

const percent = (chance) => percentText(Math.round(chance * 100));
export const swingText = (from, to) => `Шансы светлых: ${percent(from)} → ${percent(to)}`;
export const reviewProgressText = (done, total) => `Компьютер оценивает каждую позицию: ${done} из ${total}…`;
const TURNING = ["переломный момент", "переломных момента", "переломных моментов"];
export const reviewDoneText = (turning, marked) =>
  `Шансы светлых на победу, ход за ходом${turning === 0 ? "" : `: ${counted(turning, TURNING)} (◆) — ${turning === 1 ? "ход, стоивший" : "ходы, стоившие"} 20 пунктов и больше`}. ` +
  `${marked ? "Нажмите на отмеченный ход, чтобы увидеть лучший" : "Ни один ход не отмечен"}; нажмите на график, чтобы увидеть позицию.`;
export const reviewFailedText = (reason) => `Не удалось сделать разбор: ${inline(reason)}.`;
export const MARK_HEADINGS = { inaccuracy: "Неточности", mistake: "Ошибки", blunder: "Зевки" };
export const REVIEW_COUNTS_CAPTION = "Ходы, отмеченные разбором";
export const reviewThresholdsText = ({ inaccuracy, mistake, blunder }) =>
  `Отметка — по тому, сколько ход теряет против лучшего хода компьютера: ?! неточность — от ${ruNumber(inaccuracy)} фишки; ? ошибка — от ${ruNumber(mistake)}; ?? зевок — от ${ruNumber(blunder)}.`;
const ruNumber = (value) => value.toLocaleString("ru");
export function reviewNoteText({ move, side, mark, loss, forced, better }, said) {
  const cost = forced === "lost-game" ? "после него партия проиграна" : forced === "missed-win" ? "он упускает верную победу" : `он стоит примерно ${pieces(loss)}`;
  return `${move} (${sideOf(side).nom}) — ${MARK_WORDS[mark]}: ${cost}. Лучше было ${better}${said.length ? ` — ${said.join("; ")}` : ""}.`;
}
const pieces = (value) => `${value.toLocaleString("ru", { maximumFractionDigits: 1 })}\u00a0${plural(Math.round(value * 10) / 10, PIECE)}`;
export const GRAPH_LABELS = { light: "Победа светлых", dark: "Победа тёмных" };

// Why a move is good or bad, from the engine's reasons (docs/api-additions.md): for hints and the review.
// Why one piece against one is decided (Siga): every move changes the number of steps between them by one.
const oneAgainstOne = (mine, theirs) =>
  mine === 1 && theirs === 1 ? " (один на один: тот, чей ход, при нечётном числе шагов между фишками не может быть взят и сам загоняет чужую фишку)" : "";
export const REASON_WORDS = {
  wins: () => "он выигрывает партию",
  captures: ({ count, squares }) => (count === 1 ? `он берёт фишку на ${squares[0]}` : `он берёт фишки: ${count} (${squares.join(", ")})`),
  "starts-series": () => "после него вы берёте снова",
  blocks: () => "сопернику некуда ходить, и вы ходите ещё раз",
  "starts-endgame": () => "он начинает конец игры",
  saves: ({ square }) => `он спасает вашу фишку на ${square}`,
  threatens: ({ square }) => `он угрожает фишке на ${square}`,
  exposes: ({ square }) => `осторожно: вашу фишку на ${square} потом могут взять`,
  "opponent-threatens": ({ square }) => `ваша фишка на ${square} всё ещё под угрозой`,
  centre: ({ square }) => `в центре, на ${square}, её не взять`,
  "safe-hole": ({ square }) => `в лунке ${square} никого не берут`,
  races: ({ steps }) => `он проходит лунок: ${steps}`,
  "wins-ending": ({ plies, mine, theirs }) =>
    `он выигрывает окончание ${mine} против ${theirs}: при любой защите партия ваша не позже чем через ${counted(plies, MOVE)}, считая ходы обеих сторон${oneAgainstOne(mine, theirs)}`,
  "holds-ending": ({ mine, theirs }) => `он удерживает окончание ${mine} против ${theirs}: при лучшей игре ни одна сторона не может его выиграть${oneAgainstOne(mine, theirs)}`,
  "leads-to-lost-ending": ({ plies, mine, theirs }) =>
    `осторожно: он ведёт к проигранному окончанию ${mine} против ${theirs}: соперник может выиграть его за ${counted(plies, MOVE)}, считая ходы обеих сторон${oneAgainstOne(mine, theirs)}`,
};
// `said`: the engine's reasons, worded by REASON_WORDS.
export function hintText(move, said) {
  const shown = move === "throw" ? PAGE.throwSticks.toLowerCase() : move;
  return `Подсказка: ${shown}${said.length ? ` — ${said.join("; ")}` : ""}.`;
}
export const hintsUsedText = (count) => `Подсказок использовано: ${count}`;

// A friend game: the side whose every seat the friend's device plays, or null.
function friendSideOf(settings) {
  const remote = settings.friend?.remote;
  if (!Array.isArray(remote)) return null;
  const theirs = [0, 1].filter((side) => remote[side].every(Boolean));
  return theirs.length === 1 ? theirs[0] : null;
}

export const FRIEND = {
  friendName: "друга",
  friendShort: "друг",
  withFriend: "С другом на другом устройстве",
  making: "Сбор сетевых адресов этого устройства…",
  inviteReady: "Отправьте приглашение другу, затем вставьте сюда ответ, который он пришлёт.",
  answerReady: "Отправьте этот ответ другу. Партия начнётся, как только его устройство его прочтёт.",
  connecting: "Соединение…",
  connected: "Соединено с другом.",
  lost: "Нет связи с другом. Партия сохранена: пригласите его снова или вставьте его новое приглашение.",
  left: "Друг покинул эту партию. Она остаётся сохранённой здесь.",
  away: "Устройство друга не на связи: ходы ждут, пока оно подключится.",
  copied: "Скопировано.",
  notCopied: "Выделите текст и скопируйте его.",
  notConnected: "Соединиться не удалось. Оба устройства в сети? За некоторыми сетями прямого пути нет: попробуйте подключить оба устройства к одному Wi-Fi или играйте по ссылкам.",
  silent: "Устройство друга перестало отвечать. Партия сохранена: пригласите друга снова, чтобы продолжить.",
  undoQuestion: "Друг просит вернуть свой последний ход. Вы согласны?",
  undoAccept: "Вернуть",
  undoRefuse: "Оставить ход",
  undoRefused: "Друг оставил ход.",
  drawRefused: "Друг отклонил ничью.",
  asking: "Друг спрошен; ждём ответа…",
  qrAlt: "QR-код ссылки-приглашения",
};
export const FRIEND_REFUSALS = {
  "forged-reveal": "раскрытое для броска значение не совпадает с обязательством, данным для него",
  "reused-commitment": "обязательство для броска уже использовалось в этой партии",
  "reused-value": "значение для броска уже использовалось в этой партии",
  "bad-commitment": "обязательство для броска записано неверно",
  "bad-value": "раскрытое значение броска записано неверно",
  "unagreed-throw": "палочки этого броска не те, о которых договорились оба устройства",
  "letter-unreadable": "в ссылке нет партии, которую можно продолжить: скопируйте её целиком",
  "not-theirs": "в ссылке есть ход, сделанный за место этого устройства",
  "live-only": "в игры с бросаемыми палочками с другом играют только напрямую: каждый бросок требует обоих устройств",
  "too-large": "сообщение слишком велико",
  "not-text": "сообщение не текстовое",
  "malformed": "сообщение не читается",
  "wrong-version": "другое устройство следует другой версии протокола: откройте свежую страницу на обоих",
  "unknown-type": "сообщение неизвестного вида",
  "bad-field": "в сообщении недостаёт части или часть неверна",
  "out-of-turn": "ход пришёл не в свою очередь",
  "illegal-move": "этот ход здесь не разрешён",
  "records-differ": "на двух устройствах разные партии: каждое сохраняет свою",
  "not-this-game": "сообщение относится к другой партии",
  "not-connected": "партия ещё не соединена",
  "bad-game": "присланную партию нельзя открыть",
  "unexpected": "сообщение сейчас не ожидалось",
  "no-invitation": "сначала создайте приглашение",
  "empty": "ничего не вставлено",
  "unreadable": "этот текст не приглашение и не ответ этой игры: скопируйте его целиком",
  "answer-not-invitation": "это ответ, а не приглашение: вставьте его на приглашающем устройстве",
  "invitation-not-answer": "это приглашение, а не ответ: откройте его на устройстве друга",
  "too-long": "текст слишком длинный для кода",
  "bad-stun": "каждый сервер пишется как stun:имя:порт",
};
export const friendRefusedText = (reason, byFriend) => (byFriend ? `Устройство друга отклонило сообщение с этого устройства: ${reason}.` : `Сообщение с устройства друга отклонено: ${reason}. Ничего не изменилось.`);

// Игра по ссылкам (www/friend/letters.js).
export const LETTERS = {
  shareTitle: "Мой ход в нашей партии",
  copied: "Ссылка скопирована: отправьте её другу — он откроет её, увидит ваш ход и сделает свой.",
  shown: "Скопируйте эту ссылку и отправьте другу: в ней вся партия.",
  older: (theirs, ours) => `В этой ссылке более раннее положение этой партии (ход ${theirs}; здесь ход ${ours}): ничего не изменилось.`,
  same: "В этой ссылке партия в том виде, в каком она уже здесь.",
  replaceQuestion: "В этой ссылке другая партия. Открыть её вместо текущей?",
  replace: "Открыть партию из ссылки",
  keep: "Оставить мою партию",
  kept: "Текущая партия сохранена; партия из ссылки не открыта.",
};

// Заголовок сохранённой партии (www/page/save-file.js) для чтения людьми: имена его полей — часть формата, по-английски.
export const SAVED_FILE = {
  about: "Партия, сохранённая в «Играх пустыни». Этот заголовок — для чтения; сама партия — это ходы ниже.",
  player: ({ name, computer, level, remote }) =>
    (name ? seatLabel({ name, computer }) : remote ? "Друг на другом устройстве" : computer ? PAGE[`${level}Computer`] : "Человек"),
  unfinished: "Не окончена",
};

// Список прошлых партий на главной странице (www/home/past-games-view.js).
export const PAST_GAMES = {
  title: "Ваши прошлые партии на этом устройстве",
  empty: "Оконченных партий пока нет.",
  game: "Игра",
  opponent: "Соперник",
  win: "Победы",
  draw: "Ничьи",
  loss: "Поражения",
  opponents: { "computer-easy": PAGE.easyComputer, "computer-medium": PAGE.mediumComputer, "computer-hard": PAGE.hardComputer, friend: "Друг" },
  remove: "Удалить этот список",
  question: "Удалить список всех ваших прошлых партий на этом устройстве? Это нельзя отменить.",
  confirm: "Удалить",
  keep: "Оставить",
};

// Подтверждение хода (www/page/move-confirm.js): `move` — как его пишет поле ввода хода.
export const CONFIRM_MOVE = {
  question: (move) => `Сыграть ${move}?`,
  play: "Сыграть",
  cancel: "Отмена",
};
