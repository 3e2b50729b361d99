import { type Container, Text } from 'pixi.js';
import type { DrawnText } from './text-clearance';

export type { DrawnText } from './text-clearance';

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
