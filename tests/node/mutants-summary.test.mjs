// tools/mutants-summary.mjs keeps every run's outcomes in a record, so parts of a
// mutation run made on different days or clones add up to one summary.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const tool = path.join(root, "tools/mutants-summary.mjs");
const file = "crate/src/games/siga/mod.rs";
const mutant = (line, what) => ({ file, name: `${file}:${line}:5: ${what}` });
const found = [mutant(10, "replace a with b"), mutant(20, "replace c with d"), mutant(30, "replace e with f")];

function run(dir, name, outcomes) {
  const out = path.join(dir, name);
  fs.mkdirSync(out);
  const phase = (duration) => [{ phase: "Build", duration }, { phase: "Test", duration }];
  const json = outcomes.map(([m, summary]) => ({ scenario: { Mutant: m }, summary, phase_results: phase(5) }));
  fs.writeFileSync(path.join(out, "outcomes.json"), JSON.stringify({ outcomes: json }));
  return out;
}

const summarise = (dir, ...runs) =>
  execFileSync(process.execPath, [tool, "--found", path.join(dir, "found.json"), "--record", path.join(dir, "record.tsv"), ...runs], { encoding: "utf8" });

test("runs merged one after another add up, a later outcome of a mutant replacing the earlier", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "desert-mutants-"));
  fs.writeFileSync(path.join(dir, "found.json"), JSON.stringify(found));
  const first = run(dir, "first", [[found[0], "MissedMutant"], [found[1], "CaughtMutant"]]);
  const firstSummary = summarise(dir, first);
  assert.match(firstSummary, /Unfinished: 2 of the 3 mutants found were tested/);
  assert.match(firstSummary, new RegExp(`- ${found[0].name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));

  // The second part tests the third mutant and, after a new test, the first again.
  const second = run(dir, "second", [[found[2], "Timeout"], [found[0], "CaughtMutant"]]);
  const summary = summarise(dir, second);
  assert.match(summary, /Every mutant found was tested/);
  assert.match(summary, /No missed mutant is left unexplained/);
  assert.match(summary, /\| crate\/src\/games\/siga\/mod\.rs \| 3 \| 3 \| 2 \| 0 \| 0 \| 0 \| 1 \| 100\.0% \|/);

  const record = fs.readFileSync(path.join(dir, "record.tsv"), "utf8").trim().split("\n");
  assert.deepEqual(record.map((line) => line.split("\t").slice(0, 2)), [
    [found[0].name, "CaughtMutant"],
    [found[1].name, "CaughtMutant"],
    [found[2].name, "Timeout"],
  ]);
  // A summary with no new run reads the record alone and changes nothing.
  assert.equal(summarise(dir).replace(/\(.*?\)/, ""), summary.replace(/\(.*?\)/, ""));
  fs.rmSync(dir, { recursive: true });
});

test("outcomes of mutants the code no longer has leave the record", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "desert-mutants-"));
  fs.writeFileSync(path.join(dir, "found.json"), JSON.stringify(found));
  summarise(dir, run(dir, "old", [[mutant(99, "replace g with h"), "MissedMutant"], [found[1], "CaughtMutant"]]));
  const record = fs.readFileSync(path.join(dir, "record.tsv"), "utf8").trim().split("\n");
  assert.deepEqual(record.map((line) => line.split("\t")[0]), [found[1].name]);
  fs.rmSync(dir, { recursive: true });
});

test("a run kept to some files records only their mutants, not the other files' it also tested", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "desert-mutants-"));
  const other = { file: "crate/src/games/seega/mod.rs", name: "crate/src/games/seega/mod.rs:7:5: delete field to from struct MoveParts expression" };
  fs.writeFileSync(path.join(dir, "found.json"), JSON.stringify([...found, other]));
  summarise(dir, run(dir, "before", [[other, "CaughtMutant"]]));
  const narrow = run(dir, "narrow", [[found[0], "CaughtMutant"], [other, "MissedMutant"]]);
  execFileSync(process.execPath, [tool, "--found", path.join(dir, "found.json"), "--record", path.join(dir, "record.tsv"), "--files", "crate/src/games/siga/ crate/src/core/", narrow]);
  const record = fs.readFileSync(path.join(dir, "record.tsv"), "utf8").trim().split("\n");
  assert.deepEqual(record.map((line) => line.split("\t").slice(0, 2)), [
    [other.name, "CaughtMutant"],
    [found[0].name, "CaughtMutant"],
  ]);
  fs.rmSync(dir, { recursive: true });
});
