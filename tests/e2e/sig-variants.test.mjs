// Sig's six regional variants on the page: each drawn from the engine's
// holes (board().places), played by clicks and keys as Seig is (a throw by
// its button or Space, a piece and its hole by clicks, a removal by one
// click), its sticks animated, and the largest boards on phones both ways.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useSiteAndBrowser, server, browser, openGame, watchedPage, savePicture, seededRandom, scrollingBoxes } from "./helpers.mjs";
import { newSeigGame, waitForPersonOrEnd, seigTool, clickHole, clickEntry } from "./seig-helpers.mjs";
import { tabIntoBoard, waitForAnnouncement } from "./access-helpers.mjs";

useSiteAndBrowser();

// Each variant as the new-game panel sets it, with its board's holes and sticks.
const VARIANTS = [
  { ruleset: "seig-mauritania", options: { holes: 30, teamSize: 1 }, seats: [["human"], ["computer-easy"]], holes: 120, sticks: 8 },
  { ruleset: "seig-western-sahara", options: { holes: 25 }, seats: [["human", "human"], ["computer-easy", "computer-easy"]], holes: 100, sticks: 8 },
  { ruleset: "seig-tidikelt", options: { sticks: 6 }, seats: [["human"], ["computer-easy"]], holes: 37, sticks: 6 },
  { ruleset: "seig-mzab", options: { holes: 5 }, seats: [["human"], ["computer-easy"]], holes: 20, sticks: 6 },
  { ruleset: "seig-tozeur", options: {}, seats: [["human"], ["computer-easy"]], holes: 52, sticks: 6 },
  { ruleset: "seig-el-oued", options: {}, seats: [["human"], ["computer-easy"]], holes: 18, sticks: 6 },
];

const engineState = (page) => page.evaluate(() => {
  const { game } = window.desertGames;
  return { board: game.board(), moves: game.moves(), history: game.history(), over: game.status().over, seat: window.desertGames.state.seig };
});

// A saved Mauritania game (4 x 10, one seat a side) at the start of its
// removal phase, Light to throw, made by the page's own engine: the first
// game of the seeds tried whose moves, chosen in turn, lead there.
const removalSave = (page) => page.evaluate(() => {
  const Game = window.desertGames.game.constructor;
  for (let seed = 0; ; seed += 1) {
    const game = new Game("seig-mauritania", { seed, holes: 10, teamSize: 1 });
    for (let ply = 0; ply < 4000 && !game.status().over && game.phase() !== "endgame"; ply += 1) {
      const moves = game.legalMoves();
      game.play(moves[(ply * 7) % moves.length]);
    }
    const save = game.phase() === "endgame" && game.toMove() === 0 ? game.toJSON() : null;
    game.free();
    if (save) return save;
  }
});

// A new game of `variant` whose person throws every throw by hand: with the
// automatic pass, a throw after one that passed the turn on goes by itself.
async function newVariantGame(page, variant, seed) {
  await newSeigGame(page, { ruleset: variant.ruleset, options: variant.options, seats: variant.seats, seed });
  await (await seigTool(page, "auto-pass-toggle")).uncheck();
}

// One action of the person's seat, as a player makes it: a throw by the
// button or by Space (`byKey`), else a move by clicks on its holes (a move
// of one hole, a removal, by one click). Resolves with the entry played,
// once the game holds it; null when the game ended first.
async function personActs(page, random, byKey) {
  await waitForPersonOrEnd(page);
  const before = await engineState(page);
  if (before.over) return null;
  const choices = before.moves.filter((entry) => !entry.throw);
  const entry = choices.length ? choices[Math.floor(random() * choices.length)] : before.moves[0];
  if (entry.throw) {
    if (byKey) {
      await page.evaluate(() => document.activeElement.blur()); // the key goes to the page, not a control
      await page.keyboard.press("Space");
    } else {
      await page.getByTestId("throw-button").click();
    }
  } else {
    await clickEntry(page, entry);
  }
  await page.waitForFunction((length) => window.desertGames.game.history().length > length, before.history.length, { timeout: 10000 });
  const after = await engineState(page);
  // A throw is kept with the faces it drew.
  const played = after.history[before.history.length];
  if (entry.throw) assert.match(played, /^throw:[WB]+$/);
  else assert.equal(played, entry.move);
  if (!entry.throw) assert.notDeepEqual(after.board.cells, before.board.cells, `${entry.move} changed the board`);
  return entry;
}

for (const variant of VARIANTS) {
  test(`${variant.ruleset}: drawn from the engine's holes, thrown and moved by clicks and keys`, async () => {
    const page = await openGame(browser, `${server.url}?seig-pace=0`);
    await newVariantGame(page, variant, 7);
    const { board } = await engineState(page);
    assert.equal(board.places.length, variant.holes);
    assert.equal(board.sticks, variant.sticks);
    // Every hole is drawn, each at its own place, and the holes named on the screen readers' grid.
    const centers = await page.evaluate((names) => names.map((name) => window.desertGames.squareCenter(name)), board.places.map(({ name }) => name));
    assert.ok(centers.every(Boolean), "every hole has a centre");
    assert.equal(new Set(centers.map(({ x, y }) => `${Math.round(x)} ${Math.round(y)}`)).size, variant.holes, "no two holes share a place");
    assert.equal(await page.locator(".access-board:not([hidden]) [data-square]").count(), variant.holes);
    const random = seededRandom(variant.holes);
    let moved = 0;
    for (let action = 0; action < 40 && moved < 3; action += 1) {
      const entry = await personActs(page, random, action % 2 === 1);
      if (!entry) break;
      if (entry.throw) continue;
      moved += 1;
      await waitForAnnouncement(page, new RegExp(`moves ${entry.from} to ${entry.to} with ${entry.spentText}`));
    }
    assert.ok(moved >= 1, "the person moved a piece");
    await page.evaluate(() => window.scrollTo(0, 0));
    await savePicture(page, `sig-${variant.ruleset}.png`);
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });
}

// Arrow keys from the focused hole to `hole`, one at a time: to its row
// first (a row's hole nearest the column), then along it (over its gaps).
async function walkToHole(page, hole) {
  const places = () => page.evaluate((target) => {
    const place = (button) => {
      const cell = button.parentElement;
      const row = cell.parentElement;
      return [[...row.parentElement.children].indexOf(row), [...row.children].indexOf(cell)];
    };
    const grid = document.activeElement.closest('[role="grid"]');
    return [place(document.activeElement), place(grid.querySelector(`[data-square="${target}"]`))];
  }, hole);
  for (let press = 0; press < 60; press += 1) {
    const [[row, column], [toRow, toColumn]] = await places();
    if (row === toRow && column === toColumn) return;
    await page.keyboard.press(row !== toRow ? (toRow > row ? "ArrowDown" : "ArrowUp") : toColumn > column ? "ArrowRight" : "ArrowLeft");
  }
  assert.fail(`the arrows never reached ${hole}`);
}

// Tidikelt's uneven rows and El Oued's free-all moves by keyboard alone: T
// throws, the arrows walk the holes of the screen readers' grid, Enter picks
// a piece and then its hole (and the first choice, where two moves reach it).
test("Tidikelt and El Oued by keyboard: T throws, arrows and Enter move", async () => {
  const page = await openGame(browser, `${server.url}?seig-pace=0`);
  for (const variant of [VARIANTS[2], VARIANTS[5]]) {
    await newVariantGame(page, variant, 11);
    // The arrows reach the board's last holes and its first (Tidikelt's last is b0, alone in its column).
    const { places } = (await engineState(page)).board;
    await tabIntoBoard(page);
    for (const { name } of [places.at(-1), places.at(-2), places[0], places.at(-1)]) await walkToHole(page, name);
    let moved = 0;
    for (let action = 0; action < 60 && moved < 2; action += 1) {
      await waitForPersonOrEnd(page);
      const before = await engineState(page);
      if (before.over) break;
      // b0's moves first, to walk Tidikelt's gap.
      const spends = before.moves.filter((move) => !move.throw);
      const entry = spends.find((move) => [move.from, move.to].includes("b0")) ?? spends[0] ?? before.moves[0];
      if (entry.throw) {
        await page.evaluate(() => document.activeElement.blur()); // the key goes to the page, not a control
        await page.keyboard.press("t");
      } else {
        await tabIntoBoard(page);
        for (const hole of [entry.from, entry.to]) {
          await walkToHole(page, hole);
          await page.keyboard.press("Enter");
        }
        if (await page.getByTestId("seig-chooser").isVisible()) await page.keyboard.press("Enter"); // the chooser took the focus
        moved += 1;
      }
      await page.waitForFunction((length) => window.desertGames.game.history().length > length, before.history.length);
      if (!entry.throw) assert.equal((await engineState(page)).history[before.history.length], entry.move, "the piece went where the keys took it");
    }
    assert.equal(moved, 2, `${variant.ruleset}: pieces moved by keyboard`);
  }
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("the panel seats Western Sahara's two teams of two, and Mauritania's teams of one to six", async () => {
  const page = await openGame(browser, server.url);
  await page.getByTestId("new-game-button").click();
  const seatRows = () => page.locator('[data-testid="seig-seats-form"] .seat-row').count();
  await page.getByTestId("ruleset-select").selectOption("seig-western-sahara");
  assert.equal(await page.getByTestId("option-teamSize").count(), 0, "no team size to choose");
  assert.equal(await seatRows(), 4);
  await page.getByTestId("ruleset-select").selectOption("seig-mauritania");
  assert.equal(await seatRows(), 4, "two a side by default");
  await page.getByTestId("option-teamSize").selectOption("6");
  assert.equal(await seatRows(), 12);
  await page.getByTestId("seat-1-5-player").selectOption("computer-easy");
  await page.getByTestId("start-button").click();
  await page.waitForFunction(() => window.desertGames.state.settings.options.teamSize === 6);
  assert.equal(await page.locator(".seat").count(), 12, "the bar shows every seat");
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("Mauritania's removal phase: a 4 thrown, an enemy piece removed by one click", async () => {
  const page = await openGame(browser, `${server.url}?seig-pace=0`);
  await page.getByTestId("import-input").setInputFiles({ name: "removal.json", mimeType: "application/json", buffer: Buffer.from(await removalSave(page)) });
  await page.waitForFunction(() => window.desertGames.game.phase() === "endgame");
  // The table of throws says what each throw does now: only a 4 removes.
  await (await seigTool(page, "odds-button")).click();
  const rows = await page.getByTestId("odds-table").locator("tr").allTextContents();
  assert.match(rows.find((row) => row.startsWith("4")), /removes a piece of the other side; throw again/);
  assert.ok(rows.filter((row) => /^\d/.test(row) && !row.startsWith("4")).every((row) => /removes nothing/.test(row)), String(rows));
  await page.getByTestId("odds-close").click();
  // Each piece's state is said: every piece left returns or circles now.
  const { board } = await engineState(page);
  const labels = await page.locator(".access-board:not([hidden]) [data-square]").evaluateAll((buttons) => buttons.map((button) => button.getAttribute("aria-label")));
  const said = { 2: "returning", 3: "circling" };
  board.places.forEach(({ name }, index) => {
    if (board.cells[index]) assert.match(labels.find((label) => label.startsWith(`${name},`)), new RegExp(said[board.states[index]]));
  });
  const random = seededRandom(3);
  let removed = null;
  for (let action = 0; action < 200 && !removed; action += 1) {
    const entry = await personActs(page, random, false);
    if (!entry) break;
    if (!entry.throw) removed = entry;
  }
  assert.ok(removed, "a removal was played");
  await waitForAnnouncement(page, new RegExp(`removes a shell from ${removed.to}`));
  assert.equal(removed.from, null);
  assert.match(removed.move, /^x[a-d]\d+$/);
  await savePicture(page, "sig-mauritania-removal.png");
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

// The paths the path tool draws for Light, by variant: each route's first
// and last holes, its length and whether it is a circuit.
const DRAWN_PATHS = [
  { ruleset: "seig-tidikelt", options: { sticks: 4 }, routes: [["a1", "b0", 25, false], ["c1", "b0", 25, false]] },
  { ruleset: "seig-mauritania", options: { holes: 10, teamSize: 1 }, routes: [["a10", "d10", 40, false], ["d10", "b1", 30, false], ["c1", "b1", 20, true]] },
  { ruleset: "seig-el-oued", options: {}, routes: [["a1", "b1", 24, true]] },
];

for (const { ruleset, options, routes } of DRAWN_PATHS) {
  test(`the path tool draws the acting side's paths as the engine gives them: ${ruleset}`, async () => {
    const page = await openGame(browser, `${server.url}?seig-pace=0`);
    await newVariantGame(page, { ruleset, options, seats: [["human"], ["computer-easy"]] }, 7);
    const toggle = await seigTool(page, "path-toggle");
    assert.ok(await toggle.isVisible(), "a variant offers the path tool");
    const canvas = page.getByTestId("seig-canvas");
    const without = await canvas.screenshot();
    await toggle.check();
    await page.waitForFunction(() => window.desertGames.state.seig.paths !== null);
    const { paths, seat } = await page.evaluate(() => window.desertGames.state.seig);
    const given = await page.evaluate(() => window.desertGames.game.situation().paths);
    assert.deepEqual(paths, { side: seat.side, routes: given[seat.side] });
    assert.deepEqual(paths.routes.map(({ holes, circuit }) => [holes[0], holes.at(-1), holes.length, circuit]), routes);
    assert.notDeepEqual(await canvas.screenshot(), without, "the paths are drawn on the board");
    await savePicture(page, `${ruleset}-paths.png`);
    await toggle.uncheck();
    await page.waitForFunction(() => window.desertGames.state.seig.paths === null);
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });
}

// A saved El Oued game where Light's next throw lets it free every locked
// piece (`free-all:<n>`), made by the page's own engine: moves chosen in turn
// until one is offered, then the game before that throw, whose stream draws it again.
const freeAllSave = (page) => page.evaluate(() => {
  const Game = window.desertGames.game.constructor;
  for (let seed = 0; ; seed += 1) {
    const game = new Game("seig-el-oued", { seed });
    let save = null;
    for (let ply = 0; ply < 300 && !save && !game.status().over; ply += 1) {
      const moves = game.moves();
      if (game.toMove() === 0 && moves.some(({ move }) => move.startsWith("free-all"))) {
        const before = game.gameAfter(game.history().length - 1);
        save = before.toJSON();
        before.free();
      }
      else game.play(moves[(ply * 5) % moves.length].move);
    }
    game.free();
    if (save) return save;
  }
});

test("El Oued's free-all: the front locked piece clicked, then the hole the engine says it reaches", async () => {
  const page = await openGame(browser, `${server.url}?seig-pace=0`);
  await page.getByTestId("import-input").setInputFiles({ name: "free-all.json", mimeType: "application/json", buffer: Buffer.from(await freeAllSave(page)) });
  await waitForPersonOrEnd(page);
  await page.getByTestId("throw-button").click();
  await waitForPersonOrEnd(page);
  const before = await engineState(page);
  const freeAll = before.moves.find(({ move }) => move.startsWith("free-all"));
  // The throw that offers it is told as a sig worth what the free-all spends.
  assert.match(await page.getByTestId("throw-value").textContent(), new RegExp(`a sig worth ${freeAll.spentText}`));
  await clickHole(page, freeAll.from);
  await clickHole(page, freeAll.to);
  const chooser = page.getByTestId("seig-chooser");
  if (await chooser.isVisible()) await page.getByTestId(`choose-${freeAll.spentText}`).click();
  await page.waitForFunction((length) => window.desertGames.game.history().length > length, before.history.length);
  assert.equal((await engineState(page)).history[before.history.length], freeAll.move);
  await savePicture(page, "sig-el-oued-free-all.png");
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

// A Mauritania piece on its return path (4 x 10: d2, returning) and a Dark
// piece far off, Light to throw, as a save.
const returningSave = (page) => page.evaluate(() => {
  const Game = window.desertGames.game.constructor;
  const [cells, states] = [new Array(40).fill(0), new Array(40).fill(0)];
  [cells[31], states[31]] = [1, 2]; // d2, returning
  [cells[19], states[19]] = [2, 1]; // b10, free
  const game = Game.fromSetup("seig-mauritania", { holes: 10, teamSize: 1, seed: 1 }, { cells, states, toMove: 0, phase: "throw" });
  const save = game.toJSON();
  game.free();
  return save;
});

test("a moved piece hops hole by hole along its own path: d2 to c2 by 3 goes round through d1 and c1", async () => {
  const page = await openGame(browser, server.url, { reducedMotion: "no-preference" });
  await page.getByTestId("import-input").setInputFiles({ name: "returning.json", mimeType: "application/json", buffer: Buffer.from(await returningSave(page)) });
  await waitForPersonOrEnd(page);
  await (await seigTool(page, "real-sticks-toggle")).check();
  const input = page.getByTestId("move-input");
  await input.fill("throw:WWWBBBBB");
  await input.press("Enter");
  await page.waitForFunction(() => window.desertGames.game.legalMoves().includes("d2-c2:3"));
  await page.waitForFunction(() => !window.desertGames.state.seig.busy);
  // Every frame of the hop: the box round the moving piece.
  await page.evaluate(() => {
    window.hopBoxes = [];
    const watch = () => {
      const { motion, drawn } = window.desertGames.state.seig;
      if (motion === "hop" && drawn) window.hopBoxes.push(drawn);
      requestAnimationFrame(watch);
    };
    watch();
  });
  await input.fill("d2-c2:3");
  await input.press("Enter");
  await page.waitForFunction(() => window.desertGames.game.history().length === 2 && !window.desertGames.state.seig.busy);
  const { boxes, centres } = await page.evaluate(() => {
    const canvas = document.querySelector('[data-testid="seig-canvas"]').getBoundingClientRect();
    const centre = (name) => {
      const { x, y } = window.desertGames.squareCenter(name);
      return { x: x - canvas.left, y: y - canvas.top };
    };
    return { boxes: window.hopBoxes, centres: Object.fromEntries(["d1", "c1"].map((name) => [name, centre(name)])) };
  });
  assert.ok(boxes.length > 0, "the piece hopped");
  // A piece that went straight from d2 to c2 would never pass over d1 or c1
  // (frames may be dropped on a busy machine: one over either is enough).
  const over = (name) => boxes.some(({ left, top, right, bottom }) => left <= centres[name].x && centres[name].x <= right && top <= centres[name].y && centres[name].y <= bottom);
  assert.ok(over("d1") || over("c1"), `the piece passed d1 or c1: ${JSON.stringify({ boxes, centres })}`);
  await savePicture(page, "sig-mauritania-hop.png");
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("the sticks fly for 4, 6 and 8 sticks", async () => {
  const page = await openGame(browser, `${server.url}?seig-pace=0`, { reducedMotion: "no-preference" });
  for (const [ruleset, options, sticks] of [["seig-tidikelt", { sticks: 4 }, 4], ["seig-tozeur", {}, 6], ["seig-mzab", {}, 6], ["seig-mauritania", { teamSize: 1 }, 8]]) {
    await newSeigGame(page, { ruleset, options, seats: [["human"], ["human"]], seed: 5 });
    await page.getByTestId("throw-button").click();
    await page.waitForFunction(() => window.desertGames.state.animating, null, { timeout: 2000 });
    await page.waitForFunction(() => !window.desertGames.state.animating, null, { timeout: 10000 });
    const [first] = await page.evaluate(() => window.desertGames.game.history());
    assert.equal(first.split(":")[1].length, sticks, `${ruleset} threw ${sticks} sticks`);
  }
  await savePicture(page, "sig-sticks-8.png");
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

// The largest boards on a phone, upright and sideways: every hole a finger
// wide apart, the board no wider than the screen, a throw and a move by taps.
for (const viewport of [{ width: 360, height: 740 }, { width: 740, height: 360 }]) {
  for (const variant of [VARIANTS[0], VARIANTS[2]]) {
    test(`${variant.ruleset} on a ${viewport.width}x${viewport.height} phone: holes a finger apart, played by taps`, async () => {
      const page = await watchedPage(browser, { ...viewport, deviceScaleFactor: 2, hasTouch: true, isMobile: true });
      await page.goto(`${server.url}?seig-pace=0`);
      await page.waitForFunction(() => window.desertGames?.game);
      await newVariantGame(page, variant, 9);
      const { board } = await engineState(page);
      const centers = await page.evaluate((names) => names.map((name) => window.desertGames.squareCenter(name)), board.places.map(({ name }) => name));
      const nearest = Math.min(...centers.flatMap((a, i) => centers.slice(i + 1).map((b) => Math.hypot(a.x - b.x, a.y - b.y))));
      assert.ok(nearest >= 36, `holes ${nearest.toFixed(1)} px apart at least`);
      assert.ok(centers.every(({ x }) => x > 0 && x < viewport.width), "every hole within the screen's width");
      assert.deepEqual(await scrollingBoxes(page, { pageMayScroll: true }), []);
      const random = seededRandom(1);
      let moved = false;
      for (let action = 0; action < 30 && !moved; action += 1) moved = !(await personActs(page, random, false))?.throw;
      assert.ok(moved, "a piece moved by taps");
      await page.evaluate(() => window.scrollTo(0, 0));
      await savePicture(page, `sig-phone-${variant.ruleset}-${viewport.width}x${viewport.height}.png`, { fullPage: true });
      assert.deepEqual(page.problems, []);
      await page.context().close();
    });
  }
}

// Where the page's parts lie, in viewport CSS pixels.
const partBoxes = (page) => page.evaluate(() => {
  const box = (selector) => document.querySelector(selector).getBoundingClientRect().toJSON();
  const bar = document.querySelector(".seig-bar");
  return {
    mound: box("#board-area"), history: box("#history"), controls: box("#game-controls"), odds: box("#seig-odds"),
    barScrolls: bar.scrollHeight > bar.clientHeight + 1, entry: box("#move-list button.move"), list: box("#move-list"), window: innerHeight,
  };
});

test("on a wide screen (1280 x 800) six seats a side show the whole bar and the moves lie under the mound; a mound standing upright keeps the buttons and the moves beside it", async () => {
  const page = await openGame(browser, `${server.url}?seig-pace=0`);
  const people = Array(6).fill("human");
  await newVariantGame(page, { ruleset: "seig-mauritania", options: { holes: 20 }, seats: [people, people] }, 3);
  const random = seededRandom(3);
  for (let action = 0; action < 40 && (await page.evaluate(() => window.desertGames.game.history().length)) < 12; action += 1) {
    await personActs(page, random, false);
  }
  const across = await partBoxes(page);
  assert.equal(across.barScrolls, false, "the bar shows all its seats and tools");
  assert.ok(across.odds.bottom <= across.window, "its last tool is in sight");
  assert.ok(across.history.top >= across.mound.bottom - 1, "the moves lie under the mound, not over it");
  assert.ok(across.history.right <= across.controls.left, "beside the buttons");
  assert.ok(across.list.height >= 3 * across.entry.height, `the list shows three moves down at least (${across.list.height} px for lines of ${across.entry.height})`);
  await savePicture(page, "sig-wide-six-a-side.png");

  // Western Sahara's 25 holes are too many across 1280 px: the mound stands upright, taller than the window.
  await newVariantGame(page, VARIANTS.find(({ ruleset }) => ruleset === "seig-western-sahara"), 3);
  await personActs(page, random, false);
  const upright = await partBoxes(page);
  assert.ok(upright.mound.height > upright.window, "the mound is taller than the window");
  assert.ok(upright.controls.left >= upright.mound.right && upright.history.left >= upright.mound.right, "the buttons and the moves are beside it");
  assert.ok(upright.controls.bottom <= upright.window, "the buttons are in sight");
  assert.deepEqual(page.problems, []);
  await page.context().close();
});
