import os from 'node:os';
import path from 'node:path';

/** Where saved tables live unless `--data DIR` or SAFEHOUSE_DATA says otherwise. */
export function defaultDataDir(): string {
  if (process.env.SAFEHOUSE_DATA) return path.resolve(process.env.SAFEHOUSE_DATA);
  const home = os.homedir();
  if (process.platform === 'win32')
    return path.join(process.env.APPDATA ?? path.join(home, 'AppData', 'Roaming'), 'Safehouse');
  if (process.platform === 'darwin') return path.join(home, 'Library', 'Application Support', 'Safehouse');
  return path.join(process.env.XDG_DATA_HOME ?? path.join(home, '.local', 'share'), 'safehouse');
}

export const tablesDir = (dataDir: string): string => path.join(dataDir, 'tables');
