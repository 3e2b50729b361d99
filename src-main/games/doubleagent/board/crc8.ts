/** CRC-8/SMBUS (polynomial 0x07, init 0x00, no reflection, no final XOR), the serial-v1 line checksum. */
const TABLE = buildTable();

function buildTable(): Uint8Array {
  const table = new Uint8Array(256);
  for (let byte = 0; byte < 256; byte++) {
    let crc = byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff;
    table[byte] = crc;
  }
  return table;
}

/** The checksum of a line body; each character counts as one byte (its code modulo 256). */
export function crc8(body: string): number {
  let crc = 0;
  for (let i = 0; i < body.length; i++) crc = TABLE[(crc ^ body.charCodeAt(i)) & 0xff]!;
  return crc;
}

/** Two uppercase hex digits, as the wire carries them. */
export function hex2(value: number): string {
  return (value & 0xff).toString(16).toUpperCase().padStart(2, '0');
}
