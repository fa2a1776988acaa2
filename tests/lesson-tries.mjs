// For every lesson step, what a test player does: `right`, the moves of a
// turn that reaches the goal ("throw" presses the Throw button, which plays
// the faces the step deals), and `wrong`, one try that does not: a move the
// engine refuses, or a legal move the lesson judges a miss.

export const LESSON_TRIES = {
  "siga-move": { right: ["a2-a3"], wrong: "b2-c3" },
  "siga-capture": { right: ["a3xa4"], wrong: "b2-b3" },
  "siga-compulsory": { right: ["a3xa4"], wrong: "b2-b3" },
  "siga-win": { right: ["c2xc3"], wrong: "a1-a2" },
  "siga-one-against-one": { right: ["a2-b2"], wrong: "a2-a1" },
  "sudan-place": { right: ["a1"], wrong: "c3" },
  "sudan-first-move": { right: ["b2-c3"], wrong: "a2-a3" },
  "sudan-capture": { right: ["c3-c4"], wrong: "a1-a2" },
  "sudan-series": { right: ["c3-d4", "d4-e5"], wrong: "a1-b1" },
  "sudan-blocked": { right: ["c4-b4"], wrong: "b1-a1" },
  "sudan-repetition": { right: ["a1-b2"], wrong: "a1-b1" },
  "sudan-barrier": { right: ["e2-d3"], wrong: "b1-a1" },
  "egypt-place": { right: ["a1"], wrong: "c3" },
  "egypt-first-move": { right: ["c2-c3"], wrong: "d4-c3" },
  "egypt-capture": { right: ["b2-b3"], wrong: "a1-a2" },
  "egypt-series": { right: ["b3-c3", "c3-b3"], wrong: "e1-e2" },
  "egypt-blocked": { right: ["a4-b4"], wrong: "b1-a1" },
  "egypt-barrier": { right: ["e4-e3"], wrong: "a1-b1" },
  "seig-unlock": { right: ["throw"], wrong: "a1-a2:1" },
  "seig-release": { right: ["throw"], wrong: "a1-a2:1" },
  "seig-spend": { right: ["throw", "throw", "a6-b12:4+3"], wrong: "a1-a2:1" },
  "seig-take": { right: ["c4-c7:3"], wrong: "a3-a6:3" },
  "seig-safe": { right: ["a2-a3:1", "c4-c7:3"], wrong: "b4-c1:3+1" },
  "mzab-locked": { right: ["throw", "a20-b20:1"], wrong: "a1-a2:1" },
  "mzab-free": { right: ["throw", "b20-b14:6"], wrong: "a19-a20:1" },
  "tozeur-locked": { right: ["throw", "a13-b13:1"], wrong: "a1-a2:1" },
  "sahara-spend": { right: ["throw", "throw", "a20-b17:4", "b17-b12:5"], wrong: "a19-a20:1" },
  "eloued-seven": { right: ["throw", "throw", "a6-c1:7"], wrong: "a5-a6:1" },
  "tidikelt-enter": { right: ["throw", "b0-c1:1"], wrong: "a11-a12:1" },
  "mauritania-eight": { right: ["throw", "a1-b1:1"], wrong: "a1-a9:8" },
  "seig-circling": { right: ["d2-c4:5"], wrong: "b7-b2:5" },
  "seig-endgame": { right: ["throw"], wrong: "a1-a2:1" },
};
