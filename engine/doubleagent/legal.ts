import { TABLE_SEAT } from '../core';
import type { DaAction } from './actions';
import { boardOf, moveContext, offCount, playerOf } from './context';
import { moveOptions } from './movement';
import type { DaState } from './state';

const ALL_DICE: [number, number][] = [];
for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) ALL_DICE.push([a, b]);

/**
 * Every action `seat` may take now. Moves, accusations and exits are listed without a path (the
 * engine picks a legal one); a player may also send any legal path of their own.
 */
export function legalActions(state: DaState, seat: string): DaAction[] {
  const phase = state.phase;
  if (phase.kind === 'over') return [];
  const board = boardOf(state);
  if (seat === TABLE_SEAT) {
    if (state.rules.monitors !== 'table') return [];
    const out: DaAction[] = [];
    for (const sector of board.monitored)
      for (const st of ['ON', 'OFF'] as const) {
        out.push({ type: 'observe', sector, state: st });
        if (phase.kind === 'turn' && phase.step === 'place' && phase.sector === sector)
          out.push({ type: 'observe', sector, state: st, placed: true });
      }
    return out;
  }
  const player = playerOf(state, seat);
  if (!player || player.eliminated) return [];
  const rolls = (): DaAction[] =>
    state.rules.dice === 'table' ? ALL_DICE.map((d) => ({ type: 'roll', dice: d })) : [{ type: 'roll' }];
  switch (phase.kind) {
    case 'startRoll':
      return phase.contenders.includes(seat) && !Object.hasOwn(phase.rolls, seat) ? rolls() : [];
    case 'opening':
      // The same list for every role, so the screens look identical (B5).
      return phase.done.includes(seat)
        ? []
        : [
            { type: 'opening', sector: null },
            ...board.monitored.map((sector) => ({ type: 'opening' as const, sector })),
          ];
  }
  if (phase.player !== seat) return [];
  switch (phase.step) {
    case 'roll':
      return rolls();
    case 'inspect':
      return player.role === 'doubleAgent'
        ? [
            { type: 'inspect', sabotage: false },
            ...(state.rules.monitors === 'engine' ? [{ type: 'inspect' as const, sabotage: true }] : []),
            { type: 'endTurn' },
          ]
        : [{ type: 'inspect', sabotage: false }, { type: 'endTurn' }];
    case 'place':
      return [];
    case 'move': {
      const roll = phase.dice[0] + phase.dice[1];
      const ctx = moveContext(state, player);
      const opts = moveOptions(ctx, roll);
      const out: DaAction[] = [...opts.moves.keys()].map((i) => ({ type: 'move', to: board.ids[i]! }));
      if (opts.moves.size === 0) out.push({ type: 'stay' });
      if (player.role === 'security') {
        for (const p of state.players)
          if (
            p.id !== seat &&
            p.position !== null &&
            !p.revealed &&
            opts.accusations.has(board.index.get(p.position)!)
          )
            out.push({ type: 'accuse', target: p.id });
      } else if (offCount(state) >= state.rules.escapeSabotages)
        for (const g of opts.exits.keys()) out.push({ type: 'exit', gate: board.ids[g]! });
      return out;
    }
  }
}
