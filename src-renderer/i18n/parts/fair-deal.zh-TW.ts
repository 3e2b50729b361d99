import type { fairDealEn } from './fair-deal.en';

/** 繁體中文 for the same area, merged into `zh-TW.ts`; every key of the English part, no other. */
export const fairDealZhTW = {
  'deal.sealed': '發牌已封存',
  'deal.sealedHint':
    '主機在發牌前就封存了這局的發牌：這張牌桌的每個螢幕都顯示同一個封存碼，遊戲結束時每個螢幕都會驗證發牌。',
  'deal.known': '教學局：發牌內容公開',
  'deal.seeded': '舊存檔：不驗證發牌',
  'deal.waitHeading': '每個座位都有人入座後才會發牌',
  'deal.waitFree': '尚有空位：{seats}。',
  'deal.waitAway': '已入座，等待螢幕重新連線：{seats}。',
  'deal.waitDealing': '每個座位都已入座：發牌中…',
  'deal.check.ok': '公平發牌：已在此裝置上驗證。',
  'deal.check.okDetail.one': '揭曉的密鑰與封存碼 {fingerprint} 相符，唯一的動作重播後與此螢幕所顯示的一致。',
  'deal.check.okDetail.other':
    '揭曉的密鑰與封存碼 {fingerprint} 相符，全部 {count} 個動作重播後都與此螢幕所顯示的一致。',
  'deal.check.okReplay.one': '揭曉的密鑰與封存碼 {fingerprint} 相符，唯一的動作可在此裝置上重播。',
  'deal.check.okReplay.other':
    '揭曉的密鑰與封存碼 {fingerprint} 相符，全部 {count} 個動作都可在此裝置上重播。',
  'deal.check.record': '對局紀錄碼 {record}：每個驗證過這局的螢幕都顯示同一個。',
  'deal.check.failed': '發牌未通過此裝置的驗證。',
  'deal.check.awaiting': '正在等待主機揭曉發牌…',
  'deal.check.withheld': '主機尚未揭曉發牌。',
  'deal.check.withheldDetail':
    '遊戲結束時主機應揭曉其密鑰；已過 {seconds} 秒仍未揭曉。在揭曉之前，沒有人能驗證這局的發牌是否公平。',
  'deal.check.checking': '正在驗證發牌…',
  'deal.check.known': '教學局：發牌內容人人皆知，無需驗證。',
  'deal.check.seeded': '舊存檔：發牌從未封存，無法驗證。',
  'deal.check.noRules': '此裝置沒有這款遊戲的規則，無法在此驗證發牌。',
  'deal.problem.malformed': '主機提供的發牌證明不完整。',
  'deal.problem.commitmentChanged': '主機現在提出的封存碼與開局時顯示的不同。',
  'deal.problem.wrongSecret': '揭曉的密鑰與開局時顯示的承諾不符。',
  'deal.problem.contributionLeftOut': '發牌時沒有用上此螢幕為 {seat} 加入的亂數。',
  'deal.problem.setupRefused': '此裝置的規則不接受這局的設定。',
  'deal.problem.actionRefused': '第 {action} 個動作無法重播。',
  'deal.problem.notOver': '在此裝置上重播後，遊戲並未結束。',
  'deal.problem.logDiffers': '{seat} 的螢幕在第 {entry} 筆紀錄（{where}）所顯示的內容，與重播結果不同。',
  'deal.problem.logDiffersTable': '公開牌桌在第 {entry} 筆紀錄（{where}）所顯示的內容，與重播結果不同。',
  'deal.problem.atAction': '第 {action} 個動作',
  'deal.problem.afterLastAction': '最後一個動作之後',
  'deal.problem.viewDiffers': '{seat} 的螢幕最後顯示的內容，與重播結果不同。',
  'deal.problem.viewDiffersTable': '公開牌桌最後顯示的內容，與重播結果不同。',
  'deal.problem.reason': '規則的說法：「{reason}」',
} as const satisfies { readonly [K in keyof typeof fairDealEn]: string };
