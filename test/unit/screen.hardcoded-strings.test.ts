import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'svelte/compiler';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * A scan of the Svelte components for user-visible words written into the component instead of
 * the message catalogues (src-renderer/i18n).
 *
 * It reports:
 *  - text in the markup that contains a letter of any script ("Hello", "牌桌");
 *  - static text in attributes people read or hear: aria-label, aria-description,
 *    aria-roledescription, aria-valuetext, aria-placeholder, title, placeholder, alt, label, and on
 *    components the props label, title, text, heading, caption, message;
 *  - string literals with a letter inside `{expressions}` of the markup and of those attributes
 *    (`{seat === 'table' ? 'The table' : seat}` reports 'The table'), template literals included;
 *  - in `<script>`, string literals that read as prose: two words, a capitalised word, or Chinese.
 *
 * It ignores, on purpose: `<style>`; attributes nobody reads (class, id, href, data-*, name,
 * type, value…), ARIA states and properties that are not text (aria-live="polite",
 * aria-hidden, aria-keyshortcuts…) and directives; the conditions of `{#if}`/`{#each}`/`{#key}`; literals compared
 * with ===, !==, == or != (ids and key names); the first argument of t/tn/tKnown (a message key);
 * object keys, member names, import paths and TypeScript literal types; single lower-case words
 * and identifiers in scripts (ids such as 'doubleAgent'); KeyboardEvent key names; text with no
 * letter at all (digits, punctuation, symbols such as · → ⏮).
 */

interface Finding {
  readonly line: number;
  readonly text: string;
  readonly where: string;
}

type Node = { type: string; start?: number; [key: string]: unknown };

const LETTER = /\p{L}/u;
const HAN = /\p{Script=Han}/u;
const TWO_WORDS = /\p{L}{2,}[\s\u00a0]+\p{L}/u;
const CAPITALISED_WORD = /^\p{Lu}\p{Ll}+[.!?…:]?$/u;
const KEY_NAMES = new Set(['Enter', 'Escape', 'Tab', 'Home', 'End', 'Space', 'Backspace', 'Delete']);
const COMPARISONS = new Set(['===', '!==', '==', '!=']);
const TRANSLATORS = new Set(['t', 'tn', 'tKnown']);
const READ_ATTRIBUTES = new Set([
  'title',
  'placeholder',
  'alt',
  'label',
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
]);
const READ_PROPS = new Set(['label', 'title', 'text', 'heading', 'caption', 'message']);
const ELEMENTS = new Set([
  'RegularElement',
  'Component',
  'SvelteElement',
  'SvelteComponent',
  'SvelteSelf',
  'SlotElement',
  'TitleElement',
  'SvelteFragment',
  'SvelteBoundary',
]);

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function lineOf(source: string, offset: number | undefined): number {
  return offset === undefined ? 0 : source.slice(0, offset).split('\n').length;
}

/** Every string literal and template part under `node` that `reports` says is prose. */
function literals(
  node: unknown,
  reports: (text: string) => boolean,
  found: (text: string, at: Node) => void,
): void {
  if (Array.isArray(node)) {
    for (const child of node) literals(child, reports, found);
    return;
  }
  if (!isNode(node)) return;
  switch (node.type) {
    case 'Literal':
      if (typeof node.value === 'string' && reports(node.value)) found(node.value, node);
      return;
    case 'TemplateElement': {
      const cooked = (node.value as { cooked?: string }).cooked ?? '';
      if (reports(cooked)) found(cooked, node);
      return;
    }
    case 'TSLiteralType':
    case 'ImportDeclaration':
    case 'ExportAllDeclaration':
    case 'ImportExpression':
      return;
    case 'ExportNamedDeclaration':
      literals(node.declaration, reports, found);
      return;
    case 'CallExpression': {
      const callee = node.callee as Node;
      const args = node.arguments as unknown[];
      const translator = callee.type === 'Identifier' && TRANSLATORS.has(callee.name as string);
      literals(callee, reports, found);
      literals(translator ? args.slice(1) : args, reports, found);
      return;
    }
    case 'BinaryExpression':
      if (COMPARISONS.has(node.operator as string)) {
        for (const side of [node.left, node.right])
          if (!(isNode(side) && side.type === 'Literal')) literals(side, reports, found);
        return;
      }
      break;
    case 'SwitchCase':
      literals(node.consequent, reports, found); // `case 'id':` compares
      return;
    case 'MemberExpression':
      literals(node.object, reports, found);
      if (node.computed && !(isNode(node.property) && node.property.type === 'Literal'))
        literals(node.property, reports, found);
      return;
    case 'Property':
      if (node.computed) literals(node.key, reports, found);
      literals(node.value, reports, found);
      return;
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || key === 'typeAnnotation' || key === 'typeArguments' || key === 'typeParameters')
      continue;
    if (typeof value === 'object') literals(value, reports, found);
  }
}

/** In markup a literal with any letter is text shown to someone. */
const shownText = (text: string): boolean => LETTER.test(text);

/** In a script, only literals that read as words: two words, a capitalised word, or Chinese. */
const scriptProse = (text: string): boolean => {
  const trimmed = text.trim();
  return (
    HAN.test(trimmed) ||
    TWO_WORDS.test(trimmed) ||
    (CAPITALISED_WORD.test(trimmed) && !KEY_NAMES.has(trimmed))
  );
};

function hardCodedStrings(source: string, file = 'component.svelte'): Finding[] {
  const ast = parse(source, { modern: true }) as unknown as {
    fragment: Node;
    instance: { content: Node } | null;
    module: { content: Node } | null;
  };
  const findings: Finding[] = [];
  const report = (where: string) => (text: string, at: Node) =>
    findings.push({ line: lineOf(source, at.start), text: text.trim(), where: `${file} ${where}` });

  const attribute = (element: Node, attr: Node) => {
    const name = attr.name as string;
    const component = element.type === 'Component';
    if (!READ_ATTRIBUTES.has(name) && !(component && READ_PROPS.has(name))) return;
    const parts =
      attr.value === true ? [] : Array.isArray(attr.value) ? (attr.value as Node[]) : [attr.value as Node];
    for (const part of parts) {
      if (part.type === 'Text') {
        if (shownText(part.data as string)) report(`attribute ${name}`)(part.data as string, part);
      } else literals(part.expression, shownText, report(`attribute ${name}`));
    }
  };

  const walk = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) walk(child);
      return;
    }
    if (!isNode(node)) return;
    if (node.type === 'Fragment') {
      walk(node.nodes);
    } else if (node.type === 'Text') {
      if (shownText(node.data as string)) report('markup')(node.data as string, node);
    } else if (node.type === 'ExpressionTag') {
      literals(node.expression, shownText, report('markup expression'));
    } else if (node.type === 'ConstTag') {
      literals(node.declaration, scriptProse, report('{@const}'));
    } else if (ELEMENTS.has(node.type) || node.type.startsWith('Svelte')) {
      for (const attr of (node.attributes as Node[]) ?? [])
        if (attr.type === 'Attribute') attribute(node, attr);
      walk(node.fragment);
    } else {
      walkBlock(node);
    }
  };

  const walkBlock = (node: Node): void => {
    // Blocks: their conditions and iterated lists are not shown; their bodies are.
    for (const key of ['consequent', 'alternate', 'body', 'fallback', 'fragment', 'pending', 'then', 'catch'])
      walk(node[key]);
  };

  walk(ast.fragment);
  for (const script of [ast.instance, ast.module])
    if (script) literals(script.content, scriptProse, report('script'));
  return findings;
}

function filesEnding(dir: string, ending: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesEnding(full, ending);
    return entry.name.endsWith(ending) ? [full] : [];
  });
}

/**
 * The same script rule for the screens' TypeScript modules (labels, narration, scenes…): string
 * literals that read as prose, outside import paths and literal types.
 */
function proseInModule(source: string): string[] {
  const file = ts.createSourceFile('module.ts', source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    const literal =
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node);
    if (literal && !ts.isImportDeclaration(node.parent) && !ts.isLiteralTypeNode(node.parent)) {
      const text = (node as ts.LiteralLikeNode).text;
      if (scriptProse(text)) found.push(text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('the hard-coded string scanner catches planted cases', () => {
  const cases: [string, string, string][] = [
    ['text in markup', '<p>Hello there</p>', 'Hello there'],
    ['one word in markup', '<button>Dismiss</button>', 'Dismiss'],
    ['Chinese in markup', '<p>牌桌</p>', '牌桌'],
    ['static aria-label', '<nav aria-label="Seats"></nav>', 'Seats'],
    ['title', '<span title="your own inspection">x</span>', 'your own inspection'],
    ['placeholder', '<input placeholder="Your name" />', 'Your name'],
    ['alt with a value inside', '<img alt="QR code for {code}" src={s} />', 'QR code for'],
    ['a component prop', '<PixiStage label="The Safehouse table" />', 'The Safehouse table'],
    ['a literal in a markup expression', "<h2>{seat === 'table' ? 'The table' : seat}</h2>", 'The table'],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: Svelte source holding a template literal
    ['a template literal', '<h2>{`You play ${seat}`}</h2>', 'You play'],
    ['a literal in an aria expression', "<div aria-label={busy ? 'Busy now' : label}></div>", 'Busy now'],
    [
      'prose in the script',
      "<script>const text = 'Connecting to the host…';</script>",
      'Connecting to the host…',
    ],
    ['a capitalised word in the script', "<script>const heading = 'Table';</script>", 'Table'],
    ['Chinese in the script', "<script>const heading = '牌桌';</script>", '牌桌'],
    ['text inside a block', '{#if ok}<p>All good</p>{:else}<p>Not yet</p>{/if}', 'All good'],
  ];
  it.each(cases)('%s', (_name, source, expected) => {
    expect(hardCodedStrings(source).map((f) => f.text)).toContain(expected);
  });

  it('lets translated, symbolic and non-read text through', () => {
    const clean = `<script lang="ts">
      import { t } from '../i18n';
      import Thing from './Thing.svelte';
      let status = $state<'open' | 'closed'>('open');
      function onkeydown(event: KeyboardEvent) {
        if (event.key === 'Enter' || event.key === 'Escape') status = 'closed';
        switch (status) { case 'open': break; }
      }
      const lookup = { 'Some Key': 1 };
    </script>
    <main class="big red" data-note="Not read by anyone" id="main-area">
      <h1>{t('lobby.games')}</h1>
      <p aria-label={t('log.heading')} title={t('nav.lobby', {})}>{count} · {total} → ⏮ 1–9</p>
      {#if status === 'Open now'}<span>{'·'}</span>{/if}
      <a href="?join=ABCD">{t('join.title')}</a>
      <Thing label={t('lobby.stageLabel')} kind="primary" />
      <kbd>{key}</kbd>
    </main>
    <style>p::before { content: 'Hello there'; }</style>`;
    expect(hardCodedStrings(clean)).toEqual([]);
  });

  it('reports the line of each finding', () => {
    const findings = hardCodedStrings('<div>\n\n  <p>Hello there</p>\n</div>');
    expect(findings).toEqual([{ line: 3, text: 'Hello there', where: 'component.svelte markup' }]);
  });
});

describe('no Svelte component of the screens has a hard-coded user-visible string', () => {
  const root = path.resolve(__dirname, '../../src-renderer');
  const files = filesEnding(root, '.svelte');

  it('finds the components', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it.each(files.map((file) => [path.relative(root, file), file]))('%s', (_name, file) => {
    const findings = hardCodedStrings(readFileSync(file, 'utf8'), path.relative(root, file));
    expect(findings).toEqual([]);
  });
});

describe('no TypeScript module of the screens has prose outside the catalogues', () => {
  const root = path.resolve(__dirname, '../../src-renderer');
  /** Words that are not the screens' to translate: a command, a key name, a developer's error. */
  const ALLOWED: Record<string, readonly string[]> = {
    'lib/lan.ts': ['npm run serve -- --lan'],
    'lib/navigation.ts': ['Escape'],
    'main.ts': ['index.html has no #app element'],
    'games/registry.ts': ['Screens for "', '" are already registered.'],
  };
  const modules = filesEnding(root, '.ts').filter(
    (file) => !file.includes(`${path.sep}i18n${path.sep}`) && !file.endsWith('.d.ts'),
  );

  it('the module scan catches prose and lets ids through', () => {
    const template = '`Turn $' + '{n} begins`';
    const planted = `const a = 'Waiting for the table…'; const b = ${template}; const c = 'doubleAgent';`;
    expect(proseInModule(planted)).toEqual(['Waiting for the table…', 'Turn ']);
    expect(proseInModule("import x from './y'; type T = 'Some Words'; const k = t('lobby.games');")).toEqual(
      [],
    );
  });

  it.each(modules.map((file) => [path.relative(root, file), file]))('%s', (name, file) => {
    const found = proseInModule(readFileSync(file, 'utf8')).filter(
      (text) => !(ALLOWED[name] ?? []).includes(text),
    );
    expect(found).toEqual([]);
  });
});
