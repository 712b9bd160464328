import { SAV_MESSAGES, savReportReadOnly, text } from '@locasuite/core';
import type { Kysely } from 'kysely';
import type { Database, JsonObject } from '../../db/schema';
import { HttpError } from '../../HttpError';
import { findReport, type ReportRow } from './queries';

/** The field of `creat_new_or_1` naming the signed report the new one is a version of. */
export const VERSION_OF_FIELD = 'version_de';

/** How people name a report: `n° {N° RAP COMP}`, else `n° {id}`. */
export const reportNumber = (row: Pick<ReportRow, 'id' | 'data'>): string =>
  `n° ${text(row.data['N° RAP COMP']) || String(row.id)}`;

const paris = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const frenchMoment = (at: Date | null) => (at ? paris.format(at).replace(' ', ' à ') : '');

/**
 * Issue 37 « Locked after signature »: the report a new version replaces. It must be a report
 * (SAV_FICHE), locked (140 or signed, spec 4 §4.1; a save in several calls is stored only once
 * complete), and have no new version yet; otherwise 404 or 409 in French.
 */
export async function previousVersion(
  db: Kysely<Database>,
  data: JsonObject,
): Promise<ReportRow | null> {
  const of = data[VERSION_OF_FIELD];
  if (of === undefined || of === null || of === '') return null;
  const previous = await findReport(db, String(of), 'SAV_FICHE');
  if (!savReportReadOnly(previous.data)) {
    throw new HttpError(409, SAV_MESSAGES.versionOfEditable);
  }
  const next = await db
    .selectFrom('sav_reports')
    .select(['id', 'data'])
    .where('previous_id', '=', previous.id)
    .executeTakeFirst();
  if (next) throw new HttpError(409, SAV_MESSAGES.versionExists(reportNumber(next)));
  return previous;
}

/**
 * A new version's own fields: the signature of the version it replaces is not its signature
 * (the changed report needs the customer's signature again), and its record says which signed
 * report it replaces.
 */
export function newVersionFields(fields: JsonObject, previous: ReportRow): JsonObject {
  const own: JsonObject = { ...fields };
  if (text(own.Signature_web) === text(previous.data.Signature_web)) delete own.Signature_web;
  own.Note_version = SAV_MESSAGES.versionNote(
    reportNumber(previous),
    frenchMoment(previous.signed_at),
    previous.signed_by ?? '',
  );
  return own;
}

/**
 * What each report's record says of its versions, for the rows of a list: the id of the report
 * that replaced it and the note (a signed report is never rewritten: this is read alongside).
 */
export async function replacements(
  db: Kysely<Database>,
  rows: readonly ReportRow[],
): Promise<Map<number, JsonObject>> {
  const ids = rows.filter((r) => r.table_name === 'SAV_FICHE').map((r) => r.id);
  const found =
    ids.length === 0
      ? []
      : await db
          .selectFrom('sav_reports')
          .select(['id', 'data', 'previous_id'])
          .where('previous_id', 'in', ids)
          .execute();
  return new Map(
    found.map((next) => [
      next.previous_id!,
      { remplace_par: next.id, Note_remplacement: SAV_MESSAGES.replacedNote(reportNumber(next)) },
    ]),
  );
}
