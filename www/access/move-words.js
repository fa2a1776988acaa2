// A Seig throw in the reader's words: the rules write "throw", or
// "throw:WBBW…" with the faces thrown (W white, B black); each language has
// its own word and letters (THROW_WORD, STICK_LETTERS), which the move entry
// shows and takes. Text in the rules' own notation is taken as it is.

import { THROW_WORD, STICK_LETTERS } from "../lang/text.js";

const RULES_WORD = "throw";

// A legal move as the reader would type it.
export function shownMove(move) {
  if (move !== RULES_WORD && !move.startsWith(`${RULES_WORD}:`)) return move;
  const faces = move.slice(RULES_WORD.length + 1);
  const letters = [...faces].map((face) => (face === "W" ? STICK_LETTERS.white : STICK_LETTERS.black)).join("");
  return faces ? `${THROW_WORD}:${letters}` : THROW_WORD;
}

// Typed text as the rules write it; a letter that is no face stays, for the engine to refuse.
export function typedMove(text) {
  const [word, faces, ...rest] = text.split(":");
  if (word.toLocaleLowerCase() !== THROW_WORD.toLocaleLowerCase() || THROW_WORD === RULES_WORD || rest.length) return text;
  const face = (letter) => ({ [STICK_LETTERS.white]: "W", [STICK_LETTERS.black]: "B" })[letter.toLocaleUpperCase()] ?? letter;
  return faces === undefined ? RULES_WORD : `${RULES_WORD}:${[...faces].map(face).join("")}`;
}
