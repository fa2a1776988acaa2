// The rule sets as the engine's declarations name them (`RulesetId` in
// crate/src/api.d.ts, checked against the registry by a native test): the one
// written list of rule sets the tests compare what they are given with.

import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const shapes = fs.readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../crate/src/api.d.ts"), "utf8");
const declaration = shapes.slice(shapes.indexOf("export type RulesetId ="), shapes.indexOf(";", shapes.indexOf("export type RulesetId =")));
export const DECLARED_RULESETS = [...declaration.matchAll(/"([a-z-]+)"/g)].map(([, id]) => id);
