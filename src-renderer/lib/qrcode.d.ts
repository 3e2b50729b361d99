/** The one call the shell uses from the `qrcode` package, which ships no types. */
declare module 'qrcode' {
  export function toDataURL(
    text: string,
    options?: { margin?: number; width?: number; errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H' },
  ): Promise<string>;
  const QRCode: { toDataURL: typeof toDataURL };
  export default QRCode;
}
