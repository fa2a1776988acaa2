// The page's session store, its one action path and its one computer
// scheduler, with the built engine under Node: what the views are told, who
// may move when, and that a refusal leaves the game as it was.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const dist = (file) => pathToFileURL(path.join(root, "dist", file)).href;
const { default: init, Game } = await import(dist("pkg/desert_games.js"));
await init({ module_or_path: fs.readFileSync(path.join(root, "dist/pkg/desert_games_bg.wasm")) });
const { GameStore, replayReports, lineOf, carriesOn } = await import(dist("www/session/store.js"));
const { ActionPath } = await import(dist("www/session/actions.js"));
const { ComputerScheduler } = await import(dist("www/session/scheduler.js"));
// Who plays, as each game kind says (the page asks www/games/index.js, which needs a browser).
const gridSeats = await import(dist("www/games/grid/seats.js"));
const raceSeats = await import(dist("www/games/race/seats.js"));
const kindSeats = (settings) => (settings.ruleset === "seig" ? raceSeats : gridSeats);
const seatsOf = (settings) => kindSeats(settings).seatsOf(settings);
const fit = (settings, given, otherwise) => kindSeats(settings).fitSettings(settings, given, otherwise);
const { Match } = await import(dist("www/session/match.js"));
const { startGame, resume, openSave, MOST_PLIES } = await import(dist("www/session/opening.js"));

const VS_COMPUTER = { ruleset: "siga", options: { board: "4x5" }, opponent: "computer", level: "easy", humanSide: 0, matchLength: 1 };
const TWO_PEOPLE = { ...VS_COMPUTER, opponent: "human" };
const SEIG_SEATS = { ruleset: "seig", options: { seed: 7 }, opponent: "seats", level: "medium", humanSide: 0, matchLength: 1 };

// A store with `settings` started, the changes it announced, and its action path.
function session(settings, { readOnly = false, viewing = false, busy = false } = {}) {
  const store = new GameStore();
  const changes = [];
  store.subscribe((change) => changes.push(change));
  startGame(store, settings);
  const flags = { readOnly, viewing, busy };
  const actions = new ActionPath({ store, seats: () => seatsOf(store.settings) });
  actions.holdWhen("read-only", () => flags.readOnly);
  actions.holdWhen("viewing", (by) => by === "person" && flags.viewing);
  actions.holdWhen("busy", () => flags.busy);
  return { store, changes, actions, flags };
}

const refusalOf = (action) => {
  try {
    action();
  } catch (error) {
    return error.code;
  }
  return null;
};

test("a move goes through the one path and every subscriber hears the engine's report", () => {
  const { store, changes, actions } = session(TWO_PEOPLE);
  assert.deepEqual(changes.map(({ type }) => type), ["replaced"]);
  const report = actions.act("a2-a3", "person");
  assert.equal(report.move, "a2-a3");
  assert.equal(report.side, 0);
  assert.deepEqual(changes.at(-1), { type: "played", reports: [report], by: "person" });
  assert.deepEqual(store.reports, [report]);
  assert.deepEqual(store.game.history(), ["a2-a3"]);
});

test("a refused move leaves the game, the log and the subscribers as they were", () => {
  const { store, changes, actions } = session(TWO_PEOPLE);
  const before = store.game.toJSON();
  assert.equal(refusalOf(() => actions.act("a2-a5", "person")), "step-orthogonal");
  assert.equal(refusalOf(() => actions.act("nonsense", "person")), "unreadable");
  assert.equal(store.game.toJSON(), before);
  assert.deepEqual(store.reports, []);
  assert.equal(changes.length, 1);
});

test("read-only refuses every move of every rule set, by people and the computer alike", () => {
  for (const settings of [TWO_PEOPLE, VS_COMPUTER, { ...TWO_PEOPLE, ruleset: "seega-sudan", options: {} }, { ...TWO_PEOPLE, ruleset: "seega-egypt", options: {} }, SEIG_SEATS]) {
    const { store, actions } = session(settings, { readOnly: true });
    const [legal] = store.game.legalMoves();
    assert.equal(refusalOf(() => actions.act(legal, "person")), "read-only", settings.ruleset);
    assert.equal(refusalOf(() => actions.act(legal, "computer")), "read-only", settings.ruleset);
    assert.equal(actions.mayAct("person"), false);
    assert.deepEqual(store.game.history(), []);
  }
});

test("each seat is played only by its own player", () => {
  const { store, actions, flags } = session(VS_COMPUTER);
  assert.equal(refusalOf(() => actions.act("a2-a3", "computer")), "not-computer-turn");
  actions.act("a2-a3", "person");
  assert.equal(refusalOf(() => actions.act(store.game.legalMoves()[0], "person")), "not-your-turn");
  // Looking back stops people, not the computer.
  flags.viewing = true;
  actions.act(store.game.legalMoves()[0], "computer");
  assert.equal(refusalOf(() => actions.act(store.game.legalMoves()[0], "person")), "viewing");
  flags.viewing = false;
  flags.busy = true;
  assert.equal(refusalOf(() => actions.act(store.game.legalMoves()[0], "person")), "busy");
  assert.equal(store.game.history().length, 2);
});

test("Seig's throws and spends take the same path, seat by seat", () => {
  const { store, actions } = session({ ...SEIG_SEATS, seig: { seats: [[{ name: "A", player: "human" }], [{ name: "B", player: "computer-easy" }]] } });
  const report = actions.act("throw", "person");
  assert.ok(report.throw, "a throw reports its sticks");
  assert.equal(report.side, 0);
  assert.equal(store.reports.length, 1);
  while (store.game.toMove() === 0 && !store.over) actions.act(store.game.legalMoves()[0], "person");
  assert.equal(refusalOf(() => actions.act(store.game.legalMoves()[0], "person")), "not-your-turn");
});

test("undo against the computer takes back to the person's turn, and redo plays it all again", () => {
  const { store, changes, actions } = session(VS_COMPUTER);
  actions.act("a2-a3", "person");
  actions.act(store.game.legalMoves()[0], "computer");
  const played = store.game.history();
  const seats = seatsOf(store.settings);
  const taken = store.undo((game) => seats[game.toMove()][0].computer);
  assert.deepEqual(taken.map(({ move }) => move), played);
  assert.equal(changes.at(-1).type, "undone");
  assert.deepEqual(store.game.history(), []);
  assert.equal(store.canRedo, true);
  const replayed = store.redo();
  assert.deepEqual(replayed.map(({ move }) => move), played);
  assert.deepEqual(store.game.history(), played);
  assert.equal(store.canRedo, false);
  // Another move after an undo drops what could be redone.
  store.undo((game) => seats[game.toMove()][0].computer);
  actions.act("b2-b3", "person");
  assert.equal(store.canRedo, false);
});

test("a finished game's result counts in the match when the next game starts", () => {
  const { store } = session({ ...TWO_PEOPLE, matchLength: 3 });
  store.resign(0);
  assert.deepEqual(store.match.wins(), [0, 0], "not before the next game");
  assert.deepEqual(store.matchAfterGame.wins(), [0, 1]);
  startGame(store, store.settings, store.matchAfterGame);
  assert.deepEqual(store.match.wins(), [0, 1]);
  assert.equal(store.game.toMove(), 1, "the other side starts the second game");
});

test("a first mover out of range is refused with the option's name, not quietly made 0", () => {
  const store = new GameStore();
  assert.throws(() => startGame(store, { ...TWO_PEOPLE, ruleset: "seega-sudan", options: { firstPlacer: 2 }, matchLength: 3 }),
    (error) => error.code === "bad-option-value" && error.parts.name === "firstPlacer");
  assert.equal(store.game, null, "no game was started");
});

test("a Seig match seeded at the last seed goes on to its next games, their seeds wrapping round", () => {
  const { store } = session({ ...SEIG_SEATS, options: { seed: "18446744073709551615" }, matchLength: 3 });
  assert.equal(String(store.game.options().seed), "18446744073709551615");
  store.resign(0);
  startGame(store, store.settings, store.matchAfterGame);
  assert.equal(String(store.game.options().seed), "0", "the second game's seed wraps to 0");
  store.resign(1);
  startGame(store, store.settings, store.matchAfterGame);
  assert.equal(String(store.game.options().seed), "1");
});

test("a stored session whose settings disagree with its game opens its game, with settings that fit it", () => {
  const saved = new Game("seega-egypt");
  saved.play(saved.legalMoves()[0]);
  const store = new GameStore();
  resume(store, { settings: { ...VS_COMPUTER, ruleset: "siga", level: "godlike" }, match: { length: 3, firstSide: 0, winners: [1] }, game: saved.toJSON() }, fit);
  assert.equal(store.settings.ruleset, "seega-egypt");
  assert.deepEqual(store.settings.options, saved.options());
  assert.equal(store.settings.level, "medium");
  assert.deepEqual(store.match.wins(), [0, 1]);
  assert.deepEqual(store.reports.map(({ move }) => move), saved.history());
  saved.free();
});

test("a save too long to show is refused and the game in progress goes on", () => {
  const { store } = session(TWO_PEOPLE);
  const game = store.game;
  // Each side steps one piece back and forth: a legal game that never ends.
  const long = new Game("siga", { board: "4x5", noCapturePlies: 0 });
  const played = [];
  for (let ply = 0; ply <= MOST_PLIES; ply += 1) {
    const mine = played.at(-2);
    const back = mine && mine.split("-").reverse().join("-");
    const move = back && long.check(back).ok ? back : long.legalMoves().find((candidate) => !candidate.includes("x"));
    long.play(move);
    played.push(move);
  }
  assert.equal(long.status().over, false);
  assert.equal(refusalOf(() => openSave(store, long.toJSON(), fit)), "record-too-long");
  assert.equal(store.game, game);
  long.free();
});

// What another tab's newer game is judged by (www/page/kept-game.js): whether this tab's play is all in it.
test("a line of play carries on another only in the same game, with every move of it in order", () => {
  const played = (options, moves) => {
    const game = new Game("siga", options);
    for (const move of moves) game.play(move);
    const line = lineOf(game);
    game.free();
    return line;
  };
  const small = { board: "4x5" };
  const three = played(small, ["b2-b3", "b4xb3", "a2-a3"]);
  assert.ok(carriesOn(played(small, ["b2-b3", "b4xb3", "a2-a3", "a4xa3"]), three));
  assert.ok(carriesOn(three, three));
  assert.ok(carriesOn(three, played(small, [])));
  assert.ok(!carriesOn(played(small, ["b2-b3"]), three), "fewer moves");
  assert.ok(!carriesOn(played(small, ["c2-c3"]), played(small, ["b2-b3"])), "another move");
  assert.ok(!carriesOn(played({ board: "6x6" }, []), played(small, [])), "another game");
});

test("replaying a game's record gives the reports it was played with", () => {
  const { store, actions } = session(SEIG_SEATS);
  for (let i = 0; i < 40 && !store.over; i += 1) {
    const [move] = store.game.legalMoves();
    actions.act(move, seatsOf(store.settings)[store.game.toMove()][store.game.seat()].computer ? "computer" : "person");
  }
  // A record holds each throw's faces, so its replay gives them: only `given` may differ.
  const withoutGiven = (reports) => reports.map((report) => (report.throw ? { ...report, throw: { ...report.throw, given: undefined } } : report));
  const replayed = replayReports(store.game);
  assert.ok(replayed.filter((report) => report.throw).every((report) => report.throw.given));
  assert.deepEqual(withoutGiven(replayed), withoutGiven(store.reports));
});

// A worker stand-in: answers with the first legal move, or fails.
function fakeComputer({ fails = false } = {}) {
  return {
    asked: 0,
    cancel() {},
    async think(save) {
      this.asked += 1;
      if (fails) throw Object.assign(new Error("no move"), { code: "bad-limits" });
      const game = Game.fromJSON(save);
      const [move] = game.legalMoves();
      game.free();
      return move;
    },
  };
}

async function settle(scheduler) {
  for (let i = 0; i < 20; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  return scheduler;
}

function scheduled(settings, computer, flags = {}) {
  const parts = session(settings, flags);
  const failures = [];
  const scheduler = new ComputerScheduler({
    store: parts.store, actions: parts.actions, computer, paceMs: () => 0, whenIdle: () => Promise.resolve(),
    onChange() {}, onFailure: (error) => failures.push(error.code),
  });
  scheduler.schedule();
  return { ...parts, scheduler, failures };
}

test("the scheduler answers for the computer's seat, and only for it", async () => {
  const computer = fakeComputer();
  const { store, actions, scheduler } = scheduled({ ...VS_COMPUTER, humanSide: 1 }, computer);
  await settle(scheduler);
  assert.equal(store.game.history().length, 1, "the computer opened");
  assert.equal(store.reports[0].side, 0);
  await settle(scheduler);
  assert.equal(store.game.history().length, 1, "then waits for the person");
  actions.act(store.game.legalMoves()[0], "person");
  await settle(scheduler);
  assert.equal(store.game.history().length, 3);
});

test("the scheduler never moves in a read-only record, and stops after a failure", async () => {
  const idle = fakeComputer();
  const readOnly = scheduled({ ...VS_COMPUTER, humanSide: 1 }, idle, { readOnly: true });
  await settle(readOnly.scheduler);
  assert.equal(readOnly.store.game.history().length, 0);
  assert.equal(idle.asked, 0);
  const broken = fakeComputer({ fails: true });
  const failing = scheduled({ ...VS_COMPUTER, humanSide: 1 }, broken);
  await settle(failing.scheduler);
  await settle(failing.scheduler);
  assert.deepEqual(failing.failures, ["bad-limits"]);
  assert.equal(broken.asked, 1, "no retry until the game changes by other hands");
});
