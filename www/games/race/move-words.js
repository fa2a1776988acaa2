// A Seig throw in the reader's words: the rules write "throw", or
// "throw:WBBW…" with the faces thrown (W white, B black); each language has
// its own word and letters (THROW_WORD, STICK_LETTERS), which the move entry
// shows and takes. Text in the rules' own notation is taken as it is.

import { words } from "../../lang/text.js";

const { THROW_WORD, STICK_LETTERS } = words;

const RULES_WORD = "throw";

// A legal move (as legalMoves() lists it: a throw is plain "throw") as the reader would type it.
export const shownMove = (move) => (move === RULES_WORD ? THROW_WORD : move);

// A throw's faces ("WBBW…") in the reader's letters.
export const shownFaces = (faces) => [...faces].map((face) => ({ W: STICK_LETTERS.white, B: STICK_LETTERS.black })[face] ?? face).join("");

// Typed text as the rules write it; a letter that is no face stays, for the engine to refuse.
export function typedMove(text) {
  const [word, faces, ...rest] = text.split(":");
  if (word.toLocaleLowerCase() !== THROW_WORD.toLocaleLowerCase() || THROW_WORD === RULES_WORD || rest.length) return text;
  const face = (letter) => ({ [STICK_LETTERS.white]: "W", [STICK_LETTERS.black]: "B" })[letter.toLocaleUpperCase()] ?? letter;
  return faces === undefined ? RULES_WORD : `${RULES_WORD}:${[...faces].map(face).join("")}`;
}
