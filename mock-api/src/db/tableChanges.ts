import type { PGlite } from '@electric-sql/pglite';

/**
 * The channel the data-version trigger notifies with the table's name, once per writing statement
 * (migration `202611261100_change_notices`).
 */
export const TABLE_CHANGE_CHANNEL = 'locasuite_table_change';

/**
 * The writes to the versioned tables as this process heard them: the embedded database's own
 * version of `data_versions`, read without a query (issue 10: a kept answer, or a session already
 * looked up, is served with no round trip to PGlite).
 *
 * Only for the embedded database, which one process holds alone: PGlite hands a committed
 * statement's notifications to its listeners before the caller's `await` resumes (the database
 * thread posts them before the statement's answer), so a write is counted here before anyone can
 * read after it. Several processes on one PostgreSQL hear each
 * other late, so there the version is read from `data_versions` instead.
 */
export interface TableChanges {
  /** A text that changes whenever one of `tables` is written (order-sensitive: pass a fixed list). */
  versionOf(tables: readonly string[]): string;
}

/** Counts of the writes heard: `heard` is given each notification's payload (a table's name). */
export function countTableChanges(): TableChanges & { heard(table: string): void } {
  const counts = new Map<string, number>();
  return {
    heard(table) {
      counts.set(table, (counts.get(table) ?? 0) + 1);
    },
    versionOf(tables) {
      let text = '';
      for (const table of tables) text += `${table}:${counts.get(table) ?? 0},`;
      return text;
    },
  };
}

/** Starts counting the writes PGlite notifies (call before the first write that matters). */
export async function listenTableChanges(pglite: PGlite): Promise<TableChanges> {
  const changes = countTableChanges();
  await pglite.listen(TABLE_CHANGE_CHANNEL, changes.heard);
  return changes;
}
