// @ts-check
// Which game the page opens with, and how a game is put in place: the link's,
// else (not embedded) the one a reload interrupted, else a fresh one. What is
// refused is said, and what is stored stays; a stored session kept aside is
// still told, whatever the link does.

import { startGame, resume, startFromLink } from "./opening.js";
import { holdsPlay } from "./storage.js";
import { errorText, words } from "../lang/text.js";

const { badLinkText } = words;

// Runs `open` (which fills the store or throws why not); a refusal leaves the
// game in progress and is told by `refused(reason)`. Returns whether it opened.
export function opener(showMessage) {
  return (open, refused = (reason) => showMessage(reason, true)) => {
    try {
      open();
      showMessage("");
      return true;
    } catch (error) {
      refused(errorText(error));
      return false;
    }
  };
}

// The first game the engine lists, against the computer.
export const defaultSettings = (ruleSets) => ({
  ruleset: ruleSets[0].id, options: { ...ruleSets[0].options }, opponent: "computer", level: "medium", humanSide: 0, matchLength: 1,
});

// link: readLink()'s; kept: the device's stored session (storage.js), or null
// where none is kept; begin: opener()'s; fit: who plays (games/index.js);
// invited(invitation) and letter(text): a friend's invitation and a friend's
// move by link (www/friend/), each over the game here as it stands.
export function openFirstGame({ store, link, kept, ruleSets, fit, begin, showMessage, invited, letter }) {
  const defaults = defaultSettings(ruleSets);
  const session = kept?.load() ?? null;
  const tellOpening = (linkRefusal = "") => {
    const text = [kept?.asideNotice, linkRefusal].filter(Boolean).join(" ");
    if (text) showMessage(text, true);
  };
  const fallback = () => {
    if (session && begin(() => resume(store, session, fit), (reason) => kept.setAside(reason))) return;
    startGame(store, defaults);
  };
  // A link used (an invitation, a letter, a game): a reload now continues from the stored session.
  const forgetLink = () => history.replaceState(null, "", location.pathname + location.search);
  if (!link) {
    fallback();
    return;
  }
  if (link.error) {
    fallback();
    tellOpening(badLinkText(errorText(link.error)));
    return;
  }
  // An invitation from a friend: the game here stays as it is until the two devices are connected.
  if (link.join) {
    fallback();
    invited(link.join);
    forgetLink();
    return;
  }
  // A friend's move in a game played by links: judged against the game stored here.
  if (link.letter !== undefined) {
    fallback();
    letter(link.letter).catch((error) => showMessage(badLinkText(errorText(error)), true));
    forgetLink();
    return;
  }
  let refusal = null;
  if (!begin(() => startFromLink(store, link, session?.settings ?? defaults, ruleSets, fit), (reason) => (refusal = reason))) {
    fallback();
    tellOpening(badLinkText(refusal));
    return;
  }
  tellOpening();
  // The game in progress the link's game replaced is kept, to go back to.
  if (session && holdsPlay(session)) kept.keepLoaded();
  if (!link.embed) forgetLink();
}
