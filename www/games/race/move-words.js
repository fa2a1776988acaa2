// @ts-check
// A Seig throw in the reader's words: each language has its own word and
// letters for the faces (THROW_WORD, STICK_LETTERS), which the move entry
// shows; the engine reads typed text in the same words (`readMove`).

import { words } from "../../lang/text.js";

const { THROW_WORD, STICK_LETTERS } = words;

// A legal move (an entry of moves()) as the reader would type it.
export const shownMove = (entry) => (entry?.throw ? THROW_WORD : entry?.move ?? "");

// A throw's faces ("WBBW…", as the engine reports them) in the reader's letters.
export const shownFaces = (faces) => [...faces].map((face) => ({ W: STICK_LETTERS.white, B: STICK_LETTERS.black })[face] ?? face).join("");
