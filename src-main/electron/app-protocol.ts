import { protocol } from 'electron';
import { SECURITY_HEADERS } from '../lan/security-headers';
import { readStaticFile } from '../lan/static-files';

export const APP_SCHEME = 'app';

/** Must run before the app is ready. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
  ]);
}

/** Serves the built renderer as app://safehouse/…, with the same CSP the LAN server sends. */
export function serveRendererOverAppScheme(webRoot: string): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const file = await readStaticFile(webRoot, new URL(request.url).pathname);
    if (!file) return new Response('Not found', { status: 404, headers: SECURITY_HEADERS });
    return new Response(new Uint8Array(file.body), {
      headers: { ...SECURITY_HEADERS, 'Content-Type': file.contentType },
    });
  });
}
