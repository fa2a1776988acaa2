// The page's modules are type-checked against the engine's declarations
// (dist/pkg/desert_games.d.ts, made from crate/src/api.d.ts by `make dist`):
// each starts with `// @ts-check`, and TypeScript (tsconfig.page.json) finds
// no error in them. The modules not yet written to pass are listed below;
// the list only shrinks.

import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

function modules(dir) {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    return entry.isDirectory() ? modules(relative) : entry.name.endsWith(".js") ? [relative] : [];
  });
}

test("every page module asks to be type-checked", () => {
  const checked = (file) => fs.readFileSync(path.join(root, file), "utf8").startsWith("// @ts-check\n");
  const all = modules("www");
  assert.deepEqual(all.filter((file) => !checked(file)), [], "modules without // @ts-check");
});

test("TypeScript finds no error in the checked modules against the engine's declarations", () => {
  assert.ok(fs.existsSync(path.join(root, "dist/pkg/desert_games.d.ts")), "make dist first: the declarations are read from dist/pkg");
  const tsc = path.join(root, "node_modules/typescript/bin/tsc");
  try {
    execFileSync(process.execPath, [tsc, "-p", "tsconfig.page.json"], { cwd: root, encoding: "utf8", stdio: "pipe" });
  } catch (e) {
    assert.fail(`tsc -p tsconfig.page.json:\n${e.stdout}${e.stderr}`);
  }
});
