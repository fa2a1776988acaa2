// @ts-check
// The buttons under the board: new game, next game, undo, redo, offer a
// draw, resign, and the More menu (share a link, save and open a file). Each
// acts on the store; what is allowed comes from the engine (mayResign, the
// situation) and from who sits in each seat.

import { actorOf, resigningSide } from "../session/seats.js";
import { shareUrl } from "../session/link.js";
import { MOST_SAVE_MEGABYTES } from "../session/opening.js";
import { Refusal } from "../session/actions.js";
import { savedFileName, savedFileText } from "./save-file.js";
import { errorText, words } from "../lang/text.js";

const {
  sideLabel, resignRefusedText, drawDeclinedText, drawOfferQuestion, DRAW_ACCEPT, DRAW_DECLINE, drawRefusedText, resignQuestion,
  RESIGN_CONFIRM, RESIGN_CANCEL, shareCopiedText, shareShownText, badFileText, FRIEND,
} = words;

const MEGABYTE = 2 ** 20;
const DRAW_JUDGING_MS = 400; // the computer's search on a draw offer: short, so the answer comes at once

export class GameControls {
  // el: { newGame, nextGame, undo, redo, offerDraw, resign, share, shareLink,
  // exportFile, importButton, importFile, moreMenu, askDialog, askQuestion, askYes, askNo };
  // seats(): who plays each seat; computer: the worker's side, for draw
  // offers; scheduler: the computer's turns; openNewGame(): the panel;
  // nextGame(); openSave(text): opens a save or throws why not; resultText(): the result in
  // words, for a saved file's header; showMessage(text, isError);
  // friend: the friend game (www/friend/friend-game.js), which asks the friend's device for an undo or a draw.
  constructor({ elements, store, seats, readOnly, computer, scheduler, friend, openNewGame, nextGame, openSave, resultText, showMessage }) {
    this.el = elements;
    this.store = store;
    this.seats = seats;
    this.readOnly = readOnly;
    this.computer = computer;
    this.scheduler = scheduler;
    this.friend = friend;
    this.openNewGame = openNewGame;
    this.nextGame = nextGame;
    this.openSave = openSave;
    this.resultText = resultText;
    this.showMessage = showMessage;
    this.attach();
    store.subscribe(({ type }) => {
      // The link shown belongs to the game it was made for.
      if (type === "replaced") this.el.shareLink.hidden = true;
      this.render();
    });
  }

  render() {
    const { el, store } = this;
    const { game } = store;
    const status = game.status();
    const situation = game.situation();
    const matchOver = store.matchAfterGame.over;
    el.nextGame.hidden = !status.over || matchOver;
    // Once everything is played, starting again is the obvious next step.
    el.newGame.classList.toggle("primary", status.over && matchOver);
    const friendAway = this.friend.active && !this.friend.connected;
    el.undo.disabled = this.readOnly() || status.over || game.history().length === 0 || friendAway;
    // Redo keeps its place in the row, so the buttons beside it never move under the pointer.
    // A friend game takes moves back only by both devices' consent, and plays them again only as moves.
    el.redo.disabled = this.readOnly() || !store.canRedo || this.friend.active;
    el.offerDraw.disabled = status.over || friendAway;
    el.offerDraw.hidden = !situation.drawByAgreement;
    // Not allowed yet, resigning stays at hand, dimmed: a tap says why, where
    // a touch screen shows no tooltip.
    const refusal = status.over ? null : game.mayResign(resigningSide(game, this.seats()));
    el.resign.disabled = status.over;
    this.resignRefusal = refusal && !refusal.ok ? resignRefusedText(errorText(refusal.error)) : "";
    el.resign.setAttribute("aria-disabled", String(Boolean(this.resignRefusal)));
    el.resign.title = this.resignRefusal;
  }

  // A question answered in the page (no blocking window.confirm): resolves true for yes.
  ask(question, yes, no) {
    const { askDialog, askQuestion, askYes, askNo } = this.el;
    askQuestion.textContent = question;
    askYes.textContent = yes;
    askNo.textContent = no;
    askDialog.returnValue = "";
    askDialog.showModal();
    return new Promise((resolve) => {
      askDialog.addEventListener("close", () => resolve(askDialog.returnValue === "yes"), { once: true });
    });
  }

  async undo() {
    this.showMessage("");
    if (this.friend.active) {
      this.showMessage(FRIEND.asking);
      this.showMessage((await this.friend.requestUndo()) ? "" : FRIEND.undoRefused);
      return;
    }
    // Against the computer, its replies and the person's last move go back
    // together: undo stops where a person's seat acts.
    this.store.undo((game) => Boolean(actorOf(game, this.seats())?.computer));
  }

  // The computer weighs a draw offer with a short search in its worker. Null
  // when the question became moot (an undo, a new game) or the search failed.
  async computerAcceptsDraw(side) {
    const game = this.store.game;
    this.scheduler.stopThinking();
    let accepts = null;
    try {
      accepts = await this.computer.judgeDraw(game.toJSON(), { timeMs: DRAW_JUDGING_MS }, side);
    } catch (error) {
      this.showMessage(errorText(error), true);
    }
    if (game !== this.store.game) return null;
    if (accepts === false) this.showMessage(drawDeclinedText);
    return accepts;
  }

  async offerDraw() {
    const game = this.store.game;
    const offering = resigningSide(game, this.seats());
    const answering = 1 - offering;
    const computerAnswers = this.seats()[answering].every(({ computer }) => computer);
    if (this.friend.active) {
      this.showMessage(FRIEND.asking);
      this.showMessage((await this.friend.offerDraw()) ? "" : FRIEND.drawRefused);
      return;
    }
    if (computerAnswers) {
      if (!(await this.computerAcceptsDraw(answering))) return;
    } else if (!(await this.ask(drawOfferQuestion(offering), DRAW_ACCEPT, DRAW_DECLINE))) {
      this.showMessage(drawRefusedText(answering));
      return;
    }
    this.declare(() => this.store.agreeDraw());
  }

  async resign() {
    if (this.resignRefusal) {
      this.showMessage(this.resignRefusal, true);
      return;
    }
    const side = resigningSide(this.store.game, this.seats());
    const sure = await this.ask(resignQuestion(sideLabel(side, this.store.settings)), RESIGN_CONFIRM, RESIGN_CANCEL);
    if (!sure || this.store.over) return;
    this.declare(() => this.store.resign(side));
  }

  declare(end) {
    try {
      end();
      this.showMessage("");
    } catch (error) {
      this.showMessage(errorText(error), true);
    }
  }

  async share() {
    const url = shareUrl(this.store.game.toJSON());
    const field = this.el.shareLink;
    field.value = url;
    field.hidden = false;
    field.select();
    try {
      await navigator.clipboard.writeText(url);
      this.showMessage(shareCopiedText);
    } catch {
      this.showMessage(shareShownText);
    }
  }

  saveFile() {
    const { game, settings } = this.store;
    const date = new Date();
    const text = savedFileText({ game, seats: this.seats(), ending: this.resultText(), date });
    const file = new Blob([text], { type: "application/json" });
    const anchor = document.createElement("a");
    anchor.href = URL.createObjectURL(file);
    anchor.download = savedFileName(settings, date);
    anchor.click();
    URL.revokeObjectURL(anchor.href);
  }

  async openFile(file) {
    try {
      if (file.size > MOST_SAVE_MEGABYTES * MEGABYTE) throw new Refusal("file-too-large", { megabytes: Math.ceil(file.size / MEGABYTE), most: MOST_SAVE_MEGABYTES });
      this.openSave(await file.text());
    } catch (error) {
      this.showMessage(badFileText(errorText(error)), true);
    }
  }

  attach() {
    const { el } = this;
    el.newGame.addEventListener("click", () => this.openNewGame());
    el.nextGame.addEventListener("click", () => this.nextGame());
    el.undo.addEventListener("click", () => this.undo());
    el.redo.addEventListener("click", () => this.store.redo());
    el.offerDraw.addEventListener("click", () => this.offerDraw());
    el.resign.addEventListener("click", () => this.resign());
    // The "More" menu closes once one of its actions is chosen.
    el.share.addEventListener("click", () => {
      el.moreMenu.open = false;
      this.share();
    });
    el.exportFile.addEventListener("click", () => {
      el.moreMenu.open = false;
      this.saveFile();
    });
    // A real button, so the keyboard reaches it; it asks the hidden file field for a file.
    el.importButton.addEventListener("click", () => el.importFile.click());
    el.importFile.addEventListener("change", (event) => {
      el.moreMenu.open = false;
      const [file] = event.target.files;
      event.target.value = "";
      if (file) this.openFile(file);
    });
    // Escape closes the menu, as it closes the dialogs, and the focus goes back to More.
    el.moreMenu.addEventListener("keydown", (event) => {
      if (event.key !== "Escape" || !el.moreMenu.open) return;
      event.preventDefault();
      el.moreMenu.open = false;
      el.moreMenu.querySelector("summary").focus();
    });
  }
}
