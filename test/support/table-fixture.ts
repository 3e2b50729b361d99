import { JOURNAL_SCHEMA, type JournalHeader, type JournalRecord } from '../../src-main/host/journal';
import type { JournalSink } from '../../src-main/host/table';
import { knownDeal } from './deals';

/** A journal header for a table made straight from the rules, without a host, dealt from `seed` at once. */
export function header(
  game: 'coldwar' | 'doubleagent',
  seed: number,
  options: Record<string, unknown> = {},
): JournalHeader {
  return {
    kind: 'safehouse-table',
    schema: JOURNAL_SCHEMA,
    id: 'abcdef012345',
    game,
    deal: knownDeal(seed),
    options,
    code: 'ABCDEF',
    createdAt: '2026-11-30T00:00:00.000Z',
    appVersion: 'test',
    rules: { game, version: 1 },
  };
}

/** A sink that records what reached "disk" and when. */
export function recordingSink() {
  const records: JournalRecord[] = [];
  const snapshots: number[] = [];
  const sink: JournalSink = {
    append: (record) => records.push(structuredClone(record)),
    snapshot: (actions) => snapshots.push(actions.length),
  };
  return { sink, records, snapshots };
}
