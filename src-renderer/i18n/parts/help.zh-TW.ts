import type { helpEn } from './help.en';

/** 繁體中文 for the rules help, merged into `zh-TW.ts`; every key of the English part, no other. */
export const helpZhTW = {
  'help.open': '遊戲說明',
  'help.openFor': '{game} 的遊戲說明',
  'help.title': '遊戲說明：{game}',
  'help.close': '關閉',
  'help.closeHint': '按 Esc 關閉這個面板。',
  'help.goal': '目標',
  'help.turn': '一個回合的步驟',

  'help.cw.goal':
    '比對手先拿到 100 勝利點數。每個回合爭奪一張目標（國家或事件）：讓你的影響力盡量接近它的穩定度，但不能超過。贏得影響力競爭的一方通常會取得目標並得到它的勝利點數。回合結束時，勝利點數達到 100 以上且比對手多的玩家獲勝。',
  'help.cw.step.briefing':
    '任務簡報：勝利點數較少的玩家拿到平衡標記（點數相同時，給上回合影響力競爭輸的一方）。翻開下一張目標，並把全部 24 張組織洗成一疊牌堆。',
  'help.cw.step.planning':
    '任務計畫：雙方各自從總部裡的特務中秘密選出一名 X 特務。休假中或已被淘汰的特務不能選。',
  'help.cw.step.struggle':
    '影響力競爭：持有平衡標記的玩家決定誰先行動。雙方輪流，每次一個行動：招募牌堆頂的組織、啟動你一張已整備的組織、打出事件，或跳過。你的第一個行動必須是招募，而且你面前的組織數量永遠不能超過目標的人口。一方跳過後另一方也跳過，競爭就結束。',
  'help.cw.step.ceasefire':
    '停火協議：你的影響力是你所有組織數值的總和。超過穩定度就是內亂：你不能獲勝，你的 X 特務也會被淘汰。否則影響力高的一方獲勝；平手時依目標的偏好陣營依序比較，再平手則由持有平衡標記的玩家獲勝。',
  'help.cw.step.debriefing':
    '任務報告：翻開雙方的 X 特務，依編號由小到大執行它們的任務。接著由取得者（通常是獲勝的一方）拿走目標並得到它的勝利點數。',
  'help.cw.step.detente':
    '關係緩和：除了副局長以外，每名 X 特務都去休假，錯過下一次任務計畫。此時可以打出太空競賽和奧林匹克運動會。',

  'help.cw.terms': '桌上的用語',
  'help.cw.term.stability.title': '穩定度',
  'help.cw.term.stability': '目標的指標數字。要盡量接近它；超過就是內亂。',
  'help.cw.term.population.title': '人口',
  'help.cw.term.population': '這張目標下，每位玩家面前最多能有的組織數量。',
  'help.cw.term.bias.title': '偏好',
  'help.cw.term.bias':
    '目標上印著的四個陣營，由強到弱。影響力相同時，第一個陣營的組織數值總和較高的玩家獲勝；再相同，就看下一個陣營，依此類推。',
  'help.cw.term.balance.title': '平衡標記',
  'help.cw.term.balance':
    '持有者決定影響力競爭由誰先行動；所有偏好陣營都平手時也由持有者獲勝。每次任務簡報時，勝利點數落後的玩家拿到它。',
  'help.cw.term.disorder.title': '內亂',
  'help.cw.term.disorder':
    '停火協議時影響力超過穩定度。這位玩家不能贏得目標，X 特務會被淘汰（副局長除外），它的任務也不會執行。',
  'help.cw.term.leave.title': '休假與淘汰',
  'help.cw.term.leave':
    '休假中的特務錯過一次任務計畫，之後回到總部。被淘汰的特務離開遊戲；只有奧林匹克運動會能讓它回來。',

  'help.cw.groups': '組織：4 個陣營，數值 1 到 6',
  'help.cw.groups.intro':
    '組織不論已整備（直放）或已動員（橫放），它的數值都計入你的影響力。啟動組織就是把你一張已整備的組織轉為已動員，並使用它陣營的能力；已動員的組織要先回到已整備，才能再次使用能力。',
  'help.cw.group.title': '{faction}（數值 1–6）',
  'help.cw.faction.MIL': '棄掉場上任何一張其他組織，不論是你的或對手的、已整備或已動員。',
  'help.cw.faction.ECO':
    '把場上任何一張非經濟組織（任一方的）翻轉狀態：已整備變已動員，已動員變已整備。用這個方式動員組織不會發動它的能力；讓它回到已整備，則能再次使用能力。',
  'help.cw.faction.POL':
    '從對手那裡偷走一張組織，或把你的一張（不能是這張）送給對手。被移動的組織保持原來的狀態。任何人都不能因此超過人口，你也不能讓對手超過穩定度。',
  'help.cw.faction.MED': '秘密查看組織牌堆頂的牌，然後招募它（未達人口上限時）、棄掉它，或把它留在牌堆頂。',

  'help.cw.agents': '特務：每方 6 名',
  'help.cw.agents.intro':
    '雙方擁有相同的六名特務。「贏」和「輸」指的是停火協議時判定的影響力競爭結果。造成內亂的玩家，其特務不會有任何效果。',
  'help.cw.agent.title': '{number}．{name}',
  'help.cw.agent.MASTER_SPY': '把結果反過來：如果你贏了，由對手取得目標；如果你輸了，由你取得目標。',
  'help.cw.agent.DEPUTY_DIRECTOR': '沒有效果，但永遠不會被淘汰，也不會去休假，所以你隨時都能選它。',
  'help.cw.agent.DOUBLE_AGENT':
    '如果你贏了：在下一次任務計畫時，你可以要求對手先選出 X 特務並正面朝上，或是指定對手總部裡的一名特務（副局長除外），讓它在那次任務計畫中不能被選。',
  'help.cw.agent.ANALYST':
    '不論輸贏：在下一次任務簡報洗牌後，查看組織牌堆頂的 3 張牌並以任意順序放回。如果雙方都派出分析員，只有輸的一方的有效。',
  'help.cw.agent.ASSASSIN':
    '如果你贏了：對手的 X 特務被淘汰（副局長除外），目標放到目標牌堆的最底下：這回合沒有人取得它，你也一樣。',
  'help.cw.agent.DIRECTOR': '如果你贏了：另外取得目標牌堆最底下的目標，並得到它的勝利點數。',

  'help.cw.objectives': '目標：15 個國家和 6 個事件',
  'help.cw.objective.nation.title': '國家',
  'help.cw.objective.nation': '為了它的勝利點數而爭奪。卡上印著穩定度、人口、勝利點數和偏好。',
  'help.cw.objective.event.title': '事件',
  'help.cw.objective.event':
    '穩定度 6、人口 1、5 勝利點數。取得之後，你可以在它的時機使用：把它放到棄牌堆、失去它的 5 勝利點數，然後執行效果。它被爭奪的時候沒有任何效果。',
  'help.cw.events': '事件',
  'help.cw.event.NUC': '在影響力競爭中你的回合，作為你的行動：棄掉雙方場上所有的軍事組織。',
  'help.cw.event.SUM': '在影響力競爭中你的回合，免費使用（不算行動）：查看對手背面朝上的 X 特務。',
  'help.cw.event.LIV':
    '在影響力競爭中你的回合，作為你的行動：未達人口上限時，把組織棄牌堆最上面的牌拿來，處於已整備狀態。',
  'help.cw.event.NOB':
    '停火協議時，如果你陷入內亂：你的 X 特務不會被淘汰。它的任務仍然不會執行，刺客也仍然可以淘汰它。',
  'help.cw.event.SPA': '關係緩和時：秘密查看目標牌堆頂的 3 張牌，並以任意順序放回。',
  'help.cw.event.OLY': '關係緩和時：讓你一名被淘汰的特務回來；它在下一次任務計畫中處於休假。',
  'help.cw.nations': '國家',
  'help.cw.nation': '穩定度 {stability}，人口 {population}，{vp} 勝利點數；偏好 {bias}。',

  'help.da.goal':
    '你們之中有一人秘密扮演雙面特務，其他人都是安全特務。雙面特務要破壞營區 9 台監視器中的 5 台（豪華版為 15 台中的 8 台，包括開局那一台），然後從出口大門逃脫，就獲勝。安全特務各自為戰：正確指控雙面特務的那一位獲勝。',
  'help.da.step.setup':
    '準備：所有監視器都是 ON，所有棋子從涼亭出發，每位玩家秘密拿到一張身分卡。起始擲骰點數最高的人先開始，之後依座位順序輪流。',
  'help.da.step.opening':
    '開局行動：每位玩家輪流擁有 15 秒的私密時段，其他人要轉開視線。雙面特務必須在自己的時段破壞一台監視器（ON → OFF）；安全特務什麼都不做。每個時段看起來都一樣。',
  'help.da.step.move':
    '你的回合：擲兩顆骰子，剛好移動那麼多格，只能直走（不能斜走），同一次移動不能經過同一格兩次。第一步要從涼亭走到旁邊的石板上。',
  'help.da.step.sectors': '只能從門進出區域。你可以經過其他棋子，但不能停在它上面，除非是要指控。',
  'help.da.step.inspect':
    '移動結束在區域內時，你可以檢查那裡的監視器：只有你知道它是 ON 還是 OFF，所有人都會得知你在哪裡檢查過。要等你有一個回合結束在那個區域外，才能再檢查它；花園則要先離開過才能檢查。',
  'help.da.step.accuse':
    '要指控時，安全特務移到另一名特務的格子上，步數最多等於擲出的點數（可以少走）。對方是雙面特務：指控者獲勝。對方是安全特務：指控者出局，被指控的人公開為安全特務。',
  'help.da.step.escape': '破壞了足夠的監視器之後，雙面特務從出口大門走出圖板，就獲勝。',
  'help.da.roles': '身分',
  'help.da.role.doubleAgent':
    '檢查時，你可以把監視器轉成 OFF，或保持原狀；沒有人能把它轉回 ON。你永遠不能指控。你的安全清單記錄的是你放回時的狀態，所以它可以拿來虛張聲勢。',
  'help.da.role.security':
    '檢查監視器並保持原狀。把你的安全清單和公開的檢查紀錄對照，推理出是誰把監視器轉成 OFF。你們不是一隊：只有正確指控的那一位獲勝，指控錯了就出局。',
  'help.da.squares': '營區圖板上的格子',
  'help.da.square.walkway': '區域之間的走道。這裡不會發生任何事。',
  'help.da.square.sectorFloor': '建築或場地（區域）的內部。移動結束在這裡，就可以檢查這個區域的監視器。',
  'help.da.square.door': '進出區域的唯一通道。門不屬於任何區域：移動結束在門上不能檢查。',
  'help.da.square.flagstone': '花園裡的石板：在花園中只能從一塊石板走到另一塊。石板屬於花園。',
  'help.da.square.gazebo': '所有棋子的起點。離開之後，就再也不能經過或停在這裡。',
  'help.da.square.exitGate':
    '磚牆上的大門。任何人都能走上去，但只有破壞了足夠監視器的雙面特務能從這裡走出圖板。',
  'help.da.square.greySquare': '只用於豪華版：圍籬門前、通往第二塊圖板的格子。標準版中不能進入。',
  'help.da.square.fenceGate': '只用於豪華版：連接兩塊圖板的圍籬門。它不是出口。',
  'help.da.list': '你的安全清單',
  'help.da.list.text':
    '由系統替你記錄：其他特務的每次檢查記為「區域 – 名字」，你自己的檢查記為區域加上 ON 或 OFF，並畫上圓圈。雙面特務開局時的破壞永遠不會列出。安全特務可以打開推理助手來縮小嫌疑人範圍。',
  'help.phase.cw.chooseFirst.you': '你持有平衡標記：決定影響力競爭由誰先行動。',
  'help.phase.cw.chooseFirst.them': '{side} 持有平衡標記，所以由 {side} 決定誰先行動。',
  'help.phase.cw.chooseAgent.you':
    '任務計畫：從總部的特務中秘密選出你的 X 特務；雙方的 X 特務會在任務報告時翻開。',
  'help.phase.cw.chooseAgent.faceUp.you':
    '{side} 的雙面特務特權：你要先選出 X 特務並正面朝上，之後 {side} 再秘密選擇。',
  'help.phase.cw.chooseAgent.faceUp.them':
    '你的雙面特務特權：{side} 先選出 X 特務並正面朝上；之後你再秘密選擇。',
  'help.phase.cw.chooseAgent.them': '任務計畫：{side} 正在秘密選擇 X 特務。',
  'help.phase.cw.chooseAgent.both': '任務計畫：雙方都在秘密選擇 X 特務。',
  'help.phase.cw.privilege.you':
    '你的雙面特務上回合贏了：要求 {side} 先選並正面朝上、指定對方一名特務不能參加這次任務計畫，或放棄。',
  'help.phase.cw.privilege.revealOnly.you': '你的雙面特務上回合贏了：要求 {side} 先選並正面朝上，或放棄。',
  'help.phase.cw.privilege.them': '{side} 的雙面特務上回合贏了：由 {side} 決定這次任務計畫怎麼開始。',
  'help.phase.cw.arrangeGroups.you': '你的分析員看到組織牌堆頂的牌：依你想要的抽牌順序把它們放回。',
  'help.phase.cw.arrangeGroups.them': '{side} 的分析員正在查看組織牌堆頂的牌。',
  'help.phase.cw.action.first.you': '你在影響力競爭中的第一個行動必須是招募。',
  'help.phase.cw.action.afterPass.you':
    '{side} 跳過了：如果你也跳過，競爭就結束，你的影響力是 {influence}，穩定度 {stability}。',
  'help.phase.cw.action.you':
    '你的行動：招募、啟動一張已整備的組織、打出事件或跳過。你的影響力是 {influence}，穩定度 {stability}。',
  'help.phase.cw.action.them': '{side} 正在進行影響力競爭的行動。',
  'help.phase.cw.media.you':
    '你的傳媒組織讓你看到組織牌堆頂的牌：招募它（未達人口上限時）、棄掉它，或留在牌堆頂。',
  'help.phase.cw.media.them': '{side} 的傳媒組織正在查看組織牌堆頂的牌。',
  'help.phase.cw.nobel.you': '你陷入內亂：花費 5 勝利點數打出諾貝爾和平獎，可以讓你的 X 特務不被淘汰。',
  'help.phase.cw.nobel.them': '{side} 陷入內亂，可以打出諾貝爾和平獎。',
  'help.phase.cw.detente.you': '關係緩和：你現在可以花費 5 勝利點數使用太空競賽或奧林匹克運動會。',
  'help.phase.cw.detente.them': '{side} 可以使用關係緩和的事件。',
  'help.phase.cw.arrangeObjectives.you': '太空競賽：依你想要的順序放回目標牌堆頂的牌；只有你看得到它們。',
  'help.phase.cw.arrangeObjectives.them': '{side} 正在放回目標牌堆頂的牌（太空競賽）。',
  'help.phase.cw.returnAgent.you': '奧林匹克運動會：選擇讓哪一名被淘汰的特務回來，處於休假。',
  'help.phase.cw.returnAgent.them': '{side} 正在選擇要讓哪一名特務回來（奧林匹克運動會）。',
  'help.phase.da.startRoll': '起始擲骰：點數最高的人先開始。',
  'help.phase.da.opening': '開局行動：每位玩家輪流擁有私密時段；輪到別人時請轉開視線。',
  'help.phase.da.roll.you': '你的回合：擲兩顆骰子；你必須剛好移動點數總和的格數。',
  'help.phase.da.roll.them': '{player} 擲骰，然後剛好移動點數總和的格數。',
  'help.phase.da.move.you':
    '剛好移動 {total} 格，同一格不能走兩次；停在區域內就能檢查它。只有安全特務可以停在另一名特務上：那就是指控。',
  'help.phase.da.move.them': '{player} 剛好移動 {total} 格。',
  'help.phase.da.inspect.you':
    '你可以檢查這個區域的監視器，或結束回合。所有人都會知道你在這裡檢查過，但不會知道你看到什麼。',
  'help.phase.da.inspect.them': '{player} 可以檢查一台監視器；只會公布檢查的地點。',
  'help.phase.da.place': '把監視器放回圖板；圖板回報後遊戲繼續。',
} as const satisfies Record<keyof typeof helpEn, string>;
