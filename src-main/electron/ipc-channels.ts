/** Renderer → main: one raw client frame, exactly what a WebSocket client would send. */
export const FRAME_TO_HOST = 'safehouse:frame';
/** Main → renderer: one host message as JSON text. */
export const FRAME_TO_SCREEN = 'safehouse:message';
/** The origin the window's pages are served from (a custom protocol, never file://). */
export const APP_ORIGIN = 'app://safehouse';
