// What the engine says a game is, and moves as data, through the built
// WebAssembly (dist/pkg): the calls the page reads instead of taking move text
// apart or copying a rule.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import { DECLARED_RULESETS } from "./declared-rulesets.mjs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const { default: init, Game, rulesets, valueScale, reviewThresholds } = await import(pathToFileURL(path.join(root, "dist/pkg/desert_games.js")).href);
await init({ module_or_path: fs.readFileSync(path.join(root, "dist/pkg/desert_games_bg.wasm")) });

// Plays `plies` moves, each the legal move `pick(count)` chooses, calling `each(game)` before each.
function playOn(game, plies, each) {
  let seed = 7;
  for (let ply = 0; ply < plies && !game.status().over; ply += 1) {
    each?.(game);
    const moves = game.legalMoves();
    seed = (seed * 1103515245 + 12345) % 2147483648;
    game.play(moves[seed % moves.length]);
  }
}

test("every rule set says its kind and capabilities, and its games and boards agree", () => {
  assert.deepEqual(rulesets().map(({ id }) => id), DECLARED_RULESETS);
  // A race is a game of thrown sticks; a grid has none.
  for (const { id, kind, capabilities } of rulesets()) assert.equal(kind, capabilities.throws ? "race" : "grid", id);
  for (const { id, kind, capabilities, options } of rulesets()) {
    const game = new Game(id, {});
    assert.equal(game.kind(), kind);
    assert.equal(game.board().kind, kind);
    assert.ok(capabilities.boards.length > 0, id);
    if ("board" in options) assert.ok(capabilities.boards.includes(options.board), id);
    assert.equal(capabilities.moveParts[0].phase, game.phase(), `${id}: the first phase comes first`);
    game.free();
  }
  const seig = rulesets().find(({ id }) => id === "seig").capabilities;
  assert.equal(seig.throws && seig.teams && !seig.placement, true);
  const board = new Game("seig", {}).board();
  assert.deepEqual([board.kind, board.rows, board.columns, board.released.length], ["race", 4, 12, 48]);
});

test("moves() lists legalMoves() as data, and check() and play() report the same parts", () => {
  for (const { id, capabilities } of rulesets()) {
    const game = new Game(id, id === "seig" ? { seed: 3 } : {});
    playOn(game, 150, (g) => {
      const moves = g.moves();
      assert.deepEqual(moves.map(({ move }) => move), g.legalMoves(), id);
      const parts = capabilities.moveParts.find(({ phase }) => phase === g.phase()).parts;
      for (const move of moves.slice(0, 6)) {
        const filled = ["from", "to", "spent", "throw"].filter((part) => (part === "throw" ? move.throw : move[part] !== null));
        assert.deepEqual(filled, parts, `${id}: ${move.move}`);
        const { ok, report } = g.check(move.move);
        assert.ok(ok);
        for (const part of ["from", "to", "placement", "spent", "writtenCapture"]) assert.deepEqual(report[part], move[part], `${id}: ${move.move} ${part}`);
        assert.equal(Boolean(report.throw), move.throw);
      }
    });
    game.free();
  }
});

test("a Seig throw reports whether the turn passed on and where released pieces lay", () => {
  const game = new Game("seig", { seed: 21 });
  let passed = 0;
  let released = 0;
  for (let ply = 0; ply < 600; ply += 1) {
    const report = game.play(game.legalMoves()[0]);
    if (!report.throw) {
      assert.equal(report.passedOn, false);
      assert.ok(report.spent.length > 0 && report.spent.reduce((a, b) => a + b) === report.path.length - 1, report.move);
      continue;
    }
    const another = report.next.side !== null && (report.next.side !== report.side || report.next.seat !== report.seat);
    assert.equal(report.passedOn, another, report.move);
    if (report.passedOn) passed += 1;
    assert.deepEqual(report.throw.releases.map(({ to }) => to), report.throw.released);
    released += report.throw.releases.length;
  }
  assert.ok(passed > 0 && released > 0, `${passed} passes, ${released} releases`);
  game.free();
});

test("refusal() gives the rules' reason for squares tapped, or null", () => {
  const siga = new Game("siga", { board: "4x5", compulsoryCapture: true });
  siga.play("a2-a3");
  assert.equal(siga.refusal({ from: "d4" }).code, "compulsory-capture");
  assert.equal(siga.refusal({ from: "d4", to: "d3" }).code, "compulsory-capture");
  assert.equal(siga.refusal({ from: "d4", to: "d2" }), null, "a far square: nothing to say");
  assert.equal(siga.refusal({ from: "a4", to: "a3" }), null, "legal");
  assert.throws(() => siga.refusal({ to: "q7" }), (error) => error.code === "bad-argument");
  assert.throws(() => siga.refusal({ to: 3 }), (error) => error.code === "bad-argument");
  const seega = new Game("seega-egypt", {});
  assert.equal(seega.refusal({ to: "c3" }).code, "centre-empty");
  siga.free();
  seega.free();
});

test("readMove() reads what a person typed in the reader's words, and refuses a throw where no sticks are thrown", () => {
  const french = { throw: "lancer", white: "B", black: "N" };
  const seig = new Game("seig", { seed: 3 });
  const sticks = seig.situation().seig.sticks;
  assert.deepEqual(seig.readMove("LANCER", french), seig.moves().find((entry) => entry.throw));
  assert.equal(seig.readMove(`lancer:B${"N".repeat(sticks - 1)}`, french).move, `throw:W${"B".repeat(sticks - 1)}`);
  assert.equal(seig.history().length, 0, "reading plays nothing");
  const siga = new Game("siga", {});
  const refused = (call) => { try { call(); } catch (error) { return error; } assert.fail("not refused"); };
  const noThrows = refused(() => siga.readMove("lancer", french));
  assert.deepEqual([noThrows.code, noThrows.parts.game, noThrows.parts.text], ["no-throws", "Siga", "lancer"]);
  assert.equal(siga.readMove(" b2-b3 ", french).move, "b2-b3");
  for (const words of [{ throw: "lancer", white: "B", black: "b" }, { throw: "", white: "B", black: "N" }, null, "lancer"]) {
    assert.equal(refused(() => siga.readMove("b2-b3", words)).code, "bad-argument", JSON.stringify(words));
  }
  seig.free();
  siga.free();
});

test("reviewStep() walks a game position by position, ending on its result", () => {
  const game = new Game("siga", { board: "4x5" });
  playOn(game, 12);
  game.resign(game.toMove());
  const limits = { level: "easy", nodes: 400, seed: 1 };
  const total = game.history().length + 1;
  for (let index = 0; index < total; index += 1) {
    const step = game.reviewStep(index, limits);
    assert.deepEqual([step.index, step.total], [index, total]);
    assert.ok(step.chance >= 0 && step.chance <= 1);
    if (index < total - 1) {
      assert.equal(step.judgement.move, game.history()[index]);
      assert.deepEqual(Object.keys(step.judgement).filter((key) => key === "betterSquares" || key === "forced").sort(), ["betterSquares", "forced"]);
    } else {
      assert.equal(step.judgement, null);
      assert.equal(step.chance, game.status().winner === 0 ? 1 : 0, "the resignation decides");
    }
  }
  assert.throws(() => game.reviewStep(total, limits), (error) => error.code === "beyond-history");
  game.free();
});

test("valueScale() gives the points of a piece and the forced-result bound", () => {
  const { piece, forcedResult } = valueScale();
  assert.equal(piece, 100);
  assert.ok(forcedResult > 100 * piece);
  assert.ok(reviewThresholds().blunder < piece, "a blunder costs less than a whole piece");
});
