// What search engines and browsers ask of every page: a description in the
// page's own language, and the site's /favicon.ico.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useSiteAndBrowser, server, browser, watchedPage } from "./helpers.mjs";

useSiteAndBrowser();

// The letters each language writes in, so a description is known to be in its page's language.
const SCRIPTS = { en: /^[\p{Script=Latin}\p{P}\p{Zs}]+$/u, fr: /^[\p{Script=Latin}\p{P}\p{Zs}]+$/u, ar: /\p{Script=Arabic}/u, ru: /\p{Script=Cyrillic}/u };

test("every page has a description of its own, in its language", async () => {
  const page = await watchedPage(browser);
  const seen = new Set();
  for (const file of ["index.html", "rules.html", "rules-ar.html", "rules-fr.html", "rules-ru.html", "embed-demo.html"]) {
    // The page as it is served, as a search engine reads it (the game page translates itself once its script runs).
    const html = await (await page.request.get(`${server.url}${file}`)).text();
    const lang = /<html lang="(\w+)"/.exec(html)[1];
    const description = /<meta name="description" content="([^"]+)">/.exec(html)?.[1];
    assert.ok(description && description.length >= 50 && description.length <= 160, `${file}: a description of 50 to 160 characters`);
    assert.match(description, SCRIPTS[lang], `${file}: the description is in the page's language (${lang})`);
    assert.ok(!seen.has(description), `${file}: its own description`);
    seen.add(description);
  }
  await page.context().close();
});

test("/favicon.ico is an icon", async () => {
  const page = await watchedPage(browser);
  const response = await page.request.get(`${server.url}favicon.ico`);
  assert.equal(response.status(), 200);
  assert.equal(response.headers()["content-type"], "image/x-icon");
  const bytes = await response.body();
  assert.deepEqual([...bytes.subarray(0, 4)], [0, 0, 1, 0], "an ICO file");
  await page.context().close();
});
