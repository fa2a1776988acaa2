#!/usr/bin/env node
// Last step of `make dist`: draws the app icons and favicon.ico, writes the web app manifest,
// and writes dist/sw.js with this build's id and the list of files to keep
// offline, each with the SHA-256 of its bytes, so the worker checks that every
// file it fetched belongs to this build. The build id is a hash of every file,
// so any change makes a new cache. `node tools/finish-dist.mjs DIR` finishes
// another copy of dist/ (the tests make changed builds so).
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.resolve(process.argv[2] ?? path.join(root, "dist"));

// ---- icons: a small PNG encoder, so no image tool is needed
const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => (buf.reduce((c, b) => crcTable[(c ^ b) & 0xff] ^ (c >>> 8), 0xffffffff) ^ 0xffffffff) >>> 0;

function chunk(type, data) {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, tail]);
}

function png(size, colourAt) {
  const row = size * 4 + 1;
  const raw = Buffer.alloc(row * size);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) raw.set(colourAt((x + 0.5) / size, (y + 0.5) / size), y * row + 1 + x * 4);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk("IHDR", header), chunk("IDAT", zlib.deflateSync(raw)), chunk("IEND", Buffer.alloc(0))]);
}

// A sand board of 3x3 holes with light and dark pieces, on the brown of the page header.
const BROWN = [107, 68, 35, 255], SAND = [236, 206, 150, 255], HOLE = [214, 178, 118, 255];
const LIGHT = [250, 240, 220, 255], DARK = [70, 40, 22, 255];
const PIECES = { "0,2": LIGHT, "2,0": DARK, "1,1": LIGHT, "2,2": DARK, "0,0": DARK };
function icon(x, y) {
  const inside = (lo, hi) => x > lo && x < hi && y > lo && y < hi;
  if (!inside(0.12, 0.88)) return BROWN;
  const cell = [Math.floor((x - 0.12) / (0.76 / 3)), Math.floor((y - 0.12) / (0.76 / 3))];
  const [cx, cy] = cell.map((c) => 0.12 + (c + 0.5) * (0.76 / 3));
  const r = Math.hypot(x - cx, y - cy);
  const piece = PIECES[cell.join(",")];
  if (piece && r < 0.095) return piece;
  if (r < 0.1) return HOLE;
  return SAND;
}

// An ICO file holding one PNG, for browsers and tools that ask for /favicon.ico whatever the page links.
function ico(size, colourAt) {
  const image = png(size, colourAt);
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(1, 2); // an icon
  header.writeUInt16LE(1, 4); // one image
  header.set([size, size, 0, 0], 6); // width, height, no palette
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(image.length, 14);
  header.writeUInt32LE(header.length, 18); // where the image starts
  return Buffer.concat([header, image]);
}

fs.writeFileSync(path.join(dist, "icon-192.png"), png(192, icon));
fs.writeFileSync(path.join(dist, "icon-512.png"), png(512, icon));
fs.writeFileSync(path.join(dist, "favicon.ico"), ico(32, icon));
fs.writeFileSync(
  path.join(dist, "manifest.webmanifest"),
  JSON.stringify(
    {
      name: "Desert Games: Seega, Siga and Seig",
      short_name: "Desert Games",
      description: "The traditional games of Egypt, Sudan and the Sahara, playable offline.",
      start_url: "./",
      scope: "./",
      display: "standalone",
      background_color: "#f4e4c1",
      theme_color: "#6b4423",
      icons: [
        { src: "icon-192.png", sizes: "192x192", type: "image/png", purpose: "any maskable" },
        { src: "icon-512.png", sizes: "512x512", type: "image/png", purpose: "any maskable" },
      ],
    },
    null,
    2,
  ),
);

// ---- the service worker with this build's files
// The pages load their modules from the bundles (tools/bundle.mjs): the
// source modules they join, and the bundles' maps for developers, are not
// kept offline. A script a page names itself (the sandbox notice's classic
// scripts, the embedding demo's module) is.
const named = new Set(fs.readdirSync(dist).filter((name) => name.endsWith(".html"))
  .flatMap((name) => [...fs.readFileSync(path.join(dist, name), "utf8").matchAll(/<script[^>]* src="([^"]+)"/g)].map(([, src]) => src)));
const joined = (rel) => /^(www|pkg|vendor)\/.*\.(m?js|json)$/.test(rel) && !rel.startsWith("www/bundle/") && !named.has(rel);
// The engine's TypeScript declarations are for the npm package (make packages).
const offline = (rel) => rel !== "sw.js" && rel !== "desert-games.html" && !/\.(map|d\.ts)$/.test(rel) && !joined(rel);
function listFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? listFiles(full) : [path.relative(dist, full).split(path.sep).join("/")];
  });
}
const files = listFiles(dist).filter(offline).sort();
const hash = crypto.createHash("sha256");
const hashes = {};
for (const f of files) {
  const bytes = fs.readFileSync(path.join(dist, f));
  hash.update(f).update(bytes);
  hashes[f] = crypto.createHash("sha256").update(bytes).digest("hex");
}
hashes["./"] = hashes["index.html"]; // the site's address serves index.html
const build = hash.digest("hex").slice(0, 12);
const precache = ["./", ...files];
const worker = fs.readFileSync(path.join(root, "sw.js"), "utf8");
fs.writeFileSync(
  path.join(dist, "sw.js"),
  `const BUILD = ${JSON.stringify(build)};\nconst FILES = ${JSON.stringify(precache, null, 1)};\nconst HASHES = ${JSON.stringify(hashes, null, 1)};\n${worker}`,
);
console.log(`build ${build}: ${files.length} files kept offline`);
