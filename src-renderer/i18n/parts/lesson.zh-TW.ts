import type { lessonEn } from './lesson.en';

/** 新手教學局（「學習玩法」）的訊息，併入 `zh-TW.ts`。 */
export const lessonZhTW = {
  'lobby.learnToPlay': '學習玩法',
  'lesson.heading': '教學',
  'lesson.gotIt': '知道了',
  'lesson.skip': '跳過教學',
  'lesson.note.welcome':
    '你是 CIA，電腦教練是 KGB。每回合爭奪一張目標：讓你的影響力高過對手，但不可超過目標的穩定度。本教學局中，回合結束時先達到 25 勝利點數者獲勝。',
  'lesson.note.chooseAgent':
    '秘密選擇你的 X 特務：雙方同時選擇，停火後才翻開。每位特務的任務會以自己的方式改變結果。',
  'lesson.note.chooseFirst': '你持有平衡標記，所以由你決定誰先行動。後手可以先看對手走多遠。',
  'lesson.note.action':
    '輪到你在影響力競爭中行動：招募抽一張組織並把它的數值加進影響力；啟動使用組織的能力；跳過則暫停。連續兩次跳過就結束競爭。你的第一個行動必須是招募。',
  'lesson.note.eventObjective': '這張目標是事件卡：贏得它的一方得分，之後還能在卡上寫的時機使用它的效果。',
  'lesson.note.scored':
    '一場競爭已經分出勝負：影響力較高且未超過穩定度的一方贏得目標與勝利點數。超過穩定度就是內亂，其 X 特務可能被消滅。紀錄會寫出誰贏、為什麼。',
  'lesson.note.nobel': '你陷入內亂，但你擁有諾貝爾和平獎：現在打出它，就能救回你的 X 特務。',
  'lesson.note.mediaDecision': '傳媒：你看過了組織牌堆頂的牌。招募它、棄掉它，或留在原處。',
  'lesson.note.detente': '關係緩和：你可以打出在此時使用的事件卡，或留到以後。',
  'lesson.note.arrangeGroups': '依你想抽到的順序，把牌堆頂的組織牌放回去。',
  'lesson.note.arrangeObjectives': '依你想出現的順序，把牌堆頂的目標牌放回去。',
  'lesson.note.returnAgent': '選擇你的哪一位特務回到總部。',
  'lesson.note.doubleAgentPrivilege':
    '你的雙面特務為這次任務計畫贏得特權：讓對手先正面朝上選擇、讓對手的一位特務休假，或放棄。',
  'lesson.note.gameOver':
    '教學結束。你在這裡遇到的每條規則，在完整的遊戲中都一樣，只是要玩到 100 勝利點數。從大廳開一局，對手可以是真人或電腦。',
} as const satisfies { readonly [K in keyof typeof lessonEn]: string };
