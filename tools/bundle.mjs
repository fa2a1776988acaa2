#!/usr/bin/env node
// A step of `make dist`, after the sources are copied: esbuild joins the
// modules of each page (the game, the rules pages) and of the computer's
// worker into a few files in dist/www/bundle/, and the pages load those. A
// browser then fetches and reads about ten files instead of ninety: a page
// opens about a third sooner here, and on a phone's slow connection each
// file saved is a round trip saved. The bundles sit two folders below the
// site's root like the sources they join (www/engine/, www/page/), so every
// address the code makes from its own (the worker beside it, the engine's
// wasm, the service worker) means the same file. The source modules stay in
// dist/www/ for the tests that import them and for the one-file copy; no
// page loads them, and the service worker does not keep them
// (tools/finish-dist.mjs).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";

const dist = path.join(path.resolve(path.dirname(fileURLToPath(import.meta.url)), ".."), "dist");
const BUNDLE_DIR = "www/bundle";
// Each bundle's name, and the module it starts from; the worker's name is
// the one engine/engine-source.js asks for beside itself.
const ENTRIES = { app: "www/app.js", worker: "www/engine/worker.js", rules: "www/rules/rules.js" };

await esbuild.build({
  entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, rel]) => [name, path.join(dist, rel)])),
  bundle: true,
  splitting: true,
  format: "esm",
  outdir: path.join(dist, BUNDLE_DIR),
  chunkNames: "[name]-[hash]",
  minify: true,
  // The sources, for a developer's browser tools; the service worker leaves the maps out.
  sourcemap: "linked",
  legalComments: "none",
  target: "es2022",
  logLevel: "error",
});

let pages = 0;
for (const html of fs.readdirSync(dist).filter((name) => name.endsWith(".html"))) {
  const before = fs.readFileSync(path.join(dist, html), "utf8");
  let after = before;
  for (const [name, rel] of Object.entries(ENTRIES)) {
    after = after.replaceAll(`<script type="module" src="${rel}">`, `<script type="module" src="${BUNDLE_DIR}/${name}.js">`);
  }
  if (after === before) continue;
  fs.writeFileSync(path.join(dist, html), after);
  pages += 1;
}
if (pages === 0) throw new Error("no page loads a bundled module: index.html's script changed?");
console.log(`bundles in dist/${BUNDLE_DIR}: ${fs.readdirSync(path.join(dist, BUNDLE_DIR)).filter((name) => name.endsWith(".js")).length} files, loaded by ${pages} pages`);
