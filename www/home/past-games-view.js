// @ts-check
// The home's record of past games: wins, draws and losses per game and
// opponent (the computer's level, or a friend), as session/past-games.js
// counts them, and one button that deletes the record once the player confirms.

import { words } from "../lang/text.js";

const { GAME_NAMES, PAST_GAMES } = words;
// The rows' order within a game: the computer by level, then a friend.
const OPPONENTS = ["computer-easy", "computer-medium", "computer-hard", "friend"];

export class PastGamesView {
  // el: { section, title, empty, table, remove }; pastGames: the record
  // (session/past-games.js); ask(question, yes, no): resolves to the player's yes.
  constructor({ elements, pastGames, ask }) {
    this.el = elements;
    this.pastGames = pastGames;
    this.ask = ask;
    elements.title.textContent = PAST_GAMES.title;
    elements.empty.textContent = PAST_GAMES.empty;
    elements.remove.textContent = PAST_GAMES.remove;
    elements.remove.addEventListener("click", () => this.remove());
  }

  async render() {
    const { el } = this;
    // Busy while the record is read: assistive technology (and a test) waits for the rows.
    el.section.setAttribute("aria-busy", "true");
    const rows = await this.pastGames.counts().catch(() => null);
    el.section.removeAttribute("aria-busy");
    // No database here (some private modes): there is no record to show.
    el.section.hidden = rows === null;
    if (rows === null) return;
    el.empty.hidden = rows.length > 0;
    el.table.hidden = rows.length === 0;
    el.remove.hidden = rows.length === 0;
    const cell = (tag, text) => Object.assign(document.createElement(tag), { textContent: text });
    const head = document.createElement("tr");
    head.append(...[PAST_GAMES.game, PAST_GAMES.opponent, PAST_GAMES.win, PAST_GAMES.draw, PAST_GAMES.loss].map((text) => {
      const th = cell("th", text);
      th.scope = "col";
      return th;
    }));
    const byGame = (a, b) => Object.keys(GAME_NAMES).indexOf(a.ruleset) - Object.keys(GAME_NAMES).indexOf(b.ruleset)
      || OPPONENTS.indexOf(a.opponent) - OPPONENTS.indexOf(b.opponent);
    const body = rows.sort(byGame).map(({ ruleset, opponent, win, draw, loss }) => {
      const row = document.createElement("tr");
      row.dataset.testid = `past-${ruleset}-${opponent}`;
      const name = cell("th", GAME_NAMES[ruleset] ?? ruleset);
      name.scope = "row";
      row.append(name, cell("td", PAST_GAMES.opponents[opponent] ?? opponent), ...[win, draw, loss].map((count) => cell("td", String(count))));
      return row;
    });
    el.table.replaceChildren(head, ...body);
  }

  async remove() {
    if (!(await this.ask(PAST_GAMES.question, PAST_GAMES.confirm, PAST_GAMES.keep))) return;
    await this.pastGames.clear();
    await this.render();
    // The button is gone: the line that says the record is empty takes the focus.
    this.el.empty.focus();
  }
}
