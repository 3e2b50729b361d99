import { appendFileSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { HostMessage } from '../../protocol/messages';
import { newTableId } from '../../src-main/host/credentials';
import { newTableHeader } from '../../src-main/host/journal';
import { TableStore } from '../../src-main/host/table-store';

/** The user-data folder of the fake app: one save ending in zero bytes (a note), one empty file (a problem). */
const userData = mkdtempSync(path.join(tmpdir(), 'safehouse-electron-'));
const tables = path.join(userData, 'tables');
mkdirSync(tables, { recursive: true });
const created = new TableStore(tables).create(
  newTableHeader({
    id: newTableId(),
    game: 'coldwar',
    options: {},
    seed: 1,
    code: 'GAAAAA',
    appVersion: 'test',
  }),
);
if (!created.ok) throw new Error(created.error.message);
appendFileSync(path.join(tables, `${created.value.id}.journal.jsonl`), Buffer.alloc(300));
writeFileSync(path.join(tables, 'e00000000003.journal.jsonl'), '');

const sent: Array<[number, string]> = [];
const ipcHandlers = new Map<string, (event: unknown, ...args: unknown[]) => void>();
const appHandlers = new Map<string, () => void>();
let ready!: () => void;
const whenReady = new Promise<void>((resolve) => (ready = resolve));

vi.mock('electron', () => ({
  app: {
    whenReady: () => whenReady,
    getPath: () => userData,
    on: (name: string, handler: () => void) => appHandlers.set(name, handler),
    quit: () => {},
  },
  dialog: { showErrorBox: () => {} },
  ipcMain: {
    on: (channel: string, handler: (event: unknown, ...args: unknown[]) => void) =>
      ipcHandlers.set(channel, handler),
    removeAllListeners: (channel: string) => ipcHandlers.delete(channel),
  },
  BrowserWindow: class {
    static getAllWindows = () => [];
    webContents = {
      isDestroyed: () => false,
      send: (_channel: string, id: number, frame: string) => sent.push([id, frame]),
    };
    on() {}
    loadURL() {}
  },
}));
vi.mock('../../src-main/electron/app-protocol', () => ({
  registerAppScheme: () => {},
  serveRendererOverAppScheme: () => {},
}));
vi.mock('../../src-main/electron/security', () => ({
  lockDownWebContents: () => {},
  isTrustedSender: () => true,
}));

const { OPEN_SESSION, FRAME_TO_HOST } = await import('../../src-main/electron/ipc-channels');
await import('../../src-main/electron/main');

describe('the desktop app starts its host through startApp', () => {
  it('its window is welcomed with the saved games that failed to load and the notes about the rest', async () => {
    ready();
    await vi.waitFor(() => expect(ipcHandlers.has(OPEN_SESSION)).toBe(true));
    ipcHandlers.get(OPEN_SESSION)!({}, 1);
    ipcHandlers.get(FRAME_TO_HOST)!({}, 1, JSON.stringify({ type: 'hello' }));
    const welcome = sent
      .map(([, frame]) => JSON.parse(frame) as HostMessage)
      .find((m) => m.type === 'welcome');
    expect(welcome).toMatchObject({
      type: 'welcome',
      lan: { enabled: false, switchable: true },
      saves: {
        problems: [expect.stringMatching(/^e00000000003\.journal\.jsonl: .*empty save file/)],
        warnings: [expect.stringMatching(/ended in 300 zero bytes/)],
      },
    });
    expect(existsSync(path.join(userData, 'safehouse.lock'))).toBe(true);
    appHandlers.get('will-quit')!();
    await vi.waitFor(() => expect(existsSync(path.join(userData, 'safehouse.lock'))).toBe(false));
  });
});
