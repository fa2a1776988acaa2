// @ts-check
// The page's composition, wiring only: loads the engine, makes the one store
// of the game, the one path for moves and the one scheduler for the computer,
// and hands them to the views. Each view subscribes to the store for itself,
// and hears the page's one refresh there (`store.refresh()`). What differs
// between games is the game kind's (www/games/): the kind of the game in the
// store speaks for it.

import init, { rulesets } from "../pkg/desert_games.js";
import { GameStore } from "./session/store.js";
import { ActionPath } from "./session/actions.js";
import { ComputerScheduler } from "./session/scheduler.js";
import { startGame, startNextGame, openSave, resume } from "./session/opening.js";
import { openFirstGame, opener } from "./session/first-game.js";
import { PastGames } from "./session/past-games.js";
import { withFriend } from "./session/seats.js";
import { readLink, tellEmbedder } from "./session/link.js";
import { attachFriends } from "./friend/friend-wiring.js";
import { ComputerPlayer } from "./engine/computer.js";
import { engineInput } from "./engine/engine-source.js";
import { KINDS, kindOf, fitSettings, createBoards } from "./games/index.js";
import { GameTimeline } from "./record/timeline.js";
import { GameReview } from "./record/review.js";
import { attachAnnouncer } from "./access/announce.js";
import { attachShortcuts } from "./access/shortcuts.js";
import { attachMoveEntry } from "./access/move-entry.js";
import { StatusLine } from "./page/status.js";
import { GameControls } from "./page/controls.js";
import { MoveConfirm } from "./page/move-confirm.js";
import { Preferences } from "./page/preferences.js";
import { attachPageSettings } from "./page/page-settings.js";
import { NewGamePanel } from "./page/panel.js";
import { offerUpdates } from "./page/offline.js";
import { exposeTestHandle } from "./page/test-handle.js";
import { attachHome, welcomedBefore } from "./home/home.js";
import { followAddress } from "./home/screen-address.js";
import { keepOnDevice } from "./page/kept-game.js";
import { reloadKeeping, takeKeptScreen } from "./page/language-reload.js";
import { SoundSwitch } from "./sound/sound-switch.js";
import { SoundPlayer } from "./sound/sound-player.js";
import { Hints, hintsAllowed } from "./page/hints.js";
import { courseOf } from "./learn/lesson.js";
import { startCourse } from "./learn/lesson-panel.js";
import { openRulesInPage } from "./rules/rules-in-page.js";
import { MOVE_WORDS, errorText, messageOf, words } from "./lang/text.js";
import { languageCode, languageSwitch, rulesPage, translatePage } from "./lang/language.js";

const { GAME_NAMES, moveEntryHint, loadFailedText, engineFailedText, computerFailedText } = words;

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
/** @type {HTMLAnchorElement} */ ($("rules-link")).href = rulesPage(languageCode);

try {
  await init(engineInput);
} catch (error) {
  $("turn-text").textContent = loadFailedText;
  showMessage(engineFailedText(messageOf(error)), true); // the browser's words: no engine reason to translate
  throw error;
}

const ruleSets = rulesets();
offerUpdates($);

// What the address asked for (a shared game, or an embedding page's wishes).
// A link that asks for a read-only board gets one even when the rest of it is refused.
const link = readLink();
const readOnly = Boolean(link?.readonly);
const embedded = Boolean(link?.embed);
// Lessons and practice play on the same board, but never touch the game kept on the device.
const learning = embedded ? null : courseOf(link);
for (const [name, on] of Object.entries({ embedded, learning: Boolean(learning), readonly: readOnly })) document.documentElement.classList.toggle(name, on);

const store = new GameStore();
// The kind of the game in the store, which speaks for it wherever games differ.
const kindNow = () => kindOf(store.game.ruleset());
// Who plays each seat; in a friend game, the seats the friend's device plays are marked `remote`.
const seats = () => withFriend(kindNow().seatsOf(store.settings), store.settings.friend);
const computer = new ComputerPlayer();
const actions = new ActionPath({ store, seats });
actions.holdWhen("read-only", () => readOnly);
const begin = opener(showMessage);

const timeline = new GameTimeline({
  elements: {
    list: $("move-list"), first: $("history-first"), back: $("history-back"), forward: $("history-forward"), last: $("history-last"),
    toggle: $("history-toggle"), panel: $("history"), viewing: $("viewing"), viewingText: $("viewing-text"), viewingBack: $("viewing-back"),
    boardArea: $("board-area"),
  },
  store, showMessage, kindNotation: (report) => kindNow().listedMove(report),
});
actions.holdWhen("viewing", (by) => by === "person" && timeline.viewing);
const review = new GameReview({
  elements: { button: $("review"), panel: $("review-panel"), progress: $("review-progress"), canvas: $("review-graph"), counts: $("review-counts"), note: $("review-note") },
  store, timeline,
});
const moveConfirm = new MoveConfirm({
  elements: { line: $("confirm-line"), question: $("confirm-question"), play: $("confirm-play"), cancel: $("confirm-cancel") },
  store, actions, showMessage,
  // A lesson's moves are judged as played, and an embedded board's belong to the embedding page.
  on: () => preferences.get("confirmMoves") && !learning && !embedded,
  shownMove: (entry) => kindNow().shownMove(entry),
});

// Each kind's board; every one is set what shows around the game: the position shown, its seats, the review's better move, the move waiting.
const boards = createBoards({
  $, store, actions, showMessage,
  shown: () => ({ game: timeline.shownGame, shownCount: timeline.shownCount, viewing: timeline.viewing, seats: seats(), better: review.betterSquares(), pending: moveConfirm.pending }),
});
const boardNow = () => boards.get(kindNow());
const whenIdle = () => Promise.all([...boards.values()].map((board) => board.whenIdle()));

const scheduler = new ComputerScheduler({
  store, actions, computer, whenIdle,
  paceMs: () => boardNow().paceMs,
  onFailure: (error) => showMessage(computerFailedText(errorText(error)), true),
  // Tabs showing the game stored on this device take turns to answer.
  alone: (task) => (kept ? kept.alone(task) : task()),
});
const status = new StatusLine({
  elements: {
    gameName: $("game-name"), matchup: $("matchup"), turnText: $("turn-text"), thinking: $("thinking"), result: $("result"), matchScore: $("match-score"),
    ruleNote: $("rule-note"), barrier: $("barrier"),
  },
  store, kind: kindNow, thinking: () => scheduler.thinking, shownTurn: () => boardNow().shownTurn(),
});

// A friend on another device, or by links; then what each kind adds to the action path and the friend game.
const { friend, dialog: friendDialog, letters, startChosen } = attachFriends({
  $, store, actions, seats, fit: fitSettings, whenIdle, ask: (...question) => controls.ask(...question), showMessage,
});
for (const kind of KINDS) kind.attach({ store, actions, seats, friend, whenIdle, refused: (error) => showMessage(errorText(error), true), ours: (ruleset) => kindOf(ruleset) === kind });

// A game chosen in the panel starts here, or with a friend once connected, or by links.
const panel = new NewGamePanel($("new-game-dialog"), ruleSets, (chosen) => startChosen(chosen, (settings) => begin(() => startGame(store, settings))));

const controls = new GameControls({
  elements: {
    newGame: $("new-game"), nextGame: $("next-game"), undo: $("undo"), redo: $("redo"), offerDraw: $("offer-draw"), resign: $("resign"),
    share: $("share"), shareLink: $("share-link"), exportFile: $("export"), importButton: $("import"), importFile: $("import-file"),
    moreMenu: $("share").closest("details"),
    askDialog: $("ask-dialog"), askQuestion: $("ask-question"), askYes: $("ask-yes"), askNo: $("ask-no"),
  },
  store, seats, computer, scheduler, friend, showMessage,
  readOnly: () => readOnly,
  openNewGame: () => panel.open(store.settings),
  nextGame: () => begin(() => startNextGame(store)),
  openSave: (text) => openSave(store, text, fitSettings),
  resultText: () => status.resultText(),
});

// Turning sound on is itself a gesture, so the sounds may start from it.
const soundSwitch = new SoundSwitch($("sound"), { fixed: embedded ? link.sound : null, onChange: () => sounds.wake() });
const sounds = new SoundPlayer(store, { on: () => soundSwitch.on, flightMs: (report) => (kindNow().throwsSticks(report) ? boardNow().flightMs : null), series: (report) => kindNow().seriesGoesOn(report) });

const hints = new Hints({
  elements: { button: $("hint"), count: $("hints-used") },
  store, actions, computer, showMessage,
  allowed: () => hintsAllowed(store.settings, Boolean(learning)),
  show: (move) => boardNow().pickFor(move),
});

attachAnnouncer(messageLine, {
  store, whenIdle,
  who: (side, seat) => kindNow().actorName(seats()[side][seat], side),
  spoken: (report, words) => kindNow().spokenMove(report, words),
  gameName: () => $("game-name").textContent,
  // What stands now: the result, what the rules ask beyond whose turn it is, else the turn when a person acts.
  standing: () => (store.over ? status.resultText()
    : kindNow().actAnnouncement(store.game.situation()) ?? (actions.mayAct("person") ? $("turn-text").textContent : null)),
});

// Typed move text, read by the engine in the reader's words: played through the same path as a tap.
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
// The field suggests a legal move as the reader would type it; the Learn link follows the game.
store.subscribe(() => {
  moveEntry.placeholder = moveEntryHint(kindNow().shownMove(store.game.moves()[0]));
  /** @type {HTMLAnchorElement} */ ($("learn-link")).href = `#learn=${store.settings.ruleset}`;
});

// Escape: drops a picked piece, whichever board is showing.
attachShortcuts({
  buttons: { ...Object.assign({}, ...[...boards.values()].map((board) => board.shortcuts)), u: $("undo"), n: $("new-game") },
  actions: { escape: () => boardNow().cancelPick() },
});

// Kept across reloads; an embedded board or a lesson never takes the place of the player's own game.
const { kept = null, line: keptLine = null } = embedded || learning ? {}
  : keepOnDevice({ $, store, showMessage, reopen: (session, refused) => begin(() => resume(store, session, fitSettings), refused) });
tellEmbedder(link, store);

// Lessons and practice take the board, their panel beside it.
const lesson = learning ? await startCourse({ course: learning, $, store, actions }) : null;
// The one-file copy opens the rules in the page, at the game a link names, else at the game being played.
openRulesInPage($("rules-dialog"), rulesPage(languageCode), () => store.settings.ruleset);
if (lesson) lesson.show(0);
else {
  openFirstGame({
    store, link, kept, ruleSets, fit: fitSettings, begin, showMessage,
    invited: (invitation) => friendDialog.open({ invitation, invite: false }),
    letter: (text) => letters.open(text),
  });
}
// The home, over the board; embeds and lessons have none. Its record of past games counts the player's own games only.
const home = kept && attachHome({
  $, store, seats, pastGames: readOnly ? null : new PastGames(), ask: (...question) => controls.ask(...question), firstVisit: !link && kept.loaded === null,
  rulesets: ruleSets,
  rulesHref: (ruleset) => `${rulesPage(languageCode)}#${ruleset}`,
  // The player's last choices of opponent and level, the chosen game's own options.
  play: (ruleset) => panel.open({ ...store.settings, ruleset, options: ruleset === store.settings.ruleset ? store.settings.options : {} }),
  stored: () => (welcomedBefore() ? GAME_NAMES[store.settings.ruleset] : null),
  shown: () => panel.close(),
});
// The screen as it was before a language switch.
screenNow = () => ({ step: lesson?.index ?? 0, shown: timeline.viewing ? timeline.shownCount : null, reviewing: review.isOpen });
const { step = 0, shown = null, reviewing = false } = takeKeptScreen() ?? {};
if (step > 0) lesson?.show(step);
if (shown !== null) timeline.view(shown);
if (reviewing && store.over) review.open();
// A friend game a reload interrupted says so, with the way to reconnect.
friendDialog.changed();
keptLine?.show();
store.refresh();
document.documentElement.classList.remove("loading");
if (!home) followAddress(null);

exposeTestHandle({ store, actions, scheduler, boards, boardNow, lesson: () => lesson, panel, timeline, review, friend });
