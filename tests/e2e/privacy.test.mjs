// The app talks to no one: a whole session (every rule set against the
// computer, the panel, sharing) makes requests only to its own origin, and
// runs under its strict Content-Security-Policy without a violation.

import { test } from "node:test";
import assert from "node:assert/strict";
import {
  useSiteAndBrowser, server, browser, openGame, newGame, state, clickPlay, waitForHumanTurn,
} from "./helpers.mjs";

useSiteAndBrowser();

test("a whole session requests nothing from any other origin and breaks no policy", async () => {
  const context = await browser.newContext();
  const requests = [];
  context.on("request", (request) => requests.push(request.url()));
  const page = await context.newPage();
  const violations = [];
  await page.exposeFunction("reportViolation", (text) => violations.push(text));
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (e) => window.reportViolation(`${e.violatedDirective} ${e.blockedURI}`)),
  );
  page.problems = [];
  page.on("console", (m) => m.type() === "error" && page.problems.push(m.text()));
  page.on("pageerror", (e) => page.problems.push(e.message));
  await page.goto(server.url);
  await page.waitForFunction(() => window.desertGames?.game);
  const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content");
  assert.match(csp, /script-src 'self' 'wasm-unsafe-eval'/);
  assert.doesNotMatch(csp, /'unsafe-inline'|'unsafe-eval'/);

  // A first visit: the home draws the games' pictures, then a card's Play starts one.
  await page.getByTestId("home").waitFor({ state: "visible" });
  await page.getByTestId("home-play-siga").click();
  await page.getByTestId("start-button").click();
  await page.getByTestId("new-game-dialog").waitFor({ state: "hidden" });
  for (const ruleset of ["siga", "seega-sudan", "seega-egypt"]) {
    await newGame(page, { ruleset, opponent: "computer-easy", side: 0 });
    await waitForHumanTurn(page);
    await clickPlay(page, (await state(page)).legalMoves[0]);
    await page.waitForFunction(() => window.desertGames.game.history().length >= 2, null, { timeout: 20000 });
  }
  // Seig with its default seats: the sticks are thrown and the computer plays.
  await page.getByTestId("new-game-button").click();
  await page.getByTestId("ruleset-select").selectOption("seig");
  await page.getByTestId("start-button").click();
  await page.waitForFunction(() => window.desertGames.state.ruleset === "seig");
  await page.getByTestId("more-button").click();
  await page.getByTestId("share-button").click();
  const own = new URL(server.url).origin;
  const foreign = requests.filter((url) => !url.startsWith(own) && !/^(data|blob):/.test(url));
  assert.deepEqual(foreign, [], "requests to other origins");
  assert.ok(requests.length > 5, "the session was recorded");
  assert.deepEqual(violations, []);
  assert.deepEqual(page.problems, []);
  await context.close();
});

test("opening the page, the panel and the friend dialog sends nothing and opens no connection", async () => {
  const context = await browser.newContext();
  const requests = [];
  context.on("request", (request) => requests.push(request.url()));
  // Every peer connection the page makes is counted: a STUN request goes out on none before the player asks.
  await context.addInitScript(() => {
    window.peerConnectionsMade = 0;
    const Original = window.RTCPeerConnection;
    window.RTCPeerConnection = function RTCPeerConnection(...args) {
      window.peerConnectionsMade += 1;
      return new Original(...args);
    };
  });
  const page = await context.newPage();
  await page.goto(server.url);
  await page.waitForFunction(() => window.desertGames?.game);
  // A first visit: the home, whose card opens the panel.
  await page.getByTestId("home-play-siga").click();
  await page.getByTestId("opponent-select").selectOption("friend");
  await page.getByTestId("start-button").click();
  await page.getByTestId("friend-dialog").waitFor({ state: "visible" });
  assert.match(await page.getByTestId("friend-stun").inputValue(), /^stun:/, "a public STUN server is the default");
  await page.getByTestId("friend-close").click();
  const own = new URL(server.url).origin;
  assert.deepEqual(requests.filter((url) => !url.startsWith(own) && !/^(data|blob):/.test(url)), []);
  assert.equal(await page.evaluate(() => window.peerConnectionsMade), 0, "no connection before the player creates or answers an invitation");
  await context.close();
});
