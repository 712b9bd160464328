import type { Kysely } from 'kysely';
import { runStatements } from './runStatements';

/**
 * The equipment condition check (spec 3 §3, §7.1 etatdl). The CLD_ record of §3.1 *is* the rental
 * line: `contract_lines.data` already holds its CLD_ fields (CLD_IDEnreg = the line id, CLD_LIEN =
 * the contract id, CLD_CONTROLE_DEPART/RETOUR, CLD_WAITING…) and `contract_lines.version` counts
 * its edits, so the form is saved there. This migration adds what the lines do not hold:
 *
 * - `condition_forms`: the predefined checklist (CHECK_LIST_JSON) by family, or by family and
 *   sub-family (`sub_family` '' = the family's default form); each line CH_DESIGNATION,
 *   CLD_SELECTION (allowed values) and default values.
 * - `condition_default_values`: the server list of default checklist values (§9).
 * - `condition_custom_fields`: the custom field definitions (§3.3); `show` 0/1 is what admins
 *   switch (`set_form_special_data`), `version` counts those edits.
 * - `condition_list_headers`: the dashboard table's headers (§3.4: header, label, idx, type).
 * - `condition_unlocks`: edit mode unlocked by `verif_root_mode_with_password`, for one record
 *   and one user until `until` (issue 14).
 *
 * Options (§3.4 Key/Value) live in `settings`, scope `etat-des-lieux-materiel`, like every
 * tool's settings.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE condition_forms (
      id integer PRIMARY KEY,
      family text NOT NULL,
      sub_family text NOT NULL DEFAULT '',
      checklist jsonb NOT NULL DEFAULT '[]'::jsonb,
      version integer NOT NULL DEFAULT 1,
      UNIQUE (family, sub_family)
    );
    CREATE TABLE condition_default_values (
      id integer PRIMARY KEY,
      designation text NOT NULL,
      selection text NOT NULL DEFAULT '',
      default_value text NOT NULL DEFAULT ''
    );
    CREATE TABLE condition_custom_fields (
      id integer PRIMARY KEY,
      name text NOT NULL,
      show smallint NOT NULL DEFAULT 1 CHECK (show IN (0, 1)),
      mandatory smallint NOT NULL DEFAULT 0 CHECK (mandatory IN (0, 1)),
      key_depart text NOT NULL DEFAULT '',
      key_retour text NOT NULL DEFAULT '',
      label_depart text NOT NULL DEFAULT '',
      label_retour text NOT NULL DEFAULT '',
      type text NOT NULL DEFAULT 'text',
      version integer NOT NULL DEFAULT 1
    );
    CREATE TABLE condition_list_headers (
      idx integer PRIMARY KEY,
      header text NOT NULL,
      label text NOT NULL,
      type text NOT NULL DEFAULT 'text'
    );
    CREATE TABLE condition_unlocks (
      line_id integer NOT NULL REFERENCES contract_lines (id) ON DELETE CASCADE,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      until timestamptz NOT NULL,
      PRIMARY KEY (line_id, user_id)
    );
    CREATE INDEX contract_lines_condition_idx ON contract_lines ((data->>'CLD_NUM_CONTRAT'), (data->>'CLD_MATRICULE'));
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    DROP INDEX IF EXISTS contract_lines_condition_idx;
    DROP TABLE IF EXISTS condition_unlocks;
    DROP TABLE IF EXISTS condition_list_headers;
    DROP TABLE IF EXISTS condition_custom_fields;
    DROP TABLE IF EXISTS condition_default_values;
    DROP TABLE IF EXISTS condition_forms;
  `,
  );
}
