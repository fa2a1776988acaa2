// Embedding from another origin: a host page served from a second local
// origin uses <desert-game> (shadow DOM around an iframe of the app) and a
// plain iframe; moves and the end arrive as events, messages are sent only to
// the host's origin, and forged messages are ignored.

import { test } from "node:test";
import assert from "node:assert/strict";
import { app, host, browser, useHostAndApp, hostPage, appFrame, frameClickSquare } from "./host-helpers.mjs";

useHostAndApp();

async function playToEnd(page, frame, limit = 200) {
  for (let i = 0; i < limit; i++) {
    const { over, legalMoves } = await frame.evaluate(() => window.desertGames.state);
    if (over) return;
    const move = legalMoves.find((m) => m.includes("x")) ?? legalMoves[0];
    const [from, to] = move.split(/[-x]/);
    await frameClickSquare(page, frame, from);
    await frameClickSquare(page, frame, to);
  }
  throw new Error("the game did not end");
}

test("<desert-game> from another origin plays, keeps its styles apart and fires move and end events", async () => {
  const page = await browser.newPage({ viewport: { width: 800, height: 700 } });
  const problems = [];
  page.on("pageerror", (e) => problems.push(e.message));
  await page.goto(hostPage("element.html", `<desert-game ruleset="siga" options='{"board":"4x5","compulsoryCapture":true}' opponent="human"></desert-game>`));
  const frame = await appFrame(page);
  assert.notEqual(new URL(page.url()).origin, new URL(frame.url()).origin, "host and game are on different origins");
  assert.equal(await page.evaluate(() => getComputedStyle(document.body).fontFamily), "serif", "the game's styles stay inside");
  assert.equal(await frame.evaluate(() => document.documentElement.classList.contains("embedded")), true);

  // A forged message from the host itself is not relayed as an event.
  await page.evaluate(() => window.postMessage({ source: "desert-games", type: "end", detail: { over: true } }, "*"));
  await playToEnd(page, frame);
  await page.waitForFunction(() => window.received.some((r) => r.type === "end"));
  const received = await page.evaluate(() => window.received);
  const fromElement = received.filter((r) => r.via === "element");
  const history = await frame.evaluate(() => window.desertGames.game.history());
  assert.deepEqual(fromElement.filter((r) => r.type === "move").map((r) => r.detail.move), history);
  assert.equal(fromElement.filter((r) => r.type === "end").length, 1, "one end event, the real one");
  assert.equal(fromElement.at(-1).detail.over, true);
  assert.ok(fromElement.at(-1).detail.reason);
  assert.deepEqual(problems, []);
  await page.close();
});

test("an element in a column of no set height is as tall as it is wide, and its frame fills it", async () => {
  const page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
  const column = (width) => `<div style="width: ${width}px"><desert-game ruleset="siga" opponent="human"></desert-game><p>After the board.</p></div>`;
  await page.goto(hostPage("unsized.html", `${column(600)}${column(1000)}${column(200)}`, { sized: false }));
  await appFrame(page);
  const boxes = await page.evaluate(() => [...document.querySelectorAll("desert-game")].map((element) => {
    const frame = element.shadowRoot.querySelector("iframe").getBoundingClientRect();
    const box = element.getBoundingClientRect();
    return { width: box.width, height: box.height, frameWidth: frame.width, frameHeight: frame.height };
  }));
  assert.deepEqual(boxes, [
    { width: 600, height: 600, frameWidth: 600, frameHeight: 600 },
    { width: 1000, height: 1000, frameWidth: 1000, frameHeight: 1000 },
    { width: 200, height: 320, frameWidth: 200, frameHeight: 320 }, // never under 320 px
  ]);
  // The board inside the first is drawn whole within its frame.
  const frame = await (await page.locator("desert-game iframe").first().elementHandle()).contentFrame();
  await frame.waitForFunction(() => window.desertGames?.game);
  const board = await frame.evaluate(() => document.querySelector('[data-testid="board-canvas"]').getBoundingClientRect().toJSON());
  assert.ok(board.height > 300 && board.bottom <= 600, `the board: ${JSON.stringify(board)}`);
  await page.close();
});

test("a read-only element shows a game record and takes no moves", async () => {
  const record = JSON.stringify({ format: 1, ruleset: "seega-egypt", options: {}, moves: ["a1", "b1", "a2"] });
  const page = await browser.newPage();
  await page.goto(hostPage("record.html", `<desert-game record='${record}' readonly></desert-game>`));
  const frame = await appFrame(page);
  assert.deepEqual(await frame.evaluate(() => window.desertGames.game.history()), ["a1", "b1", "a2"]);
  assert.equal(await frame.evaluate(() => window.desertGames.state.humanTurn), false);
  await frameClickSquare(page, frame, "a4");
  assert.equal((await frame.evaluate(() => window.desertGames.game.history())).length, 3, "a click changes nothing");
  await page.close();
});

test("an iframe sends its events only to the origin it was given", async () => {
  const page = await browser.newPage({ viewport: { width: 800, height: 1200 } });
  const own = new URL(host.url).origin;
  const frameUrl = (origin) => `${app.url}index.html#${new URLSearchParams({ embed: "1", ruleset: "siga", options: '{"board":"4x5"}', opponent: "human", origin })}`;
  await page.goto(hostPage("iframes.html", `<iframe id="mine" src="${frameUrl(own)}"></iframe><iframe id="other" src="${frameUrl("https://example.org")}"></iframe>`));
  await page.waitForFunction(() => document.querySelectorAll("iframe").length === 2);
  const frames = [];
  for (let i = 0; i < 100 && frames.length < 2; i++) {
    frames.splice(0, frames.length, ...page.frames().filter((f) => f.url().startsWith(app.url)));
    await new Promise((r) => setTimeout(r, 100));
  }
  for (const frame of frames) await frame.waitForFunction(() => Boolean(window.desertGames?.game));
  for (const frame of frames) {
    const move = (await frame.evaluate(() => window.desertGames.state.legalMoves))[0];
    const [from, to] = move.split(/[-x]/);
    await frameClickSquare(page, frame, from);
    await frameClickSquare(page, frame, to);
  }
  await page.waitForFunction(() => window.received.length > 0);
  await new Promise((r) => setTimeout(r, 300));
  const received = await page.evaluate(() => window.received);
  assert.equal(received.length, 1, "only the frame told to talk to this origin did");
  assert.equal(received[0].type, "move");
  await page.close();
});

test("lang on the element sets the embedded board's language, whatever the reader's browser prefers", async () => {
  const url = hostPage("arabic.html", `<desert-game ruleset="seega-egypt" opponent="human" lang="ar"></desert-game>`);
  const page = await (await browser.newContext({ locale: "fr-FR" })).newPage();
  await page.goto(url);
  const frame = await appFrame(page);
  assert.deepEqual(await frame.evaluate(() => [document.documentElement.lang, document.dir]), ["ar", "rtl"]);
  assert.match(await frame.evaluate(() => document.querySelector("[data-testid=turn-line]").textContent), /[\u0600-\u06FF]/, "the turn line is in Arabic");
  await page.context().close();
});

test("an element with a 9x9 Seega board plays on it, its accessible board included", async () => {
  const page = await browser.newPage({ viewport: { width: 800, height: 800 } });
  await page.goto(hostPage("nines.html", `<desert-game ruleset="seega-egypt" options='{"board":"9x9"}' opponent="human"></desert-game>`));
  const frame = await appFrame(page);
  assert.equal(await frame.evaluate(() => window.desertGames.game.options().board), "9x9");
  assert.equal(await frame.locator("[role=gridcell]").count(), 81);
  await frameClickSquare(page, frame, "b2");
  assert.deepEqual(await frame.evaluate(() => window.desertGames.game.history()), ["b2"]);
  await page.close();
});

test("the embed demo runs under a Content-Security-Policy as strict as the game's, with no violation", async () => {
  const page = await browser.newPage({ viewport: { width: 1000, height: 900 } });
  const violations = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  page.on("pageerror", (error) => violations.push(error.message));
  await page.goto(`${app.url}embed-demo.html`);
  const policy = await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', "content");
  for (const rule of ["default-src 'self'", "script-src 'self'", "style-src 'self'", "object-src 'none'"]) assert.ok(policy.includes(rule), rule);
  // Both boards load their game, and the element's board fills its frame.
  await page.waitForFunction(() => [...document.querySelectorAll("iframe"), document.querySelector("desert-game").shadowRoot.querySelector("iframe")]
    .every((f) => f.contentWindow?.desertGames?.game), null, { timeout: 20000 });
  const { height } = await page.evaluate(() => document.querySelector("desert-game").shadowRoot.querySelector("iframe").getBoundingClientRect());
  assert.ok(height >= 300, `the element's board is laid out (${height}px high)`);
  assert.deepEqual(violations, []);
  await page.close();
});

test("a board framed in a sandbox that keeps it from loading says so, in the reader's language", async () => {
  for (const [locale, words] of [["en-GB", /runs it in a sandbox/], ["fr-FR", /bac à sable/]]) {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await page.goto(hostPage(`sandboxed-${locale}.html`, `<iframe sandbox="allow-scripts" src="${app.url}index.html#embed=1&ruleset=siga"></iframe>`));
    const frame = await new Promise((resolve) => {
      const found = () => page.frames().find((f) => f.url().startsWith(app.url));
      if (found()) resolve(found());
      else page.on("framenavigated", () => found() && resolve(found()));
    });
    await frame.waitForFunction((pattern) => new RegExp(pattern).test(document.getElementById("turn-text").textContent), words.source, { timeout: 15000 });
    assert.equal(await frame.evaluate(() => document.getElementById("turn-text").getAttribute("role")), "alert");
    await context.close();
  }
});
