// Issue 13: an embedded board tells its host every move it plays, in the
// documented shape { move, captured, side }: a grid game's steps and
// placements, and every Seig throw (`throw:<faces>`) and spend.

import { test } from "node:test";
import assert from "node:assert/strict";
import {
  useHostAndApp, browser, host, hostPage, appFrame, appUrl, frameClickSquare, frameHistory, frameState, loadEngine,
} from "./host-helpers.mjs";
import { seededRandom } from "./helpers.mjs";
import { chooseSpend } from "./seig-helpers.mjs";

useHostAndApp();

// The embedded game's record, read once: a throw that goes by itself after
// the read adds events past the ones compared, never among them.
const snapshot = async (frame) => JSON.parse(await frame.evaluate(() => window.desertGames.game.toJSON()));

// What the host should have heard for a saved game's record: each move
// replayed on the engine, with what it took and the side that played it.
async function expectedEvents(save) {
  const { Game } = await loadEngine();
  const game = new Game(save.ruleset, save.options);
  try {
    return save.moves.map((move) => {
      const [side, seat] = [game.toMove(), game.seat()];
      const result = game.play(move);
      return { move: result.move, captured: [...result.captured], side, seat };
    });
  } finally {
    game.free();
  }
}

// The `move` events the element fired, once as many as the game's moves have
// arrived (or a while has passed, so the assertion below tells what is missing).
// via: "element" (the <desert-game> element's events) or "message" (an iframe's messages).
async function moveEvents(page, count, via = "element") {
  await page.waitForFunction(([n, how]) => window.received.filter((r) => r.via === how && r.type === "move").length >= n, [count, via], { timeout: 10000 }).catch(() => {});
  return (await page.evaluate(() => window.received)).filter((r) => r.via === via && r.type === "move").map((r) => r.detail);
}

function checkShape(events) {
  for (const [i, detail] of events.entries()) {
    assert.equal(typeof detail.move, "string", `event ${i}: move is text`);
    assert.ok(Array.isArray(detail.captured), `event ${i}: captured is a list`);
    assert.ok(detail.captured.every((square) => typeof square === "string"), `event ${i}: captured names squares`);
    assert.ok([0, 1].includes(detail.side), `event ${i}: side is 0 or 1`);
    assert.ok(Number.isInteger(detail.seat) && detail.seat >= 0, `event ${i}: seat is a seat of the side`);
  }
}

// Plays the person's seat (Light; Dark is the computer's by default) by the
// throw button and clicks on the holes until `target` moves are played and a
// person is to act again, so nothing moves while the events are compared.
async function playSeig(page, frame, target = 24) {
  const random = seededRandom(13);
  for (let step = 0; step < 200; step++) {
    await frame.waitForFunction(() => {
      const { over, seig } = window.desertGames.state;
      return over || seig.humanMayAct;
    }, null, { timeout: 30000 });
    const { over, legalMoves } = await frameState(frame);
    const played = await frameHistory(frame);
    if (over || played.length >= target) break;
    if (legalMoves.length === 1 && legalMoves[0] === "throw") {
      await frame.getByTestId("throw-button").click();
    } else {
      const move = chooseSpend(legalMoves, random);
      const [, from, to, group] = /^([a-d]\d+)-([a-d]\d+):(.+)$/.exec(move);
      await frameClickSquare(page, frame, from);
      await frameClickSquare(page, frame, to);
      const chooser = frame.getByTestId("seig-chooser");
      if (await chooser.isVisible()) await frame.getByTestId(`choose-${group}`).click();
    }
    await frame.waitForFunction((n) => window.desertGames.game.history().length > n, played.length);
  }
  const played = await frameHistory(frame);
  assert.ok(played.length >= 10, `enough of a game was played (${played.length} moves)`);
  assert.ok(played.some((move) => move.startsWith("throw:")) && played.some((move) => !move.startsWith("throw")), "throws and spends were played");
  return played;
}

async function checkSeigEvents(page, frame, via) {
  const save = await snapshot(frame);
  const played = save.moves;
  const expected = await expectedEvents(save);
  assert.deepEqual(expected.map((e) => e.move), played, "the replay matches the game (a test check)");
  const events = (await moveEvents(page, expected.length, via)).slice(0, expected.length);
  assert.deepEqual(events.map((e) => e.move), played, `every throw and spend of the embedded Seig game arrives as one move event, in order (${events.length} events for ${played.length} moves)`);
  checkShape(events);
  assert.deepEqual(events, expected, "each event says the move, what it took and the side that played it");
}

test("embedded Seig sends one move event per throw and per spend, in order, in the documented shape", async () => {
  const page = await (await browser.newContext({ viewport: { width: 800, height: 800 }, reducedMotion: "reduce" })).newPage();
  await page.goto(hostPage("seig-events.html", `<desert-game ruleset="seig" options='{"seed":11}'></desert-game>`));
  const frame = await appFrame(page);
  // The player picks no animation, as anyone in a hurry would.
  await frame.getByTestId("speed-select").selectOption("off");
  // At this pace the automatic pass throws 350 ms after the computer's futile
  // throw: on a slow machine, after playSeig read a throw to make, and the
  // button is then off if that throw left a piece to move.
  await frame.getByTestId("auto-pass-toggle").uncheck();
  await playSeig(page, frame);
  await checkSeigEvents(page, frame, "element");
  await page.context().close();
});

test("Seig in an iframe given the host's origin posts one move message per throw and per spend", async () => {
  const page = await browser.newPage({ viewport: { width: 800, height: 800 } });
  const src = appUrl({ embed: "1", ruleset: "seig", options: '{"seed":5}', origin: new URL(host.url).origin }, "seig-pace=0");
  await page.goto(hostPage("seig-iframe-events.html", `<iframe src="${src.replace(/"/g, "&quot;")}"></iframe>`));
  const frame = await appFrame(page);
  await frame.getByTestId("speed-select").selectOption("off");
  await playSeig(page, frame, 16);
  await checkSeigEvents(page, frame, "message");
  await page.close();
});

test("embedded Seega sends one move event per move, in the same shape", async () => {
  const page = await browser.newPage({ viewport: { width: 800, height: 800 } });
  await page.goto(hostPage("seega-events.html", `<desert-game ruleset="seega-egypt" opponent="human"></desert-game>`));
  const frame = await appFrame(page);
  for (let i = 0; i < 12; i++) {
    const { legalMoves } = await frameState(frame);
    const move = legalMoves[0];
    const squares = move.split(/[-x]/);
    for (const square of squares) await frameClickSquare(page, frame, square);
    await frame.waitForFunction((n) => window.desertGames.game.history().length > n, i);
  }
  const played = await frameHistory(frame);
  const expected = await expectedEvents(await snapshot(frame));
  const events = await moveEvents(page, played.length);
  assert.deepEqual(events.map((e) => e.move), played, `one move event per Seega move (${events.length} events for ${played.length} moves)`);
  checkShape(events);
  assert.deepEqual(events, expected, "each event says the move, what it took and the side that played it");
  await page.close();
});
