import { RECORD_MESSAGES as M } from '@locasuite/core';
import type { Kysely, Selectable } from 'kysely';
import type { ClientsTable, Database, JsonObject } from '../../db/schema';
import { rowById } from '../records';

/**
 * How a family answers a client. `'with id'` (etatdl, sav — spec 3 §3.4, spec 4 §3.3): the record
 * with its `id`, code and name, the columns winning over the record's own fields. `'record wins'`
 * (general `get_clients`): the code and name first, the record's own fields over them, no `id`.
 */
export type ClientAnswer = 'with id' | 'record wins';

/** A client row as the backend answers it (`CODE_CLIENT`, `SOCIETE` and the record's fields). */
export function clientRecord(
  c: Pick<Selectable<ClientsTable>, 'id' | 'code_client' | 'company_name' | 'data'>,
  answer: ClientAnswer = 'with id',
): JsonObject {
  const columns = { CODE_CLIENT: c.code_client, SOCIETE: c.company_name };
  return answer === 'record wins' ? { ...columns, ...c.data } : { ...c.data, id: c.id, ...columns };
}

/** Every client by name, then id (the general and etatdl `get_clients` order). */
export function clientsByName(db: Kysely<Database>) {
  return db.selectFrom('clients').selectAll().orderBy('company_name').orderBy('id').execute();
}

/** A client by its id (a number a column holds), else 404 in French. */
export const findClient = (db: Kysely<Database>, id: string | number) =>
  rowById(db, 'clients', id, M.clientNotFound(id));

/** A company by its id (a number a column holds), else 404 in French. */
export const findCompany = (db: Kysely<Database>, id: string | number) =>
  rowById(db, 'companies', id, M.companyNotFound(id));
