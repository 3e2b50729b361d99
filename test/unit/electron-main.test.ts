import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { HostMessage } from '../../protocol/messages';
import { newTableId } from '../../src-main/host/credentials';
import { newTableHeader } from '../../src-main/host/journal';
import { TableStore } from '../../src-main/host/table-store';
import { knownDeal } from '../support/deals';

/** The user-data folder of the fake app: one save ending in zero bytes (a note), one empty file (a problem). */
const userData = mkdtempSync(path.join(tmpdir(), 'safehouse-electron-'));
const tables = path.join(userData, 'tables');
mkdirSync(tables, { recursive: true });
const created = new TableStore(tables).create(
  newTableHeader({
    id: newTableId(),
    game: 'coldwar',
    options: {},
    deal: knownDeal(1),
    code: 'GAAAAA',
    appVersion: 'test',
  }),
);
if (!created.ok) throw new Error(created.error.message);
appendFileSync(path.join(tables, `${created.value.id}.journal.jsonl`), Buffer.alloc(300));
writeFileSync(path.join(tables, 'e00000000003.journal.jsonl'), '');

/** The renderer folder app:// serves: a page, and a secret file just outside it. */
const webRoot = path.join(userData, 'renderer');
mkdirSync(webRoot);
writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Safehouse</title>');
writeFileSync(path.join(userData, 'secret.txt'), 'outside the renderer');

type Handler = (...args: unknown[]) => unknown;
/** An event source as Electron's objects are: `on` keeps handlers, `emit` calls them. */
class Emitter {
  readonly handlers = new Map<string, Handler[]>();
  on(name: string, handler: Handler): this {
    this.handlers.set(name, [...(this.handlers.get(name) ?? []), handler]);
    return this;
  }
  emit(name: string, ...args: unknown[]): void {
    for (const handler of this.handlers.get(name) ?? []) handler(...args);
  }
}

const sent: Array<[number, string]> = [];
const ipcHandlers = new Map<string, (event: unknown, ...args: unknown[]) => void>();
const invokeHandlers = new Map<string, (event: unknown) => unknown>();
const fakeApp = Object.assign(new Emitter(), {
  quits: 0,
  whenReady: () => whenReady,
  getPath: () => userData,
  requestSingleInstanceLock: () => true,
  getPreferredSystemLanguages: () => ['zh-Hant-TW'],
  setAboutPanelOptions: () => {},
  quit: () => {
    fakeApp.quits += 1;
  },
});
let ready!: () => void;
const whenReady = new Promise<void>((resolve) => (ready = resolve));
const permissions: { request?: Handler; check?: Handler } = {};
let appScheme: ((request: { url: string }) => Promise<Response>) | undefined;

class FakeWebContents extends Emitter {
  static lastId = 0;
  readonly id = ++FakeWebContents.lastId;
  readonly mainFrame = { url: 'app://safehouse/index.html' };
  windowOpenHandler: Handler | undefined;
  isDestroyed = () => false;
  send = (channel: string, id: number | string, frame?: string) => {
    if (channel === 'safehouse:menu') menuCommands.push(String(id));
    else sent.push([id as number, frame ?? '']);
  };
  setWindowOpenHandler(handler: Handler): void {
    this.windowOpenHandler = handler;
  }
}

let applicationMenu: Array<{ label?: string; submenu?: Array<{ label?: string; click?: () => void }> }> = [];
const menuCommands: string[] = [];
const windows: FakeWindow[] = [];
class FakeWindow extends Emitter {
  static getAllWindows = () => windows;
  readonly webContents = new FakeWebContents();
  readonly calls: string[] = [];
  minimized = true;
  constructor(readonly options: Record<string, unknown>) {
    super();
    windows.push(this);
    fakeApp.emit('web-contents-created', {}, this.webContents);
  }
  loadURL(url: string): void {
    this.calls.push(`load ${url}`);
  }
  maximize(): void {
    this.calls.push('maximize');
  }
  isMinimized = () => this.minimized;
  restore(): void {
    this.calls.push('restore');
  }
  show(): void {
    this.calls.push('show');
  }
  focus(): void {
    this.calls.push('focus');
  }
  getNormalBounds = () => ({ x: 40, y: 30, width: 1100, height: 700 });
  isMaximized = () => false;
  isFullScreen = () => false;
}

vi.mock('electron', () => ({
  app: fakeApp,
  dialog: { showErrorBox: () => {} },
  Menu: {
    buildFromTemplate: (template: typeof applicationMenu) => template,
    setApplicationMenu: (menu: typeof applicationMenu) => (applicationMenu = menu),
  },
  screen: { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }] },
  session: {
    defaultSession: {
      setPermissionRequestHandler: (handler: Handler) => (permissions.request = handler),
      setPermissionCheckHandler: (handler: Handler) => (permissions.check = handler),
    },
  },
  protocol: {
    registerSchemesAsPrivileged: () => {},
    handle: (_scheme: string, handler: typeof appScheme) => (appScheme = handler),
  },
  ipcMain: {
    on: (channel: string, handler: (event: unknown, ...args: unknown[]) => void) =>
      ipcHandlers.set(channel, handler),
    removeAllListeners: (channel: string) => ipcHandlers.delete(channel),
    handle: (channel: string, handler: (event: unknown) => unknown) => invokeHandlers.set(channel, handler),
    removeHandler: (channel: string) => invokeHandlers.delete(channel),
  },
  BrowserWindow: FakeWindow,
}));
vi.mock('../../src-main/web-root', () => ({ builtWebRoot: () => webRoot }));

const { OPEN_SESSION, FRAME_TO_HOST } = await import('../../src-main/electron/ipc-channels');
await import('../../src-main/electron/main');

/** The IPC event our window's top frame sends, or, with `frame`, one of its sub-frames. */
const fromWindow = (frame?: { url: string }) => {
  const contents = windows[0]!.webContents;
  return { sender: contents, senderFrame: frame ?? contents.mainFrame };
};

const welcomes = (session: number) =>
  sent.filter(([id, frame]) => id === session && (JSON.parse(frame) as HostMessage).type === 'welcome');

// The tests share one started shell, in this order; the last one quits it.
describe('the desktop shell, started in Node with a fake electron module', () => {
  beforeAll(async () => {
    ready();
    await vi.waitFor(() => expect(ipcHandlers.has(OPEN_SESSION)).toBe(true));
  });

  it('opens one window: isolated, sandboxed, no Node, web security on, the CommonJS preload, our own page', () => {
    expect(windows).toHaveLength(1);
    expect(windows[0]!.options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      preload: expect.stringMatching(/preload\.cjs$/),
    });
    expect(windows[0]!.calls).toContain('load app://safehouse/index.html');
  });

  it('refuses navigation away from the app, redirects, webviews, new windows and every permission', () => {
    const contents = windows[0]!.webContents;
    const attempt = (name: string, url?: string) => {
      const event = { prevented: false, preventDefault: () => (event.prevented = true) };
      contents.emit(name, event, url);
      return event.prevented;
    };
    expect(attempt('will-navigate', 'https://example.com/')).toBe(true);
    expect(attempt('will-navigate', 'app://safehouse.evil/')).toBe(true);
    expect(attempt('will-navigate', 'app://safehouse/index.html?join=ABC')).toBe(false);
    expect(attempt('will-redirect', 'app://safehouse/index.html')).toBe(true);
    expect(attempt('will-attach-webview')).toBe(true);
    expect(contents.windowOpenHandler?.({ url: 'https://example.com/' })).toEqual({ action: 'deny' });
    let granted: boolean | undefined;
    permissions.request?.(contents, 'media', (allow: boolean) => (granted = allow));
    expect(granted).toBe(false);
    expect(permissions.check?.(contents, 'clipboard-read')).toBe(false);
  });

  it('ignores IPC from a frame inside the window and from another page, answers its top frame', async () => {
    ipcHandlers.get(OPEN_SESSION)!(fromWindow({ url: 'app://safehouse/index.html' }), 7);
    ipcHandlers.get(FRAME_TO_HOST)!(fromWindow({ url: 'app://safehouse/index.html' }), 7, '{"type":"hello"}');
    const moved = { sender: windows[0]!.webContents, senderFrame: { url: 'https://example.com/' } };
    ipcHandlers.get(OPEN_SESSION)!(moved, 8);
    ipcHandlers.get(FRAME_TO_HOST)!(moved, 8, '{"type":"hello"}');
    ipcHandlers.get(OPEN_SESSION)!(fromWindow(), 9);
    ipcHandlers.get(FRAME_TO_HOST)!(fromWindow(), 9, '{"type":"hello"}');
    await vi.waitFor(() => expect(welcomes(9)).toHaveLength(1));
    expect(welcomes(7)).toEqual([]);
    expect(welcomes(8)).toEqual([]);
  });

  it('app:// serves the renderer folder and nothing outside it', async () => {
    const page = await appScheme!({ url: 'app://safehouse/index.html' });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
    for (const url of [
      'app://safehouse/../secret.txt',
      'app://safehouse/%2e%2e/secret.txt',
      'app://safehouse/..%2fsecret.txt',
    ]) {
      const response = await appScheme!({ url });
      expect(await response.text(), url).not.toContain('outside the renderer');
    }
  });

  it("sets a menu in the system's language whose Table and Help items reach the page", () => {
    expect(applicationMenu.map((m) => m.label)).toContain('牌桌');
    const item = (menu: string, label: string) =>
      applicationMenu.find((m) => m.label === menu)?.submenu?.find((i) => i.label === label);
    item('牌桌', '顯示區域網路位址與 QR 碼')?.click?.();
    item('說明', '遊戲說明')?.click?.();
    expect(menuCommands).toEqual(['showLan', 'howToPlay']);
  });

  it('a game file opened from the system is offered to the page, read once, and to our top frame only', () => {
    const file = path.join(userData, 'Our night.safehouse');
    writeFileSync(file, '{"format":2}\n');
    let prevented = false;
    fakeApp.emit('open-file', { preventDefault: () => (prevented = true) }, file);
    expect(prevented).toBe(true);
    expect(menuCommands.at(-1)).toBe('openGameFiles');
    const take = invokeHandlers.get('safehouse:take-opened-game-files')!;
    expect(take({ sender: windows[0]!.webContents, senderFrame: { url: 'https://example.com/' } })).toEqual(
      [],
    );
    expect(take(fromWindow())).toEqual([{ name: 'Our night.safehouse', text: '{"format":2}\n' }]);
    expect(take(fromWindow())).toEqual([]);
    // A second launch with a file on its command line (Windows, Linux) offers it the same way.
    fakeApp.emit('second-instance', {}, ['/opt/Safehouse/safehouse', file]);
    expect(take(fromWindow())).toEqual([{ name: 'Our night.safehouse', text: '{"format":2}\n' }]);
  });

  it('a second launch brings the first window to the front instead of opening another', () => {
    fakeApp.emit('second-instance', {}, ['/opt/Safehouse/safehouse']);
    expect(windows).toHaveLength(1);
    expect(windows[0]!.calls.slice(-3)).toEqual(['restore', 'show', 'focus']);
  });

  it('remembers where the window was when it closes', () => {
    windows[0]!.emit('close');
    expect(JSON.parse(readFileSync(path.join(userData, 'window.json'), 'utf8'))).toEqual({
      bounds: { x: 40, y: 30, width: 1100, height: 700 },
      maximized: false,
      fullScreen: false,
    });
  });

  it('its window is welcomed with the saved games that failed to load and the notes about the rest; quitting frees the folder', async () => {
    ipcHandlers.get(OPEN_SESSION)!(fromWindow(), 1);
    ipcHandlers.get(FRAME_TO_HOST)!(fromWindow(), 1, JSON.stringify({ type: 'hello' }));
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
    expect(fakeApp.quits).toBe(0);
    expect(existsSync(path.join(userData, 'safehouse.lock'))).toBe(true);
    fakeApp.emit('will-quit');
    await vi.waitFor(() => expect(existsSync(path.join(userData, 'safehouse.lock'))).toBe(false));
  });
});
