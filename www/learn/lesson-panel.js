// The lesson beside the board: which step of how many, what to do, the
// verdict on the player's try, and the buttons to go on, try again, go back
// or leave.

import { LESSON_TEXT, lessonProgressText, practiceProgressText, lessonDoneText, lessonWrongText, lessonFinishedText, GAME_NAMES } from "../lang/text.js";

export class LessonPanel {
  // el: { panel, progress, title, task, verdict, back, retry, next }
  constructor(el, lesson) {
    Object.assign(this, { el, lesson });
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
