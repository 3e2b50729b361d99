import type { Host } from '../host/host';
import { type RunningServer, startHttpServer } from './http-server';
import { lanAddresses } from './lan-addresses';

export interface LanSwitch {
  /** Opens or closes the table to the local network; answers the join URLs (empty when closed). */
  (enabled: boolean): Promise<readonly string[]>;
  close(): Promise<void>;
  /** The LAN server's port while it runs. */
  port(): number | null;
}

/**
 * LAN play on demand: a second server on every interface, serving the same host and screens,
 * started only when the person at the host machine switches LAN play on.
 */
export function createLanSwitch(options: { host: Host; webRoot: string; preferredPort: number }): LanSwitch {
  let server: RunningServer | null = null;
  const urls = () => (server ? lanAddresses().map((address) => `http://${address}:${server!.port}/`) : []);
  const start = (port: number) =>
    startHttpServer({ host: options.host, webRoot: options.webRoot, bindAddress: '0.0.0.0', port });
  const toggle = async (enabled: boolean) => {
    if (enabled && !server) server = await start(options.preferredPort).catch(() => start(0));
    if (!enabled && server) {
      await server.close();
      server = null;
    }
    return urls();
  };
  return Object.assign(toggle, {
    close: async () => {
      await toggle(false);
    },
    port: () => server?.port ?? null,
  });
}
