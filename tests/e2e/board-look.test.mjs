// Small things of the board's look: a dark piece's shadow has its square
// shape, and "More" lines up with the buttons around it.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useSiteAndBrowser, server, browser, openGame, squareCenter } from "./helpers.mjs";

useSiteAndBrowser();

// The colour of the board canvas at a page point.
const pixelAt = (page, { x, y }) => page.evaluate(([px, py]) => {
  const canvas = document.getElementById("board");
  const rect = canvas.getBoundingClientRect();
  const scale = canvas.width / rect.width;
  return [...canvas.getContext("2d").getImageData(Math.round((px - rect.left) * scale), Math.round((py - rect.top) * scale), 1, 1).data];
}, [x, y]);

test("a dark piece's shadow is square like the piece: none falls just below its middle", async () => {
  const page = await openGame(browser, `${server.url}#ruleset=siga&opponent=human`);
  await page.waitForFunction(() => !window.desertGames.state.animating);
  const piece = await squareCenter(page, "c6");
  const empty = await squareCenter(page, "c4");
  const radius = ((await squareCenter(page, "d6")).x - piece.x) * 0.38; // grid-view.js: a piece's radius
  // A round shadow reached 1.06 radii below the middle, the square one stops at 0.98.
  const below = 1.02 * radius;
  const shaded = await pixelAt(page, { x: piece.x, y: piece.y + below });
  const bare = await pixelAt(page, { x: empty.x, y: empty.y + below });
  assert.ok(shaded.every((value, i) => Math.abs(value - bare[i]) <= 3), `${shaded} under the piece, ${bare} on an empty square`);
  await page.context().close();
});

for (const viewport of [{ width: 1280, height: 800 }, { width: 360, height: 640 }]) {
  test(`"More" lines up with the buttons at ${viewport.width}x${viewport.height}`, async () => {
    const page = await openGame(browser, server.url, viewport);
    const edges = await page.evaluate(() => {
      const box = (node) => node.getBoundingClientRect();
      const buttons = [...document.querySelectorAll(".controls > button:not([hidden])")].map(box);
      const more = box(document.querySelector(".more summary"));
      return { lefts: buttons.map(({ left }) => left), rights: buttons.map(({ right }) => right), more: { left: more.left, right: more.right } };
    });
    const near = (edge, all) => all.some((other) => Math.abs(other - edge) < 0.5);
    assert.ok(near(edges.more.left, edges.lefts), `More starts at ${edges.more.left}, buttons at ${edges.lefts}`);
    assert.ok(near(edges.more.right, edges.rights), `More ends at ${edges.more.right}, buttons at ${edges.rights}`);
    await page.context().close();
  });
}
