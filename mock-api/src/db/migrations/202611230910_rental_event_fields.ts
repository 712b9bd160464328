import type { Kysely } from 'kysely';
import { runStatements } from './runStatements';

/**
 * spec 1 §3 Rental event: the fields of the stored line the availability planning answers, kept
 * beside it (issue 10). A rental line's `data` (prices, GPS, inspections…) is stored compressed;
 * taking nineteen fields out of it on every window read decompressed it nineteen times per row
 * (a one-week read at 50,000 lines: about 1 s in the embedded database). Computed when the line is
 * written, the window read only copies this column (about 0.1 s). Absent fields stay absent.
 */
export const RENTAL_EVENT_FIELDS = [
  'CLD_NUM_CONTRAT',
  'CLD_LIEN',
  'CLD_ID_AGENCE',
  'CLD_FAMILLE',
  'CLD_SOUS_FAMILLE',
  'CLD_MATRICULE',
  'CLD_DESCRIPTION',
  'CLD_MARQUE',
  'CLD_NUMERO_SERIE',
  'CLD_NOM_CLIENT',
  'CLD_CLIENT_ADRESSE',
  'CLD_CLIENT_VILLE',
  'CLD_CLIENT_CODEPOSTAL',
  'CLD_DATE_DEPART',
  'CLD_HEURE_DEPART',
  'CLD_DATE_RETOUR',
  'CLD_HEURE_RETOUR',
  'CLD_COMMENTAIRE_DEPART',
  'CLD_COMMENTAIRE_RETOUR',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  // jsonb_build_object is only "stable" (it could format other types by the session's settings);
  // over jsonb values it is a pure function, which a generated column needs declared.
  await runStatements(
    db,
    `
    CREATE FUNCTION rental_event_fields(data jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN jsonb_strip_nulls(jsonb_build_object(${RENTAL_EVENT_FIELDS.map(
      (f) => `'${f}', data->'${f}'`,
    ).join(', ')}));
    ALTER TABLE contract_lines
      ADD COLUMN event_fields jsonb GENERATED ALWAYS AS (rental_event_fields(data)) STORED;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE contract_lines DROP COLUMN IF EXISTS event_fields;
    DROP FUNCTION IF EXISTS rental_event_fields(jsonb);
  `,
  );
}
