// @ts-check
// Where a game comes from: new settings, the session a reload interrupted,
// or a save from a link or a file. Each either puts a game in the store or
// throws why not, leaving the game in progress, and what is stored, as it was.
// `fit(settings, given, otherwise)` is the kind's say on who plays (its
// `fitSettings`, www/games/index.js): one opponent, or a team's seats.

import { Game, rulesets } from "../../pkg/desert_games.js";
import { Match } from "./match.js";
import { replayReports, validGameId } from "./store.js";
import { Refusal } from "./actions.js";
import { validFriend } from "./seats.js";
const LEVELS = ["easy", "medium", "hard"];
const MATCH_LENGTHS = [1, 3, 5, 7];

// The longest record a link or a file may bring: longer ones would take a
// phone too long to replay and list. A game played here is always resumed.
export const MOST_PLIES = 20000;
// The largest file opened as a save, measured before it is read: the
// longest game's save is well under a megabyte, and a file far larger
// would fill a phone's memory only to be refused.
export const MOST_SAVE_MEGABYTES = 4;

// The rule set's entry in rulesets(): its default options, and in its
// capabilities the option that says who starts, which a match alternates,
// and the one that seeds its throws.
export const infoOf = (ruleset) => rulesets().find(({ id }) => id === ruleset);
const firstMoverOption = (ruleset) => infoOf(ruleset)?.capabilities.firstMover ?? null;
const seedOption = (ruleset) => infoOf(ruleset)?.capabilities.seed ?? null;

// A chosen seed gives each game of a match its own throws, still reproducible;
// seeds past 2^53 travel as text, and past 2^64-1 wrap round to 0, so every
// game of the match has a seed the engine takes.
function seedOfGame(seed, gameNumber) {
  const next = BigInt.asUintN(64, BigInt(seed) + BigInt(gameNumber - 1));
  return next <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(next) : String(next);
}

// The engine's game for the match's current game under `settings`.
function freshGame(settings, match) {
  const options = { ...settings.options };
  const firstOption = firstMoverOption(settings.ruleset);
  if (firstOption) options[firstOption] = match.currentFirstSide;
  const seed = seedOption(settings.ruleset);
  if (seed && options[seed] !== undefined && options[seed] !== null) options[seed] = seedOfGame(options[seed], match.gameNumber);
  return new Game(settings.ruleset, options);
}

// Starts a match of `settings` (a fresh one unless `match` is given); the
// options the settings leave out take their defaults, so a match alternates
// who starts whatever the settings named.
export function startGame(store, settings, match = null) {
  const defaults = infoOf(settings.ruleset)?.options ?? {};
  const full = { ...settings, options: { ...defaults, ...settings.options } };
  // The options as given are the engine's to judge before a match alternates
  // who starts: a first mover of 2 is refused with the option's name, not turned into 0.
  if (!match) new Game(full.ruleset, full.options).free();
  const firstOption = firstMoverOption(full.ruleset);
  const chosen = match ?? new Match(full.matchLength, firstOption ? full.options[firstOption] : 0);
  store.replace({ game: freshGame(full, chosen), settings: full, match: chosen });
}

// The match's next game: the finished one's result counts now.
export function startNextGame(store) {
  startGame(store, store.settings, store.matchAfterGame);
}

// The one way a save becomes a game here: the engine replays it (and
// refuses what is no game). One brought from elsewhere (a link, a file, a
// friend's letter) is refused when too long to open here; the session a
// reload interrupted was played here and always resumes.
export function gameOfSave(save, { brought = true } = {}) {
  const game = Game.fromJSON(save);
  const plies = game.history().length;
  if (brought && plies > MOST_PLIES) {
    game.free();
    throw new Refusal("record-too-long", { plies, most: MOST_PLIES });
  }
  return game;
}

// Settings that fit `game`: its rule set and options, the rest as given where valid.
function settingsFor(game, given, fit) {
  const settings = {
    ruleset: game.ruleset(),
    options: game.options(),
    opponent: null, // the kind's to say
    level: LEVELS.includes(given.level) ? given.level : "medium",
    hints: given.hints === true,
    humanSide: [0, 1].includes(given.humanSide) ? given.humanSide : 0,
    matchLength: MATCH_LENGTHS.includes(given.matchLength) ? given.matchLength : 1,
    // A friend game stays one, so a reload can reconnect it.
    ...(validFriend(given.friend) ? { friend: given.friend } : {}),
  };
  return fit(settings, given, "human");
}

// A save (Game.toJSON text) as a fresh one-game match between two players
// here (the friend who sent it plays the other side), unless `wishes` say otherwise.
export function openSave(store, save, fit, wishes = {}) {
  const game = gameOfSave(save);
  const settings = settingsFor(game, { ...store.settings, opponent: wishes.opponent ?? "human", level: wishes.level ?? store.settings?.level, matchLength: 1 }, fit);
  store.replace({ game, settings, match: new Match(1, 0), reports: replayReports(game) });
}

// The session a reload interrupted ({ settings, match, game }). Its game
// decides the rule set and options, whatever the settings beside it say.
export function resume(store, session, fit) {
  const game = gameOfSave(session.game, { brought: false });
  const settings = settingsFor(game, session.settings ?? {}, fit);
  const saved = session.match ?? {};
  const winners = Array.isArray(saved.winners) ? saved.winners.filter((winner) => [0, 1, null].includes(winner)) : [];
  // Sessions stored before results counted at the next game held this one's already.
  if (session.recorded && game.status().over) winners.pop();
  const length = MATCH_LENGTHS.includes(saved.length) ? saved.length : 1;
  const match = new Match(length, [0, 1].includes(saved.firstSide) ? saved.firstSide : 0, winners.slice(0, length));
  const hintsUsed = Number.isSafeInteger(session.hintsUsed) && session.hintsUsed > 0 ? session.hintsUsed : 0;
  // The same game as before the reload (sessions stored before ids get a new one).
  const id = validGameId(session.id) ? session.id : undefined;
  store.replace({ game, settings: { ...settings, matchLength: length }, match, reports: replayReports(game), hintsUsed, id });
}

// The game a link asks for (`#ruleset=…&options=…`), on top of `settings`.
export function startFromLink(store, link, settings, ruleSets, fit) {
  if (link.save !== undefined) {
    openSave(store, link.save, fit, link);
    return;
  }
  const ruleset = link.ruleset ?? settings.ruleset;
  const defaults = ruleSets.find(({ id }) => id === ruleset)?.options ?? {};
  const options = { ...defaults, ...link.options };
  const wanted = { ...settings, ruleset, options, opponent: link.opponent ?? settings.opponent, level: link.level ?? settings.level, matchLength: 1 };
  startGame(store, fit(wanted, wanted, "computer"));
}

// A friend game as its two devices agree on it: `replay` is the game of
// `settings` (the rule set and options) after the record both agree on, as
// replayedGame made it (this takes it over); `friend` says who plays where.
// A friend game is a match of one game.
export function openFriendGame(store, { settings, replay, friend }, fit) {
  const { game, reports } = replay;
  try {
    const fitted = settingsFor(game, { ...settings, matchLength: 1, friend }, fit);
    store.replace({ game, settings: fitted, match: new Match(1, 0), reports });
  } catch (error) {
    game.free();
    throw error;
  }
}

// The game of `settings` after `record`, every move checked by the engine,
// with the engine's reports of them: { game, reports } (the caller frees the
// game); throws the engine's refusal, or a Refusal when the record is too long.
export function replayedGame(settings, record) {
  if (record.length > MOST_PLIES) throw new Refusal("record-too-long", { plies: record.length, most: MOST_PLIES });
  const game = new Game(settings.ruleset, settings.options);
  try {
    return { game, reports: record.map((move) => game.play(move)) };
  } catch (error) {
    game.free();
    throw error;
  }
}

// A friend game played by links, as the friend's link holds it (`game`,
// replayed and checked by the engine): `friend` says who plays where.
export function openFriendSave(store, game, friend, fit) {
  const settings = settingsFor(game, { ...store.settings, opponent: "human", matchLength: 1, friend }, fit);
  store.replace({ game, settings: { ...settings, friend }, match: new Match(1, 0), reports: replayReports(game) });
}
