import { describe, expect, it } from 'vitest';
import { OpenedFileQueue } from '../../src-renderer/lib/opened-files';

function queue() {
  const events: string[] = [];
  const opened = new OpenedFileQueue(
    (text) => events.push(`import ${text}`),
    (file) => events.push(`report ${file.name} ${file.problem}`),
  );
  return { opened, events };
}

describe('game files opened from the system, in the lobby', () => {
  it('are imported one at a time: the next waits for the answer to the last', () => {
    const { opened, events } = queue();
    opened.offer([
      { name: 'a.safehouse', text: 'A' },
      { name: 'b.safehouse', text: 'B' },
    ]);
    expect(events).toEqual(['import A']);
    opened.offer([{ name: 'c.safehouse', text: 'C' }]);
    expect(events).toEqual(['import A']);
    opened.done();
    expect(events).toEqual(['import A', 'import B']);
    opened.done();
    opened.done();
    expect(events).toEqual(['import A', 'import B', 'import C']);
  });

  it('a file that could not be read is reported and the next one goes on at once', () => {
    const { opened, events } = queue();
    opened.offer([
      { name: 'huge.safehouse', problem: 'too_big' },
      { name: 'locked.safehouse', problem: 'unreadable' },
      { name: 'a.safehouse', text: 'A' },
    ]);
    expect(events).toEqual([
      'report huge.safehouse too_big',
      'report locked.safehouse unreadable',
      'import A',
    ]);
  });

  it('an answer when nothing is being imported (a file picked by hand) does not skip a waiting file', () => {
    const { opened, events } = queue();
    opened.done();
    opened.offer([
      { name: 'a.safehouse', text: 'A' },
      { name: 'b.safehouse', text: 'B' },
    ]);
    expect(events).toEqual(['import A']);
  });
});
