import { describe, expect, it } from 'vitest';
import { noticeText } from '../../src-renderer/lib/notice-text';
import { holdNotice, MAX_NOTICES, type NoticeMessage, noticesToShow } from '../../src-renderer/lib/notices';

const notice = (seat: string | null, code: NoticeMessage['code'] = 'board-check'): NoticeMessage => ({
  type: 'notice',
  table: 't1',
  seat,
  code,
  params: { sector: 'gym' },
});

describe('notice routing', () => {
  const held = [
    notice(null),
    notice('Ann', 'board-rule-turned-on'),
    notice('Bob', 'board-rule-left-changed'),
  ].reduce((list, message, id) => holdNotice(list, message, id), [] as ReturnType<typeof holdNotice>);

  it('shows a table-wide notice everywhere, a private one only while its own seat is on screen', () => {
    expect(noticesToShow(held, 'Ann').map((n) => n.id)).toEqual([0, 1]);
    expect(noticesToShow(held, 'Bob').map((n) => n.id)).toEqual([0, 2]);
  });

  it('shows no private notice on a TV or behind the curtain', () => {
    expect(noticesToShow(held, null).map((n) => n.id)).toEqual([0]);
  });

  it('keeps only the newest notices', () => {
    let list = holdNotice([], notice(null), 0);
    for (let id = 1; id < MAX_NOTICES + 3; id++) list = holdNotice(list, notice(null), id);
    expect(list).toHaveLength(MAX_NOTICES);
    expect(list.at(-1)!.id).toBe(MAX_NOTICES + 2);
  });
});

describe('notice text', () => {
  const names = (id: string) => `the ${id.toUpperCase()} sector`;

  it('names the sector the Double Agent screen would, and nobody', () => {
    const text = noticeText(notice(null), names);
    expect(text).toContain('the GYM sector');
    expect(text).toMatch(/^Please check the board/);
  });

  it('lists every sector changed while the board was away', () => {
    const text = noticeText({ code: 'board-changed-while-away', params: { sectors: 'gym,pow' } }, names);
    expect(text).toContain('the GYM sector, the POW sector');
  });

  it('says which seat a stand-in computer player took and gave back', () => {
    expect(noticeText({ code: 'seat-bot', params: { seat: 'Cy' } }, names)).toContain('Cy');
    expect(noticeText({ code: 'seat-back', params: { seat: 'Cy' } }, names)).toContain('Cy is back');
  });
});
