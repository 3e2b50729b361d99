/** A finished game's summary in words, as a game's screen module builds it for `GameOverSummary`. */
export interface GameOverText {
  readonly headline: string;
  /** Short lines always in view: why it ended, the score, the double agent. */
  readonly lines: readonly string[];
  /** The longer story, folded on a phone. */
  readonly sections: readonly GameOverSection[];
}

export interface GameOverSection {
  readonly id: string;
  readonly title: string;
  readonly items: readonly { readonly text: string; readonly deciding?: boolean }[];
  /** Said when there are no items. */
  readonly empty: string;
}
