import { describe, expect, it } from 'vitest';
import { AGENTS, GROUPS, OBJECTIVES } from '../../engine/coldwar';

describe('card data (A2.2–A2.4)', () => {
  it('has the 21 objectives in the issue order with the A2.2 totals', () => {
    expect(OBJECTIVES.map((o) => o.id).join(' ')).toBe(
      'ANG CON CUB HON AFG PAN VIE CHI KOR IRN LBY EGY GRE TUR CZE NUC SUM LIV NOB SPA OLY',
    );
    expect(OBJECTIVES.reduce((t, o) => t + o.vp, 0)).toBe(235);
    expect(OBJECTIVES.filter((o) => o.kind === 'nation').reduce((t, o) => t + o.vp, 0)).toBe(205);
    expect(OBJECTIVES.filter((o) => o.kind === 'event').map((o) => o.id)).toEqual([
      'NUC',
      'SUM',
      'LIV',
      'NOB',
      'SPA',
      'OLY',
    ]);
    expect(new Set(OBJECTIVES.map((o) => o.bias.join())).size).toBe(21);
  });

  it.each([
    ['ANG', 'Angola', '安哥拉', 9, 5, 10, 'MIL POL MED ECO'],
    ['CUB', 'Cuba', '古巴', 9, 5, 10, 'ECO MIL POL MED'],
    ['VIE', 'Vietnam', '越南', 9, 5, 20, 'ECO POL MED MIL'],
    ['KOR', 'Korea', '韓國', 11, 4, 10, 'MIL MED POL ECO'],
    ['EGY', 'Egypt', '埃及', 11, 4, 20, 'POL ECO MED MIL'],
    ['GRE', 'Greece', '希臘', 13, 3, 10, 'POL MIL MED ECO'],
    ['CZE', 'Czechoslovakia', '捷克', 13, 3, 20, 'POL MED MIL ECO'],
    ['NUC', 'Nuclear Escalation', '核子擴散', 6, 1, 5, 'MED MIL POL ECO'],
    ['OLY', 'Olympic Games', '奧林匹克運動會', 6, 1, 5, 'MED ECO MIL POL'],
  ])('row %s matches the table', (id, name, zh, stab, pop, vp, bias) => {
    const o = OBJECTIVES.find((c) => c.id === id)!;
    expect([o.name, o.nameZh, o.stability, o.population, o.vp, o.bias.join(' ')]).toEqual([
      name,
      zh,
      stab,
      pop,
      vp,
      bias,
    ]);
  });

  it('gives each event its timing window', () => {
    const w = Object.fromEntries(OBJECTIVES.filter((o) => o.kind === 'event').map((o) => [o.id, o.window]));
    expect(w).toEqual({
      NUC: 'struggle',
      SUM: 'struggle',
      LIV: 'struggle',
      NOB: 'ceasefire',
      SPA: 'detente',
      OLY: 'detente',
    });
  });

  it('has 24 groups, one of each value 1–6 per faction', () => {
    expect(GROUPS).toHaveLength(24);
    for (const f of ['MIL', 'ECO', 'POL', 'MED']) {
      expect(GROUPS.filter((g) => g.faction === f).map((g) => `${g.id}:${g.value}`)).toEqual(
        [1, 2, 3, 4, 5, 6].map((v) => `${f}-${v}:${v}`),
      );
    }
  });

  it('has the six agents with their resolution numbers', () => {
    expect(AGENTS.map((a) => `${a.number} ${a.id} ${a.nameZh}`)).toEqual([
      '1 MASTER_SPY 王牌間諜',
      '2 DEPUTY_DIRECTOR 副局長',
      '3 DOUBLE_AGENT 雙面特務',
      '4 ANALYST 分析員',
      '5 ASSASSIN 刺客',
      '6 DIRECTOR 局長',
    ]);
  });
});
