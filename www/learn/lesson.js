// @ts-check
// A lesson run headless: sets up each step's position in the store, deals a
// stick game's step's sticks through the action path, and judges what the player
// does from the engine's reports. Views read `step`, `index` and `verdict`
// and hear of every change through `onChange`.

import { hasPractice, practiceSteps } from "./practice.js";
import { judge } from "./goals.js";
import { doneSteps, markDone } from "./progress.js";
import { openSave } from "../session/opening.js";
import { LESSONS, kindOf, fitSettings } from "../games/index.js";

// A save of a game from the start, and of one from a setup (docs/api-additions.md, Saves).
const SAVE_FORMAT = 1;
const SETUP_FORMAT = 2;

// The course a link asks for (`#learn=<ruleset>` or `#practice=<ruleset>`), or null.
export function courseOf(link) {
  if (link?.learn && Object.hasOwn(LESSONS, link.learn)) return { kind: "lessons", ruleset: link.learn };
  if (link?.practice && hasPractice(link.practice)) return { kind: "practice", ruleset: link.practice };
  return null;
}

export const courseSteps = ({ kind, ruleset }) => (kind === "lessons" ? LESSONS[ruleset] : practiceSteps(ruleset));

export class Lesson {
  // steps: the course's (courseSteps)
  constructor({ course, steps, store, actions, onChange }) {
    this.course = course;
    this.ruleset = course.ruleset;
    this.steps = steps;
    this.store = store;
    this.actions = actions;
    this.onChange = onChange;
    this.index = 0;
    this.verdict = "open"; // "open", "met" or "missed"
    this.startPly = 0;
    store.subscribe(() => this.follow());
    actions.holdWhen("read-only", () => this.locked);
  }

  get step() {
    return this.steps[this.index];
  }

  // The board takes no move once a try is judged: the player reads why, then goes on or tries again.
  get locked() {
    return this.verdict !== "open";
  }

  // Sets up step `index` (the first one past the end stays on the last).
  show(index) {
    this.index = Math.max(0, Math.min(index, this.steps.length - 1));
    const { options, setup, moves, dealt } = this.step;
    this.verdict = "open";
    this.doneBefore = doneSteps().has(this.step.id);
    this.startPly = moves.length;
    this.undeal?.();
    this.undeal = this.actions.use(kindOf(this.ruleset).dealt(dealt, this.store));
    // Both sides are the player's: a lesson has no computer.
    const format = setup ? SETUP_FORMAT : SAVE_FORMAT;
    openSave(this.store, JSON.stringify({ format, ruleset: this.ruleset, options, setup, moves }), fitSettings, { opponent: "human" });
    const peopleOnly = kindOf(this.ruleset).peopleOnly(this.store.settings);
    if (peopleOnly !== this.store.settings) this.store.updateSettings(peopleOnly);
    this.onChange();
  }

  retry() {
    this.show(this.index);
  }

  // Judges the moves made since the step began, after every change of the store.
  follow() {
    if (this.verdict !== "open" || this.store.game.history().length < this.startPly) return;
    const verdict = judge(this.step.goal, this.store.reports.slice(this.startPly), kindOf(this.ruleset).goals);
    if (verdict === "open") return;
    this.verdict = verdict;
    if (verdict === "met") markDone(this.step.id);
    this.onChange();
  }
}
