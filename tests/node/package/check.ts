// Type-checked by package.test.mjs (`tsc --noEmit`) inside a scratch install
// of the npm package: every call of the API, with the types the package
// declares; the @ts-expect-error lines prove the results are not `any`.
import init, {
  initSync, Game, rulesets, version, reviewThresholds, valueScale,
  type RulesetInfo, type PlayReport, type MoveEntry, type Situation, type Board, type Status,
  type Analysis, type Hint, type Judgement, type ReviewStep, type ThrowTable, type MoveReason,
  type EngineError, type Limits, type Side, type Setup,
} from "desert-games";
import { defineDesertGame, type DesertGameMoveDetail } from "desert-games/board";

export async function everyCall(wasm: BufferSource): Promise<void> {
  await init({ module_or_path: "/desert-games/engine/desert_games_bg.wasm" });
  initSync({ module: wasm });
  const infos: RulesetInfo[] = rulesets();
  const ids: string[] = infos.map((r) => r.id);
  const v: string = version();
  const { inaccuracy, mistake, blunder }: { inaccuracy: number; mistake: number; blunder: number } = reviewThresholds();
  const { piece, forcedResult } = valueScale();
  const limits: Limits = { level: "easy", nodes: 500, seed: 1 };

  const game = new Game("seega-sudan", { board: "5x5" });
  const copy: Game = Game.fromJSON(game.toJSON());
  const id: string = game.ruleset();
  const kind: "grid" | "race" = game.kind();
  const options = game.options();
  const phase: string = game.phase();
  const side: Side = game.toMove();
  const seat: number = game.seat();
  const texts: string[] = game.legalMoves();
  const moves: MoveEntry[] = game.moves();
  const report: PlayReport = game.play(moves[0].move);
  const read: MoveEntry = game.readMove(texts[0], { throw: "throw", white: "W", black: "B" });
  const checked = game.check(texts[0]);
  if (checked.ok) { const r: PlayReport = checked.report; } else { const e: EngineError = checked.error; }
  const resign = game.mayResign(0);
  const situation: Situation = game.situation();
  const refusal: EngineError | null = game.refusal({ from: "a1", to: null });
  const table: ThrowTable | null = new Game("seig", null).throwTable();
  const earlier: Game = game.gameAfter(0);
  const setup: Setup = game.setup();
  const fromSetup: Game = Game.fromSetup("seega-sudan", { board: "5x5" }, setup);
  const cells: number[] = fromSetup.setup().cells;
  const raceSetup: Setup = Game.fromSetup("seig", { seed: 1 }, new Game("seig", null).setup()).setup();
  const setAside: [number, number] | null | undefined = raceSetup.pieces;
  const undone: boolean = game.undo();
  const board: Board = game.board();
  if (board.kind === "grid") { const files: number = board.files; } else { const columns: number = board.columns; }
  const status: Status = game.status();
  const history: string[] = game.history();
  const pool: number[] = game.pool();
  const best: string = game.aiMove(limits);
  const analysis: Analysis = game.analyse(limits);
  const hint: Hint = game.hint(null);
  const reasons: MoveReason[] = game.explain(best);
  const values: { move: string; value: number }[] = game.moveValues(limits);
  const judged: Judgement = game.judgeNext(best, limits);
  game.play(best);
  const judgedMove: Judgement = game.judgeMove(0, limits);
  const step: ReviewStep = game.reviewStep(0, limits);
  const siga = new Game("siga", null);
  const accepts: boolean = siga.acceptsDraw(1, limits);
  siga.agreeDraw();
  new Game("seega-egypt", null).resign(0);
  const leaves: number = game.perft(2);
  const plies: number = game.randomPlayouts(10, 100, "42");
  game.free();

  // @ts-expect-error a move's report is typed: `move` is a string
  const wrong: number = report.move;
  // @ts-expect-error the phase is one of the phases
  const notAPhase: Situation["phase"] = "middle";
  // @ts-expect-error a side is 0 or 1
  game.resign(2);

  defineDesertGame("/desert-games/index.html");
  defineDesertGame();
  const element: HTMLElement = document.createElement("desert-game");
  element.addEventListener("move", (event) => {
    const detail = (event as CustomEvent<DesertGameMoveDetail>).detail;
    const move: string = detail.move;
  });
}
