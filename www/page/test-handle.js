// @ts-check
// The read-only handle for tests and curious players (`window.desertGames`):
// the game, a snapshot of the page's state, the lesson taken, the friend
// game's connection, and the board's own calls (where a square's centre is on
// screen, in viewport CSS pixels; where thrown sticks lie).

import { piecesLost } from "../session/store.js";
import { BOARD_STATE_FIELDS, BOARD_CALLS } from "../games/index.js";

// `make()`'s value, made at the first call and kept.
function once(make) {
  let made;
  let done = false;
  return () => {
    if (!done) [made, done] = [make(), true];
    return made;
  };
}

// An object whose fields are the values of these functions, each called when the field is first read.
const computedFields = (fields) =>
  Object.defineProperties({}, Object.fromEntries(Object.entries(fields).map(([name, make]) => [name, { get: once(make), enumerable: true }])));

// page: { store, actions, scheduler, boards (Map kind -> board), boardNow(), lesson(), panel, timeline, review, friend }.
export function exposeTestHandle({ store, actions, scheduler, boards, boardNow, lesson, panel, timeline, review, friend }) {
  window.desertGames = Object.freeze({
    get game() {
      return store.game;
    },
    // The lesson being taken, if any: its steps' ids, which one shows, the verdict on it, and a practice position's solutions.
    get lesson() {
      const taken = lesson();
      return taken && {
        steps: taken.steps.map(({ id }) => id), index: taken.index, verdict: taken.verdict, solutions: taken.step.goal.moves ?? null,
      };
    },
    // Each field is worked out when read: a test that waits on one or two
    // fields every frame (whose turn, whether anything moves) does not pay for
    // the board's whole state each time; reading all (a copy to the test) gives all.
    get state() {
      const { game, settings, match } = store;
      const status = once(() => game.status());
      const board = once(() => boardNow().debugState(scheduler.thinking ? "think" : scheduler.failed ? "failed" : null));
      return computedFields({
        ruleset: () => settings.ruleset,
        settings: () => structuredClone(settings),
        phase: () => game.phase(),
        toMove: () => (status().over ? null : game.toMove()),
        over: () => status().over,
        status,
        legalMoves: () => game.legalMoves(),
        humanTurn: () => actions.mayAct("person"),
        thinking: () => scheduler.thinking,
        computer: () => scheduler.debugState(),
        animating: () => [...boards.values()].some((shown) => shown.animating),
        ...Object.fromEntries(BOARD_STATE_FIELDS.map((name) => [name, () => board()[name]])), // the board's own
        captured: () => piecesLost(store.reports), // [light, dark] pieces in the trays
        panelOpen: () => panel.isOpen,
        match: () => ({ length: match.length, wins: match.wins(), over: store.matchAfterGame.over }),
        viewing: () => (timeline.viewing ? timeline.shownCount : null), // moves played up to the earlier position shown
        canRedo: () => store.canRedo,
        review: () => review.debugState(),
      });
    },
    ...Object.fromEntries(Object.entries(BOARD_CALLS).map(([name, method]) => [name, (...args) => boardNow()[method]?.(...args) ?? null])),
    // The friend game's connection, for tests: its state, a message sent as it is, one taken as if
    // the channel had delivered it (resolves once handled), the connection closed.
    friend: Object.freeze({
      get state() {
        return friend.state;
      },
      sendRaw: (text) => friend.sendRaw(text),
      receiveRaw: (text) => friend.delivered(text),
      drop: () => friend.drop(),
    }),
  });
}
