import { describe, expect, it, vi } from 'vitest';

vi.mock('electron', () => ({ app: {}, session: {} }));

const { isTrustedSender } = await import('../../src-main/electron/security');
const { APP_ORIGIN } = await import('../../src-main/electron/ipc-channels');

type Event = Parameters<typeof isTrustedSender>[0];
type Window = NonNullable<Parameters<typeof isTrustedSender>[1]>;

function windowWithFrames() {
  const mainFrame = { url: `${APP_ORIGIN}/index.html` };
  const child = { url: `${APP_ORIGIN}/index.html` };
  const window = { id: 7, mainFrame } as unknown as Window;
  const from = (frame: unknown, id = 7) => ({ sender: { id }, senderFrame: frame }) as unknown as Event;
  return { window, mainFrame, child, from };
}

describe('isTrustedSender', () => {
  it('trusts our window’s top frame showing our own page', () => {
    const { window, mainFrame, from } = windowWithFrames();
    expect(isTrustedSender(from(mainFrame), window)).toBe(true);
  });

  it('refuses a sub-frame of our window even when it shows an app:// page', () => {
    const { window, child, from } = windowWithFrames();
    expect(isTrustedSender(from(child), window)).toBe(false);
  });

  it('refuses another web contents, a missing frame, and a top frame showing another origin', () => {
    const { window, mainFrame, from } = windowWithFrames();
    expect(isTrustedSender(from(mainFrame, 8), window)).toBe(false);
    expect(isTrustedSender(from(null), window)).toBe(false);
    expect(isTrustedSender(from(mainFrame), undefined)).toBe(false);
    mainFrame.url = 'https://evil.example/';
    expect(isTrustedSender(from(mainFrame), window)).toBe(false);
  });
});
