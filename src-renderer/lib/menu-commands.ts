import { MENU_COMMANDS, type MenuCommand, menuEventType } from '../../protocol/menu-commands';
import { currentRoute, navigate } from './navigation';

/** How long the LAN panel may take to appear after going back to the lobby (it waits for the host). */
const LAN_PANEL_WAIT_MS = 5000;

function openHowToPlay(): void {
  // At a table, the header's button (this table's game); in the lobby, the first game's.
  const opener =
    document.querySelector<HTMLButtonElement>('header [data-how-to-play]') ??
    document.querySelector<HTMLButtonElement>('[data-how-to-play]');
  opener?.click();
}

function showLan(): void {
  if (currentRoute().kind !== 'lobby') navigate({ kind: 'lobby' });
  const started = performance.now();
  const reveal = () => {
    const heading = document.querySelector<HTMLElement>('[data-lan] h2');
    if (heading) {
      heading.scrollIntoView({ block: 'start' });
      heading.focus();
    } else if (performance.now() - started < LAN_PANEL_WAIT_MS) requestAnimationFrame(reveal);
  };
  requestAnimationFrame(reveal);
}

/** The lobby takes waiting game files in (Lobby.svelte listens too, when it is already shown). */
function showLobbyForGameFiles(): void {
  if (currentRoute().kind !== 'lobby') navigate({ kind: 'lobby' });
}

const ACTIONS: Record<MenuCommand, () => void> = {
  howToPlay: openHowToPlay,
  showLan,
  openGameFiles: showLobbyForGameFiles,
};

/** Answers the desktop menu's commands (protocol/menu-commands.ts); returns the unsubscribe. */
export function answerMenuCommands(): () => void {
  const listeners = MENU_COMMANDS.map((command) => {
    const listener = () => ACTIONS[command]();
    window.addEventListener(menuEventType(command), listener);
    return () => window.removeEventListener(menuEventType(command), listener);
  });
  return () => {
    for (const stop of listeners) stop();
  };
}
