import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_SEAT_LENGTH } from '../../engine/core';
import { Host } from '../../src-main/host/host';
import { parseTableRequest } from '../../src-main/lan/table-request';
import { doubleAgentOptions, nameProblem } from '../../src-renderer/games/doubleagent/new-table';
import { hostErrorText } from '../../src-renderer/i18n/host-errors';
import { setLanguage } from '../../src-renderer/i18n/language-store';
import { screen } from '../support/host-screen';

/** The name from the tryout (issue 50): 51 characters, cut to 32 mid-word by the old form. */
const LONG = 'Alexandra Konstantinopoulou-Vanderbilt, the Younger';
const FOUR = ['Red', 'Blue', 'Green', 'Yellow'];

afterEach(() => setLanguage('en', { save: false }));

describe('a player name over the limit is refused at entry, with the limit, never cut (issue 50)', () => {
  it('the new-table form says so at the field, in both languages, and takes a name that fits', () => {
    expect([LONG.length, MAX_SEAT_LENGTH]).toEqual([51, 32]);
    expect(nameProblem(LONG)).toBe('A name can be at most 32 characters (this one has 51).');
    expect(nameProblem('x'.repeat(32))).toBeNull();
    // Spaces around a name are dropped before it is sent, so they do not count.
    expect(nameProblem(`  ${'x'.repeat(32)}  `)).toBeNull();
    setLanguage('zh-TW', { save: false });
    expect(nameProblem(LONG)).toBe('名稱最多 32 個字元（這個有 51 個）。');
  });

  it('the form cannot be submitted with it: the same words, and no options to send', () => {
    expect(doubleAgentOptions('standard', [LONG, 'Blue', 'Green', 'Yellow'])).toEqual({
      ok: false,
      error: 'A name can be at most 32 characters (this one has 51).',
    });
  });

  it('the form’s name fields carry no maxlength, which cut a pasted name without a word', () => {
    const form = readFileSync('src-renderer/games/doubleagent/DoubleAgentSetup.svelte', 'utf8');
    expect(form).not.toMatch(/maxlength/i);
    expect(form).toContain('nameProblem(');
  });
});

describe('the host refuses a name over the limit by name, and changes nothing', () => {
  it('a new table whose player name is too long: long_player_name with the limit and the length', () => {
    const host = new Host();
    const before = host.status().tables.length;
    const local = screen(host, true);
    local.send({
      type: 'createTable',
      game: 'doubleagent',
      options: { players: [LONG, 'Blue', 'Green', 'Yellow'] },
    });
    expect(local.last()).toMatchObject({
      type: 'error',
      code: 'long_player_name',
      params: { max: 32, length: 51 },
    });
    expect(local.inbox.some((m) => m.type === 'tableCreated')).toBe(false);
    expect(host.status().tables.length).toBe(before);
  });

  it('a seat name too long for any seat sent over the LAN: long_seat_name, not a malformed message', () => {
    const host = new Host();
    const created = host.createTable('doubleagent', { players: FOUR });
    if (!created.ok) throw new Error(created.error.message);
    const phone = screen(host);
    phone.send({ type: 'join', code: created.value.code, seat: LONG });
    const refusal = phone.last();
    expect(refusal).toMatchObject({ type: 'error', code: 'long_seat_name', params: { max: 32, length: 51 } });
    expect(phone.inbox.some((m) => m.type === 'joined')).toBe(false);
    expect(
      host
        .tableById(created.value.id)!
        .summary()
        .seats.every((seat) => !seat.taken),
    ).toBe(true);
    // Said in the screen's language from the code and its params.
    if (refusal?.type !== 'error') throw new Error('no refusal');
    expect(hostErrorText(refusal.code, refusal.message, refusal.params)).toBe(
      'A seat name can be at most 32 characters (this one has 51).',
    );
    setLanguage('zh-TW', { save: false });
    expect(hostErrorText(refusal.code, refusal.message, refusal.params)).toBe(
      '座位名稱最多 32 個字元（這個有 51 個）。',
    );
  });

  it('the table API leaves the length to the game, which names it (no second limit of its own)', () => {
    const request = parseTableRequest(
      JSON.stringify({ game: 'doubleagent', seats: [LONG, 'Blue', 'Green', 'Yellow'] }),
    );
    expect(request.ok).toBe(true);
    if (!request.ok) return;
    const created = new Host().createTable(request.value.game, request.value.options);
    expect(created.ok ? null : created.error).toMatchObject({
      code: 'long_player_name',
      params: { max: 32, length: 51 },
    });
  });
});
