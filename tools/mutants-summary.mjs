#!/usr/bin/env node
// `make mutants`: turns cargo-mutants' outcomes.json (one or more mutants.out
// directories, later runs overriding earlier ones for the same mutant) into
// bench/mutants.md. Survivors listed in .cargo/mutants-equivalent.tsv cannot
// change behaviour: they are counted apart and left out of the score.
// `--found FILE` (cargo mutants --list --json) gives the mutants the code has
// now: the table counts them, and outcomes of mutants it no longer has (the
// code moved on since that run) are left out and counted.
// `--record FILE` is the merged outcome of every earlier run, one mutant a
// line (name, outcome, seconds, tab-separated): it is read as the oldest run
// and written back with the new runs merged in, so a run spread over many
// shards, sessions and clones adds up (mutants.runs/ is not kept by git).
// `--files "PREFIX ..."` takes from the runs only the mutants of those files:
// a run kept to some files (MUTANTS_FILES) also tests a few `delete field`
// mutants of others with its narrow tests, and must not record them.
// Usage: node tools/mutants-summary.mjs [--found FILE] [--record FILE] [--files PREFIXES] [mutants.out ...] > bench/mutants.md
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at < 0 ? null : args.splice(at, 2)[1];
};
const foundFile = option("--found");
const recordFile = option("--record");
const filePrefixes = (option("--files") ?? "").split(/\s+/).filter(Boolean);
const asked = (file) => filePrefixes.length === 0 || filePrefixes.some((prefix) => file.startsWith(prefix));
const dirs = args.length || recordFile ? args : ["mutants.out"];

// One line a mutant: "file: description<TAB>reason", or "file:line: description"
// where the same description occurs twice in one function.
const equivalents = new Map();
for (const line of fs.readFileSync(path.join(root, ".cargo/mutants-equivalent.tsv"), "utf8").split("\n")) {
  if (!line.trim() || line.startsWith("#")) continue;
  const [key, reason] = line.split("\t");
  if (!reason) throw new Error(`no reason for ${key}`);
  equivalents.set(key, { reason, used: false });
}
// "crate/src/x.rs:12:5: replace ..." gives both keys an entry may use.
const keys = (name) => {
  const [, file, line, what] = name.match(/^(.*?):(\d+):\d+: (.*)$/);
  return [`${file}:${line}: ${what}`, `${file}: ${what}`];
};

const outcomes = new Map();
// Every mutant each run set out to test, so an unfinished run shows what it left.
const found = new Map();
const addFound = (file) => {
  for (const m of JSON.parse(fs.readFileSync(file, "utf8"))) found.set(m.file, (found.get(m.file) ?? new Set()).add(m.name));
};
if (foundFile) addFound(foundFile);
if (recordFile && fs.existsSync(recordFile)) {
  for (const line of fs.readFileSync(recordFile, "utf8").split("\n")) {
    if (!line) continue;
    const [name, summary, seconds] = line.split("\t");
    outcomes.set(name, { file: name.split(":")[0], summary, name, seconds: Number(seconds) });
  }
}
for (const dir of dirs) {
  if (!foundFile) addFound(path.join(dir, "mutants.json"));
  const run = JSON.parse(fs.readFileSync(path.join(dir, "outcomes.json"), "utf8"));
  for (const o of run.outcomes) {
    const mutant = o.scenario.Mutant;
    const seconds = (o.phase_results ?? []).reduce((sum, p) => sum + p.duration, 0);
    if (mutant && asked(mutant.file)) outcomes.set(mutant.name, { file: mutant.file, summary: o.summary, name: mutant.name, seconds });
  }
}

// Outcomes of mutants the code no longer has.
let outdated = 0;
for (const [name, o] of outcomes) {
  if (!found.get(o.file)?.has(name)) {
    outcomes.delete(name);
    outdated++;
  }
}
const seconds = [...outcomes.values()].reduce((sum, o) => sum + o.seconds, 0);
if (recordFile) {
  const lines = [...outcomes.values()].map((o) => `${o.name}\t${o.summary}\t${o.seconds.toFixed(1)}\n`);
  fs.writeFileSync(recordFile, lines.sort().join(""));
}

const files = new Map([...found.keys()].map((file) => [file, { tested: 0, caught: 0, missed: 0, unviable: 0, timeout: 0, equivalent: 0 }]));
const unexplained = [];
for (const o of outcomes.values()) {
  const row = files.get(o.file);
  row.tested++;
  const kind = { CaughtMutant: "caught", MissedMutant: "missed", Unviable: "unviable", Timeout: "timeout" }[o.summary];
  if (!kind) throw new Error(`${o.name}: outcome ${o.summary}`);
  row[kind]++;
  if (kind === "missed") {
    const entry = keys(o.name).map((k) => equivalents.get(k)).find(Boolean);
    if (entry) {
      entry.used = true;
      row.equivalent++;
    } else {
      unexplained.push(o.name);
    }
  }
}

// A timeout counts as caught: the tests did not pass with the mutant.
const score = (r) => {
  const judged = r.tested - r.unviable - r.equivalent;
  return judged ? `${((100 * (r.caught + r.timeout)) / judged).toFixed(1)}%` : "–";
};
const total = { found: 0, tested: 0, caught: 0, missed: 0, unviable: 0, timeout: 0, equivalent: 0 };
const rows = [...files.keys()].sort().map((file) => {
  const r = { found: found.get(file).size, ...files.get(file) };
  for (const k of Object.keys(total)) total[k] += r[k];
  return `| ${file} | ${r.found} | ${r.tested} | ${r.caught} | ${r.missed} | ${r.equivalent} | ${r.unviable} | ${r.timeout} | ${score(r)} |`;
});

const out = [
  "# Mutation testing",
  "",
  `Written by \`node tools/mutants-summary.mjs\` from cargo-mutants' outcomes${recordFile ? ` (the merged record \`${path.relative(root, path.resolve(recordFile))}\` and ${dirs.length} new run${dirs.length === 1 ? "" : "s"})` : ` (${dirs.length} run${dirs.length === 1 ? "" : "s"})`}: ${outcomes.size} mutants tested over ${files.size} files in about ${Math.round(seconds / 60)} minutes of build and test${outdated ? `; ${outdated} outcomes of mutants the code no longer has left out` : ""}.`,
  "What is examined and why the rest is not: `.cargo/mutants.toml`.",
  "",
  "Score: caught and timed-out mutants over those tested, leaving out the unviable (they do not build) and the listed equivalents (missed, but they cannot change behaviour: `.cargo/mutants-equivalent.tsv` gives each one's reason).",
  "",
  total.found > total.tested ? `Unfinished: ${total.tested} of the ${total.found} mutants found were tested; the score covers those alone.` : "Every mutant found was tested.",
  "",
  "| file | found | tested | caught | missed | of which equivalent | unviable | timeout | score |",
  "|---|---|---|---|---|---|---|---|---|",
  ...rows,
  `| all | ${total.found} | ${total.tested} | ${total.caught} | ${total.missed} | ${total.equivalent} | ${total.unviable} | ${total.timeout} | ${score(total)} |`,
  "",
  unexplained.length ? "## Missed, not listed as equivalent" : "No missed mutant is left unexplained.",
  ...(unexplained.length ? ["", ...unexplained.sort().map((n) => `- ${n}`)] : []),
];
// A listed equivalent that was tested and caught, or that names no mutant of an examined file.
const stale = [];
for (const [key, e] of equivalents) {
  const matches = (name) => keys(name).includes(key);
  if (e.used) continue;
  if ([...outcomes.keys()].some(matches)) stale.push(`${key} (caught now)`);
  else if (files.has(key.split(":")[0]) && ![...found.get(key.split(":")[0])].some(matches)) stale.push(`${key} (no such mutant)`);
}
if (stale.length) out.push("", "## Listed equivalents to review", "", ...stale.map((k) => `- ${k}`));
console.log(out.join("\n"));
