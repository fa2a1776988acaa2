// @ts-check
// The Seig sticks as the page shows them: how they tumble through the air,
// what is shouted as they land, a chance in figures. What a throw means and
// how likely it is come from the engine (its play report and throwTable()).

// A chance as the words show it: how many of the equally likely falls give
// it, of how many, and the percentage for those who compare ("70", "256",
// "27.3"); a language's chanceText puts them in a sentence.
export function chanceFigures(ways, of) {
  const percent = (ways / of) * 100;
  return [ways, of, percent < 1 ? percent.toFixed(2) : percent.toFixed(1)];
}

// The word shouted as a throw lands, by its kind (the engine names the kind).
export const shoutOf = (kind) =>
  ({ seig: "seig", "seig-no-piece": "seig", "unlock-seig": "seig", alike: "alike", "unlock-alike": "alike" })[kind] ?? null;

const easeOut = (t) => 1 - (1 - t) ** 3;

// A throw's flight, in units of the sticks ground (0..1 along its long side,
// 0..1 across): each stick starts at the thrower's side of the ground, arcs
// over, spins and flips a whole number of half turns so it lands with its
// face up. It stays on the ground all the way, so no canvas edge cuts it.
// fromBelow: the thrower sits at the bottom of the screen.
export function planThrow(faces, fromBelow, durationMs, random = Math.random) {
  const count = faces.length;
  const sticks = [...faces].map((face, i) => {
    const x = 0.15 + 0.7 * ((i + 0.5) / count + (random() - 0.5) * 0.5 / count);
    const y = 0.45 + (random() - 0.5) * 0.06;
    const angle = Math.PI / 2 + (random() - 0.5) * 0.5;
    const halfTurns = 5 + Math.floor(random() * 5);
    return {
      white: face === "W",
      start: { x: 0.5 + (random() - 0.5) * 0.3, y: fromBelow ? 0.55 : 0.45, angle: random() * Math.PI },
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
