// Play by link (correspondence): two devices (separate browser contexts) play
// a game of Siga to its end, each opening the link the other sent after its
// move; a link older than the game stored says so and changes nothing, and a
// link of another game asks before it replaces the game in progress.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useSiteAndBrowser, server, browser, newGame, state, history, chooseMove, seededRandom, waitForText } from "./helpers.mjs";
import { device } from "./friend-helpers.mjs";

useSiteAndBrowser();

// The device's move, typed into the move field, then "Send your move": the link it shows.
async function moveAndSend(page, move) {
  const before = (await history(page)).length;
  await page.getByTestId("move-input").fill(move);
  await page.getByTestId("move-input").press("Enter");
  await page.waitForFunction((n) => window.desertGames.game.history().length > n, before);
  return sendLink(page);
}

async function sendLink(page) {
  await page.getByTestId("letter-send").click();
  const field = page.getByTestId("letter-link");
  await field.waitFor({ state: "visible" });
  return field.inputValue();
}

// Opens the friend's link on this device: the page loads the game it holds.
async function openLink(page, url, plies) {
  await page.goto(url);
  await page.waitForFunction((n) => window.desertGames?.game?.history().length === n, plies);
}

test("a game of Siga played by links to its end: both devices keep the same record and result", async () => {
  const [light, dark] = [await device(browser, server.url), await device(browser, server.url)];
  await newGame(light, { ruleset: "siga", options: { board: "4x5" }, opponent: "letters", side: 0 });
  const random = seededRandom(23); // a game of 16 plies: each link opened is a page loaded
  const devices = [light, dark];
  let plies = 0;
  while (!(await state(light)).over || !(await state(dark)).over) {
    const mover = devices[plies % 2];
    const other = devices[(plies + 1) % 2];
    const { humanTurn, legalMoves } = await state(mover);
    assert.ok(humanTurn, `ply ${plies}: the device of the side to move may move`);
    const url = await moveAndSend(mover, chooseMove(legalMoves, random));
    plies += 1;
    assert.equal((await state(mover)).humanTurn, false, "then it waits for the friend's link");
    await openLink(other, url, plies);
    assert.deepEqual(await history(other), await history(mover));
    assert.ok(plies < 200, "the game ends");
  }
  const ends = await Promise.all([light, dark].map((page) => page.evaluate(() => ({ record: window.desertGames.game.history(), status: window.desertGames.game.status() }))));
  assert.equal(ends[0].status.over, true);
  assert.deepEqual(ends[1], ends[0], "the same record and result on both devices");
  for (const page of [light, dark]) {
    assert.deepEqual(page.problems, []);
    await page.context().close();
  }
});

test("an older link of the game changes nothing; a link of another game asks first", async () => {
  const [light, dark] = [await device(browser, server.url), await device(browser, server.url)];
  await newGame(light, { ruleset: "siga", opponent: "letters", side: 0 });
  const first = await moveAndSend(light, (await state(light)).legalMoves[0]);
  await openLink(dark, first, 1);
  const reply = await moveAndSend(dark, (await state(dark)).legalMoves[0]);
  await openLink(light, reply, 2);
  await moveAndSend(light, (await state(light)).legalMoves[0]);
  // The first link again: the game here is two moves further on.
  await light.goto(first);
  await waitForText(light, "message-line", /earlier point of this game \(move 1; here, move 3\)/);
  assert.equal((await history(light)).length, 3, "nothing changed");

  // Another game's link: asked, and kept when the player says so.
  const other = await device(browser, server.url);
  await newGame(other, { ruleset: "siga", opponent: "letters", side: 1 });
  const invitation = await sendLink(other);
  await light.goto(invitation);
  await light.getByTestId("ask-dialog").waitFor({ state: "visible" });
  await light.getByTestId("ask-no").click();
  await waitForText(light, "message-line", /kept/);
  assert.equal((await history(light)).length, 3, "the game in progress stays");
  for (const page of [light, dark, other]) {
    assert.deepEqual(page.problems, []);
    await page.context().close();
  }
});

test("Send your move hands the link to the device's own way of sharing where there is one, and copies it when that is dismissed", async () => {
  const [light, dark] = [await device(browser, server.url), await device(browser, server.url)];
  // A phone's share sheet: the first share goes through, the second is dismissed.
  await light.evaluate(() => {
    window.shared = [];
    Object.defineProperty(navigator, "share", {
      configurable: true,
      value: async (data) => {
        window.shared.push(data);
        if (window.shared.length > 1) throw new DOMException("Share canceled", "AbortError");
      },
    });
  });
  await newGame(light, { ruleset: "siga", options: { board: "4x5" }, opponent: "letters", side: 0 });
  const url = await moveAndSend(light, (await state(light)).legalMoves[0]);
  const [shared] = await light.evaluate(() => window.shared);
  assert.deepEqual(shared, { title: "My move in our game", url }, "the share sheet gets the link shown");
  await openLink(dark, shared.url, 1);
  assert.deepEqual(await history(dark), await history(light), "the shared link continues the game");

  await light.evaluate(() => { document.getElementById("message").textContent = ""; });
  assert.equal(await sendLink(light), url);
  assert.equal(await light.evaluate(() => window.shared.length), 2);
  await waitForText(light, "message-line", /Link copied|Copy this link/);
  for (const page of [light, dark]) {
    assert.deepEqual(page.problems, []);
    await page.context().close();
  }
});

test("a letter holding a race game is refused, since each throw needs both devices at once, and the game here stays", async () => {
  const page = await device(browser, server.url);
  const before = { history: await history(page), ruleset: (await state(page)).ruleset };
  const save = await page.evaluate(() => {
    const game = new window.desertGames.game.constructor("seig-tozeur", { seed: 3 });
    game.play("throw");
    const text = game.toJSON();
    game.free();
    return text;
  });
  const letter = JSON.stringify({ v: 1, id: "race-letter", seats: [[true], [false]], save });
  await page.goto(`${server.url}#letter=${Buffer.from(letter).toString("base64url")}`);
  await waitForText(page, "message-line", /\(a game of thrown sticks is played with a friend live only/);
  assert.deepEqual({ history: await history(page), ruleset: (await state(page)).ruleset }, before, "the game in progress is kept");
  assert.deepEqual(page.problems, []);
  await page.context().close();
});
