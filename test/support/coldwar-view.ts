import type { ColdWarView } from '../../engine/coldwar';

/** A side of a hand-written Cold War view with nothing yet: no VP, no groups, six agents in HQ. */
export const BLANK_SIDE: ColdWarView['sides']['CIA'] = {
  vp: 0,
  scored: [],
  influence: 0,
  groups: [],
  agentX: null,
  inHq: [],
  hqCount: 6,
  onLeave: [],
  terminated: [],
};
