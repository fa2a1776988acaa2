// @ts-check
// The game's sounds, made with the Web Audio API from oscillators and a
// little noise: nothing to download, nothing from another site.

// A short swell and fade, so no sound starts or stops with a click.
function envelope(context, at, peak, length) {
  const gain = context.createGain();
  gain.gain.setValueAtTime(0.0001, at);
  gain.gain.exponentialRampToValueAtTime(peak, at + 0.006);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + length);
  gain.connect(context.destination);
  return gain;
}

function tone(context, at, { type = "sine", from, to = from, length, peak = 0.15 }) {
  const oscillator = context.createOscillator();
  oscillator.type = type;
  oscillator.frequency.setValueAtTime(from, at);
  if (to !== from) oscillator.frequency.exponentialRampToValueAtTime(to, at + length);
  oscillator.connect(envelope(context, at, peak, length));
  oscillator.start(at);
  oscillator.stop(at + length + 0.02);
}

// White noise, made once per context, filtered to the pitch of wood or shell.
const noiseOf = new WeakMap();
function knock(context, at, { band, length, peak = 0.3 }) {
  if (!noiseOf.has(context)) {
    const buffer = context.createBuffer(1, Math.ceil(context.sampleRate * 0.25), context.sampleRate);
    const samples = buffer.getChannelData(0);
    for (let i = 0; i < samples.length; i++) samples[i] = Math.random() * 2 - 1;
    noiseOf.set(context, buffer);
  }
  const source = context.createBufferSource();
  source.buffer = noiseOf.get(context);
  const filter = context.createBiquadFilter();
  filter.type = "bandpass";
  filter.frequency.value = band;
  filter.Q.value = 6;
  source.connect(filter).connect(envelope(context, at, peak, length));
  source.start(at);
  source.stop(at + length + 0.02);
}

const notes = (context, at, frequencies, gap, length) =>
  frequencies.forEach((from, i) => tone(context, at + i * gap, { type: "triangle", from, length }));

// Each sound: how long it lasts, and how it is made.
const SOUNDS = {
  // A piece set down on wood.
  move: {
    seconds: 0.12,
    make(context, at) {
      tone(context, at, { type: "triangle", from: 420, to: 210, length: 0.08 });
      knock(context, at, { band: 2400, length: 0.03, peak: 0.12 });
    },
  },
  // A sharper knock and a falling note: a piece leaves the board.
  capture: {
    seconds: 0.2,
    make(context, at) {
      knock(context, at, { band: 1500, length: 0.1, peak: 0.45 });
      tone(context, at, { type: "square", from: 330, to: 150, length: 0.16, peak: 0.07 });
    },
  },
  // Rising notes: the same side captures again.
  series: { seconds: 0.3, make: (context, at) => notes(context, at, [523, 659, 784], 0.07, 0.12) },
  // Eight sticks knocking together in the air.
  clatter: {
    seconds: 0.3,
    make(context, at) {
      [0, 0.035, 0.06, 0.1, 0.13, 0.17, 0.2, 0.24].forEach((offset, i) =>
        knock(context, at + offset, { band: 1800 + (i % 3) * 700, length: 0.035, peak: 0.22 }));
    },
  },
  // The sticks fall on the sand.
  land: {
    seconds: 0.18,
    make(context, at) {
      tone(context, at, { from: 150, to: 70, length: 0.14, peak: 0.2 });
      knock(context, at, { band: 900, length: 0.08, peak: 0.2 });
    },
  },
  // A rising figure for the end of a game with a winner.
  win: { seconds: 0.66, make: (context, at) => notes(context, at, [523, 659, 784, 1047], 0.11, 0.3) },
};

// Every sound made once, off the clock, into a buffer of `sampleRate`:
// playing one is then a single node, light on a phone's audio thread while
// the board animates. Resolves to { name: AudioBuffer }.
export async function renderSounds(sampleRate) {
  const rendered = await Promise.all(Object.entries(SOUNDS).map(async ([name, { seconds, make }]) => {
    const offline = new OfflineAudioContext(1, Math.ceil((seconds + 0.03) * sampleRate), sampleRate);
    make(offline, 0);
    return [name, await offline.startRendering()];
  }));
  return Object.fromEntries(rendered);
}
