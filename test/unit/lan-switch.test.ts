import { describe, expect, it } from 'vitest';
import { Host } from '../../src-main/host/host';
import { createLanSwitch } from '../../src-main/lan/lan-switch';

const healthy = (port: number) =>
  fetch(`http://127.0.0.1:${port}/api/health`).then(
    (response) => response.ok,
    () => false,
  );

describe('the LAN switch', () => {
  it('opens a server on every interface on demand and closes it again', async () => {
    const lanSwitch = createLanSwitch({ host: new Host(), webRoot: '/nonexistent', preferredPort: 0 });
    expect(lanSwitch.port()).toBeNull();
    const urls = await lanSwitch(true);
    const port = lanSwitch.port()!;
    // Bound to every interface, so loopback answers too.
    expect(await healthy(port)).toBe(true);
    for (const url of urls) expect(url).toBe(url.replace(/:\d+\/$/, `:${port}/`));
    expect(await lanSwitch(true)).toEqual(urls);
    expect(lanSwitch.port()).toBe(port);
    expect(await lanSwitch(false)).toEqual([]);
    expect(await healthy(port)).toBe(false);
  });
});
