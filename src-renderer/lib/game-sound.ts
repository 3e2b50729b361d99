import type { OpeningSound } from '../opening/sound.svelte';
import type { GameCue } from './game-cues';

/** Each game cue as a few synthesized tones: rising for your turn, a settling pair for a cease-fire, falling for the end. */
export const CUE_NOTES: Readonly<Record<GameCue, readonly { frequency: number; seconds: number }[]>> = {
  yourTurn: [
    { frequency: 660, seconds: 0.09 },
    { frequency: 990, seconds: 0.14 },
  ],
  ceasefire: [
    { frequency: 523, seconds: 0.16 },
    { frequency: 392, seconds: 0.26 },
  ],
  gameOver: [
    { frequency: 784, seconds: 0.16 },
    { frequency: 659, seconds: 0.16 },
    { frequency: 523, seconds: 0.4 },
  ],
};

/** Plays a game cue through the page's one sound (off with the same “Sound cues” switch as the opening's). */
export function playGameCue(sound: OpeningSound, cue: GameCue): void {
  sound.melody(CUE_NOTES[cue]);
}
