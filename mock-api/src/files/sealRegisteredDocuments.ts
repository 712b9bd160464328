import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { FileStore } from './FileStore';

/**
 * Seals every signed document the database registers (`signed_documents`: the condition
 * reports customers signed, the signer's OK files), so the file store itself refuses to replace
 * or delete them, whatever the call (issue 36). Run at start; returns how many it sealed.
 */
export async function sealRegisteredDocuments(
  db: Kysely<Database>,
  files: FileStore,
): Promise<number> {
  const rows = await db.selectFrom('signed_documents').select('path').execute();
  let sealed = 0;
  for (const { path } of rows) {
    if ((await files.exists(path)) && !(await files.isSealed(path))) {
      await files.seal(path);
      sealed += 1;
    }
  }
  return sealed;
}
