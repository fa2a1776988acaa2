// The page's shape (docs/architecture.md): what differs between games lives
// in www/games/ (one folder per game kind) and their words in www/lang/;
// nothing else in www/ names a rule set, tests a game's kind or the shape of
// its board. And the imports of www/ run one way, down the declared layers,
// with no circle. Each failure names the file and line.

import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const www = path.join(root, "www");

function filesUnder(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : /\.(js|mjs)$/.test(entry.name) ? [full] : [];
  });
}

const pageFiles = filesUnder(www);
const relative = (file) => path.relative(root, file);

// The folders of www/ from the top down: a file may import from its own
// folder and from folders below it, never from one above.
const LAYERS = [
  ["app.js", "demo"],
  ["page", "record", "learn", "home", "rules", "access"],
  ["games", "friend"],
  ["board", "session", "engine"],
  ["lang", "sound"],
];
const folderOf = (file) => path.relative(www, file).split(path.sep)[0];
// The kinds' folders lie inside games/ (www/games/<kind>/): a kind never imports another kind.
function kindFolderOf(file) {
  const parts = path.relative(path.join(www, "games"), file).split(path.sep);
  return parts.length > 1 && parts[0] !== ".." ? parts[0] : null;
}
const layerOf = (file) => LAYERS.findIndex((folders) => folders.includes(folderOf(file)));

// Each line of `file` with what it says outside comments.
function codeLines(file) {
  let inBlock = false;
  return fs.readFileSync(file, "utf8").split("\n").map((line) => {
    let code = "";
    for (let i = 0; i < line.length; i += 1) {
      if (inBlock) {
        if (line.startsWith("*/", i)) {
          inBlock = false;
          i += 1;
        }
      } else if (line.startsWith("/*", i)) {
        inBlock = true;
        i += 1;
      } else if (line.startsWith("//", i) && !/["'`][^"'`]*$/.test(code)) {
        break;
      } else {
        code += line[i];
      }
    }
    return code;
  });
}

const GAME_KNOWLEDGE = [
  { what: "a rule set's id", pattern: /["'`](siga|seega-sudan|seega-egypt|seig(-[\w-]+)?)["'`]|(^|[{,\s])(siga|seig)\s*:|["'`][^"'`]*\b(seig|seega|siga)-[^"'`]*["'`]/ },
  { what: "a game kind", pattern: /(===|!==)\s*["'`](grid|race|seats)["'`]|["'`](grid|race|seats)["'`]\s*(===|!==)/ },
  { what: "the shape of a board or of options", pattern: /["'`](files|ranks|rows|columns|released|teamSize)["'`]\s+in\b|\bboard(\(\))?\.(files|ranks|rows|columns|released)\b|\.teamSize\b/ },
  // A game with sticks is known by its rule set's capabilities, not by whether its table of throws is there.
  { what: "a game's shape tested by what it has", pattern: /throwTable\(\)\s*(===|!==)\s*null/ },
  { what: "a kind of Seig throw", pattern: /["'`](unlock-(seig|alike)|seig-no-piece|alike|two-(first|cancel)|endgame-(miss|take|last))["'`]/ },
  // Every option a rule set has (the panel names each in OPTION_LABELS): an
  // option's value is worded by its form's `of`, and a match reads which
  // option starts or seeds a game from `capabilities` (`capabilities.seed`).
  // Three names are the page's own as well: "board", the position's picture,
  // "firstSide", the side that opened a match, as saved sessions name it, and
  // "holes", with "board" a kind of value a form's `of` says its choices are.
  { what: "one rule set's option", pattern: optionPattern() },
  // What only one kind's moves and turns have: a throw in a move or report
  // (`report.throw`, or taken apart: `{ throw: thrown }`), a turn's act
  // (`act === "series"`), a seat's own name.
  { what: "a kind's move or turn tested", pattern: /\.throw\b(?!\s*\()|(^|[{,])\s*throw\s*:\s*[\w{[]|\bact\s*(===|!==)|(===|!==)\s*[\w.]*\bact\b|\bsitting\.name\b/ },
];

// In the page's style sheets and its HTML: a rule set or a kind named in a
// selector or an attribute's value (`[data-diagram^="seig"]`, `#learn=siga`),
// or a class named for one kind's things (`.throws`).
const MARKUP_KNOWLEDGE = /["'=#^$*~|]\s*["']?(siga|seega|seega-sudan|seega-egypt|seig|sig)\b|\[data-[\w-]*[\^$*~|]?=\s*["'](siga|seega|seig|sig)|#(learn|practice)=\w|\.throws?\b/;

function optionPattern() {
  const text = fs.readFileSync(path.join(www, "lang/en.js"), "utf8");
  const block = /export const OPTION_LABELS = \{([\s\S]*?)\n\};/.exec(text)[1];
  // "board" and "holes" name what a form's values are (`of`) as well, which the panel words.
  const names = [...block.matchAll(/^\s{2}(\w+):/gm)].map(([, name]) => name).filter((name) => !["board", "holes", "firstSide"].includes(name));
  assert.ok(names.length >= 8 && names.includes("seed"), `the options are read: ${names}`);
  const any = names.join("|");
  return new RegExp(`["'\`](${any})["'\`]|(?<!capabilities)\\.(${any})\\b|(^|[{,\\s])(${any})\\s*:`);
}

test("outside www/games/ and www/lang/, no file names a rule set, tests a game's kind or a board's shape", () => {
  const found = [];
  for (const file of pageFiles) {
    if (["games", "lang"].includes(folderOf(file))) continue;
    codeLines(file).forEach((code, index) => {
      for (const { what, pattern } of GAME_KNOWLEDGE) {
        if (pattern.test(code)) found.push(`${relative(file)}:${index + 1}: ${what}: ${code.trim()}`);
      }
    });
  }
  assert.deepEqual(found, [], `game knowledge outside www/games/:\n${found.join("\n")}`);
});

// The page (index.html) and every style sheet of www/, outside the kinds' folders and the words.
const markupFiles = [
  path.join(root, "index.html"),
  ...fs.readdirSync(www, { recursive: true }).filter((name) => name.endsWith(".css")).map((name) => path.join(www, name))
    .filter((file) => !["games", "lang"].includes(folderOf(file))),
];

// Each line of a style sheet or HTML file with its comments blanked.
const markupLines = (file) => fs.readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\/|<!--[\s\S]*?-->/g, (comment) => comment.replace(/[^\n]/g, " ")).split("\n");

test("outside www/games/ and www/lang/, no style sheet and no HTML of the page names a rule set or a kind", () => {
  assert.ok(markupFiles.length > 5, "the sheets are read");
  const found = [];
  for (const file of markupFiles) {
    markupLines(file).forEach((line, index) => {
      if (MARKUP_KNOWLEDGE.test(line)) found.push(`${relative(file)}:${index + 1}: ${line.trim()}`);
    });
  }
  assert.deepEqual(found, [], `game knowledge in the page's markup:\n${found.join("\n")}`);
  for (const known of [`.throws caption {`, `[data-diagram^="seig"] canvas {`, `<a class="learn-link" href="#learn=siga" id="learn-link">`, `.board[data-ruleset="seega-sudan"] {`]) {
    assert.ok(MARKUP_KNOWLEDGE.test(known), known);
  }
  assert.ok(!MARKUP_KNOWLEDGE.test(`<a class="learn-link" href="#learn" id="learn-link">`), "the Learn link's place is no rule set");
  assert.ok(!MARKUP_KNOWLEDGE.test(`.diagram.wide canvas {`));
});

// The relative imports of each file of www/ (static, and import() of a fixed name).
function importsOf(file) {
  const text = codeLines(file).join("\n");
  const names = [...text.matchAll(/(?:^|[\s;])(?:import|export)\b[^"'`;]*?from\s*["']([^"']+)["']|import\s*\(\s*["']([^"']+)["']/g)]
    .map((match) => match[1] ?? match[2])
    .filter((name) => name.startsWith("."));
  return names.map((name) => path.resolve(path.dirname(file), name)).filter((target) => target.startsWith(www + path.sep) && /\.m?js$/.test(target));
}
const graph = new Map(pageFiles.map((file) => [file, importsOf(file)]));

test("every import in www/ runs down the layers, and a game kind never imports another", () => {
  const wrong = [];
  for (const [file, targets] of graph) {
    for (const target of targets) {
      assert.ok(fs.existsSync(target), `${relative(file)} imports ${relative(target)}, which is not there`);
      const from = layerOf(file);
      const to = layerOf(target);
      assert.ok(from >= 0 && to >= 0, `${relative(file)} or ${relative(target)} is in no layer: add its folder to LAYERS`);
      if (to < from) wrong.push(`${relative(file)} imports ${relative(target)}, a higher layer`);
      const [ownKind, theirKind] = [kindFolderOf(file), kindFolderOf(target)];
      if (ownKind && theirKind && ownKind !== theirKind) wrong.push(`${relative(file)} imports ${relative(target)}, another kind's`);
    }
  }
  assert.deepEqual(wrong, []);
});

test("no circle of imports in www/", () => {
  const state = new Map(); // file -> "open" while on the path, "done" after
  const circles = [];
  const visit = (file, trail) => {
    if (state.get(file) === "done") return;
    if (state.get(file) === "open") {
      circles.push([...trail.slice(trail.indexOf(file)), file].map(relative).join(" -> "));
      return;
    }
    state.set(file, "open");
    for (const target of graph.get(file) ?? []) visit(target, [...trail, file]);
    state.set(file, "done");
  };
  for (const file of graph.keys()) visit(file, []);
  assert.deepEqual(circles, []);
});

// Move text is the engine's to take apart (`readMove`, `moves()`, the reports'
// parts): no file of www/ splits it at its separators or matches it against a
// square's pattern.
const MOVE_PARSING = /\.split\(\s*["'`][:+x]["'`]|\[a-[a-z]\][^\n]*?(\\d|\[0-9\]|\[1-9\])|startsWith\(\s*["'`]throw/;

test("no file in www/ takes move text apart", () => {
  const found = [];
  for (const file of pageFiles) {
    codeLines(file).forEach((code, index) => {
      if (MOVE_PARSING.test(code)) found.push(`${relative(file)}:${index + 1}: ${code.trim()}`);
    });
  }
  assert.deepEqual(found, [], `move text taken apart in the page:\n${found.join("\n")}`);
  for (const parsing of [`const [word, faces] = text.split(":");`, String.raw`const found = /^([a-h])(\d+)-([a-h])(\d+)$/.exec(text);`, `if (text.startsWith("throw")) {`]) {
    assert.ok(MOVE_PARSING.test(parsing), parsing);
  }
  assert.ok(!MOVE_PARSING.test(`const [opponent, level] = value.split("-");`), "a setting's value is no move");
});

// Move text is the engine's to write as well: a move's text (`move`), as the
// record lists it (`listed`: Seega's "c3-c4 x2") and a spend's values
// (`spentText`: "4+3") come from `play()`, `check()` and `moves()`. No file of
// www/ joins values with "+", writes a capture count as "x2" or joins squares
// into a move. The one exception: a friend's fair throw plays the faces both
// devices agreed, and the engine takes given faces only as move text
// (`throw:<faces>`, /work/shared/API.md), so `throwMove` writes that one form.
const MOVE_BUILDING = /\.join\(\s*["'`]\+["'`]\s*\)|\sx\$\{|\$\{[^}]*\b(from|to|spent)\b[^}]*\}[-x+]\$\{|\b(from|to)\s*\+\s*["'`][-x:]["'`]|["'`]throw:\$\{|["'`]throw:["'`]\s*\+/;
const MOVE_BUILDING_ALLOWED = ["www/games/race/fair-throw.js: export const throwMove = (entry) => `throw:${entry.faces}`;"];

test("no file in www/ builds move text", () => {
  const found = [];
  for (const file of pageFiles) {
    codeLines(file).forEach((code, index) => {
      if (MOVE_BUILDING.test(code)) found.push(`${relative(file)}: ${code.trim()}`);
    });
  }
  assert.deepEqual(found, MOVE_BUILDING_ALLOWED, "move text built in the page");
  for (const building of [
    "export const spentText = (spent) => spent.join(\"+\");",
    "return taken ? `${report.move} x${taken}` : report.move;",
    "const move = `${from}-${to}`;",
    "const text = from + \"-\" + to;",
    "this.actions.act(`throw:${faces}`, by);",
  ]) {
    assert.ok(MOVE_BUILDING.test(building), building);
  }
  for (const other of ["item.textContent = `${from}: ${type} ${JSON.stringify(detail)}`;", "const id = `seat-${s}-${i}`;", "label: destinationLabel(reports.map(({ spentText }) => spentText), steps),"]) {
    assert.ok(!MOVE_BUILDING.test(other), other);
  }
});

test("the checks see what they look for", () => {
  // A check that cannot fail is no check: each pattern catches the lines it is for.
  const caught = (code) => GAME_KNOWLEDGE.filter(({ pattern }) => pattern.test(code)).map(({ what }) => what);
  assert.deepEqual(caught(`if (settings.ruleset === "seig") {`), ["a rule set's id"]);
  assert.deepEqual(caught(`if (settings.ruleset === "seig-tidikelt") {`), ["a rule set's id"]);
  assert.deepEqual(caught(`const TAG = "desert-games/seig-throw/1";`), ["a rule set's id"], "a rule set named inside a string");
  assert.deepEqual(caught(`  "seega-egypt": () => import("./x.json"),`), ["a rule set's id"]);
  assert.deepEqual(caught(`  siga: 1,`), ["a rule set's id"]);
  assert.deepEqual(caught(`const seats = settings.opponent === "seats";`), ["a game kind"]);
  assert.deepEqual(caught(`container.setAttribute("role", "grid");`), [], "an ARIA role is no game kind");
  assert.deepEqual(caught(`export const isGridBoard = (board) => "files" in board;`), ["the shape of a board or of options"]);
  assert.deepEqual(caught(`  if (board.rows) return 13.2 / 8;`), ["the shape of a board or of options"]);
  assert.deepEqual(caught(`const teamGame = "teamSize" in options;`), ["the shape of a board or of options", "one rule set's option"]);
  assert.deepEqual(caught(`const { seig } = board; // a word in a comment: "seig"`.split("//")[0]), []);
  assert.deepEqual(caught(`  unlock: (turn) => turn.some(({ throw: t }) => ["unlock-seig", "unlock-alike"].includes(t?.kind)),`), ["a kind of Seig throw", "a kind's move or turn tested"]);
  assert.deepEqual(caught(`  const labels = { ...OPTION_LABELS, seed: SEED_LABEL };`), ["one rule set's option"]);
  assert.deepEqual(caught(`  firstPlacer: sideWord,`), ["one rule set's option"]);
  assert.deepEqual(caught(`      if (game.throwTable() !== null) throw new LetterError("live-only");`), ["a game's shape tested by what it has"]);
  assert.deepEqual(caught(`  if (options.seed !== undefined) options.seed = next;`), ["one rule set's option"]);
  assert.deepEqual(caught(`  const words = (choice) => CHOICE_WORDS[form.of]?.(choice);`), []);
  assert.deepEqual(caught(`  const position = { board: game.board(), marked };`), [], "the position's board is no option");
  assert.deepEqual(caught(`    if (!entry || entry.throw) return false;`), ["a kind's move or turn tested"]);
  assert.deepEqual(caught(`    if (act === "series") return seriesAnnouncement(toMove);`), ["a kind's move or turn tested"]);
  assert.deepEqual(caught(`  if (next.act === "series") cues.push(["series", 0.14]);`), ["a kind's move or turn tested"]);
  assert.deepEqual(caught(`  return sitting.name ? seatLabel(sitting) : SIDE_NAMES[side];`), ["a kind's move or turn tested"]);
  assert.deepEqual(caught(`      throw new Refusal("typed-faces");`), [], "throwing an error is no throw of the sticks");
  assert.deepEqual(caught(`export function cuesOf({ throw: thrown, captured, lost, status }, flight = 0) {`), ["a kind's move or turn tested"]);
  assert.deepEqual(caught(`  const { throw: facts } = report;`), ["a kind's move or turn tested"]);
  assert.deepEqual(caught(`  const move = "throw:WBBW";`), []);
  assert.ok(graph.get(path.join(www, "app.js")).includes(path.join(www, "games/index.js")), "the imports are read");
});

// Words live in www/lang/ only, per name: a file takes the names it needs from
// the chosen language (`const { … } = words;`), and each must be one English has
// (tests/node/languages.test.mjs checks every language has every name English has).
test("every word a file takes from the language is a word of the language", async () => {
  const english = { words: await import("../../www/lang/en.js"), lessonWords: await import("../../www/lang/lessons/en.js") };
  const missing = [];
  for (const file of pageFiles) {
    const text = codeLines(file).join("\n");
    for (const [, list, source] of text.matchAll(/const \{([^}]*)\} = (words|lessonWords);/g)) {
      for (const name of list.split(",").map((part) => part.trim()).filter(Boolean)) {
        if (!(name in english[source])) missing.push(`${relative(file)}: ${source}.${name}`);
      }
    }
  }
  assert.deepEqual(missing, []);
});

// Every kind gives the same interface: the members of the object its index.js
// exports (one per line at the object's first level: `name,`, `name: …` or `name(…) {`).
test("every game kind exports the same members", () => {
  const kindsDir = path.join(www, "games");
  const kinds = fs.readdirSync(kindsDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map(({ name }) => name);
  const members = Object.fromEntries(kinds.map((kind) => {
    const text = codeLines(path.join(kindsDir, kind, "index.js")).join("\n");
    const body = text.slice(text.indexOf("export const"));
    return [kind, [...body.matchAll(/^ {2}(\w+)\s*(?:,|:|\()/gm)].map(([, name]) => name).sort()];
  }));
  assert.ok(kinds.length >= 2 && members[kinds[0]].length > 10, "the kinds' members are read");
  for (const kind of kinds.slice(1)) assert.deepEqual(members[kind], members[kinds[0]], `${kind} against ${kinds[0]}`);
});

// Each file small enough to hold one thing: no source of www/ (scripts, style
// sheets, pages) is over 500 lines, but the words of a language (www/lang/).
// The practice positions (www/learn/*.json) are written by crate/examples/practice.rs.
const MAX_LINES = 500;

test("no source file of www/ outside www/lang/ is over 500 lines", () => {
  const sources = fs.readdirSync(www, { recursive: true }).filter((name) => /\.(m?js|css|html)$/.test(name)).map((name) => path.join(www, name));
  assert.ok(sources.length > 50, "the sources are read");
  const long = sources.filter((file) => folderOf(file) !== "lang")
    .map((file) => [relative(file), fs.readFileSync(file, "utf8").split("\n").length - 1])
    .filter(([, lines]) => lines > MAX_LINES);
  assert.deepEqual(long, []);
});

// The rule that keeps words for screen readers only (clipped to a box of
// 1px) is written once, in www/base.css: other sheets only say when it holds.
const HIDDEN_TEXT = { clip: /\bclip(-path)?\s*:/, tiny: /\b(width|height)\s*:[^;]*\b1px\b/ };
const hidingRules = (css) => css.replace(/\/\*[\s\S]*?\*\//g, "").split("}").filter((rule) => HIDDEN_TEXT.clip.test(rule) && HIDDEN_TEXT.tiny.test(rule));

test("the hidden-text rule is written in one place", () => {
  const sheets = [
    ...fs.readdirSync(root).filter((name) => name.endsWith(".html")).map((name) => path.join(root, name)),
    ...fs.readdirSync(www, { recursive: true }).filter((name) => /\.(css|html)$/.test(name)).map((name) => path.join(www, name)),
  ];
  const places = sheets.flatMap((file) => hidingRules(fs.readFileSync(file, "utf8")).map(() => relative(file)));
  assert.deepEqual(places, ["www/base.css"]);
  // The check sees the block however it is written.
  assert.equal(hidingRules(".a { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }").length, 1);
  assert.equal(hidingRules("@media (max-width: 559px) {\n  .b {\n    height: 1px;\n    clip-path: inset(50%);\n  }\n}").length, 1);
  assert.equal(hidingRules(".c { width: 10px; clip-path: circle(50%); }").length, 0);
});

// base.css holds what every page shares (the palette, the hidden-text rule,
// the language switch), and no folder's own classes: an element asks for the
// hidden-text rule by the class `hides-text`, and its own sheet says when.
test("base.css styles no folder's own classes", () => {
  const css = fs.readFileSync(path.join(www, "base.css"), "utf8").replace(/\/\*[\s\S]*?\*\//g, "");
  const selectors = [...css.matchAll(/([^{}]+)\{/g)].map(([, selector]) => selector.trim());
  const classes = new Set(selectors.flatMap((selector) => [...selector.matchAll(/\.([\w-]+)/g)].map(([, name]) => name)));
  assert.deepEqual([...classes].sort(), ["hides-text", "language", "visually-hidden"]);
});
