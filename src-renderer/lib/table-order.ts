import type { TableSummary } from '../../protocol/messages';

export type TableListView = 'current' | 'archived';

/**
 * The tables the lobby lists, in order. `current`: every table not archived, unfinished ones
 * first, newest first within each; `archived`: only the archived ones, newest first. The host
 * sends tables oldest first.
 */
export function listedTables(tables: readonly TableSummary[], view: TableListView): TableSummary[] {
  const newestFirst = [...tables].reverse();
  if (view === 'archived') return newestFirst.filter((table) => table.archived);
  const shown = newestFirst.filter((table) => !table.archived);
  return [...shown.filter((table) => !table.over), ...shown.filter((table) => table.over)];
}

/** How many archived tables there are (for the lobby's "Archived" button). */
export const archivedCount = (tables: readonly TableSummary[]): number =>
  tables.filter((table) => table.archived).length;
