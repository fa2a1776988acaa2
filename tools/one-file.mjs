#!/usr/bin/env node
// Writes dist/desert-games.html: the whole game in one file (styles, modules,
// the worker and the wasm inline) that plays when opened straight from disk.
// Page modules go into an import map, each once. Chromium runs no module
// worker from a file:// page, so the worker becomes one classic script: its
// modules joined in order with imports dropped and `export` words removed.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const dist = path.join(path.resolve(path.dirname(fileURLToPath(import.meta.url)), ".."), "dist");
const read = (rel) => fs.readFileSync(path.join(dist, rel), "utf8");
const posix = path.posix;

// Relative specifiers of static, re-export, side-effect and dynamic imports.
const IMPORT = /(\bfrom\s*|\bimport\s*\(?\s*)(["'])(\.{1,2}\/[^"']+)\2/g;
const rewrite = (rel, to) =>
  read(rel).replace(IMPORT, (_, head, quote, spec) => head + quote + to(posix.normalize(posix.join(posix.dirname(rel), spec))) + quote);
const dataUrl = (source) => `data:text/javascript;base64,${Buffer.from(source).toString("base64")}`;
// JSON that is safe inside a <script> element.
const scriptJson = (value) => JSON.stringify(value).replace(/</g, "\\u003c");

const bare = (rel) => `desert-games/${rel}`;
const imports = {};
(function collect(rel) {
  if (imports[bare(rel)]) return;
  imports[bare(rel)] = "";
  const source = rewrite(rel, (dep) => {
    collect(dep);
    return bare(dep);
  });
  imports[bare(rel)] = dataUrl(source);
})("www/app.js");

const STATIC_IMPORT = /^import\s+(?:(\w+)\s*,?\s*)?(?:\{[^}]*\}\s*)?from\s*["'](\.{1,2}\/[^"']+)["'];?\s*$/gm;
function classicScript(rel, done = new Set()) {
  if (done.has(rel)) return "";
  done.add(rel);
  let parts = "";
  const body = read(rel).replace(STATIC_IMPORT, (_, defaultName, spec) => {
    const dep = posix.normalize(posix.join(posix.dirname(rel), spec));
    parts += classicScript(dep, done);
    const exported = /export\s*\{[^}]*\b(\w+) as default\b/.exec(read(dep));
    return defaultName && exported ? `const ${defaultName} = ${exported[1]};` : "";
  });
  const classic = body
    .replace(/^export\s*\{[^}]*\};?\s*$/gm, "")
    .replace(/^export\s+(?=(?:async\s+)?(?:function|class|const|let))/gm, "")
    .replace(/import\.meta\.url/g, "self.location.href");
  if (/^\s*(import|export)\b/m.test(classic)) throw new Error(`${rel}: an import or export the one-file worker cannot take`);
  return `${parts}${classic}\n`;
}
const worker = classicScript("www/engine/worker.js");
const wasm = fs.readFileSync(path.join(dist, "pkg/desert_games_bg.wasm")).toString("base64");

const bootstrap = `
const wasm = ${scriptJson(wasm)};
const bytes = () => Uint8Array.from(atob(wasm), (c) => c.charCodeAt(0));
const workerSource = "globalThis.desertGamesInline = { wasm: Uint8Array.from(atob(" + JSON.stringify(wasm) + "), (c) => c.charCodeAt(0)) };\\n" + ${scriptJson(worker)};
globalThis.desertGamesInline = { wasm: bytes(), workerUrl: URL.createObjectURL(new Blob([workerSource], { type: "text/javascript" })) };
`;

const icon = `data:image/svg+xml;base64,${Buffer.from(read("www/icon.svg")).toString("base64")}`;
let html = read("index.html");
const replace = (pattern, by) => {
  if (!pattern.test(html)) throw new Error(`index.html no longer has ${pattern}`);
  html = html.replace(pattern, () => by);
};
for (const sheet of ["base", "style"]) {
  replace(new RegExp(`<link rel="stylesheet" href="www/${sheet}.css">`), `<style>\n${read(`www/${sheet}.css`)}</style>`);
}
replace(/<link rel="icon" href="www\/icon.svg"[^>]*>/, `<link rel="icon" href="${icon}" type="image/svg+xml">`);
replace(/\s*<link rel="manifest"[^>]*>/, "");
replace(/\s*<link rel="apple-touch-icon"[^>]*>/, "");
const inlineScripts = [bootstrap, scriptJson({ imports }), `import "${bare("www/app.js")}";`];
replace(
  /<script type="module" src="www\/app.js"><\/script>/,
  `<script>${inlineScripts[0]}</script>\n<script type="importmap">${inlineScripts[1]}</script>\n<script type="module">${inlineScripts[2]}</script>`,
);
// The site's policy allows no inline script; this copy allows exactly its own
// three (by hash), its modules as data: URLs and its worker as a blob.
const hashes = inlineScripts.map((text) => `'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`).join(" ");
replace(
  /<meta http-equiv="Content-Security-Policy" content="[^"]*">/,
  `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src ${hashes} data: 'wasm-unsafe-eval'; worker-src blob:; style-src 'unsafe-inline'; img-src data: blob:; connect-src data: blob:; object-src 'none'; base-uri 'none'; form-action 'none'">`,
);
fs.writeFileSync(path.join(dist, "desert-games.html"), html);
console.log(`one-file copy: dist/desert-games.html, ${(html.length / 1024).toFixed(0)} KB`);
