// tools/serve.mjs serves its folder and nothing beside it, however the path is spelled.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
let parent;
let server;
let port;

before(async () => {
  parent = fs.mkdtempSync(path.join(os.tmpdir(), "desert-serve-"));
  fs.mkdirSync(path.join(parent, "site"));
  fs.writeFileSync(path.join(parent, "site/index.html"), "the site");
  // A sibling whose name begins with the served folder's name.
  fs.mkdirSync(path.join(parent, "site-private"));
  fs.writeFileSync(path.join(parent, "site-private/secret.txt"), "secret");
  fs.writeFileSync(path.join(parent, "secret.txt"), "secret");
  server = spawn(process.execPath, [path.join(root, "tools/serve.mjs"), path.join(parent, "site")], {
    env: { ...process.env, PORT: "18700" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  port = await new Promise((resolve, reject) => {
    let output = "";
    server.stdout.on("data", (chunk) => {
      output += chunk;
      const found = /127\.0\.0\.1:(\d+)\//.exec(output);
      if (found) resolve(Number(found[1]));
    });
    server.once("exit", (code) => reject(new Error(`serve.mjs exited (${code}): ${output}`)));
  });
});

after(() => {
  server?.kill();
  fs.rmSync(parent, { recursive: true, force: true });
});

// The raw request path, as a client that does not normalise it sends it.
const get = (rawPath) =>
  new Promise((resolve, reject) => {
    http.get({ host: "127.0.0.1", port, path: rawPath }, (res) => {
      let body = "";
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode, body }));
    }).on("error", reject);
  });

test("the served folder's files are served", async () => {
  assert.deepEqual(await get("/"), { status: 200, body: "the site" });
});

test("no spelling of a path reaches a file outside the served folder", async () => {
  for (const rawPath of ["/..%2fsite-private/secret.txt", "/..%2f..%2fsecret.txt", "/%2e%2e/secret.txt", "/..%5csecret.txt", "/%2e%2e%2fsite-private%2fsecret.txt"]) {
    const { status, body } = await get(rawPath);
    assert.notEqual(body, "secret", `${rawPath} must not be served`);
    assert.ok(status === 403 || status === 404, `${rawPath}: ${status}`);
  }
});
