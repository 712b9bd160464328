import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { FileStore } from '../files/FileStore';
import { SAV_ROOT } from '../families/sav/files';
import { reportLinesOf } from '../families/sav/queries';
import { refreshRecap } from '../families/sav/recap';
import { signedHash } from '../families/sav/saves';
import { demoPhotoPng } from './seedConditionPhotos';

/** The seeded reports (SAV_FICHE, links `seed-sav-…`), by id. */
export const seededReports = (db: Kysely<Database>) =>
  db
    .selectFrom('sav_reports')
    .selectAll()
    .where('table_name', '=', 'SAV_FICHE')
    .where('link', 'like', 'seed-sav-%')
    .orderBy('id')
    .execute();

/**
 * The SHA-256 of what each seeded signature signed (its report's fields and lines), which the
 * pure seed cannot compute: `seedDatabase` calls it in its transaction.
 */
export async function hashSeededSignatures(db: Kysely<Database>): Promise<void> {
  for (const report of await seededReports(db)) {
    if (!report.data.Signature_web || report.signed_sha256) continue;
    await db
      .updateTable('sav_reports')
      .set({ signed_sha256: signedHash(report.data, await reportLinesOf(db, report.id)) })
      .where('id', '=', report.id)
      .execute();
  }
}

/**
 * The files of the seeded after-sales reports (issue 37 « Seed »): two demo photos per report
 * (three once validated) in `SAV/{link}/` and each report's recap PDF. The seed itself writes only
 * the database; a server that has just seeded an empty database calls this with its file store.
 * Photos already there are left as they are. Answers the number of reports done.
 */
export async function seedSavFiles(db: Kysely<Database>, files: FileStore, now: Date) {
  const reports = await seededReports(db);
  for (const report of reports) {
    const photos = report.data.Signature_web ? 3 : 2;
    for (let n = 1; n <= photos; n += 1) {
      const path = `${SAV_ROOT}${report.link}/PHOTO_${String(n).padStart(3, '0')}.png`;
      if (!(await files.exists(path)))
        await files.put(path, demoPhotoPng(report.id * 3 + n, 320, 240));
    }
    await refreshRecap({ db, files, now: () => now, pictures: undefined }, report.id);
  }
  return reports.length;
}
