// @ts-check
// The words of the chosen language (www/lang/language.js): `words` (the page's,
// each language's file has every name, tests/node/languages.test.mjs checks it)
// and `lessonWords`; and the sentences built on them here: the engine's
// refusals and reasons, the page's own refusals.

import { words, lessonWords } from "./language.js";

export { words, lessonWords };

// The engine's reasons for a move ({ code, parts }), each worded in the language; codes it has no words for are left out.
const reasonsSaid = (reasons) => reasons.map(({ code, parts }) => words.REASON_WORDS[code]?.(parts)).filter(Boolean);
export const hintText = (move, reasons) => words.hintText(move, reasonsSaid(reasons));
// judgement: { move, side, mark, loss (in pieces), forced (null, "lost-game" or "missed-win"), better, betterReasons }.
export const reviewNoteText = (judgement) => words.reviewNoteText(judgement, reasonsSaid(judgement.betterReasons));


// The reader's notation for a typed move (readMove's `words`): the language's
// word for a throw and its letters for the sticks' faces. Given in every game,
// so a throw typed where there are no sticks is told to be none of its moves.
export const MOVE_WORDS = { throw: words.THROW_WORD, ...words.STICK_LETTERS };

// A turn pair's number in the move list (kept left to right in every language by its style).
export const moveNumberText = (number) => `${number}.`;

// A Seig throw in the move list: its faces (W white side up, B black) and its white sides.
export const throwNotation = (faces, whites) => `${faces} = ${whites}`;

// The label on a hole the picked piece can reach, in the language's words
// ("6 or 3+3"); one long group ("1+1+1+2") is shown as the holes it moves.
export function destinationLabel(groups, steps) {
  if (groups.length === 1 && groups[0].length > 5) return String(steps);
  return words.reachLabel(groups, steps);
}

// The parts of each engine refusal (its `code` and `parts`, see
// docs/api-additions.md) in the order a language's ENGINE_REASONS sentence
// takes them; a language names each sentence by the code in camelCase, and
// words any other code with its `other` sentence.
export const REASON_PARTS = {
  "no-piece-on": ["side", "square"],
  "step-orthogonal": [],
  "step-any-direction": [],
  "own-piece": ["square"],
  "compulsory-capture": [],
  "placement-over": [],
  "still-placing": [],
  "centre-empty": ["square"],
  "already-taken": ["square"],
  "not-empty": ["square"],
  "fifth-shuttle": ["from", "to"],
  "same-capturer": ["square"],
  "series-on": [],
  "extra-must-open": ["side"],
  "resign-too-early": ["side", "lost"],
  "not-a-square": ["square", "files", "ranks"],
  unreadable: ["text"],
  "game-over": [],
  "must-throw": [],
  "stick-count": ["sticks"],
  "stick-face": [],
  "hole-without-piece": ["hole", "side"],
  "not-released": ["hole"],
  "spend-first": ["values"],
  "pool-holds": ["values"],
  "past-end": [],
  "one-small-value": [],
  "landing-own": [],
  "reaches-elsewhere": ["from", "values", "reaches"],
  "no-draw-agreement": [],
  "no-throws": [],
  "bad-save": [],
  "unknown-ruleset": ["ruleset"],
  "unknown-option": ["name"],
  "bad-option-value": ["name"],
  "unsafe-number": ["name"],
};
export const camelCase = (code) => code.replace(/-(\w)/g, (_, letter) => letter.toUpperCase());
export const ENGINE_REASON_KEYS = [...Object.keys(REASON_PARTS).map(camelCase), "other"];

// What the page shows for an engine refusal ({ code, parts }): the
// language's sentence for its code.
export function engineText({ code, parts = {} }) {
  const reasons = words.ENGINE_REASONS;
  const sentence = code in REASON_PARTS ? reasons[camelCase(code)] : reasons.other;
  return sentence(...(REASON_PARTS[code] ?? []).map((name) => parts[name]));
}

// The page's own refusals of a move (session/actions.js), in the page's words.
const PAGE_REFUSALS = {
  "read-only": () => words.READ_ONLY_TEXT,
  viewing: () => words.VIEWING_REFUSED,
  "not-your-turn": () => words.notYourTurnText,
  "not-computer-turn": () => words.notYourTurnText,
  "not-friend-turn": () => words.notYourTurnText,
  away: () => words.FRIEND.away,
  busy: () => "",
  "game-over": () => words.GAME_OVER_TEXT,
  "typed-faces": () => words.typedFacesText,
  "record-too-long": (parts) => words.tooLongText(parts.plies, parts.most),
  "file-too-large": (parts) => words.tooLargeText(parts.megabytes, parts.most),
};

// What an error says, as it was written.
export const messageOf = (error) => (error instanceof Error ? error.message : String(error));

// An error in the page's words: the page's own refusals and the engine's
// by their codes; one the page worded itself (`worded`), or the browser's,
// as it is.
export function errorText(error) {
  if (error?.worded) return error.message;
  if (FRIEND_ERRORS.includes(error?.name)) return friendReasonText(error);
  if (error?.name === "Refusal") return PAGE_REFUSALS[error.code](error.parts ?? {});
  if (typeof error?.code === "string") return engineText(error);
  return messageOf(error);
}

// The friend game's refusals (www/friend/): of a message between the two
// devices, or of a pasted code. An illegal move says the engine's reason too.
const FRIEND_ERRORS = ["FriendRefusal", "ProtocolError", "InviteError", "LetterError"];
/** @param {{ code: string, parts?: { code?: string, move?: string, parts?: object } }} refusal */
export function friendReasonText({ code, parts = {} }) {
  const reasons = words.FRIEND_REFUSALS;
  const reason = Object.hasOwn(reasons, code) ? reasons[code] : reasons.unexpected;
  if (code !== "illegal-move" || !Object.hasOwn(REASON_PARTS, parts.code) || typeof parts.move !== "string") return reason;
  return `${reason}: ${parts.move} (${engineText({ code: parts.code, parts: parts.parts ?? {} }).replace(/\.$/, "")})`;
}
