/** `{name}` placeholders in a message; a name is letters, digits and underscores. */
const PLACEHOLDER = /\{(\w+)\}/g;

export type Params = Readonly<Record<string, string | number>>;

/** The placeholder names a message uses, each once, in order of first use. */
export function placeholders(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((match) => match[1]!))];
}

/** Fills `{name}` placeholders from `params`; a placeholder with no value is left as it is. */
export function interpolate(template: string, params: Params): string {
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
