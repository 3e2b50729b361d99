import { describe, expect, it } from 'vitest';
import { Host } from '../../src-main/host/host';
import { screen, seated, tokenOf } from '../support/host-screen';

function doubleAgentTable(host: Host) {
  const created = host.createTable('doubleagent', { players: ['Ann', 'Bob', 'Cy', 'Di'] });
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

describe('the least time of an inspection dialog, told on joining (B7.3)', () => {
  it('is the same for every seat, the TV and a resumed seat: 3 s unless the host is told otherwise', () => {
    const host = new Host();
    const { code } = doubleAgentTable(host);
    const ann = seated(host, code, 'Ann');
    const bob = seated(host, code, 'Bob');
    expect(ann.inbox[0]).toMatchObject({ type: 'joined', seat: 'Ann', inspectionMs: 3000 });
    expect(bob.inbox[0]).toMatchObject({ type: 'joined', seat: 'Bob', inspectionMs: 3000 });
    const tv = screen(host);
    tv.send({ type: 'join', code, seat: 'table' });
    expect(tv.inbox[0]).toMatchObject({ type: 'joined', seat: 'table', inspectionMs: 3000 });
  });

  it('carries the host option', () => {
    const host = new Host({ inspectionMs: 300 });
    const { code } = doubleAgentTable(host);
    const ann = seated(host, code, 'Ann');
    expect(ann.inbox[0]).toMatchObject({ type: 'joined', inspectionMs: 300 });
    const again = screen(host);
    again.send({ type: 'resume', token: tokenOf(ann) });
    expect(again.inbox[0]).toMatchObject({ type: 'joined', seat: 'Ann', inspectionMs: 300 });
  });
});
