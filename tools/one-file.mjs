#!/usr/bin/env node
// Writes dist/desert-games.html: the whole game in one file (styles, modules,
// the worker and the wasm inline) that plays opened from disk or from any web
// server. esbuild joins the page's modules into one module script and the
// worker's into one classic script (Chromium runs no module worker from a
// file:// page). The wasm rides in a data block at the end of the body, so the
// board is drawn before the browser has read it; after it come the rules of
// every language, for the Rules link to open in a dialog, there being no rules
// page beside the file. The policy allows exactly this file's one script and
// one style sheet, by hash.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import * as esbuild from "esbuild";

const dist = path.join(path.resolve(path.dirname(fileURLToPath(import.meta.url)), ".."), "dist");
const read = (rel) => fs.readFileSync(path.join(dist, rel), "utf8");
const sha256 = (text) => `'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`;

async function bundle(entry, format, banner = "") {
  const { outputFiles } = await esbuild.build({
    entryPoints: [path.join(dist, entry)],
    bundle: true,
    format,
    write: false,
    minify: true,
    legalComments: "none",
    target: "es2022",
    banner: { js: banner },
    logLevel: "error",
    // The worker is a classic script; it is given its wasm, so the engine never resolves a URL from this.
    define: format === "iife" ? { "import.meta.url": "self.location.href" } : {},
  });
  const code = outputFiles[0].text;
  // A script element ends at the first "</script"; "<!--" changes how it is parsed.
  if (/<\/script|<!--/i.test(code)) throw new Error(`${entry}: the bundle holds text that would end its script element`);
  return code;
}

const WASM_BLOCK = "desert-games-wasm";
const wasm = fs.readFileSync(path.join(dist, "pkg/desert_games_bg.wasm")).toString("base64");
const worker = await bundle("www/engine/worker.js", "iife");
// Runs before any page module (engine-source.js reads it): the engine's bytes
// for the page, and for the worker a script that starts with the same bytes.
const bootstrap = `{
const wasm = document.getElementById(${JSON.stringify(WASM_BLOCK)}).textContent.trim();
const bytes = Uint8Array.from(atob(wasm), (c) => c.charCodeAt(0));
const workerParts = ['globalThis.desertGamesInline={wasm:Uint8Array.from(atob("', wasm, '"),(c)=>c.charCodeAt(0))};\\n', ${JSON.stringify(worker)}];
globalThis.desertGamesInline = { wasm: bytes, workerUrl: URL.createObjectURL(new Blob(workerParts, { type: "text/javascript" })) };
}`;
const page = await bundle("www/app.js", "esm", bootstrap);
// The page's style sheets, in the order index.html links them; the rules'
// text keeps its own styles inside its dialog (CSS nesting scopes them).
const STYLE_LINKS = /(?:<link rel="stylesheet" href="[^"]+">\s*)+/;
let html = read("index.html");
const styleLinks = STYLE_LINKS.exec(html)?.[0] ?? "";
const sheets = [...styleLinks.matchAll(/href="([^"]+)"/g)].map(([, href]) => read(href));
if (!sheets.length) throw new Error("index.html links no style sheet");
const styles = `\n${sheets.join("\n")}\n${read("www/rules/rules-dialog.css")}\n.rules-dialog {\n${read("www/rules/rules-text.css")}}\n`;

// Each language's rules page gives its title, its game tabs and its sections
// (www/rules/rules-dialog.js shows the reader's language).
const { LANGUAGES, rulesPage } = await import(pathToFileURL(path.join(dist, "www/lang/language.js")).href);
const partOf = (text, pattern, file) => {
  const found = pattern.exec(text);
  if (!found) throw new Error(`${file} no longer has ${pattern}`);
  return found[1];
};
const rulesTemplates = Object.keys(LANGUAGES).map((code) => {
  const file = rulesPage(code);
  const page = read(file);
  const title = partOf(page, /<h1>([\s\S]*?)<\/h1>/, file);
  const tabs = partOf(page, /(<nav class="rules-tabs"[\s\S]*?<\/nav>)/, file);
  const sections = partOf(page, /<main>([\s\S]*?)<\/main>/, file);
  return `<template id="rules-${code}"><h1 id="rules-dialog-title">${title}</h1>${tabs}${sections}</template>`;
});
const rulesDialog = `<dialog id="rules-dialog" class="rules-dialog" data-testid="rules-dialog" aria-labelledby="rules-dialog-title">
  <form method="dialog" class="rules-dialog-bar"><button value="close" data-testid="rules-close" data-i18n="close">Close</button></form>
  <div class="rules-dialog-text"></div>
</dialog>
${rulesTemplates.join("\n")}`;

const icon = `data:image/svg+xml;base64,${Buffer.from(read("www/icon.svg")).toString("base64")}`;
const replace = (pattern, by) => {
  if (!pattern.test(html)) throw new Error(`index.html no longer has ${pattern}`);
  html = html.replace(pattern, () => by);
};
replace(STYLE_LINKS, `<style>${styles}</style>\n  `);
replace(/<link rel="icon" href="www\/icon.svg"[^>]*>/, `<link rel="icon" href="${icon}" type="image/svg+xml">`);
replace(/\s*<link rel="manifest"[^>]*>/, "");
replace(/\s*<link rel="apple-touch-icon"[^>]*>/, "");
// The one-file copy carries its whole game inline, so a sandbox cannot keep it from starting.
replace(/\s*<script src="www\/lang\/sandboxed-words.js" defer><\/script>\s*<script src="www\/page\/sandboxed.js" defer><\/script>/, "");
replace(/<script type="module" src="www\/app.js"><\/script>/, `<script type="module">${page}</script>`);
replace(/<\/body>/, `<script type="application/octet-stream" id="${WASM_BLOCK}">${wasm}</script>\n${rulesDialog}\n</body>`);
replace(
  /<meta http-equiv="Content-Security-Policy" content="[^"]*">/,
  `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src ${sha256(page)} 'wasm-unsafe-eval'; worker-src blob:; style-src ${sha256(styles)}; img-src data: blob:; object-src 'none'; base-uri 'none'; form-action 'none'">`,
);
fs.writeFileSync(path.join(dist, "desert-games.html"), html);
console.log(`one-file copy: dist/desert-games.html, ${(html.length / 1024).toFixed(0)} KB`);
