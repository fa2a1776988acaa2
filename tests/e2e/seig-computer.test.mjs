// A whole seeded Seig game against the easy computer, played by clicking:
// the person throws with the button and moves by tapping holes. On the way
// it takes the Seig screenshots, at 1280x800 and 360x640: sticks in flight,
// a picked piece with its destinations, the endgame and the result.

import { test } from "node:test";
import assert from "node:assert/strict";
import {
  useSiteAndBrowser, server, browser, openGame, seededRandom, clickSquare, savePicture, resizeWindow,
} from "./helpers.mjs";
import { newSeigGame, waitForPersonOrEnd, personActs, seigState } from "./seig-helpers.mjs";

useSiteAndBrowser();

const SIZES = [{ width: 1280, height: 800 }, { width: 360, height: 640 }];

// A screenshot of the page as it is, at each size in turn (the game waits: a person is to act).
async function shootAtEachSize(page, name) {
  for (const size of SIZES) {
    await resizeWindow(page, size);
    await page.waitForFunction(() => !window.desertGames.state.animating);
    await savePicture(page, `seig-${name}-${size.width}x${size.height}.png`);
  }
  await resizeWindow(page, SIZES[0]);
}

test("a seeded Seig game against the easy computer is played to its result by clicks", async (t) => {
  // No pause between the computer's actions: the whole game fits in the test.
  const page = await openGame(browser, `${server.url}?seig-pace=0`, { reducedMotion: "no-preference" });
  await newSeigGame(page, { seats: [["human"], ["computer-easy"]], seed: 11 });
  // The first two throws fly at normal speed, one shot at each size mid-flight.
  for (const size of SIZES) {
    await waitForPersonOrEnd(page);
    await page.setViewportSize(size);
    await page.getByTestId("throw-button").click();
    await page.waitForTimeout(300);
    await savePicture(page, `seig-throw-flight-${size.width}x${size.height}.png`);
  }
  await resizeWindow(page, SIZES[0]);
  await page.getByTestId("speed-select").selectOption("off");
  // Every throw is the test's: at this pace the automatic pass throws for the
  // person just after the computer's futile one, and could pass the turn on
  // between the wait for the person and the read of whose turn it is.
  await page.getByTestId("auto-pass-toggle").uncheck();
  const random = seededRandom(5);
  const shot = { picked: false, endgame: false };
  let throws = 2;
  let spends = 0;
  for (;;) {
    await waitForPersonOrEnd(page);
    const current = await seigState(page);
    const { over, phase, seig, legalMoves } = current;
    if (over) break;
    assert.equal(seig.seat.name, "Light 1");
    assert.match(current.turnLine, /^Light 1/);
    if (!shot.picked && phase === "spend" && legalMoves.length >= 3) {
      shot.picked = true;
      await clickSquare(page, legalMoves[0].split("-")[0]);
      await shootAtEachSize(page, "picked");
    }
    if (!shot.endgame && phase === "endgame") {
      shot.endgame = true;
      await shootAtEachSize(page, "endgame");
    }
    const action = await personActs(page, random, current);
    if (action === "throw") throws += 1;
    else if (action) spends += 1;
    assert.ok(throws + spends < 600, "the game should end within 600 actions");
  }
  const { status } = await seigState(page);
  assert.equal(status.over, true);
  assert.equal(status.reason, "captured-all");
  const result = await page.getByTestId("result-line").textContent();
  assert.match(result, /^(Light|Dark) wins: every (twig|shell) was taken$/);
  assert.match(await page.getByTestId("turn-line").textContent(), /Game over/);
  assert.ok(throws > 10 && spends > 5, `the person threw (${throws}) and moved (${spends})`);
  await shootAtEachSize(page, "result");
  t.diagnostic(`person: ${throws} throws, ${spends} moves; screenshots of a picked piece: ${shot.picked}, of the endgame: ${shot.endgame}`);
  assert.ok(shot.picked, "a picked piece was shown");
  assert.deepEqual(page.problems, []);
});
