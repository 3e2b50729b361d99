/**
 * Game files on the host machine's screen: saving one the host sent (`gameFile`), and sending
 * one picked or dropped to the host in parts (`importTable`; a message is at most 16 KiB).
 */

/** A game file's name ends so (as the host names it: src-main/host/game-file.ts). */
export const GAME_FILE_EXTENSION = '.safehouse';

/** Characters per part: 4000 stays under 16 KiB in UTF-8 whatever the file holds. */
export const UPLOAD_PART_CHARS = 4000;
/** Parts sent at once; the rest follow at a pace the host's message budget allows. */
const BURST_PARTS = 30;
const PART_GAP_MS = 60;

/** The parts an upload sends, in order (one empty part for an empty file). */
export function uploadParts(
  text: string,
  upload: string,
): { type: 'importTable'; upload: string; part: number; parts: number; text: string }[] {
  const parts = Math.max(1, Math.ceil(text.length / UPLOAD_PART_CHARS));
  return Array.from({ length: parts }, (_, part) => ({
    type: 'importTable' as const,
    upload,
    part,
    parts,
    text: text.slice(part * UPLOAD_PART_CHARS, (part + 1) * UPLOAD_PART_CHARS),
  }));
}

/** Sends a game file's parts: a burst, then one part every PART_GAP_MS. */
export function sendGameFile(send: (message: object) => void, text: string): void {
  const upload = Math.random().toString(36).slice(2, 12);
  uploadParts(text, upload).forEach((message, index) => {
    if (index < BURST_PARTS) send(message);
    else setTimeout(() => send(message), (index - BURST_PARTS + 1) * PART_GAP_MS);
  });
}

/** Offers `text` to the user as a file called `name` (a download, or the app's save dialog). */
export function saveTextFile(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/octet-stream' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
