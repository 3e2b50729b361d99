import type { AgentId, Faction, GroupId, ObjectiveId } from './types';

export interface ObjectiveCard {
  readonly id: ObjectiveId;
  readonly name: string;
  readonly nameZh: string;
  readonly kind: 'nation' | 'event';
  readonly stability: number;
  readonly population: number;
  readonly vp: number;
  /** Tie-break faction order, 1st → 4th (A2.2). */
  readonly bias: readonly [Faction, Faction, Faction, Faction];
  /** When its owner may spend it (events only; A2.2 event table). */
  readonly window: 'struggle' | 'ceasefire' | 'detente' | null;
}

export interface GroupCard {
  readonly id: GroupId;
  readonly faction: Faction;
  readonly value: number;
}

export interface AgentCard {
  readonly id: AgentId;
  /** Resolution order in Debriefing (A2.4, A8). */
  readonly number: number;
  readonly name: string;
  readonly nameZh: string;
}

const o = (
  id: ObjectiveId,
  name: string,
  nameZh: string,
  stability: number,
  population: number,
  vp: number,
  bias: string,
  window: ObjectiveCard['window'] = null,
): ObjectiveCard => ({
  id,
  name,
  nameZh,
  kind: window === null ? 'nation' : 'event',
  stability,
  population,
  vp,
  bias: bias.split(' ') as unknown as ObjectiveCard['bias'],
  window,
});

/** A2.2, in the table's order. */
export const OBJECTIVES: readonly ObjectiveCard[] = [
  o('ANG', 'Angola', '安哥拉', 9, 5, 10, 'MIL POL MED ECO'),
  o('CON', 'Congo', '剛果', 9, 5, 10, 'MIL ECO POL MED'),
  o('CUB', 'Cuba', '古巴', 9, 5, 10, 'ECO MIL POL MED'),
  o('HON', 'Honduras', '宏都拉斯', 9, 5, 10, 'MIL ECO MED POL'),
  o('AFG', 'Afghanistan', '阿富汗', 9, 5, 15, 'ECO POL MIL MED'),
  o('PAN', 'Panama', '巴拿馬', 9, 5, 15, 'ECO MIL MED POL'),
  o('VIE', 'Vietnam', '越南', 9, 5, 20, 'ECO POL MED MIL'),
  o('CHI', 'Chile', '智利', 11, 4, 10, 'POL ECO MIL MED'),
  o('KOR', 'Korea', '韓國', 11, 4, 10, 'MIL MED POL ECO'),
  o('IRN', 'Iran', '伊朗', 11, 4, 15, 'POL MIL ECO MED'),
  o('LBY', 'Libya', '利比亞', 11, 4, 15, 'MIL POL ECO MED'),
  o('EGY', 'Egypt', '埃及', 11, 4, 20, 'POL ECO MED MIL'),
  o('GRE', 'Greece', '希臘', 13, 3, 10, 'POL MIL MED ECO'),
  o('TUR', 'Turkey', '土耳其', 13, 3, 15, 'POL MED ECO MIL'),
  o('CZE', 'Czechoslovakia', '捷克', 13, 3, 20, 'POL MED MIL ECO'),
  o('NUC', 'Nuclear Escalation', '核子擴散', 6, 1, 5, 'MED MIL POL ECO', 'struggle'),
  o('SUM', 'Summit Meeting', '首腦會議', 6, 1, 5, 'MED POL MIL ECO', 'struggle'),
  o('LIV', 'Live Benefit', '現場直播', 6, 1, 5, 'MED ECO POL MIL', 'struggle'),
  o('NOB', 'Nobel Peace Prize', '諾貝爾和平獎', 6, 1, 5, 'MED POL ECO MIL', 'ceasefire'),
  o('SPA', 'Space Race', '太空競賽', 6, 1, 5, 'MED MIL ECO POL', 'detente'),
  o('OLY', 'Olympic Games', '奧林匹克運動會', 6, 1, 5, 'MED ECO MIL POL', 'detente'),
];

export const FACTIONS: readonly Faction[] = ['MIL', 'ECO', 'POL', 'MED'];

export const FACTION_NAMES: Readonly<Record<Faction, string>> = {
  MIL: 'Military',
  ECO: 'Economic',
  POL: 'Political',
  MED: 'Media',
};

/** A2.3: four factions × values 1–6. */
export const GROUPS: readonly GroupCard[] = FACTIONS.flatMap((faction) =>
  [1, 2, 3, 4, 5, 6].map((value) => ({ id: `${faction}-${value}` as GroupId, faction, value })),
);

/** A2.4, by resolution number. */
export const AGENTS: readonly AgentCard[] = [
  { id: 'MASTER_SPY', number: 1, name: 'Master Spy', nameZh: '王牌間諜' },
  { id: 'DEPUTY_DIRECTOR', number: 2, name: 'Deputy Director', nameZh: '副局長' },
  { id: 'DOUBLE_AGENT', number: 3, name: 'Double Agent', nameZh: '雙面特務' },
  { id: 'ANALYST', number: 4, name: 'Analyst', nameZh: '分析員' },
  { id: 'ASSASSIN', number: 5, name: 'Assassin', nameZh: '刺客' },
  { id: 'DIRECTOR', number: 6, name: 'Director', nameZh: '局長' },
];

export const AGENT_IDS: readonly AgentId[] = AGENTS.map((a) => a.id);

export const OBJECTIVE_BY_ID: Readonly<Record<string, ObjectiveCard>> = Object.fromEntries(
  OBJECTIVES.map((c) => [c.id, c]),
);
export const GROUP_BY_ID: Readonly<Record<string, GroupCard>> = Object.fromEntries(
  GROUPS.map((c) => [c.id, c]),
);
export const AGENT_BY_ID: Readonly<Record<string, AgentCard>> = Object.fromEntries(
  AGENTS.map((c) => [c.id, c]),
);

export const objective = (id: ObjectiveId): ObjectiveCard => OBJECTIVE_BY_ID[id]!;
export const group = (id: GroupId): GroupCard => GROUP_BY_ID[id]!;
export const agent = (id: AgentId): AgentCard => AGENT_BY_ID[id]!;
