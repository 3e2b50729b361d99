/**
 * English messages of the fair deal (issue 49): the seal every screen shows from the first frame,
 * the wait for every seat, and each screen's check at the end, merged into `en.ts`.
 */
export const fairDealEn = {
  'deal.sealed': 'Deal sealed',
  'deal.sealedHint':
    'The host sealed this game’s deal before dealing it: every screen at this table shows the same seal, and each checks the deal at the end.',
  'deal.known': 'Lesson: its deal is known',
  'deal.seeded': 'Older save: no deal check',
  'deal.waitHeading': 'The cards are dealt when every seat is taken',
  'deal.waitFree': 'Still free: {seats}.',
  'deal.waitAway': 'Taken, waiting for the screen to come back: {seats}.',
  'deal.waitDealing': 'Every seat is taken: dealing…',
  'deal.check.ok': 'Fair deal: checked on this device.',
  'deal.check.okDetail.one':
    'The secret revealed matches the seal {fingerprint}, and its one action replays to what this screen showed.',
  'deal.check.okDetail.other':
    'The secret revealed matches the seal {fingerprint}, and all {count} actions replay to what this screen showed.',
  'deal.check.okReplay.one':
    'The secret revealed matches the seal {fingerprint}, and its one action replays on this device.',
  'deal.check.okReplay.other':
    'The secret revealed matches the seal {fingerprint}, and all {count} actions replay on this device.',
  'deal.check.record': 'Game record {record}: every screen that checked this game shows the same.',
  'deal.check.failed': 'The deal did not check out on this device.',
  'deal.check.awaiting': 'Waiting for the host to reveal the deal…',
  'deal.check.withheld': 'The host has not revealed the deal.',
  'deal.check.withheldDetail':
    'A host reveals its secret when the game ends; this one has not, {seconds} s later. Until it does, nobody can check that this game was dealt fairly.',
  'deal.check.checking': 'Checking the deal…',
  'deal.check.known': 'A lesson: its deal is known to all, so there is nothing to check.',
  'deal.check.seeded': 'An older save: its deal was never sealed, so it cannot be checked.',
  'deal.check.noRules': 'This device does not have this game’s rules: the deal cannot be checked here.',
  'deal.problem.malformed': 'The host’s proof of the deal is incomplete.',
  'deal.problem.commitmentChanged': 'The host now names another seal than the one shown at the start.',
  'deal.problem.wrongSecret': 'The secret revealed does not match the commitment shown at the start.',
  'deal.problem.contributionLeftOut':
    'The deal was not made with the randomness this screen added for {seat}.',
  'deal.problem.setupRefused': 'This device’s rules refuse the game’s set-up.',
  'deal.problem.actionRefused': 'Action {action} does not replay.',
  'deal.problem.notOver': 'Replayed on this device, the game does not end.',
  'deal.problem.logDiffers':
    'What {seat}’s screen was shown at log entry {entry} ({where}) is not what the replay shows.',
  'deal.problem.logDiffersTable':
    'What the public table was shown at log entry {entry} ({where}) is not what the replay shows.',
  'deal.problem.atAction': 'action {action}',
  'deal.problem.afterLastAction': 'after the last action',
  'deal.problem.viewDiffers': 'What {seat}’s screen shows at the end is not what the replay shows.',
  'deal.problem.viewDiffersTable': 'What the public table shows at the end is not what the replay shows.',
  'deal.problem.reason': 'The rules say: “{reason}”',
} as const;
