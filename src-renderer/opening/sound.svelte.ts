import type { OpeningCue } from './opening-screen';

const MUTE_KEY = 'safehouse.sound.muted';

/** One setting for the whole page, shared by the opening play and the Settings screen. */
let mutedNow = $state(readMuted());

/** Whether the sound cues are off on this device (reactive in components and effects). */
export const soundMuted = (): boolean => mutedNow;

export function setSoundMuted(muted: boolean): void {
  mutedNow = muted;
  try {
    localStorage.setItem(MUTE_KEY, muted ? '1' : '0');
  } catch {
    // A browser without storage still mutes for this page.
  }
}

/** Short tones for the opening play (WebAudio; no audio files). Muting is remembered on this device. */
export class OpeningSound {
  private context: AudioContext | null = null;

  get muted(): boolean {
    return mutedNow;
  }

  setMuted(muted: boolean): void {
    setSoundMuted(muted);
  }

  /** Browsers start audio only after a gesture: call this from a click or key press. */
  unlock(): void {
    void this.audio()?.resume();
  }

  cue(cue: OpeningCue): void {
    if (cue === 'open') this.tone(880, 0.25);
    else this.tone(440, 0.35);
  }

  tick(): void {
    this.tone(1320, 0.06);
  }

  /** A few short tones one after another (the game's own cues, lib/game-sound.ts); muted alike. */
  melody(notes: readonly { readonly frequency: number; readonly seconds: number }[]): void {
    let at = 0;
    for (const { frequency, seconds } of notes) {
      this.tone(frequency, seconds, at);
      at += seconds;
    }
  }

  private tone(frequency: number, seconds: number, delay = 0): void {
    if (this.muted) return;
    const context = this.audio();
    if (context?.state !== 'running') return;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    const start = context.currentTime + delay;
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.15, start);
    gain.gain.exponentialRampToValueAtTime(0.001, start + seconds);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start);
    oscillator.stop(start + seconds);
  }

  private audio(): AudioContext | null {
    if (this.context) return this.context;
    if (typeof AudioContext === 'undefined') return null;
    try {
      this.context = new AudioContext();
    } catch {
      return null;
    }
    return this.context;
  }
}

function readMuted(): boolean {
  try {
    return localStorage.getItem(MUTE_KEY) === '1';
  } catch {
    return false;
  }
}
