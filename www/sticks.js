// The Seig sticks: what a throw means (RULES.md 4, "Sticks and throws"), the
// chances of each throw, and how the sticks tumble through the air. No DOM,
// no engine: the page passes in what the engine reported.

const binomial = (n, k) => {
  let value = 1;
  for (let i = 1; i <= k; i += 1) value = (value * (n - k + i)) / i;
  return value;
};

// Chance of exactly `whites` white sides up among `sticks` fair sticks.
export const throwChance = (sticks, whites) => binomial(sticks, whites) / 2 ** sticks;

// A chance as the words show it: how many of the 2^sticks equally likely
// falls give it, of how many, and the percentage for those who compare
// ("70", "256", "27.3"); a language's chanceText puts them in a sentence.
export function chanceFigures(sticks, chance) {
  const ways = 2 ** sticks;
  const percent = chance * 100;
  return [Math.round(chance * ways), ways, percent < 1 ? percent.toFixed(2) : percent.toFixed(1)];
}

// The row of the table of throws a throw falls in: what its number of white
// sides means, whatever the position.
export function throwTableKind(whites, sticks) {
  if (sticks === 7) {
    if (whites === 1 || whites === 6) return "unlock-seig";
    return whites === 0 || whites === 7 ? "unlock-alike" : "locked";
  }
  if (whites === 1 || whites === 7) return "seig";
  if (whites === 0 || whites === 8) return "alike";
  return ["two", "three", "four", "five", "six"][whites - 2];
}

// The kind of a throw, for its wording and its shout. before: the position
// just before it ({ phase, pool }), firstThrow: the seat's first this turn,
// poolAfter: the pool the engine shows after it, over: it ended the game.
export function throwKind({ whites, sticks, before, firstThrow, poolAfter, over }) {
  if (before.phase === "endgame") {
    if (whites !== 4) return "endgame-miss";
    return over ? "endgame-last" : "endgame-take";
  }
  const kind = throwTableKind(whites, sticks);
  // A Seig with no piece left to release adds 1 to the pool instead.
  if (kind === "seig") return poolAfter.length > before.pool.length ? "seig-no-piece" : "seig";
  if (kind === "two") return firstThrow ? "two-first" : "two-cancel";
  return kind;
}

// Throws after which the seat stops throwing and spends: if the sticks passed
// on straight away instead, nothing could move and the values were lost.
export const STOPS_TO_SPEND = new Set(["two-first", "three", "five", "six"]);

export const shoutOf = (kind) =>
  ({ seig: "seig", "seig-no-piece": "seig", "unlock-seig": "seig", alike: "alike", "unlock-alike": "alike" })[kind] ?? null;

const easeOut = (t) => 1 - (1 - t) ** 3;

// A throw's flight, in units of the sticks ground (0..1 across, 0..1 down):
// each stick starts off the thrower's edge, arcs over, spins and flips a
// whole number of half turns so it lands with its face up.
// fromBelow: the thrower sits at the bottom of the screen.
export function planThrow(faces, fromBelow, durationMs, random = Math.random) {
  const count = faces.length;
  const sticks = [...faces].map((face, i) => {
    const x = (i + 0.5) / count + (random() - 0.5) * 0.5 / count;
    const y = 0.42 + (random() - 0.5) * 0.08;
    const angle = Math.PI / 2 + (random() - 0.5) * 0.7;
    const halfTurns = 5 + Math.floor(random() * 5);
    return {
      white: face === "W",
      start: { x: 0.5 + (random() - 0.5) * 0.3, y: fromBelow ? 2.2 : -3.2, angle: random() * Math.PI },
      end: { x, y, angle },
      spin: (random() < 0.5 ? -1 : 1) * (2 + random() * 2) * Math.PI,
      halfTurns,
      delay: i * durationMs * 0.03,
      duration: durationMs * (0.72 + random() * 0.2),
    };
  });
  return { sticks, duration: Math.max(...sticks.map((stick) => stick.delay + stick.duration)) };
}

// Where a stick is `elapsed` ms into the throw: position, angle, how wide
// its face looks (its flip) and which face shows; `height` lifts it off the
// ground (for its shadow).
export function stickAt(stick, elapsed) {
  const t = Math.min(1, Math.max(0, (elapsed - stick.delay) / stick.duration));
  const e = easeOut(t);
  const flip = stick.halfTurns * (1 - e); // half turns still to go
  const showsLandingFace = Math.floor(flip) % 2 === 0;
  return {
    x: stick.start.x + (stick.end.x - stick.start.x) * e,
    y: stick.start.y + (stick.end.y - stick.start.y) * e,
    angle: stick.end.angle + (stick.start.angle - stick.end.angle) * (1 - e) + stick.spin * (1 - e),
    width: Math.max(0.15, Math.abs(Math.cos(flip * Math.PI))),
    white: showsLandingFace ? stick.white : !stick.white,
    height: Math.sin(Math.PI * t) * (1 - t * 0.4),
    landed: t >= 1,
  };
}

// The sticks lying as they landed.
export const landedSticks = (plan) => plan.sticks.map((stick) => stickAt(stick, Infinity));
