// Type-checked as Node resolves the package (its `node` entry, ready at import).
import { Game, type PlayReport } from "desert-games";

const game = new Game("siga", null);
const report: PlayReport = game.play(game.legalMoves()[0]);
export const next: 0 | 1 | null = report.next.side;
