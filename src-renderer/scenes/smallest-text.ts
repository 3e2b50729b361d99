import { type Container, Text } from 'pixi.js';

/** Words a drawn scene shows: their size in CSS pixels, the words, and where they lie on the stage. */
export interface DrawnText {
  readonly px: number;
  readonly text: string;
  readonly box: { readonly x: number; readonly y: number; readonly width: number; readonly height: number };
}

/**
 * Every visible text in a scene, as drawn, smallest first: its font size times every scale above
 * it (a label shrunk to fit its box counts at the size it ends up). Read after a render, when the
 * world transforms are current.
 */
export function drawnTexts(root: Container): DrawnText[] {
  const found: DrawnText[] = [];
  const visit = (node: Container): void => {
    if (!node.visible || node.alpha <= 0) return;
    if (node instanceof Text && node.text.trim() !== '') {
      const m = node.worldTransform;
      const scale = Math.sqrt(Math.abs(m.a * m.d - m.b * m.c));
      const { x, y, width, height } = node.getBounds();
      found.push({ px: Number(node.style.fontSize) * scale, text: node.text, box: { x, y, width, height } });
    }
    for (const child of node.children) visit(child as Container);
  };
  visit(root);
  return found.sort((a, b) => a.px - b.px);
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
