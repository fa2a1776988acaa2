// Seig at a glance: a throw's value shows large on the sticks with what it
// does; a throw that passes the turn on is followed by the next person's
// throw without a click (unless the automatic pass is off); pieces a throw
// releases rise to their holes; a hole's label says in words which values
// reach it; and on a phone, upright or sideways, the
// page fits without a scrolling box, holes are 36 px apart, every target is
// 36 px at least and no stick leaves the canvas.

import { test } from "node:test";
import assert from "node:assert/strict";
import {
  useSiteAndBrowser, server, browser, openGame, watchedPage, newGame, clickSquare, scrollingBoxes, smallTargets, seededRandom, boardAtItsLeast, savePicture,
} from "./helpers.mjs";
import { newSeigGame, seigTool, waitForThrowValue, seigState, clickSpend, chooseSpend } from "./seig-helpers.mjs";

// Resolves once the last move is shown and no automatic pass waits for its
// pace: nothing throws by itself from then on until someone acts.
const settled = (page) => page.waitForFunction(() => {
  const { seig } = window.desertGames.state;
  return seig.busy === null && seig.passing === 0;
});

useSiteAndBrowser();

const history = (page) => page.evaluate(() => window.desertGames.game.history());

// Records, every frame until stopped, what the Seig board shows and does.
async function recordFrames(page) {
  await page.evaluate(() => {
    const frames = (window.seigFrames = { list: [], recording: true });
    const record = () => {
      const { seig } = window.desertGames.state;
      frames.list.push({ plies: window.desertGames.game.history().length, motion: seig.motion, glance: seig.glance, drawn: seig.drawn, size: seig.canvasSize });
      if (frames.recording) requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
  return async () => page.evaluate(() => {
    window.seigFrames.recording = false;
    return window.seigFrames.list;
  });
}

// Resolves once the page has drawn what it shows now.
const nextFrame = (page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

// Resolves once a person may act and nothing is being shown.
const waitForCalm = (page, timeout = 30000) => page.waitForFunction(() => {
  const { seig } = window.desertGames.state;
  return seig.humanMayAct && !seig.busy && !seig.animating;
}, null, { timeout });

// Seed 8, two people: Light's first throw and the three after it leave the
// game locked (each passes the turn on); the fifth, Light's, is a Seig that
// unlocks the game and releases a piece, and Light throws again by hand.
test("one click: the futile throws that follow go by themselves, each value on the sticks, and the released piece rises", async () => {
  const page = await openGame(browser, server.url, { reducedMotion: "no-preference" });
  await newSeigGame(page, { seats: [["human"], ["human"]], seed: 8 });
  await (await seigTool(page, "speed-select")).selectOption("fast");
  const stop = await recordFrames(page);
  await page.getByTestId("throw-button").click();
  await page.waitForFunction(() => window.desertGames.game.history().length === 5, null, { timeout: 30000 });
  await waitForCalm(page);
  const frames = await stop();
  await savePicture(page, "seig-throw-glance.png");

  const passed = frames.filter(({ glance }) => glance && /turn passes/.test(glance.line));
  assert.ok(passed.length > 0, "a futile throw says on the sticks that the turn passes");
  assert.ok(passed.every(({ glance }) => /^[2-5]$/.test(glance.mark)), "its value is its count of white sides");
  const { glance } = frames.at(-1);
  assert.deepEqual(glance, { mark: "Seig!", line: "unlocked! a piece is released; throw again", shout: true });
  assert.match(await page.getByTestId("throw-value").textContent(), /^Seig! \d: the game is unlocked, a piece is released/, "the bar's words for screen readers");

  // The released piece moves over several frames, once its throw has landed.
  const rising = frames.filter(({ motion }) => motion === "release");
  assert.ok(rising.length >= 3, `the released piece rises over ${rising.length} frames`);
  assert.ok(rising.every(({ plies }) => plies === 5), "only the releasing throw moves a piece");

  // A throw that did something is the person's to make again: once it is
  // shown, no automatic pass waits to throw.
  await settled(page);
  assert.equal((await history(page)).length, 5, "after the Seig the sticks wait for a click");
  const told = await page.getByTestId("announcements").textContent();
  assert.match(told, /the sticks pass on/, "a passing throw is announced");
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("with the automatic pass off, a futile throw waits for a click; the choice is kept for the next game", async () => {
  const page = await openGame(browser, `${server.url}?seig-pace=0`);
  await newSeigGame(page, { seats: [["human"], ["human"]], seed: 8 });
  await (await seigTool(page, "speed-select")).selectOption("off");
  await (await seigTool(page, "auto-pass-toggle")).uncheck();
  await page.getByTestId("throw-button").click();
  await waitForThrowValue(page);
  await settled(page);
  assert.equal((await history(page)).length, 1, "no throw by itself");
  assert.equal((await page.evaluate(() => window.desertGames.state.seig)).humanMayAct, true);
  await newSeigGame(page, { seats: [["human"], ["human"]] });
  assert.equal((await page.evaluate(() => window.desertGames.state.seig)).autoPass, false, "the next game keeps the choice");
  assert.equal(await page.getByTestId("auto-pass-toggle").isChecked(), false);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

// With "a throw of four" worth 3, throws of 4, 4 and 6 whites after the
// unlocking Seig leave 3, 3 and 6 to spend: the released piece on b12
// reaches b6 with 6 or with 3+3, and the page says so in words.
test("a hole two groups of values reach is labelled with both, in words, and the chooser offers both", async () => {
  const page = await openGame(browser, `${server.url}?seig-pace=0`);
  await newSeigGame(page, { seats: [["human"], ["human"]], seed: 1, options: { fourMoves: 3 } });
  await (await seigTool(page, "speed-select")).selectOption("off");
  await (await seigTool(page, "real-sticks-toggle")).check();
  for (const [index, faces] of ["WWWWWWB", "WWWWBBBB", "WWWWBBBB", "WWWWWWBB"].entries()) {
    await page.getByTestId("move-input").fill(`throw:${faces}`);
    await page.getByTestId("move-input").press("Enter");
    await page.waitForFunction((length) => window.desertGames.game.history().length === length, index + 1);
    await waitForCalm(page);
  }
  await clickSquare(page, "b12");
  const hole = page.locator('[aria-label="Holes of the mound"]').getByTestId("cell-b6");
  assert.match(await hole.getAttribute("aria-label"), /can go here with 6 or 3\+3$/);
  await clickSquare(page, "b6");
  assert.equal(await page.getByTestId("seig-chooser").textContent(), "Reach b6 (6 holes) with:63+3");
  await page.getByTestId("choose-3+3").click();
  assert.equal((await history(page)).at(-1), "b12-b6:3+3");
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

for (const viewport of [{ width: 360, height: 640 }, { width: 640, height: 360 }]) {
  const shape = `${viewport.width}x${viewport.height}`;
  test(`Seig on a phone at ${shape}: no scrolling box, holes 36 px apart, no small target, sticks on the canvas`, async () => {
    const page = await watchedPage(browser, { ...viewport, deviceScaleFactor: 2, isMobile: true, hasTouch: true, reducedMotion: "no-preference" });
    await page.goto(server.url);
    await page.waitForFunction(() => window.desertGames?.game);
    await newSeigGame(page, { seats: [["human"], ["computer-easy"]], seed: 2 });
    assert.deepEqual(await scrollingBoxes(page), []);
    assert.deepEqual(await smallTargets(page), []);
    const [a1, a2, b1] = await page.evaluate(() => ["a1", "a2", "b1"].map((hole) => window.desertGames.squareCenter(hole)));
    for (const [from, to] of [[a1, a2], [a1, b1]]) {
      assert.ok(Math.hypot(to.x - from.x, to.y - from.y) >= 36, `holes ${Math.hypot(to.x - from.x, to.y - from.y).toFixed(1)} px apart`);
    }

    // A throw: every frame's sticks, shadows included, stay on the canvas.
    const stop = await recordFrames(page);
    await page.getByTestId("throw-button").click();
    await waitForThrowValue(page);
    const frames = await stop();
    const flying = frames.filter(({ drawn }) => drawn);
    assert.ok(flying.length > 5, "the sticks were seen in the air");
    for (const { drawn, size } of flying) {
      assert.ok(drawn.left >= 0 && drawn.top >= 0 && drawn.right <= size.width && drawn.bottom <= size.height, `sticks within the canvas: ${JSON.stringify(drawn)} in ${JSON.stringify(size)}`);
    }
    await savePicture(page, `seig-phone-${shape}.png`);

    // The tools open over the page from their gear, each a finger's size, and nothing scrolls.
    await page.getByTestId("seig-tools-button").tap();
    assert.deepEqual(await smallTargets(page), []);
    assert.deepEqual(await scrollingBoxes(page), []);
    await savePicture(page, `seig-phone-${shape}-tools.png`);
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });
}

test("every grid game fits a sideways phone (640x360) with no scrolling box; a board too large for it scrolls the page rather than shrink", async () => {
  const page = await watchedPage(browser, { width: 640, height: 360, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  await page.goto(server.url);
  await page.waitForFunction(() => window.desertGames?.game);
  for (const [ruleset, options] of [["siga", { board: "4x5" }], ["siga", { board: "6x6" }], ["siga", { board: "6x8" }],
    ["seega-sudan", { board: "5x5" }], ["seega-sudan", { board: "9x9" }], ["seega-egypt", { board: "7x7" }]]) {
    await newGame(page, { ruleset, options, opponent: "human" });
    assert.deepEqual(await scrollingBoxes(page, { pageMayScroll: options.board === "9x9" || await boardAtItsLeast(page) }), [], `${ruleset} ${options.board}`);
  }
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

// A throw is its thrower's: while the sticks fly the turn line says who
// throws (not the move their value will ask for), and once a spend hands the
// turn on, the next seat to throw finds the sticks at rest, inviting a
// throw, with none of the last seat's value on them or in the bar.
test("while the sticks fly the turn line says who throws; the next seat to throw finds the sticks at rest", async () => {
  const page = await openGame(browser, server.url, { reducedMotion: "no-preference" });
  await newSeigGame(page, { seats: [["human"], ["human"]], seed: 8 });
  await (await seigTool(page, "speed-select")).selectOption("fast");
  await (await seigTool(page, "auto-pass-toggle")).uncheck();
  const random = seededRandom(2);
  const linesInFlight = [];
  let handedOver = 0;
  for (let action = 0; action < 60 && handedOver < 2; action += 1) {
    await waitForCalm(page);
    const before = await seigState(page);
    if (before.over) break;
    if (before.legalMoves.length === 1 && before.legalMoves[0] === "throw") {
      await page.getByTestId("throw-button").click();
      linesInFlight.push({ seat: before.actingSeat, line: await page.getByTestId("turn-line").textContent() });
      await page.waitForFunction((length) => window.desertGames.game.history().length > length, before.history.length);
      continue;
    }
    await clickSpend(page, chooseSpend(before.legalMoves, random));
    await page.waitForFunction((length) => window.desertGames.game.history().length > length, before.history.length);
    await waitForCalm(page);
    await nextFrame(page);
    const after = await seigState(page);
    if (after.actingSeat === before.actingSeat || after.over) continue;
    handedOver += 1;
    const { glance, words } = after.seig;
    assert.equal(glance, null, `${after.actingSeat} to throw finds no throw on the sticks`);
    assert.deepEqual(words.map(({ text }) => text).join(" "), "Tap the sticks to throw");
    assert.equal(await page.getByTestId("throw-value").textContent(), "", "nor the last throw's words in the bar");
  }
  assert.ok(handedOver >= 2, "spends handed the turn on");
  assert.ok(linesInFlight.length >= 6, `throws seen in flight: ${linesInFlight.length}`);
  for (const { seat, line } of linesInFlight) assert.equal(line.trim(), `${seat.replace(/^▸ /, "")} throws the sticks…`);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

// On a phone held either way, the throw's words are under the sticks, not
// over them; its mark stays on their tray, not over the mound; and the
// words are large enough to read (the bar's words are for screen readers there).
for (const viewport of [{ width: 390, height: 844 }, { width: 844, height: 390 }]) {
  const shape = `${viewport.width}x${viewport.height}`;
  test(`Seig's throw on a phone at ${shape}: its mark on the tray, its words under the sticks, readable`, async () => {
    const page = await watchedPage(browser, { ...viewport, deviceScaleFactor: 2, isMobile: true, hasTouch: true, reducedMotion: "no-preference" });
    await page.goto(server.url);
    await page.waitForFunction(() => window.desertGames?.game);
    await newSeigGame(page, { seats: [["human"], ["human"]], seed: 8 });
    await (await seigTool(page, "speed-select")).selectOption("fast");
    const ground = await page.evaluate(() => window.desertGames.sticksGround());
    await page.touchscreen.tap(ground.x, ground.y);
    await page.waitForTimeout(150);
    await savePicture(page, `seig-phone-throw-${shape}-air.png`);
    await page.waitForFunction(() => window.desertGames.game.history().length === 5, null, { timeout: 30000 });
    await waitForCalm(page);
    await nextFrame(page);
    await savePicture(page, `seig-phone-throw-${shape}.png`);
    const { glance, words, sticks, tray, canvasSize } = (await seigState(page)).seig;
    assert.equal(glance.mark, "Seig!");
    const inside = (box, outer) => box.left >= outer.x - 1 && box.right <= outer.x + outer.w + 1 && box.top >= outer.y - 1 && box.bottom <= outer.y + outer.h + 1;
    const lines = words.slice(0, -1);
    const mark = words.at(-1);
    assert.equal(mark.text, "Seig!");
    assert.equal(lines.map(({ text }) => text).join(" "), glance.line, "the throw's words, all of them");
    for (const box of words) assert.ok(inside(box, tray), `"${box.text}" on the tray: ${JSON.stringify(box)} in ${JSON.stringify(tray)}`);
    for (const line of lines) {
      assert.ok(line.size >= 12, `"${line.text}" in ${line.size} px letters`);
      assert.ok(line.top >= sticks.bottom, `"${line.text}" under the sticks: ${JSON.stringify(line)}, sticks ${JSON.stringify(sticks)}`);
    }
    assert.ok(mark.size >= 20, `the mark in ${mark.size} px letters`);
    assert.ok(sticks.right - sticks.left >= 80 && sticks.bottom - sticks.top >= 40, `sticks a finger can see: ${JSON.stringify(sticks)}`);
    assert.ok(tray.x >= 0 && tray.y >= 0 && tray.x + tray.w <= canvasSize.width && tray.y + tray.h <= canvasSize.height);
    assert.deepEqual(await scrollingBoxes(page), []);
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });
}

// Seventeen moves of a practice game (seig-19): Light's last move ran
// c12-d12-d11-d10 and its twig now shares d10 with a dark shell not yet
// released, as the rules allow. What the board shows, read off its pixels:
// the shared hole carries a count, and its cell says so in words; the last
// move is a trail from where it started, and that hole has no ring (rings
// mark pieces that can move); a piece not yet released is half buried, its
// lower half sand-coloured where its upper half shows the shell.
const SHARED = JSON.stringify({
  format: 1,
  moves: ["throw:BBBWBBB", "throw:WWBWWWBW", "b12-b6:6", "throw:WBBBBWBB", "throw:WWWBWBWW", "b6-c1:6", "throw:WWBWWBWW", "throw:BWBBWWWW", "c1-c6:5",
    "throw:WBBWBBWW", "throw:BBBWBBWW", "throw:WBBWWWWW", "c6-c12:6", "throw:WWBWBBWB", "throw:WBWWWWBB", "throw:WBBWBBWB", "c12-d10:3"],
  options: { firstSide: 0, fourMoves: 4, seed: 10, teamSize: 1 },
  ruleset: "seig",
  stream: "1",
});

test("a shared hole shows a count and says so; the last move's start is a trail's end, not a ring; an unreleased piece is half buried", async () => {
  const page = await openGame(browser, `${server.url}#game=${encodeURIComponent(SHARED)}`);
  await page.waitForFunction(() => window.desertGames.game.history().length === 17);
  await nextFrame(page);
  await savePicture(page, "seig-board-marks.png");
  // The holes' words follow the board once it has shown the last move.
  const label = /^d10, light twig, dark shell, not yet released, two pieces share this hole, as the rules allow/;
  await page.waitForFunction((source) => new RegExp(source).test(document.querySelector('[aria-label="Holes of the mound"] [data-testid="cell-d10"]')?.getAttribute("aria-label") ?? ""), label.source)
    .catch(() => {});
  const cell = page.locator('[aria-label="Holes of the mound"]').getByTestId("cell-d10");
  assert.match(await cell.getAttribute("aria-label"), label);
  assert.match(await page.getByTestId("seig-legend").textContent(), /half buried: not yet released; 2: two pieces share a hole/);
  // Colours (r, g, b) at points given in holes' spacings from a hole's centre (x right, y down).
  const colours = await page.evaluate((probes) => {
    const canvas = document.querySelector("[data-testid=seig-canvas]");
    const rect = canvas.getBoundingClientRect();
    const scale = canvas.width / rect.width;
    const ctx = canvas.getContext("2d");
    const centre = (hole) => window.desertGames.squareCenter(hole);
    const [a, b] = [centre("a1"), centre("a2")];
    const spacing = Math.hypot(b.x - a.x, b.y - a.y);
    return probes.map(([hole, dx, dy]) => {
      const { x, y } = centre(hole);
      return [...ctx.getImageData(Math.round((x - rect.left + dx * spacing) * scale), Math.round((y - rect.top + dy * spacing) * scale), 1, 1).data].slice(0, 3);
    });
  }, [
    ["d10", 0.34, -0.3], ["d8", 0.34, -0.3], // where a count would be, shared and not
    ["c12", -0.4, 0], ["c12", 0, 0.4], ["c11", -0.4, 0], ["c11", 0, 0.4], // round where the last move started, and a hole beside it
    ["d12", 0.0, 0.5], ["d9", 0.0, 0.5], // between the rows, on the trail and off it (d is above c on the screen)
    ["d1", 0, 0.14], ["d1", 0, -0.08], // a shell not yet released, low and high
  ]);
  const apart = (p, q) => Math.max(...p.map((value, i) => Math.abs(value - q[i])));
  const light = ([r, g, b]) => 0.3 * r + 0.59 * g + 0.11 * b;
  const [badge, noBadge, startLeft, startBelow, besideLeft, besideBelow, trail, noTrail, low, high] = colours;
  assert.ok(apart(badge, noBadge) > 60, `a count by the shared hole: ${badge} against ${noBadge}`);
  assert.ok(apart(startLeft, besideLeft) < 20 && apart(startBelow, besideBelow) < 20, `no ring round where the last move started: ${[startLeft, startBelow]} against ${[besideLeft, besideBelow]}`);
  assert.ok(apart(trail, noTrail) > 30, `a trail from it: ${trail} against ${noTrail}`);
  assert.ok(light(low) - light(high) > 60, `the shell's lower half under sand: ${low} below, ${high} above`);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});
