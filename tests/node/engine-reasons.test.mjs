// The page words the engine's refusals in the player's language from their
// stable code and named parts (www/lang/text.js). These refusals come from
// the built engine itself, so a code the page does not know, or a part it
// expects and no longer gets, fails here instead of reaching a player untranslated.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { ENGINE_REASON_KEYS } from "../../www/lang/text.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const { default: init, Game } = await import(pathToFileURL(path.join(root, "dist/pkg/desert_games.js")).href);
await init({ module_or_path: fs.readFileSync(path.join(root, "dist/pkg/desert_games_bg.wasm")) });

function refusal(action) {
  try {
    action();
  } catch (error) {
    return error;
  }
  assert.fail("the engine accepted what it should refuse");
}

const camelCase = (code) => code.replace(/-(\w)/g, (_, letter) => letter.toUpperCase());

// `parts`: the named parts the page words the reason with.
function assertReason(error, key, parts) {
  assert.equal(camelCase(error.code), key, `"${error.message}" has the code of ${key}`);
  assert.ok(ENGINE_REASON_KEYS.includes(key), `the page words ${key}`);
  if (parts) for (const [name, value] of Object.entries(parts)) assert.equal(error.parts[name], value, `${key}: ${name}`);
}

// A Seega game with every piece placed (always the first legal placement).
function placedSeega(ruleset) {
  const game = new Game(ruleset);
  while (game.phase() === "placement") game.play(game.legalMoves()[0]);
  return game;
}

test("Siga's refusals are recognised", () => {
  const game = new Game("siga");
  assertReason(refusal(() => game.play("a1-a2")), "ownPiece", { square: "a2" });
  assertReason(refusal(() => game.play("a3-a4")), "noPieceOn", { side: 0, square: "a3" });
  assertReason(refusal(() => game.play("b2-c3")), "stepOrthogonal");
  assertReason(refusal(() => game.play("a1-a9")), "notASquare", { square: "a9", files: 6, ranks: 6 });
  assertReason(refusal(() => game.play("hello")), "unreadable", { text: "hello" });
  const diagonal = new Game("siga", { diagonal: true });
  assertReason(refusal(() => diagonal.play("b2-b4")), "stepAnyDirection");
  const compulsory = new Game("siga", { board: "4x5", compulsoryCapture: true });
  compulsory.play("a2-a3");
  assertReason(refusal(() => compulsory.play("b4-b3")), "compulsoryCapture");
  for (const g of [game, diagonal, compulsory]) g.free();
});

test("Seega's refusals are recognised", () => {
  const game = new Game("seega-sudan");
  assertReason(refusal(() => game.play("c3")), "centreEmpty", { square: "c3" });
  assertReason(refusal(() => game.play("a1-a2")), "stillPlacing");
  game.play("a1");
  assertReason(refusal(() => game.play("a1")), "alreadyTaken", { square: "a1" });
  assertReason(refusal(() => game.agreeDraw()), "noDrawAgreement");
  game.free();

  const placed = placedSeega("seega-sudan");
  assertReason(refusal(() => placed.play("c4")), "placementOver");
  assertReason(refusal(() => placed.resign(placed.toMove())), "resignTooEarly");
  const { cells } = placed.board();
  const own = placed.toMove() + 1;
  // Every square but the centre is full: a piece of the side to move next to
  // another piece, and a square it does not hold.
  const square = (index) => `${"abcde"[index % 5]}${Math.floor(index / 5) + 1}`;
  const mine = cells.findIndex((cell, index) => cell === own && index % 5 < 4 && cells[index + 1] !== 0);
  assertReason(refusal(() => placed.play(`${square(mine)}-${square(mine + 1)}`)), "notEmpty", { square: square(mine + 1) });
  const theirs = cells.findIndex((cell) => cell === 3 - own);
  assertReason(refusal(() => placed.play(`${square(theirs)}-c3`)), "noPieceOn");
  placed.free();

  const egypt = placedSeega("seega-egypt");
  egypt.resign(egypt.toMove());
  assertReason(refusal(() => egypt.play(egypt.legalMoves()[0] ?? "a1-a2")), "gameOver");
  egypt.free();
});

test("Seig's refusals and a broken save are recognised", () => {
  const game = new Game("seig");
  assertReason(refusal(() => game.play("a1-a5:4")), "mustThrow");
  assertReason(refusal(() => game.play("throw:WB")), "stickCount", { sticks: 7 });
  assertReason(refusal(() => game.play("throw:WBXBBBB")), "stickFace");
  game.free();
  assertReason(refusal(() => Game.fromJSON("{}")), "badSave");
});

test("refused options and rule sets are recognised", () => {
  assertReason(refusal(() => new Game("chess")), "unknownRuleset", { ruleset: "chess" });
  assertReason(refusal(() => new Game("siga", { colour: "red" })), "unknownOption", { name: "colour" });
  assertReason(refusal(() => new Game("siga", { board: "9x9" })), "badOptionValue", { name: "board" });
  assertReason(refusal(() => new Game("seig", { seed: 2 ** 53 })), "unsafeNumber", { name: "seed" });
});
