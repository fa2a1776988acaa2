// @ts-check
// The friend's part of the page: a friend on another device (the game starts
// once the two devices are connected, through the friend dialog), and a friend
// elsewhere by links (each move goes in a link the player sends).

import { FriendGame } from "./friend-game.js";
import { FriendDialog } from "./friend-dialog.js";
import { Letters } from "./letters.js";
import { kindOf } from "../games/index.js";
import { newGameId } from "../session/store.js";
import { errorText, words } from "../lang/text.js";

const { FRIEND, friendRefusedText, drawOfferQuestion, DRAW_ACCEPT, DRAW_DECLINE, LETTERS } = words;

// fit: who plays a game of these settings (games/index.js fitSettings);
// ask(question, yes, no): resolves to the player's answer; showMessage(text, isError).
export function attachFriends({ $, store, actions, seats, fit, whenIdle, ask, showMessage }) {
  const friend = new FriendGame({
    store, actions, seats, fit, whenIdle,
    view: {
      changed: () => {
        dialog.changed();
        store.refresh();
      },
      refused: (error, byFriend) => showMessage(friendRefusedText(errorText(error), byFriend), true),
      told: (news) => {
        showMessage(FRIEND[news], news === "notConnected");
        if (dialog.isOpen) dialog.status(FRIEND[news], news === "notConnected");
      },
      ask: (question, { side }) => (question === "draw"
        ? ask(drawOfferQuestion(side), DRAW_ACCEPT, DRAW_DECLINE)
        : ask(FRIEND.undoQuestion, FRIEND.undoAccept, FRIEND.undoRefuse)),
    },
  });
  const dialog = new FriendDialog({ $, friend });
  // A page closed or reloaded takes its connection with it: closed here, the
  // friend's device hears of it at once instead of after its silence runs out.
  addEventListener("pagehide", () => friend.drop());

  const letters = new Letters({ store, fit, ask, tell: (text) => showMessage(text), words: LETTERS });
  $("letter-send").addEventListener("click", () => letters.send($("letter-link")));
  // The link shown belongs to the position it was made for.
  store.subscribe(({ type }) => {
    if (type !== "settings" && type !== "shown") $("letter-link").hidden = true;
    $("letter-line").hidden = !letters.active || !(store.over || actions.actor()?.remote);
  });
  // A game chosen in the new-game panel, started by `start(settings)`: by
  // links at once, the friend's seats theirs; with a friend on another device
  // once the two are connected; else here.
  const startChosen = (chosen, start) => {
    if (chosen.opponent === "letters") {
      const remote = kindOf(chosen.ruleset).friendSeats({ ...chosen, opponent: "friend" });
      start({ ...chosen, opponent: "human", matchLength: 1, friend: { id: newGameId(), remote, letters: true } });
      return;
    }
    const remote = kindOf(chosen.ruleset).friendSeats(chosen);
    if (remote) dialog.open({ plan: { settings: { ...chosen, matchLength: 1 }, remote } });
    else start(chosen);
  };
  return { friend, dialog, letters, startChosen };
}
