/** One thing a player meets in a game (a card, an agent, a square kind, a role), with its help. */
export interface HelpEntry {
  /** The engine's id for it (`MIL`, `ASSASSIN`, `NUC`, `flagstone`, `security`). */
  readonly id: string;
  readonly title: string;
  readonly text: string;
}

export interface HelpSection {
  /** What the entries are, for tests and the page (`faction`, `agent`, `squareKind` …). */
  readonly kind: string;
  readonly heading: string;
  readonly intro?: string;
  readonly entries: readonly HelpEntry[];
}

/** A game's "How to play", in the current language: the goal, a turn in steps, every kind of thing. */
export interface GameHelp {
  readonly goal: string;
  readonly steps: readonly string[];
  readonly sections: readonly HelpSection[];
}
