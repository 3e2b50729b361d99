import type { coldwarTableEn } from './coldwar-table.en';

/** 繁體中文 for the same area, merged into `zh-TW.ts`; every key of the English part, no other. */
export const coldwarTableZhTW = {
  'scene.cw.wonStruggle': '贏得影響力競爭',
  'scene.cw.noneScored': '尚未取得目標',
  'scene.cw.scoredCount.one': '已得 {count} 張',
  'scene.cw.scoredCount.other': '已得 {count} 張',
  'scene.cw.zone.hq': '總部',
  'scene.cw.zone.leave': '休假',
  'scene.cw.zone.gone': '淘汰',
  'scene.cw.discardCount': '棄牌堆 {count}',

  'cw.power.heading': '{card}：{power}',
  'cw.power.MIL': '棄掉場上任何一張其他組織，不論是你的或對手的、已整備或已動員。',
  'cw.power.ECO':
    '翻轉場上任何一張非經濟組織（任一方皆可）：已整備轉為已動員，或已動員轉為已整備。以此方式動員不會發動它的能力。',
  'cw.power.POL':
    '從對手那裡奪取一張組織，或把你的一張組織交給他。任何人都不得超過人口上限，交出的組織也不得讓對手超過穩定度。',
  'cw.power.MED': '查看組織牌堆頂的牌，然後招募它（未達人口上限時）、棄掉它，或把它留在牌堆頂。',
  'cw.power.recruit': '把組織牌堆頂的牌放到場上，處於已整備狀態。每回合你的第一個行動必須是招募。',
  'cw.power.agent.MASTER_SPY': '如果你贏得影響力競爭，由對手取得目標；如果你輸了，由你取得目標。',
  'cw.power.agent.DEPUTY_DIRECTOR': '沒有效果。永遠不會被淘汰，也不會去休假：一直留在總部。',
  'cw.power.agent.DOUBLE_AGENT':
    '如果你贏了：下一次任務計畫時，讓對手先正面朝上選出 X 特務，或讓他的一名特務（副局長除外）去休假。',
  'cw.power.agent.ANALYST':
    '下一次任務簡報時，查看組織牌堆頂的 3 張牌並以任意順序放回。雙方都派出分析員時，只有輸家的生效。',
  'cw.power.agent.ASSASSIN':
    '如果你贏了：對手的 X 特務被淘汰（副局長除外），目標放到目標牌堆最底下，無人取得。',
  'cw.power.agent.DIRECTOR': '如果你贏了：另外取得目標牌堆最底下的目標。',
  'cw.power.event.NUC': '作為你的行動：依你選的順序棄掉雙方場上所有的軍事組織。花費它的 5 勝利點數。',
  'cw.power.event.SUM': '在你的回合免費使用：查看對手背面朝上的 X 特務。花費它的 5 勝利點數。',
  'cw.power.event.LIV': '作為你的行動：把組織棄牌堆最上面的牌放到場上，處於已整備狀態。花費它的 5 勝利點數。',
  'cw.power.event.NOB': '停火協議時，如果是你造成內亂：你的 X 特務不會因此被淘汰。花費它的 5 勝利點數。',
  'cw.power.event.SPA': '關係緩和時：查看目標牌堆頂的 3 張牌並以任意順序放回。花費它的 5 勝利點數。',
  'cw.power.event.OLY': '關係緩和時：讓你一名被淘汰的特務回到遊戲，處於休假中。花費它的 5 勝利點數。',
} as const satisfies { readonly [K in keyof typeof coldwarTableEn]: string };
