// The search's values as the page reads them: points for the side to act,
// PIECE_VALUE a piece; beyond FORCED_RESULT a result is forced (a win is near 1,000,000).
export const PIECE_VALUE = 100;
export const FORCED_RESULT = 500000;
