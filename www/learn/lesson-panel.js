// @ts-check
// The lesson beside the board: which step of how many, what to do, the
// verdict on the player's try, and the buttons to go on, try again, go back
// or leave.

import { words, lessonWords } from "../lang/text.js";
import { Lesson, courseSteps } from "./lesson.js";

const { GAME_NAMES } = words;
const {
  LESSON_TEXT, lessonProgressText, practiceProgressText, lessonDoneText, lessonWrongText, lessonFinishedText, LESSON_LABEL, LESSON_BUTTONS,
} = lessonWords;

// The course the address asked for (courseOf), beside the board: the panel's
// words and links, then its steps on the store's board. Resolves with the lesson.
export async function startCourse({ course, $, store, actions }) {
  const el = Object.fromEntries(["panel", "progress", "title", "task", "verdict", "back", "retry", "next", "leave", "switch"]
    .map((name) => [name, $(name === "panel" ? "lesson" : `lesson-${name}`)]));
  el.panel.setAttribute("aria-label", LESSON_LABEL);
  for (const name of ["back", "retry", "next", "leave"]) el[name].textContent = LESSON_BUTTONS[name];
  // From the lessons to the practice positions of the same game, and back.
  const other = course.kind === "lessons" ? "practice" : "learn";
  el.switch.textContent = LESSON_BUTTONS[course.kind === "lessons" ? "practice" : "lessons"];
  el.switch.href = `#${other}=${course.ruleset}`;
  const lesson = new Lesson({ course, steps: await courseSteps(course), store, actions, onChange: () => panel.render() });
  const panel = new LessonPanel(el, lesson);
  return lesson;
}

class LessonPanel {
  // el: { panel, progress, title, task, verdict, back, retry, next }
  constructor(el, lesson) {
    this.el = el;
    this.lesson = lesson;
    el.back.addEventListener("click", () => lesson.show(lesson.index - 1));
    el.retry.addEventListener("click", () => lesson.retry());
    el.next.addEventListener("click", () => lesson.show(lesson.index + 1));
    el.panel.hidden = false;
  }

  render() {
    const { el, lesson } = this;
    const { step, index, steps, verdict } = lesson;
    const words = LESSON_TEXT[step.text];
    const last = index === steps.length - 1;
    const progressText = lesson.course.kind === "practice" ? practiceProgressText : lessonProgressText;
    el.progress.textContent = progressText(GAME_NAMES[lesson.ruleset], index + 1, steps.length, lesson.doneBefore);
    el.title.textContent = words.title;
    el.task.textContent = words.task;
    const verdicts = {
      open: "",
      met: [words.done ?? lessonDoneText, last ? lessonFinishedText(GAME_NAMES[lesson.ruleset]) : ""].filter(Boolean).join(" "),
      missed: words.wrong ?? lessonWrongText,
    };
    el.verdict.textContent = verdicts[verdict];
    el.verdict.className = `lesson-verdict ${verdict}`;
    el.back.disabled = index === 0;
    el.retry.hidden = verdict === "open";
    el.next.hidden = last;
    el.next.classList.toggle("primary", verdict === "met");
  }
}
