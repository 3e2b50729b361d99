import { describe, expect, it } from 'vitest';
import { Host } from '../../src-main/host/host';
import { screen, seated, tokenOf } from '../support/host-screen';

function tableOf(host: Host, game: 'coldwar' | 'doubleagent') {
  const created = host.createTable(
    game,
    game === 'doubleagent' ? { players: ['Ann', 'Bob', 'Cy', 'Di'] } : {},
  );
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

describe('a game’s screen settings, told on joining', () => {
  it('give every Double Agent seat, the TV and a resumed seat the same least inspection time: 3 s by default (B7.3)', () => {
    const host = new Host();
    const { code } = tableOf(host, 'doubleagent');
    const ann = seated(host, code, 'Ann');
    const bob = seated(host, code, 'Bob');
    expect(ann.inbox[0]).toMatchObject({ type: 'joined', seat: 'Ann', settings: { inspectionMs: 3000 } });
    expect(bob.inbox[0]).toMatchObject({ type: 'joined', seat: 'Bob', settings: { inspectionMs: 3000 } });
    const tv = screen(host);
    tv.send({ type: 'join', code, seat: 'table' });
    expect(tv.inbox[0]).toMatchObject({ type: 'joined', seat: 'table', settings: { inspectionMs: 3000 } });
    const again = screen(host);
    again.send({ type: 'resume', token: tokenOf(ann) });
    expect(again.inbox[0]).toMatchObject({ type: 'joined', seat: 'Ann', settings: { inspectionMs: 3000 } });
  });

  it('carry the host’s settings for that game only', () => {
    const host = new Host({ gameSettings: { doubleagent: { inspectionMs: 300 } } });
    const ann = seated(host, tableOf(host, 'doubleagent').code, 'Ann');
    expect(ann.inbox[0]).toMatchObject({ type: 'joined', settings: { inspectionMs: 300 } });
    const cia = seated(host, tableOf(host, 'coldwar').code, 'CIA');
    expect(cia.inbox[0]).toMatchObject({ type: 'joined', seat: 'CIA' });
    expect((cia.inbox[0] as { settings?: unknown }).settings).toEqual({});
  });
});
