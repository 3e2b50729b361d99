/**
 * The Security Agent's deduction helper (B16), reasoning over every hypothesis
 * (double agent d) × (opening monitor o) rather than the rulebook's shortcuts.
 *
 * Under a hypothesis each monitor is ON, OFF, or MAYBE (d inspected it since it was last known
 * ON, and may have sabotaged it: B7.3). The double agent's choices are independent per monitor,
 * so tracking each monitor alone is exact. My own findings must match: finding ON rules out a
 * known OFF, finding OFF rules out a known ON. Nobody may turn OFF→ON, so a later ON never
 * clears anyone (B16).
 */

export interface DeduceInput {
  players: string[];
  me: string;
  sectors: string[];
  list: Array<{ sector: string; by: string } | { sector: string; found: 'ON' | 'OFF' }>;
  cleared?: string[];
}

/** Why the deduction changed, as data a screen can word in any language. */
export type DeductionReason =
  /** Agents a wrong accusation proved innocent (B11). */
  | { kind: 'cleared'; agents: string[] }
  /** Only the opening sabotage explains finding `sector` so: `opening` was sabotaged then. */
  | { kind: 'opening'; sector: string; found: 'ON' | 'OFF'; opening: string }
  /** After finding `sector` so, the double agent is one of `suspects`. */
  | { kind: 'suspects'; sector: string; found: 'ON' | 'OFF'; suspects: string[] }
  /** After finding `sector` so, no agent fits the list: it holds a mistake. */
  | { kind: 'contradiction'; sector: string; found: 'ON' | 'OFF' }
  /** `agent` alone fits every entry. */
  | { kind: 'certain'; agent: string };

export interface Deduction {
  suspects: string[];
  probabilities: Record<string, number>;
  openingSector: string | null;
  certain: string | null;
  /** One reason per finding that changed something; `describeReason` words one in English. */
  why: DeductionReason[];
}

/** A reason as an English sentence. */
export function describeReason(reason: DeductionReason): string {
  switch (reason.kind) {
    case 'cleared':
      return `Cleared by a wrong accusation: ${reason.agents.join(', ')}.`;
    case 'opening':
      return `${reason.sector} ${reason.found}: only the opening sabotage explains it, so ${reason.opening} was sabotaged in the opening play.`;
    case 'suspects':
      return `${reason.sector} ${reason.found}: the double agent must be one of ${reason.suspects.join(', ')}.`;
    case 'contradiction':
      return `${reason.sector} ${reason.found}: no agent fits the list any more; check it for a mistake.`;
    case 'certain':
      return `Only ${reason.agent} fits every entry: ${reason.agent} is the double agent.`;
  }
}

const ON = 0;
const OFF = 1;
const MAYBE = 2;

export function deduce(input: DeduceInput): Deduction {
  const { players, me, sectors, list } = input;
  const cleared = new Set(input.cleared ?? []);
  const cands = [...new Set(players)].filter((p) => p !== me && !cleared.has(p)).sort();
  const nd = cands.length;
  const ns = sectors.length;
  const sectorIx = new Map(sectors.map((s, i) => [s, i]));
  const candIx = new Map(cands.map((c, i) => [c, i]));
  const nh = nd * ns;
  // Hypothesis h = d * ns + o; its monitors live at state[h * ns .. h * ns + ns).
  const alive = new Uint8Array(nh).fill(1);
  const state = new Uint8Array(nh * ns);
  for (let h = 0; h < nh; h++) state[h * ns + (h % ns)] = OFF;
  const why: DeductionReason[] = [];
  if (cleared.size > 0) why.push({ kind: 'cleared', agents: [...cleared].sort() });

  let lastSuspects = cands.join(',');
  let lastOpening: string | null = null;
  const summary = () => {
    const ds = new Set<number>();
    const os = new Set<number>();
    for (let h = 0; h < nh; h++)
      if (alive[h]) {
        ds.add(Math.floor(h / ns));
        os.add(h % ns);
      }
    return { ds, os };
  };

  for (let k = 0; k < list.length; k++) {
    const e = list[k]!;
    const s = sectorIx.get(e.sector);
    if (s === undefined) continue;
    if ('by' in e) {
      const d = candIx.get(e.by);
      if (d === undefined) continue; // me or a cleared agent: a Security Agent leaves it as found
      for (let o = 0; o < ns; o++) {
        const at = (d * ns + o) * ns + s;
        if (state[at] === ON) state[at] = MAYBE;
      }
      continue;
    }
    const want = e.found === 'ON' ? ON : OFF;
    const reject = want === ON ? OFF : ON;
    let changed = false;
    for (let h = 0; h < nh; h++) {
      if (!alive[h]) continue;
      const at = h * ns + s;
      if (state[at] === reject) {
        alive[h] = 0;
        changed = true;
      } else state[at] = want;
    }
    if (!changed && want === ON) continue;
    const { ds, os } = summary();
    const names = [...ds].map((d) => cands[d]!);
    const key = names.join(',');
    let explained = false;
    if (os.size === 1) {
      const o = sectors[[...os][0]!]!;
      explained = lastOpening === null && o === e.sector;
      if (lastOpening === null) why.push({ kind: 'opening', sector: e.sector, found: e.found, opening: o });
      lastOpening = o;
    }
    if (key !== lastSuspects || (want === OFF && !explained)) {
      why.push(
        names.length === 0
          ? { kind: 'contradiction', sector: e.sector, found: e.found }
          : { kind: 'suspects', sector: e.sector, found: e.found, suspects: names },
      );
      lastSuspects = key;
    }
  }

  const counts = new Array<number>(nd).fill(0);
  let total = 0;
  const openings = new Set<number>();
  for (let h = 0; h < nh; h++)
    if (alive[h]) {
      counts[Math.floor(h / ns)]!++;
      total++;
      openings.add(h % ns);
    }
  const suspects = cands.filter((_, d) => counts[d]! > 0);
  const probabilities: Record<string, number> = {};
  for (let d = 0; d < nd; d++) if (counts[d]! > 0) probabilities[cands[d]!] = counts[d]! / total;
  const certain = suspects.length === 1 ? suspects[0]! : null;
  if (certain !== null) why.push({ kind: 'certain', agent: certain });
  return {
    suspects,
    probabilities,
    openingSector: openings.size === 1 ? sectors[[...openings][0]!]! : null,
    certain,
    why,
  };
}
