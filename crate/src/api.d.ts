// The TypeScript shapes of the plain objects the engine's JavaScript API takes
// and returns (crate/src/bindings.rs adds them to the npm package's declarations).
// crate/tests/it/ts_shapes.rs checks them against the Rust types' serde shapes.
/** A rule set's id. */
export type RulesetId =
  | "siga" | "seega-sudan" | "seega-egypt" | "seig"
  | "seig-mauritania" | "seig-western-sahara" | "seig-tidikelt" | "seig-mzab" | "seig-tozeur" | "seig-el-oued";
/** 0 (light) or 1 (dark). */
export type Side = 0 | 1;
/** What kind of move the game expects now. */
export type Phase = "placement" | "movement" | "throw" | "spend" | "endgame" | "over";
/** Options by name, as `rulesets()` lists them; missing ones take their defaults. */
export type Options = Record<string, string | number | boolean | null>;
/** How hard and how long the computer thinks; every field optional, and the object too. */
export interface Limits { level?: "easy" | "medium" | "hard" | null; timeMs?: number | null; nodes?: number | null; seed?: number | string | null }
/** What an option accepts. */
export type OptionForm = { choices: (string | number | boolean)[]; of?: "side" | "board" | "holes" } | { min: number; max: number; of?: "side" | "board" | "holes" };
/** What `rulesets()` says of one rule set. */
export interface RulesetInfo {
  id: RulesetId; name: string; options: Options; forms: Record<string, OptionForm>; kind: "grid" | "race";
  capabilities: {
    placement: boolean; captureSeries: boolean; throws: boolean; teams: boolean; teamSize: number | null; boards: string[];
    drawByAgreement: boolean; firstMover: string | null; seed: string | null;
    moveParts: { phase: Phase; parts: ("from" | "to" | "throw" | "spent")[] }[];
  };
}
/**
 * The board: a grid's cells hold 0 (empty), 1 (light) or 2 (dark); Seig's cells and `released` are bit sets of the
 * sides there (1 light, 2 dark); Sig's variants hold one piece a hole (cells 0, 1 or 2) and each piece's state
 * (`states`: 0 empty or locked, 1 free, 2 returning, 3 circling, 4 homeward; Tidikelt's `b0` is entry 36).
 * A race board's `places` gives every hole, in the order of `cells`, its name and where it is drawn.
 */
export type Board =
  | { kind: "grid"; files: number; ranks: number; cells: number[] }
  | { kind: "race"; rows: number; columns: number; cells: number[]; released: number[]; sticks: number; places: HolePlace[] }
  | { kind: "race"; rows: number; columns: number; cells: (0 | 1 | 2)[]; states: (0 | 1 | 2 | 3 | 4)[]; sticks: number; places: HolePlace[] };
/** A hole's name and its place on the drawn board: `row` 0 is row `a` (side 0's), `column` 0 the leftmost. */
export interface HolePlace { name: string; row: number; column: number }
/** A piece's run of moves back and forth between two squares (Seega, Sudan: rule 7). */
export interface Run { square: string; from: string; count: number }
/**
 * A position, given plainly (`Game.fromSetup`, `game.setup()`): `cells` as the board's, the side to act and the
 * phase; the grid games' plies without a capture, Seega's series piece, extra move and runs; the race games' seat,
 * pieces' states (Sig) or released pieces (Seig), pool, Seig's sticks and endgame pieces, Sig's turns without a
 * capture and the state of the turn under way. A game reads the fields its rules have; the others stay at their defaults.
 */
export interface Setup {
  cells: (0 | 1 | 2 | 3)[]; toMove: Side; phase: "placement" | "movement" | "throw" | "spend" | "endgame";
  quietPlies?: number; series?: string | null; extra?: boolean; runs?: Run[];
  seat?: number; states?: number[]; released?: (0 | 1 | 2 | 3)[]; pool?: number[]; locked?: boolean; firstThrow?: boolean;
  pieces?: [number, number] | null; quietTurns?: number; moved?: boolean; value?: number; steps?: number; stepped?: string[];
  worth?: 0 | 7 | 13; throwsLeft?: number; afterSix?: boolean; counted?: number; turnsEnded?: number;
}
/** Whether the game is over, who won and why, and the pieces left. */
export interface Status { over: boolean; winner: Side | null; reason: string | null; cause: "barrier" | "stuck" | null; pieces: [number, number] }
/** A turn that is not the plain alternation of sides (Seega). */
export type Act = "series" | "extra";
/** What kind of throw the sticks made (Seig). */
export type ThrowKind =
  | "unlock-seig" | "unlock-alike" | "locked" | "seig" | "seig-no-piece" | "alike" | "two" | "two-first" | "two-cancel"
  | "three" | "four" | "five" | "six" | "endgame-miss" | "endgame-take" | "endgame-last" | "value" | "worth" | "removes" | "removes-nothing";
/** A throw as a move reports it (Sig's variants: kind `value`, `value` from the variant's table). */
export interface ThrowFacts {
  faces: string; whites: number; sticks: number; value: number | null; kind: ThrowKind; released: string[];
  releases: { from: string; to: string }[]; unlocked: boolean; passed: boolean; given: boolean;
}
/** Seig's sticks and pool. */
export interface SeigSituation { locked: boolean; sticks: number; firstThrow: boolean; pool: number[]; spendable: number[]; endgame: boolean }
/** A fixed route of a race game's pieces: its holes from the first to the last; a circuit goes on from its last to its first. */
export interface RacePath { holes: string[]; circuit: boolean }
/** What is true now beyond the board; `paths`: a race game's paths of each side, its main path first. */
export interface Situation {
  phase: Phase; toMove: Side | null; seat: number | null; act: Act | null; seriesPiece: string | null;
  blocked: { side: Side } | null; barrier: { plies: number; limit: number } | null; seig: SeigSituation | null;
  paths: [RacePath[], RacePath[]] | null;
  toPlace: [number, number] | null; marked: string[]; drawByAgreement: boolean;
}
/** A legal move as data: its canonical text and what it is made of. */
export interface MoveEntry { move: string; placement: boolean; from: string | null; to: string | null; spent: number[] | null; spentText: string | null; writtenCapture: boolean; throw: boolean }
/** What `play()` did. */
export interface PlayReport {
  move: string; side: Side; seat: number; ply: number; placement: boolean; from: string | null; to: string | null;
  spent: number[] | null; spentText: string | null; listed: string; writtenCapture: boolean; captured: string[]; lost: [number, number]; path: string[] | null;
  throw: ThrowFacts | null; passedOn: boolean;
  next: { side: Side | null; seat: number | null; phase: Phase; act: Act | null }; status: Status;
}
/** An error as `check()`, `mayResign()` and `refusal()` give it, and as thrown (an `Error` with `code` and `parts`). */
export interface EngineError { code: string; message: string; parts: Record<string, unknown> }
/** A dry run's answer. */
export type Verdict<T> = ({ ok: true } & T) | { ok: false; error: EngineError };
/** Why a move is good or bad, by code and the values its wording quotes. */
export interface MoveReason { code: string; parts: Record<string, unknown> }
/** What the computer's search found: `value` for the side to act, `nodes` (as decimal text past 2^53, which no search reaches). */
export interface Analysis { best: string; value: number; depth: number; nodes: number }
/** The computer's choice with why it is good. */
export interface Hint { move: string; value: number; reasons: MoveReason[] }
/** A move judged against the computer's best. */
export interface Judgement {
  move: string; best: string | null; bestValue: number | null; playedValue: number | null; loss: number;
  mark: "inaccuracy" | "mistake" | "blunder" | null; better: string | null; forced: "lost-game" | "missed-win" | null;
  reasons: MoveReason[]; betterReasons: MoveReason[];
}
/** One position of a whole game's review. */
export interface ReviewStep {
  index: number; total: number; chance: number; playedChance: number | null;
  judgement: (Judgement & { betterSquares: { from: string | null; to: string | null } | null }) | null;
}
/** One row of Seig's table of throws. */
export interface ThrowRow { whites: number; kind: ThrowKind; value: number | null; ways: number; of: number; chance: number }
/** Seig's table of throws with their chances. */
export interface ThrowTable { sticks: number; endgame: boolean; rows: ThrowRow[]; tables: Record<string, ThrowRow[]> }
/** A person's words for a throw and the faces of the sticks. */
export interface MoveWords { throw: string; white: string; black: string }
