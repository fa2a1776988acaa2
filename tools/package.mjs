#!/usr/bin/env node
// Last step of `make packages`: lays out the npm package in
// target/packages/desert-games/ and packs it with `npm pack` into
// target/packages/desert-games-VERSION.tgz. Nothing is published.
//
//   engine/  the engine: wasm-bindgen's `web` output (the Makefile writes it,
//            with its TypeScript declarations), and node.js, which reads the
//            WebAssembly from the package's file, so Node needs no init call
//   board/   the site as `make dist` built it, so a site serves the page that
//            `<desert-game>` frames from its own origin; embed.js for a
//            script tag, element.js (made here from embed.js) for a bundler
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const out = path.join(root, "target/packages");
const pkg = path.join(out, "desert-games");
const engine = path.join(out, "engine");
const dist = path.join(root, "dist");
const here = path.join(root, "packages/npm");

const cargo = fs.readFileSync(path.join(root, "crate/Cargo.toml"), "utf8");
const field = (name) => cargo.match(new RegExp(`^${name} = "(.*)"$`, "m"))?.[1];
const version = field("version");
if (!version) throw new Error("no version in crate/Cargo.toml");

for (const need of [path.join(engine, "desert_games.js"), path.join(engine, "desert_games.d.ts"), path.join(dist, "index.html")])
  if (!fs.existsSync(need)) throw new Error(`${path.relative(root, need)} is missing: run \`make packages\``);

fs.rmSync(pkg, { recursive: true, force: true });
fs.mkdirSync(pkg, { recursive: true });

// The engine, one build for every host.
fs.cpSync(engine, path.join(pkg, "engine"), { recursive: true });
for (const file of ["node.js", "node.d.ts"]) fs.copyFileSync(path.join(here, file), path.join(pkg, "engine", file));

// The board: the whole site, as `make dist` leaves it.
fs.cpSync(dist, path.join(pkg, "board"), { recursive: true });

// The element as a module: embed.js finds the page beside its own script
// tag; a bundle has no such tag, so the module is given the page's address.
const embed = fs.readFileSync(path.join(root, "embed.js"), "utf8");
const locate = /  const script = document\.currentScript;\n  const appUrl = new URL\("index\.html", script \? script\.src : location\.href\);\n/;
const open = "(() => {\n";
const close = "})();\n";
if (!locate.test(embed) || !embed.includes(open) || !embed.endsWith(close))
  throw new Error("embed.js no longer has the shape tools/package.mjs rewrites: update the rewrite");
const element =
  "// <desert-game> as a module, made from embed.js by tools/package.mjs: see embed.js.\n" +
  "// defineDesertGame(page) defines the element; `page` is board/index.html as\n" +
  "// your site serves it (default: index.html beside the calling page).\n" +
  embed
    .replace(open, 'export function defineDesertGame(page = "index.html") {\n')
    .replace(locate, "  const appUrl = new URL(page, location.href);\n")
    .slice(0, -close.length) +
  "}\n";
fs.writeFileSync(path.join(pkg, "board/element.js"), element);
fs.copyFileSync(path.join(here, "element.d.ts"), path.join(pkg, "board/element.d.ts"));

fs.copyFileSync(path.join(here, "README.md"), path.join(pkg, "README.md"));
const manifest = {
  name: "desert-games",
  version,
  description: "Siga, Seega and Seig: the rules and computer player (WebAssembly, with TypeScript types) and the <desert-game> board",
  license: field("license"),
  keywords: ["seega", "siga", "board-game", "webassembly", "game-ai", "custom-element"],
  type: "module",
  main: "./engine/node.js",
  types: "./engine/desert_games.d.ts",
  exports: {
    ".": {
      node: { types: "./engine/node.d.ts", default: "./engine/node.js" },
      types: "./engine/desert_games.d.ts",
      default: "./engine/desert_games.js",
    },
    "./wasm": "./engine/desert_games_bg.wasm",
    "./board": { types: "./board/element.d.ts", default: "./board/element.js" },
    "./board/*": "./board/*",
    "./package.json": "./package.json",
  },
  files: ["engine", "board", "README.md"],
  sideEffects: ["./board/embed.js", "./engine/node.js"],
};
fs.writeFileSync(path.join(pkg, "package.json"), JSON.stringify(manifest, null, 2) + "\n");

const packed = execFileSync("npm", ["pack", "--pack-destination", out, "--silent"], { cwd: pkg, encoding: "utf8" }).trim().split("\n").pop();
console.log(`packed ${path.relative(root, path.join(out, packed))}`);
