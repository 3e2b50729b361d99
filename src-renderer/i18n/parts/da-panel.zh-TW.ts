import type { daPanelEn } from './da-panel.en';

/** 繁體中文 for the same area, merged into `zh-TW.ts`; every key of the English part, no other. */
export const daPanelZhTW = {
  'da.inspect.title': '{sector}的監視器',
  'da.inspect.rule':
    '你的移動停在這個區域內：你可以檢查它的監視器。安全特務必須保持原狀；只有雙面特務可以把它關成 OFF，任何人都不能把它轉回 ON。',
  'da.inspect.wait': '{seconds} 秒後可以選擇。',
  'da.inspect.ready': '請選擇一項。',
  'da.inspect.progress': '可以選擇前的等待時間',
  'da.inspect.notYours': '只有雙面特務可以把監視器關成 OFF：請檢查並保持原狀，或結束回合。',
  'da.inspect.pending': '你正在查看監視器……',
  'da.inspect.pendingBoard': '拿起監視器查看，然後放回棋盤上。',
  'da.inspect.found': '發現時：{state}',
  'da.inspect.left': '放回時：{state}',
  'da.inspect.done': '完成',
  'da.deduction.switch': '推理助手',
  'da.deduction.switchOn': '開',
  'da.deduction.switchOff': '關',
  'da.deduction.off': '推理助手已關閉：由你自己推理。',
} as const satisfies { readonly [K in keyof typeof daPanelEn]: string };
