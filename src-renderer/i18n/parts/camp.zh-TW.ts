import type { campEn } from './camp.en';

/** 繁體中文 for the same area, merged into `zh-TW.ts`; every key of the English part, no other. */
export const campZhTW = {
  'camp.kind.sectorFloor': '區域地面（名稱標在圖上）',
  'camp.kind.door': '門',
  'camp.kind.walkway': '走道',
  'camp.kind.flagstone': '花園的石板',
  'camp.kind.gazebo': '涼亭（起點）',
  'camp.kind.exitGate': '出口大門',
  'camp.kind.greySquare': '灰色方格（豪華版）',
  'camp.kind.fenceGate': '圍籬門（豪華版）',
  'camp.kind.wall': '牆',
  'camp.kind.hedge': '樹籬',
  'camp.legend.label': '營地圖上的標示',
  'camp.legend.move': '你可以在這裡結束移動',
  'camp.legend.accuse': '指控',
  'camp.legend.path': '移動路線，逐步標號',
  'camp.keys.label': '營地圖：用方向鍵選擇亮起的格子，按 Enter 移到那裡',
  'camp.path.one': '{place}：{count} 步。按 Enter 移到那裡。',
  'camp.path.other': '{place}：{count} 步。按 Enter 移到那裡。',
  'camp.tap.one': '{place}：{count} 步',
  'camp.tap.other': '{place}：{count} 步',
  'camp.tap.move': '移到這裡',
  'camp.tap.cancel': '不去那裡',
  'camp.dice.you': '你擲出 {a} + {b} = {total}',
  'camp.dice.rolled': '{player} 擲出 {a} + {b} = {total}',
} as const satisfies { readonly [K in keyof typeof campEn]: string };
