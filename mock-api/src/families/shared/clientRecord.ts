import type { Kysely, Selectable } from 'kysely';
import type { ClientsTable, Database, JsonObject } from '../../db/schema';

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
