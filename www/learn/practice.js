// @ts-check
// Practice positions the engine found by self-play (www/learn/practice-<ruleset>.json,
// written by crate/examples/practice.rs for every rule set): each becomes a lesson
// step whose goal is to play one of the position's best moves. Its words come from its theme.

import { rulesets } from "../../pkg/desert_games.js";

export const hasPractice = (ruleset) => rulesets().some(({ id }) => id === ruleset);

export async function practiceSteps(ruleset) {
  // The name's pattern lets a bundler find every file.
  const { default: data } = await import(`./practice-${ruleset}.json`, { with: { type: "json" } });
  return data.positions.map(({ id, theme, options, moves, solutions }) => ({
    id, text: `practice-${theme}`, options, moves, dealt: [], goal: { kind: "solve", moves: solutions },
  }));
}
