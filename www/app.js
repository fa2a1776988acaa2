// The page's composition: loads the engine, makes the one store of the game,
// the one path for moves and the one scheduler for the computer, and hands
// them to the views. Each view subscribes to the store for itself. What
// differs between games is the game kind's (www/games/): the board of each
// kind is made here once, and the kind of the game in the store speaks for it.

import init, { rulesets } from "../pkg/desert_games.js";
import { GameStore, piecesLost, lineOf, newGameId } from "./session/store.js";
import { ActionPath } from "./session/actions.js";
import { ComputerScheduler } from "./session/scheduler.js";
import { startGame, startNextGame, openSave, resume, startFromLink } from "./session/opening.js";
import { SessionKeeper, holdsPlay } from "./session/storage.js";
import { PastGames } from "./session/past-games.js";
import { withFriend } from "./session/seats.js";
import { FriendGame } from "./friend/friend-game.js";
import { FriendThrows } from "./friend/friend-throws.js";
import { Letters } from "./friend/letters.js";
import { readLink, embedNotifier } from "./session/link.js";
import { ComputerPlayer } from "./engine/computer.js";
import { engineInput } from "./engine/engine-source.js";
import { KINDS, BOARD_STATE_FIELDS, kindOf, fitSettings, isShown } from "./games/index.js";
import { GameTimeline } from "./record/timeline.js";
import { GameReview } from "./record/review.js";
import { Announcer } from "./access/announce.js";
import { attachShortcuts } from "./access/shortcuts.js";
import { attachMoveEntry } from "./access/move-entry.js";
import { StatusLine } from "./page/status.js";
import { GameControls } from "./page/controls.js";
import { MoveConfirm } from "./page/move-confirm.js";
import { Preferences } from "./page/preferences.js";
import { attachPageSettings } from "./page/page-settings.js";
import { NewGamePanel } from "./page/panel.js";
import { FriendDialog } from "./page/friend-dialog.js";
import { keepOffline } from "./page/offline.js";
import { Home, welcomedBefore } from "./home/home.js";
import { PastGamesView } from "./home/past-games-view.js";
import { addressedScreen, addressGame } from "./home/screen-address.js";
import { KeptGameLine } from "./page/kept-game.js";
import { reloadKeeping, takeKeptScreen } from "./page/language-reload.js";
import { SoundSwitch } from "./sound/sound-switch.js";
import { SoundPlayer } from "./sound/sound-player.js";
import { Hints, hintsAllowed } from "./page/hints.js";
import { courseOf } from "./learn/lesson.js";
import { startCourse } from "./learn/lesson-panel.js";
import { errorText, messageOf, words } from "./lang/text.js";
import { languageCode, languageSwitch, rulesPage, translatePage } from "./lang/language.js";

const {
  GAME_NAMES, SIDE_NAMES, seatLabel, seriesAnnouncement, extraMoveAnnouncement, moveEntryHint, updateReadyText, updateButtonText,
  badLinkText, loadFailedText, engineFailedText, computerFailedText, restoreFailedText, KEPT_ASIDE_TEXT, KEPT_IN_PLACE_TEXT, notSavedText,
  FRIEND, friendRefusedText, drawOfferQuestion, DRAW_ACCEPT, DRAW_DECLINE, LETTERS,
} = words;

const $ = (id) => document.getElementById(id);
const messageLine = $("message");

function showMessage(text, isError = false) {
  messageLine.textContent = text;
  messageLine.classList.toggle("error", isError);
}

translatePage();
// The player's choices about the page: confirm each move (off by default), and
// the theme, in place before the engine loads so the page never flashes another.
const preferences = new Preferences();
attachPageSettings({ confirmMoves: $("confirm-moves"), theme: $("theme") }, preferences);
// What shows beyond the game, for a language switch to bring back (set once the views are made).
let screenNow = () => null;
languageSwitch($("language"), () => reloadKeeping(screenNow()));
$("rules-link").href = rulesPage(languageCode);

try {
  await init(engineInput);
} catch (error) {
  $("turn-text").textContent = loadFailedText;
  showMessage(engineFailedText(messageOf(error)), true); // the browser's words: no engine reason to translate
  throw error;
}

const ruleSets = rulesets().filter(isShown);
keepOffline((activate) => {
  $("update-text").textContent = updateReadyText;
  $("update-button").textContent = updateButtonText;
  $("update-button").onclick = activate;
  $("update-ready").hidden = false;
});

// What the address asked for (a shared game, or an embedding page's wishes).
// A link that asks for a read-only board gets one even when the rest of it is refused.
const link = readLink();
const readOnly = Boolean(link?.readonly);
const embedded = Boolean(link?.embed);
// Lessons and practice play on the same board, but never touch the game kept on the device.
const learning = embedded ? null : courseOf(link);
document.documentElement.classList.toggle("embedded", embedded);
document.documentElement.classList.toggle("learning", Boolean(learning));
document.documentElement.classList.toggle("readonly", readOnly);

const store = new GameStore();
// The kind of the game in the store, which speaks for it wherever games differ.
const kindNow = () => kindOf(store.game.ruleset());
// Who plays each seat; in a friend game, the seats the friend's device plays are marked `remote`.
const seats = () => withFriend(kindNow().seatsOf(store.settings), store.settings.friend);
const computer = new ComputerPlayer();
const actions = new ActionPath({ store, seats, facesFair: () => kindNow().facesFair(store.settings, seats()) });
actions.holdWhen("read-only", () => readOnly);

const timeline = new GameTimeline({
  elements: {
    list: $("move-list"), first: $("history-first"), back: $("history-back"), forward: $("history-forward"), last: $("history-last"),
    toggle: $("history-toggle"), panel: $("history"), viewing: $("viewing"), viewingText: $("viewing-text"), viewingBack: $("viewing-back"),
    boardArea: $("board").parentElement,
  },
  store,
  onShow: () => renderAll(),
  showMessage,
  kindNotation: (report) => kindNow().listedMove(report),
});
actions.holdWhen("viewing", (by) => by === "person" && timeline.viewing);
const review = new GameReview({
  elements: {
    button: $("review"), panel: $("review-panel"), progress: $("review-progress"), canvas: $("review-graph"), counts: $("review-counts"), note: $("review-note"),
  },
  store,
  timeline,
  onChange: () => renderAll(),
});

const moveConfirm = new MoveConfirm({
  elements: { line: $("confirm-line"), question: $("confirm-question"), play: $("confirm-play"), cancel: $("confirm-cancel") },
  store, actions,
  // A lesson's moves are judged as played, and an embedded board's belong to the embedding page.
  on: () => preferences.get("confirmMoves") && !learning && !embedded,
  shownMove: (entry) => kindNow().shownMove(entry),
  onChange: () => renderAll(),
  showMessage,
});

// Each kind's board, made once; the one whose kind the game is shows it.
const boardOf = new Map(KINDS.map((kind) => [kind, kind.createBoard({
  $, store, actions, seats, timeline, showMessage,
  better: () => review.betterSquares(),
  pending: () => moveConfirm.pending,
  active: () => kindNow() === kind,
  onBusy: () => status.render(),
})]));
const boards = [...boardOf.values()];
const boardNow = () => boardOf.get(kindNow());
const whenIdle = () => Promise.all(boards.map((board) => board.whenIdle()));

const scheduler = new ComputerScheduler({
  store, actions, computer, whenIdle,
  paceMs: () => boardNow().paceMs,
  onChange: () => renderAll(),
  onFailure: (error) => showMessage(computerFailedText(errorText(error)), true),
  // Tabs showing the game stored on this device take turns to answer.
  alone: (task) => (kept ? kept.alone(task) : task()),
});

const status = new StatusLine({
  elements: {
    gameName: $("game-name"), matchup: $("matchup"), turnText: $("turn-text"), thinking: $("thinking"), result: $("result"), matchScore: $("match-score"),
    ruleNote: $("rule-note"), barrier: $("barrier"),
  },
  store,
  thinking: () => scheduler.thinking,
  shownTurn: () => boardNow().shownTurn(),
  kind: kindNow,
});

// A friend on another device: the game starts once the two devices are connected.
const friend = new FriendGame({
  store, actions, seats, fit: fitSettings, whenIdle,
  view: {
    changed: () => {
      friendDialog.changed();
      renderAll();
    },
    refused: (error, byFriend) => showMessage(friendRefusedText(errorText(error), byFriend), true),
    told: (news) => {
      showMessage(FRIEND[news], news === "notConnected");
      if (friendDialog.isOpen) friendDialog.status(FRIEND[news], news === "notConnected");
    },
    ask: (question, { side }) => (question === "draw"
      ? controls.ask(drawOfferQuestion(side), DRAW_ACCEPT, DRAW_DECLINE)
      : controls.ask(FRIEND.undoQuestion, FRIEND.undoAccept, FRIEND.undoRefuse)),
  },
});
const friendDialog = new FriendDialog({ $, friend });
// A page closed or reloaded takes its connection with it: closed here, the
// friend's device hears of it at once instead of after its silence runs out.
addEventListener("pagehide", () => friend.drop());
// Its Seig throws, made by both devices.
new FriendThrows({ friend, store, actions, whenIdle, refused: (error) => showMessage(errorText(error), true) });

// A friend elsewhere, by links: each move goes in a link the player sends.
const letters = new Letters({
  store, fit: fitSettings, ask: (...question) => controls.ask(...question), tell: (text) => showMessage(text), words: LETTERS,
});
$("letter-send").addEventListener("click", () => letters.send($("letter-link")));
const showLetterLine = () => {
  $("letter-line").hidden = !letters.active || !(store.over || actions.actor()?.remote);
};
// The link shown belongs to the position it was made for.
store.subscribe(({ type }) => {
  if (type !== "settings") $("letter-link").hidden = true;
  showLetterLine();
});

const panel = new NewGamePanel($("new-game-dialog"), ruleSets, (chosen) => {
  // By links the game starts here at once, the friend's seats theirs.
  if (chosen.opponent === "letters") {
    const remote = kindOf(chosen.ruleset).friendSeats({ ...chosen, opponent: "friend" });
    begin(() => startGame(store, { ...chosen, opponent: "human", matchLength: 1, friend: { id: newGameId(), remote, letters: true } }));
    return;
  }
  const remote = kindOf(chosen.ruleset).friendSeats(chosen);
  if (remote) friendDialog.open({ plan: { settings: { ...chosen, matchLength: 1 }, remote } });
  else begin(() => startGame(store, chosen));
});

const controls = new GameControls({
  elements: {
    newGame: $("new-game"), nextGame: $("next-game"), undo: $("undo"), redo: $("redo"), offerDraw: $("offer-draw"), resign: $("resign"),
    share: $("share"), shareLink: $("share-link"), exportFile: $("export"), importButton: $("import"), importFile: $("import-file"),
    moreMenu: $("share").closest("details"),
    askDialog: $("ask-dialog"), askQuestion: $("ask-question"), askYes: $("ask-yes"), askNo: $("ask-no"),
  },
  store, seats, computer, scheduler, friend,
  readOnly: () => readOnly,
  openNewGame: () => panel.open(store.settings),
  nextGame: () => begin(() => startNextGame(store)),
  openSave: (text) => openSave(store, text, fitSettings),
  resultText: () => status.resultText(),
  showMessage,
});

// Turning sound on is itself a gesture, so the sounds may start from it.
const soundSwitch = new SoundSwitch($("sound"), { fixed: embedded ? link.sound : null, onChange: () => sounds.wake() });
const sounds = new SoundPlayer(store, { on: () => soundSwitch.on, flightMs: () => boardNow().flightMs });

const hints = new Hints({
  elements: { button: $("hint"), count: $("hints-used") },
  store, actions, computer,
  allowed: () => hintsAllowed(store.settings, Boolean(learning)),
  show: (move) => boardNow().pickFor(move),
  showMessage,
});

// An actor's name in words: a Seig seat's own, else the side's.
const actorName = (side, seat) => {
  const sitting = seats()[side][seat];
  return sitting.name ? seatLabel(sitting) : SIDE_NAMES[side];
};

const liveRegion = document.createElement("div");
liveRegion.className = "visually-hidden";
liveRegion.setAttribute("aria-live", "polite");
liveRegion.dataset.testid = "announcements";
messageLine.after(liveRegion);
new Announcer(liveRegion, {
  store, who: actorName, whenIdle,
  spoken: (report, words) => kindNow().spokenMove(report, words),
  gameName: () => $("game-name").textContent,
  standing() {
    const { game } = store;
    if (game.status().over) return status.resultText();
    const { act, toMove } = game.situation();
    if (act === "series") return seriesAnnouncement(toMove);
    if (act === "extra") return extraMoveAnnouncement(toMove);
    return actions.mayAct("person") ? $("turn-text").textContent : null;
  },
});

// Typed move text, read by the engine in the reader's words: played through the same path as a tap.
const MOVE_WORDS = { throw: words.THROW_WORD, ...words.STICK_LETTERS };
const moveEntry = attachMoveEntry(document.querySelector(".status"), (text) => {
  showMessage("");
  try {
    actions.act(text, "person", { typed: true, words: MOVE_WORDS });
    return true;
  } catch (error) {
    showMessage(errorText(error), true);
    return false;
  }
});

// The field suggests a legal move, as the reader would type it.
const showMoveExample = () => {
  moveEntry.placeholder = moveEntryHint(kindNow().shownMove(store.game.moves()[0]));
};

// Escape: drops a picked piece, whichever board is showing.
attachShortcuts({
  buttons: { ...Object.assign({}, ...boards.map((board) => board.shortcuts)), u: $("undo"), n: $("new-game") },
  actions: { escape: () => boardNow().cancelPick() },
});

// The one refresh of everything that shows more than the store (thinking, an
// earlier position, the review); what follows the store subscribes to it itself.
function renderAll() {
  status.render();
  controls.render();
  hints.render();
  for (const board of boards) board.render();
  review.sync();
  showMoveExample();
}
// The typed move's example and the Learn link follow the game.
store.subscribe(() => {
  showMoveExample();
  $("learn-link").href = `#learn=${store.settings.ruleset}`;
});

// Kept across reloads; an embedded board never takes the place of the player's own game.
// A save the device refuses, or a stored game that cannot be restored, is told.
const kept = embedded || learning ? null : new SessionKeeper((text, replacing) => (text || messageLine.textContent === replacing) && showMessage(text, true), {
  asideText: (reason, moved) => `${restoreFailedText(messageOf(reason))} ${moved ? KEPT_ASIDE_TEXT : KEPT_IN_PLACE_TEXT}`,
  notSavedText,
});
const keptLine = kept && new KeptGameLine({
  elements: { line: $("kept-line"), text: $("kept-text"), button: $("kept-back") },
  keeper: kept,
  current: () => store.toJSON(),
  played: () => lineOf(store.game),
  reopen: (session, refused) => begin(() => resume(store, session, fitSettings), refused),
  holdsPlay,
  tell: (text) => showMessage(text, true),
});
kept?.follow(store, (...newer) => keptLine.followOtherTab(...newer), () => keptLine.show());

// The record of past games counts the player's own games: not an embedded board's, a lesson's or a read-only one's.
const pastGames = kept && !readOnly ? new PastGames() : null;
pastGames?.follow(store, seats, () => home?.open && pastGamesView.render());

// The embedding page hears of every move, whoever made it, and of the end once.
const notifyEmbedder = embedNotifier(link);
let endTold = false;
store.subscribe(({ type, reports = [] }) => {
  if (type === "replaced") endTold = false;
  if (type === "played" || type === "redone") {
    for (const { move, captured, side, seat } of reports) notifyEmbedder("move", { move, captured, side, seat });
  }
  const ending = store.game.status();
  if (ending.over && !endTold) {
    endTold = true;
    notifyEmbedder("end", ending);
  }
});

// Runs `open` (which fills the store or throws why not); a refusal leaves
// the game in progress and says why. Returns whether it opened.
function begin(open, refused = (reason) => showMessage(reason, true)) {
  try {
    open();
    showMessage("");
    return true;
  } catch (error) {
    refused(errorText(error));
    return false;
  }
}

const defaultSettings = {
  // The first game the engine lists.
  ruleset: ruleSets[0].id,
  options: { ...ruleSets[0].options },
  opponent: "computer",
  level: "medium",
  humanSide: 0,
  matchLength: 1,
};

// The game to open with: the link's, else (not embedded) the one a reload
// interrupted, else a fresh one. What is refused is said, and what is stored
// stays; a stored session kept aside is still told, whatever the link does.
function openFirstGame() {
  if (learning) {
    lesson.show(0);
    return;
  }
  const session = kept?.load() ?? null;
  const tellOpening = (linkRefusal = "") => {
    const text = [kept?.asideNotice, linkRefusal].filter(Boolean).join(" ");
    if (text) showMessage(text, true);
  };
  const fallback = () => {
    if (session && begin(() => resume(store, session, fitSettings), (reason) => kept.setAside(reason))) return;
    startGame(store, defaultSettings);
  };
  if (!link) {
    fallback();
    return;
  }
  if (link.error) {
    fallback();
    tellOpening(badLinkText(errorText(link.error)));
    return;
  }
  // An invitation from a friend: the game here stays as it is until the two devices are connected.
  if (link.join) {
    fallback();
    friendDialog.open({ invitation: link.join, invite: false });
    history.replaceState(null, "", location.pathname + location.search);
    return;
  }
  // A friend's move in a game played by links: judged against the game stored here.
  if (link.letter !== undefined) {
    fallback();
    letters.open(link.letter).catch((error) => showMessage(badLinkText(errorText(error)), true));
    history.replaceState(null, "", location.pathname + location.search);
    return;
  }
  let refusal = null;
  if (!begin(() => startFromLink(store, link, session?.settings ?? defaultSettings, ruleSets, fitSettings), (reason) => (refusal = reason))) {
    fallback();
    tellOpening(badLinkText(refusal));
    return;
  }
  tellOpening();
  // The game in progress the link's game replaced is kept, to go back to.
  if (session && holdsPlay(session)) kept.keepLoaded();
  // The link is used: a reload now continues from the stored session.
  if (!embedded) history.replaceState(null, "", location.pathname + location.search);
}
// Lessons and practice take the board, their panel beside it.
const lesson = learning ? await startCourse({ course: learning, $, store, actions }) : null;
// The one-file copy carries the rules in the page (tools/one-file.mjs): a
// link to the rules (the header's, a home card's) opens them there, at the
// game it names, else at the game being played.
const rulesDialog = $("rules-dialog");
if (rulesDialog) {
  document.addEventListener("click", async (event) => {
    const rulesLink = event.target.closest(`a[href^="${rulesPage(languageCode)}"]`);
    if (!rulesLink) return;
    event.preventDefault();
    const { openRules } = await import("./rules/rules-dialog.js");
    openRules(rulesDialog, new URL(rulesLink.href).hash.slice(1) || store.settings.ruleset);
  });
}
openFirstGame();
// The home, over the board: asked for by its address (the title's link, Back
// from the game, a reload there), or met by someone with no game of their own
// here, who came by no link and has not been here before. Elsewhere the
// address names the game. Embeds and lessons have no home.
const pastGamesView = pastGames && new PastGamesView({
  elements: { section: $("past-games"), title: $("past-games-title"), empty: $("past-games-empty"), table: $("past-games-table"), remove: $("past-games-delete") },
  pastGames,
  ask: (...question) => controls.ask(...question),
});
const home = embedded || learning ? null : new Home({
  elements: { home: $("home"), play: $("play"), cards: $("home-cards"), continueLine: $("home-continue-line"), continueButton: $("home-continue") },
  rulesets: ruleSets,
  rulesHref: (ruleset) => `${rulesPage(languageCode)}#${ruleset}`,
  // The player's last choices of opponent and level, the chosen game's own options.
  play: (ruleset) => panel.open({ ...store.settings, ruleset, options: ruleset === store.settings.ruleset ? store.settings.options : {} }),
  stored: () => (welcomedBefore() ? GAME_NAMES[store.settings.ruleset] : null),
  shown: () => {
    panel.close();
    pastGamesView?.render();
  },
});
if (home && (addressedScreen() === "home" || (!link && kept?.loaded === null && !welcomedBefore()))) home.show();
else if (home && readLink() === null) addressGame();
// The screen as it was before a language switch.
screenNow = () => ({ step: lesson?.index ?? 0, shown: timeline.viewing ? timeline.shownCount : null, reviewing: review.isOpen });
const { step = 0, shown = null, reviewing = false } = takeKeptScreen() ?? {};
if (step > 0) lesson?.show(step);
if (shown !== null) timeline.view(shown);
if (reviewing && store.over) review.open();
// A friend game a reload interrupted says so, with the way to reconnect.
friendDialog.changed();
keptLine?.show();
renderAll();
document.documentElement.classList.remove("loading");

// Back and Forward between the home and the game change screens; a link
// opened in a tab that already shows the game changes only the fragment, and reloads.
const followAddress = () => {
  const screen = home && addressedScreen();
  if (screen === "home") home.show();
  else if (screen === "playing" && home.open) home.leave({ push: false });
  return Boolean(screen);
};
window.addEventListener("popstate", followAddress);
window.addEventListener("hashchange", () => followAddress() || location.reload());

// `make()`'s value, made at the first call and kept.
function once(make) {
  let made;
  let done = false;
  return () => {
    if (!done) [made, done] = [make(), true];
    return made;
  };
}

// An object whose fields are the values of these functions, each called when the field is first read.
const computedFields = (fields) =>
  Object.defineProperties({}, Object.fromEntries(Object.entries(fields).map(([name, make]) => [name, { get: once(make), enumerable: true }])));

// Read-only handle for tests and curious players: the game, a snapshot of the
// page's state, and where a square's centre is on screen (viewport CSS pixels).
window.desertGames = Object.freeze({
  get game() {
    return store.game;
  },
  // The lesson being taken, if any: its steps' ids, which one shows, the verdict on it, and a practice position's solutions.
  get lesson() {
    return lesson && {
      steps: lesson.steps.map(({ id }) => id), index: lesson.index, verdict: lesson.verdict, solutions: lesson.step.goal.moves ?? null,
    };
  },
  // Each field is worked out when read: a test that waits on one or two
  // fields every frame (whose turn, whether anything moves) does not pay for
  // the board's whole state each time; reading all (a copy to the test) gives all.
  get state() {
    const { game, settings, match } = store;
    const status = once(() => game.status());
    const board = once(() => boardNow().debugState(scheduler.thinking ? "think" : scheduler.failed ? "failed" : null));
    return computedFields({
      ruleset: () => settings.ruleset,
      settings: () => structuredClone(settings),
      phase: () => game.phase(),
      toMove: () => (status().over ? null : game.toMove()),
      over: () => status().over,
      status,
      legalMoves: () => game.legalMoves(),
      humanTurn: () => actions.mayAct("person"),
      thinking: () => scheduler.thinking,
      computer: () => scheduler.debugState(),
      animating: () => boards.some((board) => board.animating),
      ...Object.fromEntries(BOARD_STATE_FIELDS.map((name) => [name, () => board()[name]])), // the board's own
      captured: () => piecesLost(store.reports), // [light, dark] pieces in the trays
      panelOpen: () => panel.isOpen,
      match: () => ({ length: match.length, wins: match.wins(), over: store.matchAfterGame.over }),
      viewing: () => (timeline.viewing ? timeline.shownCount : null), // moves played up to the earlier position shown
      canRedo: () => store.canRedo,
      review: () => review.debugState(),
    });
  },
  sticksGround: () => boardNow().sticksGround?.() ?? null,
  // The friend game's connection, for tests: its state, a message sent as it is, one taken as if
  // the channel had delivered it (resolves once handled), the connection closed.
  friend: Object.freeze({
    get state() {
      return friend.state;
    },
    sendRaw: (text) => friend.sendRaw(text),
    receiveRaw: (text) => friend.delivered(text),
    drop: () => friend.drop(),
  }),
  squareCenter: (name) => boardNow().squareCenterOnPage(name),
});
