// Issue 13: opening a save or link the page cannot show (a legal 150,000-ply
// Siga save, a stored session whose game and settings disagree) never
// deletes the stored game in progress and never leaves the page dead: either
// it opens, or a message says why and the previous game goes on.

import { test, before } from "node:test";
import assert from "node:assert/strict";
import {
  useSiteAndBrowser, server, browser, openGame, newGame, state, history, clickPlay, seededRandom,
} from "./helpers.mjs";
import { loadEngine } from "./host-helpers.mjs";

useSiteAndBrowser();

const LONG = 150000;
let longSave;

// A legal Siga game of LONG plies: no capture limit (noCapturePlies 0, the
// default), seeded random steps that take nothing, so it never ends.
before(async () => {
  const { Game } = await loadEngine();
  const game = new Game("siga", { noCapturePlies: 0 });
  const random = seededRandom(150);
  try {
    for (let ply = 0; ply < LONG; ply++) {
      const moves = game.legalMoves();
      const quiet = moves.filter((move) => !move.includes("x"));
      const pool = quiet.length ? quiet : moves;
      game.play(pool[Math.floor(random() * pool.length)]);
      if (game.status().over) throw new Error(`the long game ended at ply ${ply + 1}`);
    }
    longSave = game.toJSON();
  } finally {
    game.free();
  }
  assert.equal(JSON.parse(longSave).moves.length, LONG);
});

// What the page shows, read without failing when the page is broken:
// { moves, ruleset (the page's), gameRuleset, message } or { dead: why }.
const PROBE = () => {
  const message = document.querySelector('[data-testid="message-line"]')?.textContent.trim() ?? "";
  try {
    const { game } = window.desertGames ?? {};
    if (!game) return { dead: "no game", message };
    return { moves: game.history(), ruleset: window.desertGames.state.ruleset, gameRuleset: game.ruleset(), message };
  } catch (error) {
    return { dead: String(error?.message ?? error), message };
  }
};
const probe = (page) => page.evaluate(PROBE);

function assertAlive(shown, how, page) {
  const problems = page?.problems?.length ? `; page errors: ${page.problems.slice(0, 3).join(" | ").slice(0, 400)}` : "";
  assert.equal(shown.dead, undefined, `${how}: the page is dead (${shown.dead}), message "${shown.message}"${problems}`);
}

// A game in progress, stored: Siga between two players, three moves in.
async function gameInProgress() {
  const page = await openGame(browser, server.url);
  await newGame(page, { ruleset: "siga", opponent: "human" });
  for (let i = 0; i < 3; i++) {
    const { legalMoves } = await state(page);
    await clickPlay(page, legalMoves.find((move) => !move.includes("x")));
  }
  await page.waitForFunction(() => window.desertGames.game.history().length === 3);
  return page;
}

// Once the page has dealt with the long save: it shows it, or it says why
// and shows the game it had. Then it still answers a person.
async function openedOrRefused(page, earlier, how) {
  let shown;
  for (const until = Date.now() + 120000; Date.now() < until; await new Promise((r) => setTimeout(r, 500))) {
    shown = await probe(page).catch((error) => ({ dead: `no answer: ${error.message}`, message: "" }));
    if (shown.dead === "no game") continue;
    if (shown.dead || shown.moves.length === LONG || (shown.message !== "" && shown.moves.length === earlier.length)) break;
  }
  assertAlive(shown, how, page);
  const opened = shown.moves.length === LONG;
  if (!opened) {
    assert.notEqual(shown.message, "", `${how}: neither opened (${shown.moves.length} moves shown) nor refused with a message`);
    assert.deepEqual(shown.moves, earlier, `${how}: refused, but the game in progress did not go on`);
  }
  // Still alive: the New game panel opens and closes.
  await page.getByTestId("new-game-button").click({ timeout: 30000 });
  await page.getByTestId("new-game-dialog").waitFor({ state: "visible", timeout: 30000 });
  await page.getByTestId("cancel-button").click();
  await page.getByTestId("new-game-dialog").waitFor({ state: "hidden" });
  return opened;
}

// After a reload, the game there is the one shown before: never a fresh start.
async function keptAfterReload(page, earlier, opened, how) {
  await page.reload();
  await page.waitForFunction(() => window.desertGames?.game, null, { timeout: 120000 });
  const shown = await probe(page);
  assertAlive(shown, `${how}, reloaded`, page);
  if (opened) assert.equal(shown.moves.length, LONG, `${how}: the long game, opened, is what a reload brings back`);
  else assert.deepEqual(shown.moves, earlier, `${how}: after a reload the game in progress is gone (${shown.moves.length} moves shown, message "${shown.message}")`);
}

test("a 150,000-ply Siga save opened from a file: it opens, or is refused and the game in progress stays", async () => {
  const page = await gameInProgress();
  const earlier = await history(page);
  await page.getByTestId("import-input").setInputFiles({ name: "long.json", mimeType: "application/json", buffer: Buffer.from(longSave) });
  const opened = await openedOrRefused(page, earlier, "Open file");
  await keptAfterReload(page, earlier, opened, "Open file");
  await page.context().close();
});

test("a 150,000-ply Siga save opened by link: it opens, or is refused and the game in progress stays", async () => {
  const page = await gameInProgress();
  const earlier = await history(page);
  const link = `${server.url}#game=${Buffer.from(longSave).toString("base64url")}`;
  await page.goto("about:blank");
  await page.goto(link);
  const opened = await openedOrRefused(page, earlier, "link");
  await keptAfterReload(page, earlier, opened, "link");
  await page.context().close();
});

// Whether any stored value of the page holds the game with these moves (as a
// save's text, however deep it is kept).
function storedGameWith(page, moves) {
  return page.evaluate((wanted) => {
    const holds = (value) => {
      if (typeof value === "string") {
        if (!value.trim().startsWith("{") && !value.trim().startsWith("[")) return false;
        try {
          return holds(JSON.parse(value));
        } catch {
          return false;
        }
      }
      if (Array.isArray(value)) return value.some(holds);
      if (value && typeof value === "object") {
        if (Array.isArray(value.moves) && JSON.stringify(value.moves) === JSON.stringify(wanted)) return true;
        return Object.values(value).some(holds);
      }
      return false;
    };
    return Object.keys(localStorage).filter((key) => key.startsWith("desert-games/")).some((key) => holds(localStorage.getItem(key)));
  }, moves);
}

const DISAGREEING = [
  // [the game played, the settings written over its stored settings]
  ["seega-egypt", { ruleset: "siga" }],
  ["siga", { ruleset: "seig", opponent: "seats" }],
  ["seega-sudan", { ruleset: "seega-egypt" }],
];

for (const [played, written] of DISAGREEING) {
  test(`a stored ${played} game under ${written.ruleset} settings opens sensibly or says why, and is not deleted`, async () => {
    const page = await openGame(browser, server.url);
    await newGame(page, { ruleset: played, opponent: "human" });
    for (let i = 0; i < 3; i++) {
      const { legalMoves } = await state(page);
      await clickPlay(page, legalMoves[0]);
    }
    await page.waitForFunction(() => window.desertGames.game.history().length === 3);
    const moves = await history(page);
    await page.evaluate((changes) => {
      const key = "desert-games/session/v1";
      const session = JSON.parse(localStorage.getItem(key));
      session.settings = { ...session.settings, ...changes, options: {} };
      localStorage.setItem(key, JSON.stringify(session));
    }, written);
    await page.reload();
    await page.waitForFunction(() => window.desertGames?.game, null, { timeout: 20000 });
    const shown = await probe(page);
    assertAlive(shown, "reloaded", page);
    const openedSensibly = shown.ruleset === shown.gameRuleset && shown.gameRuleset === played && JSON.stringify(shown.moves) === JSON.stringify(moves);
    assert.ok(openedSensibly || shown.message !== "",
      `neither the stored game opened (page ruleset ${shown.ruleset}, game ${shown.gameRuleset}, ${shown.moves.length} moves) nor does a message say why`);
    assert.ok(await storedGameWith(page, moves), "the stored game was deleted");
    await page.reload();
    await page.waitForFunction(() => window.desertGames?.game, null, { timeout: 20000 });
    assert.ok(await storedGameWith(page, moves), "the stored game was deleted after a second reload");
    await page.context().close();
  });
}
