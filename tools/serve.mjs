#!/usr/bin/env node
// Serves a folder as a static site on 127.0.0.1 (any free port from PORT up)
// and prints its address. Only what a static host would do: files, MIME types.
import http from "node:http";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(process.argv[2] || "dist");
const firstPort = Number(process.env.PORT || 8000);
const types = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".wasm": "application/wasm",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
};

const server = http.createServer((req, res) => {
  let rel;
  try {
    rel = decodeURIComponent(new URL(req.url, "http://x").pathname);
  } catch {
    res.writeHead(400).end("bad request");
    return;
  }
  let file = path.join(root, rel);
  // Inside the root only: a sibling folder whose name begins with the root's
  // (dist-private beside dist) passes a plain prefix test.
  const inside = path.relative(root, file);
  if (inside === ".." || inside.startsWith(`..${path.sep}`) || path.isAbsolute(inside)) {
    res.writeHead(403).end("forbidden");
    return;
  }
  if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, "index.html");
  fs.readFile(file, (error, body) => {
    if (error) {
      res.writeHead(404, { "content-type": "text/plain" }).end("not found");
      return;
    }
    res.writeHead(200, { "content-type": types[path.extname(file)] || "application/octet-stream", "cache-control": "no-cache" });
    res.end(body);
  });
});

function listen(port) {
  server.once("error", (e) => {
    if (e.code === "EADDRINUSE" && port < firstPort + 50) listen(port + 1);
    else throw e;
  });
  server.listen(port, "127.0.0.1", () => console.log(`Desert Games is served at http://127.0.0.1:${server.address().port}/`));
}
listen(firstPort);
