import { describe, expect, it } from 'vitest';
import { AGENTS, FACTIONS } from '../../engine/coldwar';
import { agentIconSvg } from '../../src-renderer/games/coldwar/art/agent-icons';
import {
  groupBackSvg,
  groupFaceSvg,
  objectiveBackSvg,
  objectiveFaceSvg,
  pawnSvg,
} from '../../src-renderer/games/coldwar/art/card-faces';
import {
  ART_INK,
  FACTION_FILL,
  hex,
  OKABE_ITO,
  SIDE_FILL,
} from '../../src-renderer/games/coldwar/art/colours';
import { factionIconSvg } from '../../src-renderer/games/coldwar/art/faction-icons';
import { sideMarkSvg } from '../../src-renderer/games/coldwar/art/side-marks';
import { contrastRatio } from '../../src-renderer/scenes/contrast';

const INK = '#1b2430';
const PAPER = '#f3eee2';

const everySvg: [string, string][] = [
  ...FACTIONS.map((f): [string, string] => [`faction ${f}`, factionIconSvg(f, INK, PAPER)]),
  ...AGENTS.map((a): [string, string] => [`agent ${a.id}`, agentIconSvg(a.id, INK, PAPER)]),
  ['CIA mark', sideMarkSvg('CIA', PAPER)],
  ['KGB mark', sideMarkSvg('KGB', PAPER)],
  ...FACTIONS.map((f): [string, string] => [`group face ${f}`, groupFaceSvg(f)]),
  ['group back', groupBackSvg()],
  ['nation face', objectiveFaceSvg('nation')],
  ['event face', objectiveFaceSvg('event')],
  ['objective back', objectiveBackSvg()],
  ['pawn', pawnSvg(INK)],
];

/** The shapes of an SVG string: element name and attributes, read with a regular expression (no DOM in unit tests). */
function elements(svg: string): { name: string; attributes: Record<string, string> }[] {
  return [...svg.matchAll(/<([a-z]+)((?:\s+[a-z:-]+="[^"]*")*)\s*\/?>/g)].map((m) => ({
    name: m[1]!,
    attributes: Object.fromEntries([...m[2]!.matchAll(/([a-z:-]+)="([^"]*)"/g)].map((a) => [a[1]!, a[2]!])),
  }));
}

/** The geometry alone: the SVG with every colour taken out. */
const geometry = (svg: string): string => svg.replace(/#[0-9a-f]{6}/gi, '#');

describe('our SVG art draws in Pixi’s SVG parser as written', () => {
  it.each(everySvg)(
    '%s: only elements the parser draws, each with its own paint, no transforms',
    (_name, svg) => {
      const list = elements(svg);
      expect(list[0]?.name).toBe('svg');
      expect(list.length).toBeGreaterThan(1);
      // Every tag was read (all but the closing </svg>).
      expect(list.length).toBe((svg.match(/</g) ?? []).length - 1);
      expect(svg).not.toMatch(/transform|viewBox|<polygon|<text|<use|<image/);
      expect(svg.endsWith('</svg>')).toBe(true);
      for (const el of list.slice(1)) {
        expect(['path', 'circle', 'rect', 'ellipse']).toContain(el.name);
        // A shape with neither fill nor stroke would be filled black by the parser.
        expect(el.attributes.fill).toBeDefined();
        if (el.attributes.fill === 'none') expect(el.attributes.stroke).toBeDefined();
      }
    },
  );
});

describe('colour is never the only distinction', () => {
  it('each faction has its own silhouette, whatever the colours', () => {
    const shapes = FACTIONS.map((f) => geometry(factionIconSvg(f, INK, PAPER)));
    expect(new Set(shapes).size).toBe(FACTIONS.length);
  });

  it('each agent has its own icon', () => {
    const shapes = AGENTS.map((a) => geometry(agentIconSvg(a.id, INK, PAPER)));
    expect(new Set(shapes).size).toBe(AGENTS.length);
  });

  it('the CIA mark is round and the KGB mark square', () => {
    expect(elements(sideMarkSvg('CIA', PAPER))[1]?.name).toBe('circle');
    expect(elements(sideMarkSvg('KGB', PAPER))[1]?.name).toBe('rect');
  });
});

describe('the palette', () => {
  const okabeIto = new Set<number>(Object.values(OKABE_ITO));

  it('takes faction and side colours from Okabe–Ito, all different', () => {
    const colours = [...Object.values(FACTION_FILL), ...Object.values(SIDE_FILL)];
    for (const c of colours) expect(okabeIto.has(c)).toBe(true);
    expect(new Set(colours).size).toBe(colours.length);
  });

  it('draws dark icons and values on faction colours at 4.5:1 or better', () => {
    for (const c of Object.values(FACTION_FILL))
      expect(contrastRatio(ART_INK, c)).toBeGreaterThanOrEqual(4.5);
  });

  it('writes colours as SVG wants them', () => {
    expect(hex(0x0072b2)).toBe('#0072b2');
    expect(hex(0x00000f)).toBe('#00000f');
  });
});
