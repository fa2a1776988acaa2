// Keyboard-only play for the accessibility tests: no mouse call anywhere.
// Fields are set the way assistive software sets them (focus, then a value);
// everything else is key presses.

import assert from "node:assert/strict";

// Presses Tab until the focus is on a button of the accessible board, or
// Shift+Tab from a control after it (the board comes first in the page).
export async function tabIntoBoard(page) {
  const where = () => {
    const grid = [...document.querySelectorAll('[role="grid"]')].find((each) => !each.hidden);
    if (grid.contains(document.activeElement)) return "in";
    return grid.compareDocumentPosition(document.activeElement) & Node.DOCUMENT_POSITION_FOLLOWING ? "after" : "before";
  };
  for (let i = 0; i < 40; i += 1) {
    const at = await page.evaluate(where);
    if (at === "in") return;
    await page.keyboard.press(at === "after" ? "Shift+Tab" : "Tab");
  }
  assert.fail("Tab never reached the board");
}

// Arrow keys from the focused square to `square`, by their places on screen.
export async function walkTo(page, square) {
  const [[row, column], [toRow, toColumn]] = await page.evaluate((target) => {
    const place = (button) => {
      const cell = button.parentElement;
      const row = cell.parentElement;
      return [[...row.parentElement.children].indexOf(row), [...row.children].indexOf(cell)];
    };
    const grid = document.activeElement.closest('[role="grid"]');
    return [place(document.activeElement), place(grid.querySelector(`[data-square="${target}"]`))];
  }, square);
  const presses = [
    ...Array(Math.abs(toColumn - column)).fill(toColumn > column ? "ArrowRight" : "ArrowLeft"),
    ...Array(Math.abs(toRow - row)).fill(toRow > row ? "ArrowDown" : "ArrowUp"),
  ];
  for (const key of presses) await page.keyboard.press(key);
  assert.equal(await page.evaluate(() => document.activeElement.dataset.square), square);
}

// Plays a placement ("c4"), a step ("b2-b3", "b2xb3") or a Seig spend
// ("a1-a4:3") on the accessible board: to each square, then Enter.
export async function keyboardPlay(page, move) {
  await tabIntoBoard(page);
  for (const square of move.split(":")[0].split(/[-x]/)) {
    await walkTo(page, square);
    await page.keyboard.press("Enter");
  }
}

// Opens the new-game panel with N, fills it and starts with Enter on Start.
// fields: more controls by test id (Seig's seats); seed: Seig's, under "Advanced".
export async function keyboardNewGame(page, { ruleset, options = {}, opponent = "human", side = 0, fields = {}, seed = null }) {
  await page.keyboard.press("n");
  const dialog = page.getByTestId("new-game-dialog");
  await dialog.waitFor({ state: "visible" });
  const choose = async (testId, value) => {
    const control = page.getByTestId(testId);
    await control.focus();
    if (typeof value === "boolean") {
      if ((await control.isChecked()) !== value) await page.keyboard.press("Space");
    } else if (await control.evaluate((node) => node.tagName === "SELECT")) {
      await control.selectOption(String(value));
    } else {
      await control.fill(String(value));
    }
  };
  await choose("ruleset-select", ruleset);
  for (const [name, value] of Object.entries(options)) await choose(`option-${name}`, value);
  if (ruleset !== "seig") {
    await choose("opponent-select", opponent);
    if (opponent !== "human") await choose("side-select", side);
  }
  for (const [testId, value] of Object.entries(fields)) await choose(testId, value);
  if (seed !== null) {
    await page.locator("details.advanced summary").focus();
    await page.keyboard.press("Enter");
    await choose("option-seed", seed);
  }
  await page.getByTestId("start-button").focus();
  await page.keyboard.press("Enter");
  await dialog.waitFor({ state: "hidden" });
}

// The live region's lines, oldest first.
export const announcements = (page) =>
  page.evaluate(() => [...document.querySelector('[data-testid="announcements"]').children].map((line) => line.textContent));

// Waits until some line of the live region matches `pattern`; returns them all.
export async function waitForAnnouncement(page, pattern, timeout = 5000) {
  try {
    await page.waitForFunction(
      ([source, flags]) => [...document.querySelector('[data-testid="announcements"]').children].some((line) => new RegExp(source, flags).test(line.textContent)),
      [pattern.source, pattern.flags],
      { timeout },
    );
  } catch {
    assert.fail(`no announcement matched ${pattern}: ${JSON.stringify(await announcements(page))}`);
  }
  return announcements(page);
}
