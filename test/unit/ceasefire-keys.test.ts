import { describe, expect, it } from 'vitest';
import { sceneKeyOf } from '../../src-renderer/games/coldwar/ceasefire-keys';

describe('keys while the cease-fire scene is up (issue 50: a number key was lost)', () => {
  it('lets an action key close the scene and go on to the table', () => {
    for (const key of ['1', '5', '9', 'u', 'U']) expect(sceneKeyOf({ key }), key).toBe('dismissAndPass');
  });

  it('closes on Enter and Escape without going further, keeps Tab on the scene, keeps other keys', () => {
    expect(sceneKeyOf({ key: 'Enter' })).toBe('dismiss');
    expect(sceneKeyOf({ key: 'Escape' })).toBe('dismiss');
    expect(sceneKeyOf({ key: 'Tab' })).toBe('keepFocus');
    for (const key of ['0', ' ', 'ArrowDown', 'x']) expect(sceneKeyOf({ key }), key).toBe('swallow');
  });

  it('leaves a key with Ctrl, Cmd or Alt to the browser', () => {
    expect(sceneKeyOf({ key: '1', ctrlKey: true })).toBe('ignore');
    expect(sceneKeyOf({ key: 'Enter', metaKey: true })).toBe('ignore');
    expect(sceneKeyOf({ key: 'u', altKey: true })).toBe('ignore');
  });
});
