import { describe, expect, it } from 'vitest';
import { MAX_CLIENT_MESSAGE_BYTES } from '../../protocol/messages';
import { UPLOAD_PART_CHARS, uploadParts } from '../../src-renderer/lib/game-file';

describe('a game file sent to the host in parts', () => {
  it('splits the text in order, each part a message the host takes, and joins back to the file', () => {
    const text = `${'漢'.repeat(UPLOAD_PART_CHARS + 5)}\n${'a'.repeat(2 * UPLOAD_PART_CHARS)}`;
    const parts = uploadParts(text, 'u1');
    expect(parts.map((p) => p.part)).toEqual([0, 1, 2, 3]);
    expect(parts.every((p) => p.parts === 4 && p.upload === 'u1')).toBe(true);
    expect(parts.map((p) => p.text).join('')).toBe(text);
    for (const part of parts)
      expect(Buffer.byteLength(JSON.stringify(part), 'utf8')).toBeLessThanOrEqual(MAX_CLIENT_MESSAGE_BYTES);
  });

  it('sends one empty part for an empty file, so the host answers', () => {
    expect(uploadParts('', 'u')).toEqual([{ type: 'importTable', upload: 'u', part: 0, parts: 1, text: '' }]);
  });
});
