// Every language says everything English says: the same names, of the same
// kind, with the same keys, and every sentence comes out whole.

import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import * as en from "../../www/lang/en.js";
import { LANGUAGES, chooseLanguage, rulesPage } from "../../www/lang/language.js";
import { ENGINE_REASON_KEYS, REASON_PARTS, camelCase } from "../../www/lang/text.js";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const { default: init, Game, rulesets } = await import(pathToFileURL(path.join(root, "dist/pkg/desert_games.js")).href);
await init({ module_or_path: fs.readFileSync(path.join(root, "dist/pkg/desert_games_bg.wasm")) });
// Every row of the engine's tables of throws, for 7 and for 8 sticks.
const seig = new Game("seig");
const throwRows = Object.values(seig.throwTable().tables).flat();
seig.free();

const others = Object.entries(LANGUAGES).filter(([code]) => code !== "en");

// Sample arguments for each function of en.js, so every sentence is built at
// least once in every language (several counts, both sides, both results).
const settings = { opponent: "computer", humanSide: 0 };
// A friend on another device plays Light.
const friendGame = { opponent: "human", humanSide: 0, friend: { id: "x", remote: [[true], [false]] } };
// Every kind of Seig throw a report names (docs/api-additions.md).
const THROW_KINDS = ["unlock-seig", "unlock-alike", "locked", "seig", "seig-no-piece", "alike", "two-first", "two-cancel",
  "three", "four", "five", "six", "endgame-take", "endgame-last", "endgame-miss", "value", "worth", "removes", "removes-nothing"];
const SAMPLES = {
  holesText: [[3], [4]],
  engineFailedText: [["x"]],
  computerFailedText: [["x"]],
  restoreFailedText: [["x"]],
  keptGameText: [["Siga"]],
  notSavedText: [[true], [false]],
  drawOfferQuestion: [[0], [1]],
  drawRefusedText: [[0], [1]],
  resignQuestion: [["Light"]],
  rulesPageTitle: [["Seig"]],
  chanceText: [[70, 256, "27.3"], [1, 128, "0.78"]],
  sideLabel: [[0, settings], [1, settings], [1, { opponent: "human" }], [0, friendGame], [1, friendGame]],
  friendRefusedText: [["the move came out of turn", true], ["the move came out of turn", false]],
  hintText: [["a3xa4", ["first reason", "second reason"]], ["throw", []]],
  reviewNoteText: [
    [{ move: "d5-d4", side: 1, mark: "blunder", loss: 1.2, forced: null, better: "c4xd4" }, ["first reason"]],
    [{ move: "a2-a3", side: 0, mark: "inaccuracy", loss: 0.3, forced: "missed-win", better: "b2-b3" }, []],
    [{ move: "c3", side: 0, mark: "mistake", loss: 1, forced: "lost-game", better: "d2" }, ["first reason", "second reason"]],
  ],
  reviewThresholdsText: [[{ inaccuracy: 0.3, mistake: 0.6, blunder: 0.9 }]],
  hintsUsedText: [[1], [2], [5]],
  continueText: [["Seig"]],
  notYourPieceText: [[0], [1]],
  matchupText: [[{ ...settings, level: "medium" }], [{ opponent: "computer", humanSide: 1, level: "hard" }], [{ opponent: "human" }], [friendGame],
    [{ opponent: "seats", friend: { id: "x", remote: [[true, false], [false, true]] } }]],
  turnText: [
    { phase: "placement", toMove: 0, thinking: false, act: null, settings },
    { phase: "movement", toMove: 1, thinking: true, act: null, settings },
    { phase: "movement", toMove: 0, thinking: false, act: "series", settings },
    { phase: "movement", toMove: 1, thinking: false, act: "extra", settings },
    { phase: "movement", toMove: 0, thinking: false, act: null, settings },
  ].map((state) => [state]),
  seegaActNote: [["series", 0, "seega-egypt"], ["series", 1, "seega-sudan"], ["extra", 0, "seega-sudan"]],
  toPlaceText: [[[12, 12]], [[1, 0]], [[39, 40]]],
  barrierText: [[{ plies: 41, limit: 50 }]],
  centreRefusedText: [["c3"]],
  seriesRefusedText: [["same-capturer"], ["series-on"]],
  resignRefusedText: [["x"]],
  badLinkText: [["x"]],
  badFileText: [["x"]],
  resultText: [
    [{ winner: null, reason: "agreement", pieces: [3, 3] }, {}],
    [{ winner: null, reason: "no-capture-limit", pieces: [3, 3] }, { noCapturePlies: 40 }],
    [{ winner: null, reason: "count", pieces: [2, 2] }, { barrierPlies: 50 }, true],
    [{ winner: 0, reason: "captured-all", pieces: [5, 0] }, {}],
    [{ winner: 1, reason: "one-left", pieces: [1, 4] }, {}],
    [{ winner: 0, reason: "stalemate", pieces: [5, 2] }, {}],
    [{ winner: 1, reason: "count", pieces: [2, 5] }, { barrierPlies: 50 }, false],
    [{ winner: 0, reason: "resigned", pieces: [5, 5] }, {}],
  ],
  matchText: [
    [{ wins: () => [1, 0], over: false, length: 3, gameNumber: 2, winner: null }],
    [{ wins: () => [2, 1], over: true, length: 3, gameNumber: 3, winner: 0 }],
    [{ wins: () => [1, 1], over: true, length: 3, gameNumber: 3, winner: null }],
  ],
  seatDefaultName: [[0, 0], [1, 2]],
  seatNameLabel: [[0, 0], [1, 2]],
  seatPlayerLabel: [[0, 0], [1, 2]],
  seatLabel: [[{ name: "Amal", computer: false }], [{ name: "Amal", computer: true }]],
  seigTurnText: ["throw", "spend", "endgame"].map((phase) => [{ seat: { name: "Amal", computer: false }, phase, thinking: false }])
    .concat([[{ seat: { name: "Amal", computer: true }, phase: "throw", thinking: true }]]),
  seatPiecesText: [[0, 1], [1, 2], [0, 5], [1, 12], [0, 21]],
  throwValueText: THROW_KINDS
    .flatMap((kind) => [[{ kind, whites: 3, value: 3, fourMoves: 4, passed: false, side: 0 }], [{ kind, whites: 1, value: 0, fourMoves: 3, passed: true, side: 1 }]]),
  throwGlance: THROW_KINDS
    .flatMap((kind) => [[{ kind, whites: 3, value: 3, fourMoves: 4, passed: false, side: 0 }], [{ kind, whites: 5, value: 0, fourMoves: 3, passed: true, side: 1 }]]),
  reachLabel: [[["3+1"], 4], [["6", "3+3"], 6], [["6", "4+2", "3+3"], 6]],
  THROW_TABLE_CAPTION: [[7], [8]],
  throwTableRow: throwRows.flatMap(({ kind, whites }) => [[{ kind, whites, fourMoves: 4 }], [{ kind, whites, fourMoves: 3 }]])
    .concat([[{ kind: "value", whites: 2, value: 6 }], [{ kind: "value", whites: 1, value: 0 }]])
    .concat([[{ kind: "worth", whites: 1, value: 13 }], [{ kind: "removes", whites: 4, value: 4 }], [{ kind: "removes-nothing", whites: 3, value: 3 }]]),
  chooserText: [["b5", 7], ["c4", null]],
  tooLongText: [[150000, 20000]],
  tooLargeText: [[7, 4]],
  earlierMovesText: [[1], [19600]],
  endgameNote: [[[1, 2]], [[5, 11]]],
  seigResultText: [[{ winner: 0, reason: "taken-all" }], [{ winner: 1, reason: "resigned" }], [{ winner: null }]]
    .concat(["count", "no-capture-limit", "blocked"].map((reason) => [{ winner: 1, reason }]))
    .concat(["all-home", "no-capture-limit", "blocked", "count"].map((reason) => [{ winner: null, reason }])),
  holeDescription: [
    [{ hole: "a3", pieces: [], picked: false, canMove: false, destination: null }],
    [{ hole: "b5", pieces: [{ side: 0, released: true }, { side: 1, released: false }], picked: true, canMove: true, destination: { label: "4+3", takes: true } }],
    [{ hole: "c1", pieces: [{ side: 1, released: true }], picked: false, canMove: true, destination: null }],
    ...[0, 1, 2, 3, 4].map((state) => [{ hole: "b0", pieces: [{ side: state % 2, released: state > 0, state }], picked: false, canMove: false, destination: null }]),
  ],
  squareDescription: [
    [{ square: "c3", piece: 0, picked: false, destination: true, canMove: false, canPlace: true }],
    [{ square: "b2", piece: 1, picked: true, destination: false, canMove: true, canPlace: false }],
    [{ square: "e5", piece: 2, picked: false, destination: false, canMove: true, canPlace: false }],
  ],
  moveAnnouncement: [
    [{ who: "Amal", move: { from: "b2", to: "b3" }, captured: [], capturedSide: 1 }],
    [{ who: "Amal", move: { from: "b2", to: "b3" }, captured: ["b4"], capturedSide: 1 }],
    [{ who: "Amal", move: { from: "b2", to: "b3" }, captured: ["b4", "c3", "a3"], capturedSide: 0 }],
    [{ who: "Amal", move: { placement: true, to: "c4" }, captured: [], capturedSide: 1 }],
  ],
  throwAnnouncement: [[{ who: "Amal", whites: 1, sticks: 8, detail: "…" }], [{ who: "Amal", whites: 5, sticks: 7, detail: "…" }]],
  spendAnnouncement: [[{ who: "Amal", from: "a1", to: "a5", group: "4", takenSide: null }], [{ who: "Amal", from: "b3", to: "c5", group: "4+3", takenSide: 1 }]],
  removeAnnouncement: [[{ who: "Amal", hole: "c7", takenSide: 1 }], [{ who: "Amal", hole: "a2", takenSide: 0 }]],
  seriesAnnouncement: [[0], [1]],
  extraMoveAnnouncement: [[0], [1]],
  undoAnnouncement: [[1], [2], [5], [11]],
  newGameAnnouncement: [["Siga"]],
  moveEntryHint: [["b2-b3"], [""]],
  moveItemDetail: [[0, null, null], [1, "Light's chance 40% to 70%", "blunder"], [0, null, "inaccuracy"]],
  viewingText: [[{ number: 0, last: 12 }], [{ number: 0, last: 1 }], [{ number: 3, last: 12, move: "d5-d4", side: 1 }], [{ number: 1, last: 2, move: "c3", side: 0 }]],
  swingText: [[0.4, 0.7]],
  reviewProgressText: [[3, 40]],
  reviewDoneText: [[0, 0], [1, 3], [2, 0], [5, 1]],
  reviewFailedText: [["x"]],
};

// Sentences must come out whole: no missing value, no empty text.
function assertWhole(text, where) {
  assert.equal(typeof text, "string", `${where} gives a string`);
  assert.ok(text.length > 0 || where.includes("moveEntryHint"), `${where} is not empty`);
  assert.doesNotMatch(text, /undefined|NaN|\[object|\bnull\b/, `${where}: ${text}`);
}

function kindOf(value) {
  return Array.isArray(value) ? "array" : value === null ? "null" : typeof value;
}

// Parts as the engine gives them: sides and counts as numbers, names as text.
const PART_SAMPLES = {
  side: [0, 1], square: ["c3"], hole: ["b12"], from: ["a2"], to: ["a3"], reaches: ["b5"], lost: [0, 1, 4],
  sticks: [7, 8], files: [5], ranks: [5], values: ["3+1", ""], text: ["zz"], name: ["seed"], ruleset: ["chess"],
};
for (const [code, { words }] of Object.entries(LANGUAGES)) {
  test(`${code} words every reason the engine gives`, () => {
    assert.deepEqual(Object.keys(words.ENGINE_REASONS).sort(), [...ENGINE_REASON_KEYS].sort());
    assertWhole(words.ENGINE_REASONS.other(), `${code}.ENGINE_REASONS.other`);
    for (const [reason, parts] of Object.entries(REASON_PARTS)) {
      const variants = Math.max(1, ...parts.map((part) => PART_SAMPLES[part].length));
      for (let i = 0; i < variants; i += 1) {
        const args = parts.map((part) => PART_SAMPLES[part][i % PART_SAMPLES[part].length]);
        assertWhole(words.ENGINE_REASONS[camelCase(reason)](...args), `${code}.ENGINE_REASONS.${reason}(${args})`);
      }
    }
  });
}

// The engine's reasons for a move (docs/api-additions.md), with parts as it gives them.
const MOVE_REASONS = [
  { code: "captures", parts: { count: 1, squares: ["a4"] } },
  { code: "captures", parts: { count: 2, squares: ["c4", "e4"] } },
  ...["wins", "starts-series", "blocks", "starts-endgame"].map((code) => ({ code, parts: {} })),
  ...["saves", "threatens", "exposes", "opponent-threatens", "centre", "safe-hole"].map((code) => ({ code, parts: { square: "c3" } })),
  { code: "races", parts: { steps: 7 } },
  { code: "wins-ending", parts: { plies: 9, mine: 1, theirs: 1 } },
  { code: "wins-ending", parts: { plies: 22, mine: 2, theirs: 1 } },
  { code: "holds-ending", parts: { mine: 2, theirs: 2 } },
  { code: "leads-to-lost-ending", parts: { plies: 1, mine: 1, theirs: 2 } },
  { code: "leads-to-lost-ending", parts: { plies: 14, mine: 1, theirs: 1 } },
];
for (const [code, { words }] of Object.entries(LANGUAGES)) {
  test(`${code} words every reason a hint or the review gives`, () => {
    assert.deepEqual(Object.keys(words.REASON_WORDS).sort(), [...new Set(MOVE_REASONS.map((reason) => reason.code))].sort());
    for (const { code: reason, parts } of MOVE_REASONS) assertWhole(words.REASON_WORDS[reason](parts), `${code}.REASON_WORDS.${reason}`);
  });
}

test("every function of the English words has sample arguments here", () => {
  for (const [name, value] of Object.entries(en)) {
    if (typeof value === "function" && value.length > 0) assert.ok(SAMPLES[name], `samples for ${name}`);
  }
});

for (const [code, { words }] of others) {
  test(`${code} has every name English has, of the same kind and shape`, () => {
    assert.deepEqual(Object.keys(words).sort(), Object.keys(en).sort());
    for (const [name, value] of Object.entries(en)) {
      assert.equal(kindOf(words[name]), kindOf(value), `${code}.${name} is a ${kindOf(value)}`);
      if (kindOf(value) === "object") assert.deepEqual(Object.keys(words[name]).sort(), Object.keys(value).sort(), `${code}.${name} keys`);
      if (kindOf(value) === "array") assert.equal(words[name].length, value.length, `${code}.${name} length`);
      if (kindOf(value) === "string") assertWhole(words[name], `${code}.${name}`);
    }
    for (const [key, text] of Object.entries(words.PAGE)) assertWhole(text, `${code}.PAGE.${key}`);
  });

  test(`${code} builds every sentence whole`, () => {
    for (const [name, calls] of Object.entries(SAMPLES)) {
      for (const args of calls) {
        const result = words[name](...args);
        for (const [index, text] of (Array.isArray(result) ? result : [result]).entries()) assertWhole(text, `${code}.${name}(${JSON.stringify(args)})[${index}]`);
      }
    }
  });


  test(`${code} has its rules page`, () => {
    const html = fs.readFileSync(new URL(`../../${rulesPage(code)}`, import.meta.url), "utf8");
    assert.match(html, new RegExp(`<html lang="${code}"${LANGUAGES[code].dir === "rtl" ? ' dir="rtl"' : ""}>`));
  });
}

// Words kept per rule set: every rule set the engine knows has its name and
// home card in English (so, by the test above, in every language), and the
// words of a capture series name only rule sets the engine knows.
test("every rule set the engine knows has its words, and per-rule-set words name only those", () => {
  const known = rulesets().map(({ id }) => id);
  for (const table of ["GAME_NAMES", "HOME_GAMES"]) assert.deepEqual(Object.keys(en[table]).sort(), [...known].sort(), table);
  for (const ruleset of Object.keys(en.SERIES_NOTES)) assert.ok(known.includes(ruleset), `SERIES_NOTES.${ruleset} is a rule set`);
});

test("the language is chosen from the first wanted code we have", () => {
  assert.equal(chooseLanguage([null, null, "ar-EG", "en"]), "ar");
  assert.equal(chooseLanguage([undefined, "fr", "ru"]), "fr");
  assert.equal(chooseLanguage(["de-DE", "RU"]), "ru");
  assert.equal(chooseLanguage(["de", "tr"]), "en");
  assert.equal(chooseLanguage([]), "en");
});

// A player tells the buttons apart by their words: Undo and a dialog's Cancel sit on one screen.
test("every language gives each button of the page its own words", () => {
  const BUTTONS = ["newGame", "nextGame", "undo", "redo", "review", "hint", "offerDraw", "resign", "more", "cancel", "start", "close"];
  for (const [code, { words }] of Object.entries(LANGUAGES)) {
    const labels = BUTTONS.map((name) => words.PAGE[name]);
    assert.equal(new Set(labels).size, labels.length, `${code}: ${labels.join(", ")}`);
  }
});
