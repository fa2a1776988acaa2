// @ts-check
// Everything the page says, in Arabic (Modern Standard Arabic, written right
// to left; digits stay Western because square names use them). Exports the
// same names as en.js; nothing is imported.
//
// Names chosen: the sides are «الأبيض» (Light, side 0) and «الأسود» (Dark,
// side 1), as in every Arabic board game; a piece is «قطعة», a square «خانة»,
// a move «نقلة», capturing «الأسر». Seega is «السيجة»; the displacement game
// Siga is written «سيغا» so that it is not read as Seega. Seig is «السيك» as
// Mauritanian writers spell it; its eight sticks are «السيكات», the pieces
// twigs «أعواد» (Light) and shells «أصداف» (Dark), the holes «حُفَر».

export const LANGUAGE_NAME = "العربية";

// ---- Counting words ----
// Arabic nouns after a number take the singular (1), the dual (2), the
// plural (3 to 10) or the singular again (11 and more); Intl.PluralRules
// gives the category. `forms` holds a phrase per category, with # for the number.
const pluralRules = new Intl.PluralRules("ar");
function counted(count, forms) {
  const number = Number(count);
  const form = (Number.isFinite(number) ? forms[pluralRules.select(number)] : null) ?? forms.other;
  return form.replace("#", String(count));
}

// "moves", after a preposition (genitive: dual in -ين).
const MOVES_GEN = { zero: "# نقلة", one: "نقلة واحدة", two: "نقلتين", few: "# نقلات", many: "# نقلة", other: "# نقلة" };
const movesGen = (count) => counted(count, MOVES_GEN);
// "holes", as a label or subject (nominative).
const HOLES = { zero: "# حفرة", one: "حفرة واحدة", two: "حفرتان", few: "# حُفَر", many: "# حفرة", other: "# حفرة" };
const holesPhrase = (count) => counted(count, HOLES);
// Twigs (Light's Seig pieces) and shells (Dark's), nominative.
const SEIG_COUNTS = [
  { zero: "لا أعواد", one: "عود واحد", two: "عودان", few: "# أعواد", many: "# عودًا", other: "# عود" },
  { zero: "لا أصداف", one: "صدفة واحدة", two: "صدفتان", few: "# أصداف", many: "# صدفة", other: "# صدفة" },
];

// Names of the games as players call them, by rule set id.
export const GAME_NAMES = {
  siga: "سيغا",
  "seega-sudan": "السيجة السودانية",
  "seega-egypt": "السيجة المصرية",
  seig: "السيك",
  "seig-mauritania": "سيك موريتانيا",
  "seig-mzab": "سيك ميزاب",
  "seig-tozeur": "سيك توزر",
  "seig-western-sahara": "سيك الصحراء الغربية",
  "seig-tidikelt": "سيك تيديكلت",
  "seig-el-oued": "سيك الوادي",
};
// The home's sentence on each game: what it is and where it is played.
export const HOME_GAMES = {
  "siga": "جيشان متقابلان؛ تتقدم القطعة خانة واحدة وتأسر قطعة الخصم بدخول خانتها. تُلعب في مصر وليبيا وسائر شمال أفريقيا.",
  "seega-sudan": "تضع قطعك واحدة بعد أخرى، ثم تأسر قطعة الخصم بحصرها بين قطعتين من قطعك في أي من الاتجاهات الثمانية. كما تُلعب في السودان والسعودية.",
  "seega-egypt": "لعبة الحصر نفسها، بالحركة المستقيمة وحدها، تبدأ بصليب من أربع قطع. كما تُلعب في مصر على رقعة تُخطّ في الرمل.",
  "seig": "سباق حول أربعة صفوف من الحفر تُحرّكه رمية ثماني سيكات؛ من ينزل على قطعة الخصم يأخذها. كما تُلعب في تكانت بموريتانيا.",
  "seig-mauritania": "سباق حول أربعة صفوف من الحفر تُحرّكه رمية ثماني سيكات، بين فريقين من لاعب إلى ستة لاعبين؛ القطعة التي تبلغ صفّ الخصم تعود لتدور في الصفّين الأوسطين ولا تؤخذ بعدها. كما تُلعب في تكانت بموريتانيا.",
  "seig-mzab": "سباق على أربعة صفوف من الحفر تُحرّكه رمية ستة سيكات؛ لا تغادر القطعة صفّها إلا برمية 1 أو 6، ومن ينزل على قطعة الخصم يأخذها. كما تُلعب في وادي ميزاب بالجزائر.",
  "seig-tozeur": "سباق على أربعة صفوف من ثلاث عشرة حفرة تُحرّكه رمية ستة سيكات؛ لا تغادر القطعة صفّها إلا برمية 1، ومن ينزل على قطعة الخصم يأخذها. كما تُلعب في توزر بتونس.",
  "seig-western-sahara": "فريقان من لاعبَين يتسابقان على أربعة صفوف من الحفر برمية ثماني سيكات، وتُلعب الرميات واحدة بعد أخرى؛ لا تتخطّى قطعةٌ قطعةً صديقة، وما بلغ صفّ الخصم في مأمن. كما تُلعب في الصحراء الغربية.",
  "seig-tidikelt": "سباق على ثلاثة صفوف من الحفر تُحرّكه رمية أربعة سيكات أو ستة؛ تدخل القطعة صفّ الخصم من طرف الصفّ الأوسط، ومن ينزل على قطعة الخصم يأخذها في صفّها أو يردّها إليه. كما تُلعب في تيديكلت بالجزائر.",
  "seig-el-oued": "سباق دائري على ثلاثة صفوف من ست حفر تُحرّكه رمية ستة سيكات؛ رمية 1 أو 5 تُطلق قطعة وتمنح رمية أخرى، ومن ينزل على قطعة الخصم يأخذها. كما تُلعب في الوادي بالجزائر.",
};
export const continueText = (game) => `تابع مباراتك في ${game}`;

// The words of index.html and rules.html, by their data-i18n keys.
export const PAGE = {
  title: "ألعاب الصحراء",
  rules: "القواعد",
  hint: "تلميح",
  allowHints: "تلميحات ضد الحاسوب",
  learn: "تعلَّم",
  welcomeText: "جديد على هذه الألعاب؟ السيغا والسيجة والسيك تُلعب على الرمل وعلى الألواح من مصر والسودان إلى الصحراء الكبرى. تعلَّم القواعد خطوة خطوة على اللوحة، أو ابدأ اللعب.",
  homeTitle: "ألعاب الصحراء",
  homePlay: "العب",
  language: "اللغة",
  sound: "الصوت",
  loading: "جارٍ تحميل اللعبة…",
  gameStatus: "حالة اللعبة",
  backToGame: "— العودة إلى اللعبة",
  shareLinkLabel: "رابط هذه اللعبة",
  sticksPoolSeats: "السيكات والرصيد والمقاعد",
  throwSticks: "ارمِ السيكات",
  poolLabel: "للتحريك:",
  seats: "المقاعد",
  showPath: "إظهار المسار",
  animation: "الرسوم المتحركة",
  speedNormal: "عادية",
  speedFast: "سريعة",
  speedOff: "متوقفة",
  throwsAndChances: "الرميات واحتمالاتها",
  autoPass: "تمرير الرميات التي لا أثر لها تلقائيًا",
  realSticks: "سيكات حقيقية على الطاولة: اكتب وجوهها",
  seigTools: "خيارات",
  controls: "أزرار التحكم في اللعبة",
  newGame: "لعبة جديدة",
  nextGame: "الجولة التالية",
  undo: "تراجع",
  redo: "إعادة",
  review: "مراجعة",
  offerDraw: "عرض التعادل",
  resign: "استسلام",
  more: "المزيد",
  shareLink: "مشاركة الرابط",
  saveFile: "حفظ في ملف",
  openFile: "فتح ملف",
  confirmMoves: "تأكيد كل نقلة",
  theme: "المظهر",
  themeDesert: "الصحراء",
  themeDark: "داكن",
  themeContrast: "تباين عالٍ",
  movesPanel: "النقلات",
  toStart: "الذهاب إلى البداية",
  oneBack: "نقلة إلى الوراء",
  oneForward: "نقلة إلى الأمام",
  toLatest: "الذهاب إلى آخر نقلة",
  moves: "النقلات",
  reviewPanel: "مراجعة اللعبة",
  reviewGraph: "فرصة فوز الأبيض بعد كل نقلة",
  movesPlayed: "النقلات الملعوبة",
  game: "اللعبة",
  ruleOptions: "قواعد هذه اللعبة",
  opponent: "الخصم",
  easyComputer: "الحاسوب (سهل)",
  mediumComputer: "الحاسوب (متوسط)",
  hardComputer: "الحاسوب (صعب)",
  twoPlayers: "لاعبان",
  youPlay: "لونك",
  light: "الأبيض",
  dark: "الأسود",
  match: "المباراة",
  oneGame: "جولة واحدة",
  bestOf3: "الأفضل من 3 جولات",
  bestOf5: "الأفضل من 5 جولات",
  bestOf7: "الأفضل من 7 جولات",
  cancel: "إلغاء",
  start: "ابدأ",
  close: "إغلاق",
  friendOpponent: "صديق على جهاز آخر",
  lettersOpponent: "صديق في مكان آخر، بالروابط (رابط لكل نقلة)",
  sendMove: "أرسل نقلتك",
  letterLinkLabel: "الرابط الذي ترسله إلى صديقك",
  friendTitle: "العب مع صديق على جهاز آخر",
  friendIntro: "يتصل الجهازان مباشرة: لا يرى أي خادم لنا اللعبة. أحدهما يدعو والآخر يجيب.",
  stunServers: "خوادم تساعد على إيجاد طريق بين الشبكات (STUN)، واحد في كل سطر؛ اتركه فارغًا على شبكة واحدة",
  createInvitation: "أنشئ دعوة",
  invitationLink: "رابط الدعوة",
  invitationCode: "الدعوة نصًّا",
  copyLink: "انسخ الرابط",
  copyCode: "انسخ النص",
  qrCaption: "أو دع صديقك يمسح هذا بكاميرا هاتفه:",
  pasteAnswer: "جواب صديقك",
  connect: "اتصل",
  pasteInvitation: "وصلتك دعوة؟ الصقها هنا (الرابط أو النص)",
  join: "أجب عن الدعوة",
  answerCode: "جوابك: أرسله بالطريقة نفسها",
  copyAnswer: "انسخ الجواب",
  reconnect: "أعد الاتصال",
  rulesTitle: "القواعد · ألعاب الصحراء",
  games: "الألعاب",
};

// The new-game panel's words for each rule option.
export const OPTION_LABELS = {
  board: "الرقعة",
  compulsoryCapture: "الأسر إلزامي",
  diagonal: "الحركة القُطرية مسموحة أيضًا",
  firstPlayer: "يبدأ اللعب",
  firstPlacer: "يبدأ وضع القطع",
  firstSide: "يبدأ الرمي",
  noCapturePlies: "التعادل بعد هذا العدد من النقلات دون أسر (0: أبدًا)",
  barrierPlies: "عدد النقلات دون أسر قبل العدّ",
  teamSize: "عدد اللاعبين في كل فريق",
  fourMoves: "رمية الأربعة تُقدِّم القطعة",
  holes: "عدد الحفر في كل صف",
  sticks: "عدد السيكات المرمية",
  noCaptureTurns: "عدد الأدوار دون أسر قبل نهاية اللعبة",
  seed: "بذرة رمي السيكات (فارغة: رمي عشوائي)",
};
export const BOARD_CHOICES = { "6x6": "6 × 6", "4x5": "4 × 5، صغيرة", "6x8": "6 × 8، بثلاثة صفوف", "5x5": "5 × 5 (خمساوي)", "7x7": "7 × 7 (سبعاوي)", "9x9": "9 × 9 (تسعاوي)" };
export const holesText = (count) => holesPhrase(count);

export const loadFailedText = "تعذّر تحميل اللعبة.";
export const engineFailedText = (reason) => `تعذّر تحميل محرّك اللعبة: ${reason}`;
export const computerFailedText = (reason) => `لم يتمكّن الحاسوب من اللعب: ${reason}`;
export const workerFailedText = "تعذّر تشغيل لاعب الحاسوب.";
export const restoreFailedText = (reason) => `تعذّرت استعادة اللعبة المحفوظة: ${reason}`;
export const KEPT_ASIDE_TEXT = "وهي محفوظة على هذا الجهاز باسم آخر ولم تُمحَ.";
export const KEPT_IN_PLACE_TEXT = "ولم تُمحَ: تبقى في مكانها حتى يتّسع التخزين لحفظها باسم آخر.";
export const keptGameText = (name) => `مباراتك الجارية في ${name} محفوظة.`;
export const keptBackText = "العودة إليها";
export const OTHER_TAB_TEXT = "تواصلت هذه المباراة في تبويب آخر، وهذا التبويب يعرضها الآن؛ أما المباراة التي كانت هنا فمحفوظة.";
export const OTHER_TAB_UNKEPT_TEXT = "تواصلت هذه المباراة في تبويب آخر، وهذا التبويب يعرضها الآن؛ التخزين ممتلئ، فتعذّر حفظ المباراة التي كانت هنا.";
export const notSavedText = (full) =>
  full ? "هذه اللعبة غير محفوظة على هذا الجهاز: التخزين ممتلئ. ستُحفظ من جديد عند نقلتك التالية." : "هذه اللعبة غير محفوظة على هذا الجهاز: هذا المتصفح لا يحفظ شيئًا للصفحة.";
export const GAME_OVER_TEXT = "انتهت اللعبة";
export const drawOfferQuestion = (offering) => `يعرض ${SIDE_NAMES[offering]} التعادل. هل يقبل ${SIDE_NAMES[1 - offering]}؟`;
export const DRAW_ACCEPT = "قبول التعادل";
export const DRAW_DECLINE = "مواصلة اللعب";
export const drawRefusedText = (side) => `رفض ${SIDE_NAMES[side]} التعادل.`;
export const resignQuestion = (who) => `هل يستسلم ${who} في هذه اللعبة؟`;
export const RESIGN_CONFIRM = "استسلام";
export const RESIGN_CANCEL = "مواصلة اللعب";
export const rulesPageTitle = (game) => `قواعد ${game} · ألعاب الصحراء`;
// "70 من 256": how many of the equally likely ways the sticks can fall.
export const chanceText = (ways, of, percent) => `${ways}\u00a0من\u00a0${of} (${percent}%)`;

export const SIDE_NAMES = ["الأبيض", "الأسود"];
// A piece of each side: "قطعة بيضاء", "قطع سوداء" (the same feminine form
// serves the singular and the plural of things); the dual, in the accusative.
const PIECE_COLOUR = ["بيضاء", "سوداء"];
const PIECE_COLOUR_DUAL = ["بيضاوين", "سوداوين"];
const side = (text) => SIDE_NAMES[Number(text)];
// "للأبيض", "للأسود": the preposition ل joined to the side's name, whose ال loses its alif.
const forSide = (index) => `ل${SIDE_NAMES[index].slice(1)}`;

// The engine's refusals, by their code: text.js hands each sentence the
// refusal's parts (sides as 0 or 1).
export const ENGINE_REASONS = {
  noPieceOn: (who, square) => `لا توجد قطعة ${PIECE_COLOUR[Number(who)]} على ${square}`,
  stepOrthogonal: () => "تتحرك القطعة خطوة واحدة فقط إلى خانة مجاورة، أفقيًا أو عموديًا",
  stepAnyDirection: () => "تتحرك القطعة خطوة واحدة فقط إلى خانة مجاورة، في أيٍّ من الاتجاهات الثمانية",
  ownPiece: (square) => `في الخانة ${square} قطعة من قطعك`,
  compulsoryCapture: () => "هناك أسر متاح، والأسر إلزامي",
  placementOver: () => "انتهى وضع القطع: حرِّك قطعة خطوة واحدة، مثل b2-b3",
  stillPlacing: () => "ما زال وضع القطع جاريًا، قطعةً في كل مرة: اختر خانة فارغة، مثل c4",
  centreEmpty: (square) => `الخانة ${square} هي المركز، وتبقى فارغة حتى ينتهي وضع القطع`,
  alreadyTaken: (square) => `الخانة ${square} مشغولة`,
  notEmpty: (square) => `الخانة ${square} ليست فارغة`,
  fifthShuttle: (from, to) => `ستكون هذه النقلة الخامسة على التوالي بين ${from} و${to}`,
  sameCapturer: (square) => `على القطعة نفسها أن تواصل الأسر: حرِّك القطعة التي على ${square}`,
  seriesOn: () => "سلسلة الأسر مستمرة: لا يُسمح إلا بنقلات الأسر",
  extraMustOpen: (blocked) =>
    `${side(blocked)} لا يستطيع الحركة، فعلى هذه النقلة الإضافية أن تترك له نقلة ممكنة، وهناك نقلة أخرى تفعل ذلك`,
  resignTooEarly: (who, lost) => {
    const losses = Number(lost) === 0 ? "لم يخسر أي قطعة بعد"
      : `خسر ${counted(lost, { one: "قطعة واحدة", two: "قطعتين", few: "# قطع", many: "# قطعة", other: "# قطعة" })}`;
    return `في السيجة السودانية لا يستسلم اللاعب إلا بعد أن يخسر 5 من قطعه؛ و${side(who)} ${losses}`;
  },
  notASquare: (text, files, ranks) => `«${text}» ليست خانة من خانات هذه الرقعة (${files} × ${ranks})`,
  unreadable: (text) => `تعذّرت قراءة النقلة «${text}»: انظر «كتابة النقلات» في صفحة القواعد`,
  gameOver: () => "انتهت اللعبة",
  mustThrow: () => "يجب رمي السيكات الآن",
  stickCount: (sticks) => {
    return `تُرمى الآن ${counted(sticks, { few: "# سيكات", other: "# سيكة" })}، فاكتب ${counted(sticks, { few: "# أحرف", other: "# حرفًا" })}، كلٌّ منها ${STICK_LETTERS.white} أو ${STICK_LETTERS.black}`;
  },
  stickFace: () => `هذا ليس وجهًا من وجهَي السيكة: اكتب ${STICK_LETTERS.white} للوجه الأبيض أو ${STICK_LETTERS.black} للوجه الأسود`,
  holeWithoutPiece: (hole, who) => (Number(who) === 0 ? `ليس في الحفرة ${hole} عود للأبيض` : `ليس في الحفرة ${hole} صدفة للأسود`),
  notReleased: (hole) => `القطعة التي في ${hole} لم تُطلَق بعد`,
  spendFirst: (pool) => `يجب أولًا استعمال ما في الرصيد (${pool})`,
  poolHolds: (pool) => `ليس في الرصيد إلا ${pool}`,
  pastEnd: () => "ستتجاوز القطعة نهاية المسار",
  oneSmallValue: () => "دخول الحقل السفلي للخصم يكون بقيمة واحدة فقط: 2 أو 3 أو 4",
  landingOwn: () => "في حفرة الوصول قطعة من فريقك",
  reachesElsewhere: (from, group, reached) => `القطعة التي في ${from} تصل بـ${group} إلى ${reached}`,
  noDrawAgreement: () => "لا تعادل بالاتفاق في هذه اللعبة",
  noThrows: () => "لا تُرمى السيكات في هذه اللعبة: النقلة تسمّي مربعات، مثل b2-b3",
  badSave: () => "هذه ليست لعبة محفوظة صالحة",
  unknownRuleset: (ruleset) => `لا توجد هنا لعبة باسم «${ruleset}».`,
  unknownOption: (name) => `لا يوجد في هذه اللعبة خيار باسم «${name}».`,
  badOptionValue: (name) => `القيمة المعطاة للخيار «${name}» غير مقبولة في هذه اللعبة.`,
  unsafeNumber: (name) => `العدد المعطى للخيار «${name}» أكبر من أن يُقرأ بدقة.`,
  other: () => "لا تسمح قواعد اللعبة بهذه النقلة أو بهذا الإجراء",
};

// Who plays whom, always in view; a team game's seats say it themselves.
export function matchupText(settings) {
  const friendSide = friendSideOf(settings);
  if (friendSide !== null) return `${SIDE_NAMES[1 - friendSide]} (أنت) ضد ${FRIEND.friendName}`;
  if (settings.friend) return FRIEND.withFriend;
  if (settings.opponent === "computer") return `${SIDE_NAMES[settings.humanSide]} (أنت) ضد ${PAGE[`${settings.level}Computer`]}`;
  return settings.opponent === "human" ? `${PAGE.twoPlayers}: ${SIDE_NAMES[0]} و${SIDE_NAMES[1]}` : "";
}


// "الأبيض", "الأبيض (أنت)" or "الأسود (الحاسوب)", depending on who plays it.
export function sideLabel(sideIndex, settings) {
  if (friendSideOf(settings) !== null) return `${SIDE_NAMES[sideIndex]} (${sideIndex === friendSideOf(settings) ? FRIEND.friendShort : "أنت"})`;
  if (settings.opponent !== "computer") return SIDE_NAMES[sideIndex];
  return `${SIDE_NAMES[sideIndex]} (${sideIndex === settings.humanSide ? "أنت" : "الحاسوب"})`;
}

// act: why a side moves twice in a row in Seega, "series" (it captured and
// must capture again) or "extra" (the other side is blocked); else null.
export function turnText({ phase, toMove, thinking, act, settings }) {
  const who = sideLabel(toMove, settings);
  if (thinking) return `${who} يفكّر…`;
  if (phase === "placement") return `دور ${who} لوضع قطعة`;
  if (act === "series") return `${who}: يجب الأسر مرة أخرى`;
  if (act === "extra") return `دور ${who} مرة أخرى: ${SIDE_NAMES[1 - toMove]} محاصَر`;
  return `دور ${who}`;
}

// The rule behind a capture series, in each rule set that has one.
export const SERIES_NOTES = {
  "seega-sudan": (mover) => `أسر ${mover}، فيلعب مرة أخرى: لا يُسمح إلا بنقلات الأسر ما دامت هناك واحدة منها.`,
  "seega-egypt": (mover) => `أسر ${mover}، فتتحرك القطعة نفسها مرة أخرى، ولا تتحرك إلا لتأسر، ما دام ذلك ممكنًا.`,
};

// The rule behind a Seega double move, spelled out under the turn line.
export const toPlaceText = ([light, dark]) => `بقي للوضع: ${SIDE_NAMES[0]} ${light}، ${SIDE_NAMES[1]} ${dark}.`;

export function seegaActNote(act, toMove, ruleset) {
  const mover = SIDE_NAMES[toMove];
  const blocked = SIDE_NAMES[1 - toMove];
  if (act === "series") {
    return SERIES_NOTES[ruleset]?.(mover) ?? "";
  }
  if (act === "extra") {
    return `لا يملك ${blocked} أي نقلة ممكنة، فيلعب ${mover} نقلة إضافية، وعليه أن يفتح بها طريقًا ${forSide(1 - toMove)} إن كانت أي نقلة تفتحه.`;
  }
  return "";
}

export function barrierText({ plies, limit }) {
  return `${plies} من ${movesGen(limit)} دون أسر: عند ${limit} تنتهي اللعبة بعدّ القطع`;
}

export const centreRefusedText = (square) => `يبقى المركز، ${square}، فارغًا حتى توضع كل القطع.`;
export const seriesRefusedText = (code) =>
  code === "same-capturer" ? "لا تتحرك الآن إلا القطعة التي أسرت للتو، ولا تتحرك إلا لتأسر." : "لا يُسمح الآن إلا بنقلة أسر.";
export const stuckPieceText = "لا تملك هذه القطعة أي نقلة ممكنة الآن.";
export const notYourPieceText = (owner) => `هذه القطعة لـ${SIDE_NAMES[owner]}: اختر قطعة من قطعك.`;
export const PICK_FIRST_TEXT = "اختر قطعة من قطعك أولًا، ثم الخانة التي تذهب إليها.";
export const resignRefusedText = (reason) => `الاستسلام غير مسموح بعد: ${reason}`;
export const shareCopiedText = "نُسخ الرابط: أرسله إلى صديق، فيفتحه ويواصل اللعب ثم يعيده إليك.";
export const shareShownText = "انسخ هذا الرابط وأرسله: فيه اللعبة كاملة.";
export const badLinkText = (reason) => `هذا الرابط لا يحمل لعبة يمكن فتحها (${reason})؛ وبقيت اللعبة الجارية كما هي.`;
export const badFileText = (reason) => `هذا الملف ليس لعبة محفوظة (${reason})؛ وبقيت اللعبة الجارية كما هي.`;
export const updateReadyText = "نسخة جديدة من اللعبة جاهزة.";
export const updateButtonText = "حدِّث الآن";
export const drawDeclinedText = "يرفض الحاسوب التعادل: ما زال يرى فرصًا للفوز.";

// barrierReached: a count came from the barrier (else from neither side being able to move).
export function resultText(status, options, barrierReached = false) {
  const { winner, reason, pieces } = status;
  const countCause = barrierReached ? `بعد ${movesGen(options.barrierPlies)} دون أسر` : "إذ لا يستطيع أيٌّ من الطرفين الحركة";
  if (winner === null || winner === undefined) {
    switch (reason) {
      case "agreement": return "تعادل بالاتفاق";
      case "no-capture-limit": {
        const run = counted(options.noCapturePlies, {
          one: "نقلة واحدة", two: "نقلتان متتاليتان", few: "# نقلات متتالية", many: "# نقلة متتالية", other: "# نقلة متتالية",
        });
        return `تعادل: ${run} دون أسر`;
      }
      case "count": return `تعادل بعدّ القطع، ${pieces[0]} لكلٍّ منهما، ${countCause}`;
      default: return "تعادل";
    }
  }
  const won = `فاز ${SIDE_NAMES[winner]}`;
  const loser = SIDE_NAMES[1 - winner];
  switch (reason) {
    case "captured-all": return `${won}: أُسرت كل القطع ال${PIECE_COLOUR[1 - winner]}`;
    case "one-left": return `${won}: لم يبقَ ${forSide(1 - winner)} إلا قطعة واحدة`;
    case "stalemate": return `${won}: لا يملك ${loser} أي نقلة ممكنة`;
    case "count": return `${won} بعدّ القطع، ${pieces[winner]} مقابل ${pieces[1 - winner]}، ${countCause}`;
    case "resigned": return `${won}: استسلم ${loser}`;
    default: return won;
  }
}

const matchOf = (length) => counted(length, { one: "جولة واحدة", two: "جولتين", few: "# جولات", many: "# جولة", other: "# جولة" });

export function matchText(match) {
  const [light, dark] = match.wins();
  const score = `${SIDE_NAMES[0]} ${light} – ${dark} ${SIDE_NAMES[1]}`;
  if (!match.over) return `مباراة من ${matchOf(match.length)}، الجولة ${match.gameNumber}: ${score}`;
  const verdict = match.winner === null ? "وانتهت المباراة بالتعادل" : `وفاز ${SIDE_NAMES[match.winner]} بالمباراة`;
  return `انتهت المباراة من ${matchOf(match.length)}: ${score}، ${verdict}`;
}

// ---- Seig ----

// Side 0 plays with twigs, side 1 with shells, as in the source.
export const SEIG_PIECES = [["عود", "أعواد"], ["صدفة", "أصداف"]];
const piecesWord = (sideIndex, count) => counted(count, SEIG_COUNTS[sideIndex]);
// "a twig is taken" / "a shell is taken": the verb agrees with the piece.
const TAKEN_ONE = ["أُخذ عود", "أُخذت صدفة"];
const TAKEN_LAST = ["أُخذ آخر عود", "أُخذت آخر صدفة"];
const TAKES_ONE = ["عودًا", "صدفة"]; // object of "يأخذ"

export const seatDefaultName = (sideIndex, seat) => `${SIDE_NAMES[sideIndex]} ${seat + 1}`;
export const SEAT_PLAYERS = [["human", "شخص"], ["computer-easy", "الحاسوب (سهل)"], ["computer-medium", "الحاسوب (متوسط)"], ["computer-hard", "الحاسوب (صعب)"], ["friend", "صديق على جهاز آخر"]];
export const SEATS_LEGEND = "المقاعد، بترتيب الرمي";
export const seatNameLabel = (sideIndex, seat) => `اسم المقعد ${seat + 1} ${forSide(sideIndex)}`;
export const seatPlayerLabel = (sideIndex, seat) => `من يلعب في المقعد ${seat + 1} ${forSide(sideIndex)}`;
export const ADVANCED_LABEL = "خيارات متقدمة";

// "الأبيض 1", or "الأسود 2 (الحاسوب)".
export const seatLabel = ({ name, computer }) => (computer ? `${name} (الحاسوب)` : name);

export function seigTurnText({ seat, phase, thinking }) {
  const who = seatLabel(seat);
  if (thinking) return `${who} يفكّر…`;
  if (phase === "throwing") return `${who} يرمي السيكات…`;
  if (phase === "spend") return `دور ${who} لتحريك قطعة`;
  if (phase === "endgame") return `دور ${who} للرمي: كل أربعة تأخذ قطعة`;
  return `دور ${who} للرمي`;
}

export const seatPiecesText = (sideIndex, count) => `${SIDE_NAMES[sideIndex]}: ${piecesWord(sideIndex, count)}`;

// What a throw did, by the kind `throwKind` (sticks.js) gives it. `passed`:
// nothing could move, so the values were lost and the sticks passed on.
export function throwValueText({ kind, whites, fourMoves, passed, side: sideIndex, value }) {
  const opponent = 1 - sideIndex;
  const text = {
    "unlock-seig": `سيك! ${whites}: فُتحت اللعبة، وأُطلقت قطعة وتقدّمت حفرة واحدة؛ رمية أخرى`,
    "unlock-alike": `لون واحد، ${whites}: فُتحت اللعبة، وأُطلقت سبع قطع؛ رمية أخرى`,
    locked: `${whites}: لا سيك بعد، فتبقى اللعبة مقفلة؛ تنتقل السيكات إلى المقعد التالي`,
    seig: `سيك! ${whites}: أُطلقت قطعة وتقدّمت حفرة واحدة؛ رمية أخرى`,
    "seig-no-piece": `سيك! ${whites}: لم تبقَ قطعة تُطلَق، فيُضاف 1؛ رمية أخرى`,
    alike: `لون واحد، ${whites}: أُطلقت ثماني قطع؛ رمية أخرى`,
    "two-first": "2: تتقدّم قطعة واحدة حفرتين",
    "two-cancel": "2: أُلغيت رميات هذا الدور",
    three: "3: يُضاف 3",
    four: `4: يُضاف ${fourMoves}؛ رمية أخرى`,
    five: "5: يُضاف 5",
    six: "6: يُضاف 6",
    "endgame-take": `4: ${TAKEN_ONE[opponent]}؛ رمية أخرى`,
    "endgame-last": `4: ${TAKEN_LAST[opponent]}`,
    "endgame-miss": `${whites}: لم يُؤخذ شيء؛ انتهى الدور`,
    value: `${whites}: ${value === 0 ? "لا نقلة" : `${value} للعب`}`,
    worth: `${whites}: سيك قيمته ${value}`,
    removes: "4: أزل قطعة من قطع الخصم؛ رمية أخرى",
    "removes-nothing": `${whites}: لا يزيل قطعةً إلا الـ4؛ تنتقل السيكات إلى المقعد التالي`,
  }[kind];
  return passed && kind !== "removes-nothing" ? `${text}؛ لا قطعة تستطيع الحركة، فتنتقل السيكات إلى المقعد التالي` : text;
}

// A throw at a glance, drawn on the sticks as they land: [the mark shown
// large, what the throw does in a few words]. Same arguments as throwValueText.
export function throwGlance({ kind, whites, fourMoves, passed, side: sideIndex, value }) {
  const opponent = 1 - sideIndex;
  const passes = "ينتقل الدور";
  const again = "رمية أخرى";
  const [mark, line] = {
    "unlock-seig": [SHOUT_SEIG, `فُتحت اللعبة! أُطلقت قطعة؛ ${again}`],
    "unlock-alike": [SHOUT_ALIKE, `فُتحت اللعبة! أُطلقت 7 قطع؛ ${again}`],
    locked: [String(whites), `لا سيك بعد: ${passes}`],
    seig: [SHOUT_SEIG, `أُطلقت قطعة؛ ${again}`],
    "seig-no-piece": [SHOUT_SEIG, `تقدّم 1؛ ${again}`],
    alike: [SHOUT_ALIKE, `أُطلقت 8 قطع؛ ${again}`],
    "two-first": ["2", "تقدّم 2"],
    "two-cancel": ["2", `ضاعت رميات الدور: ${passes}`],
    three: ["3", "تقدّم 3"],
    four: ["4", `تقدّم ${fourMoves}؛ ${again}`],
    five: ["5", "تقدّم 5"],
    six: ["6", "تقدّم 6"],
    "endgame-take": ["4", `${TAKEN_ONE[opponent]}؛ ${again}`],
    "endgame-last": ["4", TAKEN_LAST[opponent]],
    "endgame-miss": [String(whites), `لم يُؤخذ شيء: ${passes}`],
    value: [String(value), value === 0 ? "لا نقلة" : `${value} للعب`],
    worth: [String(value), `سيك قيمته ${value}`],
    removes: ["4", `أزل قطعة؛ ${again}`],
    "removes-nothing": [String(whites), `لا يزيل إلا الـ4: ${passes}`],
  }[kind];
  return [mark, passed && kind !== "removes-nothing" ? `لا قطعة تستطيع الحركة: ${passes}` : line];
}

export const THROW_TABLE_CAPTION = (sticks) =>
  sticks === 7 ? "رميات السيكات السبع، ما دامت اللعبة مقفلة" : "رميات السيكات الثماني";
export const THROW_TABLE_HEADINGS = ["الوجوه البيضاء", "الاسم", "الأثر", "الاحتمال"];

// One row of the throw table, [name, effect], by its kind (sticks.js throwTableKind).
export function throwTableRow({ kind, whites, fourMoves, value }) {
  return {
    "unlock-seig": ["سيك", "تفتح اللعبة، وتُطلق قطعة وتقدّمها حفرة واحدة؛ رمية أخرى"],
    "unlock-alike": ["لون واحد", "تفتح اللعبة، وتُطلق سبع قطع؛ رمية أخرى"],
    locked: [String(whites), "لا شيء؛ تنتقل السيكات إلى المقعد التالي"],
    seig: ["سيك", "تُطلق قطعة وتقدّمها حفرة واحدة (أو تضيف 1)؛ رمية أخرى"],
    alike: ["لون واحد", "تُطلق ثماني قطع؛ رمية أخرى"],
    two: ["اثنان", "في أول رمية: تتقدّم قطعة واحدة حفرتين؛ بعد ذلك: تلغي رميات الدور"],
    three: ["ثلاثة", `تضيف ${whites}`],
    four: ["أربعة", `تضيف ${fourMoves}؛ رمية أخرى (في المرحلة الأخيرة: تأخذ قطعة)`],
    five: ["خمسة", `تضيف ${whites}`],
    six: ["ستة", `تضيف ${whites}`],
    value: [String(value), value === 0 ? "لا نقلة" : `تتقدّم قطعة ${value}`],
    worth: [String(value), `سيك قيمته ${value}`],
    removes: ["4", "تزيل قطعة من قطع الخصم؛ رمية أخرى"],
    "removes-nothing": [String(whites), "لا تزيل شيئًا"],
  }[kind];
}

export const chooserText = (hole, steps) => (steps === null ? `للوصول إلى ${hole} استعمل:` : `للوصول إلى ${hole} (${holesPhrase(steps)}) استعمل:`);
// The label on a hole the picked piece can reach: the groups of values that
// take it there ("6 أو 3+3"), or, when there are many, how far it is and in how many ways.
export const reachLabel = (groups, steps) =>
  groups.length <= 2 ? groups.join(" أو ") : `${steps}: ${groups.length} طرق`;

export const SIG_PIECES_LEGEND = "نصف مدفونة: مقفلة. الشارات: سهم للعائدة، دائرة للدائرة، بيت للمتجهة إلى بيتها.";
export const POOL_EMPTY_TEXT = "لا شيء بعد";
export const PIECES_LEGEND = "الأعواد للأبيض والأصداف للأسود؛ نصف مدفونة: لم تُطلَق بعد؛ 2: قطعتان في حفرة واحدة.";
export const endgameNote = (counts) =>
  `المرحلة الأخيرة: جُمعت القطع في الوسط، ${piecesWord(0, counts[0])} و${piecesWord(1, counts[1])}؛ كل رمية أربعة تأخذ واحدة.`;
export const SHOUT_SEIG = "سيك!";
export const SHOUT_ALIKE = "لون واحد!";
export const THROWING_TEXT = "السيكات في الهواء…";

// Why a race ended drawn, and a win by the count of pieces (Sig's variants).
const RACE_DRAWS = { "all-home": "وصلت كل القطع", "no-capture-limit": "مرّ وقت طويل بلا أسر", blocked: "لم يعد أي طرف قادرًا على الحركة", count: "لكل طرف عدد القطع نفسه" };
export function seigResultText(status) {
  const { winner, reason } = status;
  if (winner === null || winner === undefined) return reason in RACE_DRAWS ? `تعادل: ${RACE_DRAWS[reason]}` : "تعادل";
  const won = `فاز ${SIDE_NAMES[winner]}`;
  if (reason === "resigned") return `${won}: استسلم ${SIDE_NAMES[1 - winner]}`;
  if (reason !== "captured-all") return `${won}: بقيت له قطع أكثر`;
  return `${won}: أُخذت كل ال${SEIG_PIECES[1 - winner][1]}`;
}
export const TAP_TO_THROW = "انقر على السيكات لرميها";

// A hole of the accessible board, for screen readers. pieces: [{ side, released, state }], state a Sig variant's (else null).
const HOLE_PIECE = [["عود للأبيض", "، لم يُطلَق بعد"], ["صدفة للأسود", "، لم تُطلَق بعد"]];
// A Sig variant's piece state (board().states), for screen readers.
const PIECE_STATES = ["مقفلة", "حرة", "عائدة", "دائرة", "متجهة إلى بيتها"];
export function holeDescription({ hole, pieces, picked, canMove, destination }) {
  const parts = [hole];
  if (!pieces.length) parts.push("فارغة");
  for (const { side: owner, released, state = null } of pieces) parts.push(`${HOLE_PIECE[owner][0]}${state !== null ? `، ${PIECE_STATES[state]}` : released ? "" : HOLE_PIECE[owner][1]}`);
  if (pieces.length === 2) parts.push("قطعتان تتشاركان هذه الحفرة، كما تسمح القواعد");
  if (picked) parts.push("القطعة مختارة");
  else if (canMove) parts.push("يمكن تحريكها");
  if (destination) parts.push(`تصل القطعة المختارة إلى هنا بـ${destination.label}${destination.takes ? "، وتأخذ قطعة الخصم" : ""}`);
  return parts.join("، ");
}

// ---- Playing without a pointer or a screen ----

export const BOARD_GRID_LABEL = "خانات الرقعة";
export const SEIG_GRID_LABEL = "حُفَر كومة الرمل";

// A square of the accessible board. piece: 0 empty, 1 light, 2 dark.
export function squareDescription({ square, piece, picked, destination, canMove, canPlace }) {
  const parts = [square, piece ? `قطعة ${PIECE_COLOUR[piece - 1]}` : "فارغة"];
  if (picked) parts.push("مختارة");
  else if (canMove) parts.push("يمكن تحريكها");
  if (canPlace) parts.push("يمكنك وضع قطعة هنا");
  if (destination) parts.push("يمكن أن تنتقل القطعة المختارة إلى هنا");
  return parts.join("، ");
}

const listed = (items) => (items.length < 2 ? items.join("") : `${items.slice(0, -1).join("، ")} و${items.at(-1)}`);

// One move of a grid game, as the live region says it. captured: squares taken.
export function moveAnnouncement({ who, move, captured, capturedSide }) {
  if (move.placement) return `${who} يضع قطعة على ${move.to}`;
  const colour = PIECE_COLOUR[capturedSide];
  const taken = !captured.length ? ""
    : captured.length === 1 ? `، ويأسر قطعة ${colour} على ${captured[0]}`
    : `، ويأسر ${counted(captured.length, {
      two: `قطعتين ${PIECE_COLOUR_DUAL[capturedSide]}`, few: `# قطع ${colour}`, many: `# قطعة ${colour}`, other: `# قطعة ${colour}`,
    })} على ${listed(captured)}`;
  return `${who} ينقل من ${move.from} إلى ${move.to}${taken}`;
}

// whites: white sides up of `sticks`; detail: what the throw did (throwValueText).
const WHITES = { zero: "لا وجه أبيض", one: "وجه أبيض واحد", two: "وجهان أبيضان", few: "# أوجه بيضاء", many: "# وجهًا أبيض", other: "# وجه أبيض" };
export const throwAnnouncement = ({ who, whites, sticks, detail }) =>
  `${who} يرمي ${counted(sticks, { few: "# سيكات", other: "# سيكة" })}: ${counted(whites, WHITES)}. ${detail}`;
export const spendAnnouncement = ({ who, from, to, group, takenSide }) =>
  `${who} ينقل من ${from} إلى ${to} بـ${group}${takenSide === null ? "" : `، ويأخذ ${TAKES_ONE[takenSide]}`}`;
export const removeAnnouncement = ({ who, hole, takenSide }) => `${who} يزيل ${TAKES_ONE[takenSide]} من ${hole}`;
export const seriesAnnouncement = (sideIndex) => `على ${SIDE_NAMES[sideIndex]} أن يأسر مرة أخرى`;
export const extraMoveAnnouncement = (sideIndex) => `${SIDE_NAMES[1 - sideIndex]} محاصَر: ${SIDE_NAMES[sideIndex]} يلعب مرة أخرى`;
export const undoAnnouncement = (count) => `تم التراجع عن ${movesGen(count)}`;
export const newGameAnnouncement = (name) => `لعبة جديدة: ${name}`;

export const MOVE_ENTRY_LABEL = "اكتب نقلة";
export const MOVE_ENTRY_BUTTON = "العب";
export const moveEntryHint = (example) => (example ? `مثلًا ${example}` : "");
// Typing a throw: the word, and after a colon each stick's face (ب بيضاء، س سوداء); www/games/race/move-words.js turns them into the rules' "throw:WB…".
export const THROW_WORD = "رمي";
export const STICK_LETTERS = { white: "ب", black: "س" };
export const notYourTurnText = "ليس دورك الآن.";
export const typedFacesText = `لا تُكتب الوجوه إلا لسيكات حقيقية تُرمى على طاولة بين أشخاص (فعّل ذلك في «خيارات»)؛ اكتب «${THROW_WORD}» لترمي.`;
export const READ_ONLY_TEXT = "هذه الرقعة تعرض لعبة للمشاهدة فقط: لا تُلعب عليها أي نقلة.";
export const tooLongText = (plies, most) => `في هذه اللعبة ${plies} نقلة، والصفحة تعرض الألعاب التي لا تزيد على ${most} نقلة.`;
export const tooLargeText = (megabytes, most) => `حجمه ${megabytes} ميغابايت، وحجم اللعبة المحفوظة لا يزيد على ${most} ميغابايت.`;

// ---- The move list, earlier positions and the review ----

export const NO_MOVES_TEXT = "لا نقلات بعد";
export const MARK_WORDS = { inaccuracy: "نقلة غير دقيقة", mistake: "خطأ", blunder: "خطأ فادح" };
export const moveItemDetail = (sideIndex, turning, mark) =>
  `، ${SIDE_NAMES[sideIndex]}${mark ? `؛ ${MARK_WORDS[mark]}` : ""}${turning ? `؛ نقطة تحوّل، ${turning}` : ""}`;
export const earlierMovesText = (count) => `${count} نقلات سابقة: اعرض المزيد`;
export const viewingText = ({ number, last, move, side }) =>
  (number === 0 ? `عرض البداية (من أصل ${movesGen(last)})` : `عرض النقلة ${number} من ${last}: ${move} (${SIDE_NAMES[side]})`);
export const VIEWING_REFUSED = "هذا وضع سابق للمشاهدة فقط: عُد إلى اللعبة لتلعب.";

const percent = (chance) => `${Math.round(chance * 100)}%`;
export const swingText = (from, to) => `فرصة الأبيض من ${percent(from)} إلى ${percent(to)}`;
export const reviewProgressText = (done, total) => `الحاسوب يقيّم كل وضع: ${done} من ${total}…`;
export const reviewDoneText = (turning, marked) => {
  const found = turning === 0 ? ""
    : `: ${counted(turning, { one: "نقطة تحوّل واحدة", two: "نقطتا تحوّل", few: "# نقاط تحوّل", many: "# نقطة تحوّل", other: "# نقطة تحوّل" })} (◆)، أي ${turning === 1 ? "نقلة" : "نقلات"} كلّفتها 20 نقطة أو أكثر`;
  const marks = marked ? "انقر نقلة مُعلَّمة لترى نقلة أفضل" : "لم تُعلَّم أي نقلة";
  return `فرصة فوز الأبيض، نقلة بعد نقلة${found}. ${marks}؛ وانقر الرسم لرؤية أي وضع.`;
};
export const reviewFailedText = (reason) => `تعذّر إجراء المراجعة: ${reason}`;
export const MARK_HEADINGS = { inaccuracy: "غير دقيقة", mistake: "أخطاء", blunder: "أخطاء فادحة" };
export const REVIEW_COUNTS_CAPTION = "النقلات التي أشارت إليها المراجعة";
export const reviewThresholdsText = ({ inaccuracy, mistake, blunder }) =>
  `تُعلَّم النقلة بما تخسره أمام أفضل نقلة للحاسوب: ?! غير دقيقة من ${inaccuracy} قطعة؛ ? خطأ من ${mistake}؛ ?? خطأ فادح من ${blunder}.`;
export function reviewNoteText({ move, side, mark, loss, forced, better }, said) {
  const cost = forced === "lost-game" ? "تُخسر بعدها المباراة" : forced === "missed-win" ? "تُضيّع فوزًا مؤكدًا" : `تكلّف نحو ${piecesCost(loss)}`;
  return `${move} (${SIDE_NAMES[side]}) ${MARK_WORDS[mark]}: ${cost}. كان الأفضل ${better}${said.length ? ` — ${said.join("؛ ")}` : ""}.`;
}
const piecesCost = (value) => {
  const rounded = Math.round(value * 10) / 10;
  return Number.isInteger(rounded)
    ? counted(rounded, { one: "قطعة واحدة", two: "قطعتين", few: "# قطع", many: "# قطعة", other: "# قطعة" })
    : `${rounded.toLocaleString("en")} قطعة`;
};
export const GRAPH_LABELS = { light: "فوز الأبيض", dark: "فوز الأسود" };

// Why a move is good or bad, from the engine's reasons (docs/api-additions.md): for hints and the review.
// Why one piece against one is decided (Siga): every move changes the number of steps between them by one.
const oneAgainstOne = (mine, theirs) =>
  mine === 1 && theirs === 1 ? " (قطعة مقابل قطعة: من عليه الدور وبين القطعتين عدد فردي من الخطوات لا يمكن أخذه، وهو الذي يطارد الأخرى حتى يأخذها)" : "";
export const REASON_WORDS = {
  wins: () => "تفوز بها بالمباراة",
  captures: ({ count, squares }) => (count === 1 ? `تأخذ القطعة التي في ${squares[0]}` : `تأخذ ${count} قطع (${squares.join("، ")})`),
  "starts-series": () => "تأخذ مرة أخرى بعدها",
  blocks: () => "لا يستطيع خصمك الحركة، فتلعب مرة أخرى",
  "starts-endgame": () => "تبدأ بها نهاية المباراة",
  saves: ({ square }) => `تنقذ قطعتك التي في ${square}`,
  threatens: ({ square }) => `تهدد القطعة التي في ${square}`,
  exposes: ({ square }) => `انتبه: قطعتك في ${square} يمكن أخذها بعدها`,
  "opponent-threatens": ({ square }) => `قطعتك في ${square} ما زالت مهددة`,
  centre: ({ square }) => `في الوسط ${square} لا يمكن أخذها`,
  "safe-hole": ({ square }) => `في ${square} لا تؤخذ أي قطعة`,
  races: ({ steps }) => `تتقدم ${steps} حفر`,
  "wins-ending": ({ plies, mine, theirs }) => `تكسب النهاية ${mine} مقابل ${theirs}: الفوز لك خلال ${movesGen(plies)} على الأكثر، نقلاتك ونقلات خصمك معًا، مهما لعب خصمك${oneAgainstOne(mine, theirs)}`,
  "holds-ending": ({ mine, theirs }) => `تحافظ على التعادل في النهاية ${mine} مقابل ${theirs}: باللعب الأفضل لا يستطيع أي طرف أن يكسبها${oneAgainstOne(mine, theirs)}`,
  "leads-to-lost-ending": ({ plies, mine, theirs }) => `انتبه: تقود إلى نهاية خاسرة ${mine} مقابل ${theirs}: يستطيع خصمك أن يكسبها خلال ${movesGen(plies)}، نقلاتك ونقلاته معًا${oneAgainstOne(mine, theirs)}`,
};
// `said`: the engine's reasons, worded by REASON_WORDS.
export function hintText(move, said) {
  const shown = move === "throw" ? PAGE.throwSticks : move;
  return `تلميح: ${shown}${said.length ? ` — ${said.join("؛ ")}` : ""}.`;
}
export const hintsUsedText = (count) => (count === 1 ? "استُعمل تلميح واحد" : `التلميحات المستعملة: ${count}`);

// A friend game: the side whose every seat the friend's device plays, or null.
function friendSideOf(settings) {
  const remote = settings.friend?.remote;
  if (!Array.isArray(remote)) return null;
  const theirs = [0, 1].filter((side) => remote[side].every(Boolean));
  return theirs.length === 1 ? theirs[0] : null;
}

export const FRIEND = {
  friendName: "صديقك",
  friendShort: "الصديق",
  withFriend: "مع صديق على جهاز آخر",
  making: "جارٍ جمع عناوين الشبكة لهذا الجهاز…",
  inviteReady: "أرسل الدعوة إلى صديقك، ثم الصق هنا الجواب الذي يرسله إليك.",
  answerReady: "أرسل هذا الجواب إلى صديقك. تبدأ اللعبة حالما يقرؤه جهازه.",
  connecting: "جارٍ الاتصال…",
  connected: "متصل بصديقك.",
  lost: "لا اتصال بصديقك. اللعبة محفوظة: ادعُه من جديد أو الصق دعوته الجديدة.",
  left: "غادر صديقك هذه اللعبة. تبقى محفوظة هنا.",
  away: "جهاز صديقك غير متصل: تنتظر النقلات حتى يتصل.",
  copied: "نُسخ.",
  notCopied: "حدّد النص وانسخه.",
  notConnected: "لم يتم أي اتصال. هل الجهازان متصلان بالإنترنت؟ خلف بعض الشبكات لا يوجد طريق مباشر: جرّبا الجهازين على شبكة الواي فاي نفسها، أو العبا بالروابط.",
  silent: "توقف جهاز صديقك عن الرد. المباراة محفوظة: ادعه مرة أخرى لمتابعتها.",
  undoQuestion: "يطلب صديقك استرجاع نقلته الأخيرة. هل توافق؟",
  undoAccept: "استرجعها",
  undoRefuse: "أبقِ النقلة",
  undoRefused: "أبقى صديقك النقلة.",
  drawRefused: "رفض صديقك التعادل.",
  asking: "سُئل صديقك؛ في انتظار جوابه…",
  qrAlt: "رمز QR لرابط الدعوة",
};
export const FRIEND_REFUSALS = {
  "forged-reveal": "القيمة المكشوفة للرمية لا تطابق الالتزام الذي قُدّم لها",
  "reused-commitment": "التزام الرمية استُعمل من قبل في هذه المباراة",
  "reused-value": "قيمة الرمية استُعملت من قبل في هذه المباراة",
  "bad-commitment": "التزام الرمية غير مكتوب كما ينبغي",
  "bad-value": "القيمة المكشوفة للرمية غير مكتوبة كما ينبغي",
  "unagreed-throw": "سيكات هذه الرمية ليست التي اتفق عليها الجهازان",
  "letter-unreadable": "لا يحمل الرابط مباراة يمكن متابعتها: انسخه كاملًا",
  "not-theirs": "يحمل الرابط نقلة لُعبت عن مقعد هذا الجهاز",
  "live-only": "ألعاب العصي المرمية تُلعب مع صديق مباشرةً فقط، لأن كل رمية تحتاج الجهازين",
  "too-large": "الرسالة كبيرة جدًّا",
  "not-text": "الرسالة ليست نصًّا",
  "malformed": "لا يمكن قراءة الرسالة",
  "wrong-version": "الجهاز الآخر يتبع إصدارًا آخر من البروتوكول: افتح أحدث صفحة على الجهازين",
  "unknown-type": "الرسالة من نوع غير معروف",
  "bad-field": "ينقص الرسالة جزء أو فيها جزء خاطئ",
  "out-of-turn": "جاءت النقلة في غير دورها",
  "illegal-move": "النقلة غير مسموحة هنا",
  "records-differ": "لدى الجهازين لعبتان مختلفتان: يحتفظ كلٌّ بلعبته",
  "not-this-game": "الرسالة تخص لعبة أخرى",
  "not-connected": "اللعبة غير متصلة بعد",
  "bad-game": "لا يمكن فتح اللعبة المرسلة",
  "unexpected": "لم تكن الرسالة متوقعة الآن",
  "no-invitation": "أنشئ دعوة أولًا",
  "empty": "لم يُلصق شيء",
  "unreadable": "هذا النص ليس دعوة ولا جوابًا لهذه اللعبة: انسخه كاملًا",
  "answer-not-invitation": "هذا جواب لا دعوة: الصقه على الجهاز الداعي",
  "invitation-not-answer": "هذه دعوة لا جواب: افتحها على جهاز صديقك",
  "too-long": "النص أطول من أن يكون رمزًا",
  "bad-stun": "يُكتب كل خادم هكذا stun:الاسم:المنفذ",
};
export const friendRefusedText = (reason, byFriend) => (byFriend ? `رفض جهاز صديقك رسالة من هذا الجهاز: ${reason}.` : `رُفضت رسالة من جهاز صديقك: ${reason}. لم يتغير شيء.`);

// اللعب بالروابط (www/friend/letters.js).
export const LETTERS = {
  shareTitle: "نقلتي في مباراتنا",
  copied: "نُسخ الرابط: أرسله إلى صديقك ليفتحه فيرى نقلتك ويلعب نقلته.",
  shown: "انسخ هذا الرابط وأرسله إلى صديقك: فيه المباراة كلها.",
  older: (theirs, ours) => `يحمل هذا الرابط موضعًا أقدم من هذه المباراة (النقلة ${theirs}، وهنا النقلة ${ours}): لم يتغير شيء.`,
  same: "يحمل هذا الرابط المباراة كما هي هنا الآن.",
  replaceQuestion: "يحمل هذا الرابط مباراة أخرى. أتضعها مكان المباراة الجارية؟",
  replace: "افتح مباراة الرابط",
  keep: "احتفظ بمباراتي",
  kept: "بقيت المباراة الجارية؛ ولم تُفتح مباراة الرابط.",
};

// ترويسة اللعبة المحفوظة (www/page/save-file.js) يقرؤها الناس: أسماء حقولها من الصيغة، بالإنجليزية.
export const SAVED_FILE = {
  about: "لعبة حفظتها ألعاب الصحراء. هذه الترويسة للقراءة؛ أما اللعبة فهي النقلات التي تليها.",
  player: ({ name, computer, level, remote }) =>
    (name ? seatLabel({ name, computer }) : remote ? "صديق على جهاز آخر" : computer ? PAGE[`${level}Computer`] : "لاعب"),
  unfinished: "لم تنته",
};

// سجل المباريات السابقة في الصفحة الرئيسية (www/home/past-games-view.js).
export const PAST_GAMES = {
  title: "مبارياتك السابقة على هذا الجهاز",
  empty: "لا توجد مباريات منتهية بعد.",
  game: "اللعبة",
  opponent: "الخصم",
  win: "فوز",
  draw: "تعادل",
  loss: "خسارة",
  opponents: { "computer-easy": PAGE.easyComputer, "computer-medium": PAGE.mediumComputer, "computer-hard": PAGE.hardComputer, friend: "صديق" },
  remove: "احذف هذا السجل",
  question: "هل تحذف سجل كل مبارياتك السابقة على هذا الجهاز؟ لا يمكن التراجع عن ذلك.",
  confirm: "احذف",
  keep: "أبقه",
};

// تأكيد النقلة (www/page/move-confirm.js): `move` كما يكتبها مربع النقلات.
export const CONFIRM_MOVE = {
  // The move kept left to right inside the sentence (an isolate), as it is written.
  question: (move) => `هل تلعب \u2066${move}\u2069؟`,
  play: "العبها",
  cancel: "إلغاء",
};
