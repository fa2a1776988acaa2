// Practice positions the engine found by self-play (www/learn/practice-<ruleset>.json,
// written by crate/examples/practice.rs): each becomes a lesson step whose goal
// is to play one of the position's best moves. Its words come from its theme.

// Spelled out, so a bundler finds every file.
const SOURCES = {
  siga: () => import("./practice-siga.json", { with: { type: "json" } }),
  "seega-sudan": () => import("./practice-seega-sudan.json", { with: { type: "json" } }),
  "seega-egypt": () => import("./practice-seega-egypt.json", { with: { type: "json" } }),
  seig: () => import("./practice-seig.json", { with: { type: "json" } }),
};

export const hasPractice = (ruleset) => Object.hasOwn(SOURCES, ruleset);

export async function practiceSteps(ruleset) {
  const { default: data } = await SOURCES[ruleset]();
  return data.positions.map(({ id, theme, options, moves, solutions }) => ({
    id, text: `practice-${theme}`, options, moves, throws: [], goal: { kind: "solve", moves: solutions },
  }));
}
