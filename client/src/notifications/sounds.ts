import type { SoundId } from '@hearth/shared';

/**
 * Every sound of the catalogue, synthesised with Web Audio (no audio files): one small synth per id.
 * `volume` is 0..1 and scales the master gain.
 */
type Synth = (ctx: AudioContext, out: AudioNode, t: number) => number;

function tone(
  ctx: AudioContext,
  out: AudioNode,
  freq: number,
  start: number,
  length: number,
  type: OscillatorType = 'sine',
  peak = 0.6,
) {
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(freq, start);
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(peak, start + 0.01);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + length);
  osc.connect(gain).connect(out);
  osc.start(start);
  osc.stop(start + length + 0.05);
  return osc;
}

const SYNTHS: Record<Exclude<SoundId, 'none'>, Synth> = {
  chime: (ctx, out, t) => {
    tone(ctx, out, 880, t, 0.6);
    tone(ctx, out, 1318.5, t + 0.18, 0.8);
    return 1;
  },
  bell: (ctx, out, t) => {
    // A bell: a fundamental with inharmonic partials and a long decay.
    for (const [ratio, peak] of [
      [1, 0.5],
      [2.76, 0.25],
      [5.4, 0.12],
    ] as const)
      tone(ctx, out, 660 * ratio, t, 1.6, 'sine', peak);
    return 1.7;
  },
  ding: (ctx, out, t) => {
    tone(ctx, out, 1046.5, t, 0.35, 'triangle');
    return 0.4;
  },
  pop: (ctx, out, t) => {
    const osc = tone(ctx, out, 400, t, 0.12, 'sine', 0.7);
    osc.frequency.exponentialRampToValueAtTime(1200, t + 0.08);
    return 0.2;
  },
  alert: (ctx, out, t) => {
    for (let i = 0; i < 3; i++) tone(ctx, out, 988, t + i * 0.18, 0.12, 'square', 0.25);
    return 0.6;
  },
  gentle: (ctx, out, t) => {
    const osc = tone(ctx, out, 392, t, 1.2, 'sine', 0.45);
    osc.frequency.linearRampToValueAtTime(587.3, t + 1);
    return 1.3;
  },
  marimba: (ctx, out, t) => {
    [523.25, 659.25, 783.99].forEach((f, i) => tone(ctx, out, f, t + i * 0.12, 0.3, 'triangle', 0.55));
    return 0.7;
  },
};

let shared: AudioContext | undefined;
const context = () => (shared ??= new AudioContext());

/** Plays a sound at a volume; answers how long it lasts in seconds (0 for 'none' or without Web Audio). */
export function playSound(id: SoundId, volume: number): number {
  if (id === 'none' || typeof AudioContext === 'undefined') return 0;
  const ctx = context();
  void ctx.resume();
  const master = ctx.createGain();
  master.gain.value = Math.max(0, Math.min(1, volume));
  master.connect(ctx.destination);
  const length = SYNTHS[id](ctx, master, ctx.currentTime + 0.02);
  setTimeout(() => master.disconnect(), (length + 0.3) * 1000);
  return length;
}
