// @ts-check
// The live region: tells in words every move, throw, capture, series, extra
// move and result, for players who do not see the board. It follows the
// store, so moves by people and by the computer, undo and a new game are all
// told from one place, each from the engine's report of it.

import { words } from "../lang/text.js";

const { moveAnnouncement, undoAnnouncement, newGameAnnouncement } = words;

const KEPT_LINES = 6; // older lines leave the region; only additions are read out

// One move's report in words: the game kind's own (`spoken`: a throw of the sticks or
// spend), else a move with what it took. who(side, seat): the actor's name.
function describe(report, options, who, spoken) {
  const name = who(report.side, report.seat);
  const takenSide = report.lost[0] > 0 ? 0 : report.lost[1] > 0 ? 1 : null;
  return spoken(report, { options, who: name, takenSide })
    ?? moveAnnouncement({ who: name, move: report, captured: report.captured, capturedSide: takenSide });
}

export class Announcer {
  // who(side, seat): an actor's name; gameName(): the game's name;
  // standing(): what stands now (the result, a series, whose turn it is when a person acts) or null;
  // whenIdle(): resolves once the board has shown the move (thrown sticks have landed);
  // spoken(report, { options, who, takenSide }): the game kind's words for a move, or null.
  constructor(region, { store, who, gameName, standing, whenIdle, spoken }) {
    this.region = region;
    this.store = store;
    this.who = who;
    this.gameName = gameName;
    this.standing = standing;
    this.whenIdle = whenIdle;
    this.spoken = spoken;
    this.opened = false; // the game the page opened with is not news; a fresh one is
    this.sentenceKey = null; // the standing sentence last told, and when
    store.subscribe((change) => this.follow(change));
  }

  say(text) {
    const line = document.createElement("p");
    line.textContent = text;
    this.region.append(line);
    while (this.region.childElementCount > KEPT_LINES) this.region.firstElementChild.remove();
  }

  async follow({ type, reports = [] }) {
    if (type === "shown") return;
    const parts = [];
    const options = this.store.game.options();
    if (type === "replaced") {
      if (this.opened && this.store.reports.length === 0) parts.push(newGameAnnouncement(this.gameName()));
      this.opened = true;
    } else if (type === "undone") {
      parts.push(undoAnnouncement(reports.length));
    } else {
      parts.push(...reports.map((report) => describe(report, options, this.who, this.spoken)));
    }
    // Told once the board shows it: a throw's value not before the sticks land.
    await this.whenIdle();
    this.tell(parts);
  }

  // Adds what stands now, once per position, to what just happened.
  tell(parts = []) {
    const sentence = this.standing();
    const key = sentence && `${this.store.reports.length}|${sentence}`;
    if (sentence && (parts.length || key !== this.sentenceKey)) parts.push(sentence);
    if (key) this.sentenceKey = key;
    if (parts.length) this.say(`${parts.join(". ")}.`);
  }
}

// The live region, read out but not shown, after `anchor` (the message line), and its announcer.
export function attachAnnouncer(anchor, options) {
  const region = document.createElement("div");
  region.className = "visually-hidden";
  region.setAttribute("aria-live", "polite");
  region.dataset.testid = "announcements";
  anchor.after(region);
  return new Announcer(region, options);
}
