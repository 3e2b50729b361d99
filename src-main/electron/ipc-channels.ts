/** Renderer → main: a screen opens its own host session, numbered by the preload. */
export const OPEN_SESSION = 'safehouse:open';
/** Renderer → main: one raw client frame of a session, exactly what a WebSocket client would send. */
export const FRAME_TO_HOST = 'safehouse:frame';
/** Renderer → main: a screen closed its session. */
export const CLOSE_SESSION = 'safehouse:close';
/** Main → renderer: one host message of a session, as JSON text. */
export const FRAME_TO_SCREEN = 'safehouse:message';
/** The origin the window's pages are served from (a custom protocol, never file://). */
export const APP_ORIGIN = 'app://safehouse';
/** Main → renderer: a menu command for the page (protocol/menu-commands.ts). */
export const MENU_COMMAND = 'safehouse:menu';
/** Renderer → main (invoke): the game files opened from the system since the last ask. */
export const TAKE_OPENED_GAME_FILES = 'safehouse:take-opened-game-files';
