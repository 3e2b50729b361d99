import { Container, Graphics, Text } from 'pixi.js';
import { t } from '../i18n';
import { inkOn } from './contrast';
import { LOBBY_CARD_COLORS } from './palette';

const FELT_COLOR = 0x1f4d3a;

export interface CardFace {
  readonly title: string;
  readonly subtitle: string;
  readonly color: number;
}

/** The cards on the lobby's felt, worded in the current language when drawn (bands dark or light enough for their titles). */
const cards = (): readonly CardFace[] => [
  { title: 'CIA', subtitle: t('scene.lobby.coldWar'), color: LOBBY_CARD_COLORS.CIA },
  { title: 'KGB', subtitle: t('scene.lobby.coldWar'), color: LOBBY_CARD_COLORS.KGB },
  { title: t('scene.lobby.camp'), subtitle: t('scene.lobby.doubleAgent'), color: LOBBY_CARD_COLORS.CAMP },
];

function card(face: CardFace, width: number, height: number): Container {
  const group = new Container();
  const body = new Graphics()
    .roundRect(0, 0, width, height, 10)
    .fill({ color: 0xf3eee2 })
    .stroke({ width: 3, color: face.color });
  const band = new Graphics().roundRect(8, 8, width - 16, height * 0.34, 6).fill({ color: face.color });
  const title = new Text({
    text: face.title,
    style: {
      fill: inkOn(face.color),
      fontSize: Math.round(height * 0.16),
      fontWeight: '700',
      fontFamily: 'sans-serif',
    },
  });
  title.anchor.set(0.5);
  title.position.set(width / 2, 8 + height * 0.17);
  const subtitle = new Text({
    text: face.subtitle,
    style: { fill: 0x1b2430, fontSize: Math.round(height * 0.09), fontFamily: 'sans-serif' },
  });
  subtitle.anchor.set(0.5);
  subtitle.position.set(width / 2, height * 0.7);
  group.addChild(body, band, title, subtitle);
  return group;
}

/** The lobby's table: green felt with one card for each side of each game, fanned across it. */
export function buildLobbyTable(width: number, height: number): Container {
  const scene = new Container();
  const inset = 12;
  const felt = new Graphics()
    .roundRect(inset, inset, width - inset * 2, height - inset * 2, 28)
    .fill({ color: FELT_COLOR })
    .stroke({ width: 6, color: 0x5a3b22 });
  scene.addChild(felt);
  const cardHeight = Math.min(height * 0.62, 220);
  const cardWidth = cardHeight * 0.68;
  const spacing = cardWidth * 1.15;
  const CARDS = cards();
  const startX = width / 2 - (spacing * (CARDS.length - 1)) / 2;
  CARDS.forEach((face, index) => {
    const placed = card(face, cardWidth, cardHeight);
    placed.pivot.set(cardWidth / 2, cardHeight / 2);
    placed.position.set(startX + index * spacing, height / 2);
    placed.rotation = (index - (CARDS.length - 1) / 2) * 0.12;
    scene.addChild(placed);
  });
  return scene;
}
