/** Words a drawn scene shows: their size in CSS pixels, the words, and where they lie on the stage. */
export interface DrawnText {
  readonly px: number;
  readonly text: string;
  readonly box: { readonly x: number; readonly y: number; readonly width: number; readonly height: number };
}

/**
 * Pairs of texts drawn over each other. A text's box holds its line's leading above and below the
 * letters, so boxes are taken in by a quarter of their height before they are compared.
 */
export function overlappingTexts(texts: readonly DrawnText[]): Array<[DrawnText, DrawnText]> {
  const inner = ({ box }: DrawnText) => {
    const trim = box.height * 0.25;
    return { left: box.x, right: box.x + box.width, top: box.y + trim, bottom: box.y + box.height - trim };
  };
  const out: Array<[DrawnText, DrawnText]> = [];
  texts.forEach((a, i) => {
    const p = inner(a);
    for (const b of texts.slice(i + 1)) {
      const q = inner(b);
      if (p.left < q.right - 1 && q.left < p.right - 1 && p.top < q.bottom && q.top < p.bottom)
        out.push([a, b]);
    }
  });
  return out;
}

/** Texts that run past the stage's edges (by more than a pixel). */
export function textsOutside(texts: readonly DrawnText[], width: number, height: number): DrawnText[] {
  return texts.filter(
    ({ box }) => box.x < -1 || box.y < -1 || box.x + box.width > width + 1 || box.y + box.height > height + 1,
  );
}
