import {
  CONTRACT_SERVER_MESSAGES as S,
  RECORD_MESSAGES,
  WIZARD_CLIENT_MESSAGES,
  checkNewClient,
  type NewClientValues,
} from '@locasuite/core';
import { sql } from 'kysely';
import type { JsonObject } from '../../db/schema';
import { HttpError } from '../../HttpError';
import type { FamilyHandlers, HandlerContext } from '../../http/defineHandlers';
import { isIntegerKey } from '../records';
import { citiesOf } from './handlersReference';
import { checkSeen, text } from './queries';

/** One lock for the clients' numbers: two creations never take the same. */
const CLIENT_NUMBERING_LOCK = 38_002;
const MAIL = /^[^\s@|]+@[^\s@|]+\.[^\s@|]+$/;

/** A postcode as 5 digits (a number 1000 is 01000). */
const fiveDigits = (zip: string | number): string =>
  typeof zip === 'number' ? String(zip).padStart(5, '0') : zip.trim();

/** spec 4 §5: the city must be one of the postcode's (the official list). */
function checkCity(zip: string, city: string): string {
  if (!/^\d{5}$/.test(zip)) throw new HttpError(422, WIZARD_CLIENT_MESSAGES.zipInvalid);
  const names = citiesOf(zip);
  if (names.length === 0) throw new HttpError(422, WIZARD_CLIENT_MESSAGES.zipInvalid);
  const found = names.find((n) => n.toLowerCase() === city.trim().toLowerCase());
  if (!found) {
    throw new HttpError(422, S.cityNotOfZip(city.trim(), zip, names));
  }
  return found;
}

function checkMail(mail: string): void {
  if (!MAIL.test(mail.trim())) {
    throw new HttpError(422, S.badMail(mail.trim()));
  }
}

async function findClient(ctx: HandlerContext, ref: unknown) {
  const key = text(ref);
  const row =
    key === ''
      ? undefined
      : await ctx.db
          .selectFrom('clients')
          .selectAll()
          .where((eb) =>
            eb.or([
              ...(isIntegerKey(Number(key)) ? [eb('id', '=', Number(key))] : []),
              eb(sql<string>`data->>'ID_WEB'`, '=', key),
            ]),
          )
          .executeTakeFirst();
  if (!row) throw new HttpError(404, RECORD_MESSAGES.clientNotFound(key));
  return row;
}

/** spec 4 §2.6, §3.7, §5 the wizard's client creation and edition. */
export const clientHandlers = {
  client_create: async (ctx, { data }) => {
    const values: NewClientValues = {
      civility: data.civility,
      firstname: data.firstname,
      lastname: data.lastname,
      email: data.email,
      address: data.address,
      zipcode: String(data.zipcode),
      city: data.city,
      mobile: data.mobile,
      birthdate: data.birthdate ?? '',
    };
    const [failure] = checkNewClient(values);
    if (failure) throw new HttpError(422, failure.message);
    checkMail(values.email);
    const zip = fiveDigits(data.zipcode);
    const city = checkCity(zip, values.city);
    await sql`select pg_advisory_xact_lock(${CLIENT_NUMBERING_LOCK})`.execute(ctx.db);
    const { m } = await ctx.db
      .selectFrom('clients')
      .select(sql<number>`coalesce(max(id), 0)`.as('m'))
      .executeTakeFirstOrThrow();
    const id = Number(m) + 1;
    const code = `C${String(id).padStart(5, '0')}`;
    const idWeb = `W${String(id).padStart(6, '0')}`;
    const lastname = values.lastname.trim().toUpperCase();
    const firstname = values.firstname.trim();
    const name = `${lastname} ${firstname}`;
    const record: JsonObject = {
      id,
      ID_WEB: idWeb,
      CODE_CLIENT: code,
      SOCIETE: name,
      CIVILITE: values.civility,
      NOM: lastname,
      PRENOM: firstname,
      CONTACT_NOM: `${firstname} ${lastname}`,
      ADRESSE: values.address.trim(),
      COMP_ADRESSE: '',
      CODE_POSTAL: zip,
      VILLE: city,
      TELEPHONE: values.mobile.trim(),
      CONTACT_MAIL_TOUS: values.email.trim(),
      'CONTACT_MAIL(1)': values.email.trim(),
      DATE_NAISSANCE: values.birthdate.trim(),
      TYPE_CLIENT: 'Particulier',
    };
    await ctx.db
      .insertInto('clients')
      .values({ id, code_client: code, company_name: name, data: JSON.stringify(record) })
      .execute();
    return { id_web: idWeb, id };
  },

  /** spec 4 §2.6: Adresse, Ville, Code postal, Téléphone, Mail; the name is read-only. */
  edit_client: async (ctx, { client }) => {
    const row = await findClient(ctx, client.ID_WEB ?? client.id);
    // The version the person saw (get_clients_by_name answers it); the old client sends none.
    const seen = client.version;
    if (seen !== undefined && !(typeof seen === 'number' && isIntegerKey(seen))) {
      throw new HttpError(422, S.fieldNotAVersion('client.version'));
    }
    checkSeen(seen, row.version);
    const changes: JsonObject = {};
    if (client.ADRESSE !== undefined) {
      if (text(client.ADRESSE) === '')
        throw new HttpError(422, WIZARD_CLIENT_MESSAGES.missing('Adresse'));
      changes.ADRESSE = text(client.ADRESSE);
    }
    if (client.TELEPHONE !== undefined) {
      if (text(client.TELEPHONE) === '')
        throw new HttpError(422, WIZARD_CLIENT_MESSAGES.missing('Téléphone'));
      changes.TELEPHONE = text(client.TELEPHONE);
    }
    const mail = client['CONTACT_MAIL(1)'];
    if (mail !== undefined) {
      checkMail(text(mail));
      const others = text(row.data.CONTACT_MAIL_TOUS)
        .split('|')
        .filter((m) => m !== '' && m !== text(row.data['CONTACT_MAIL(1)']));
      changes['CONTACT_MAIL(1)'] = text(mail);
      changes.CONTACT_MAIL_TOUS = [text(mail), ...others].join('|');
    }
    if (client.CODE_POSTAL !== undefined || client.VILLE !== undefined) {
      const zip = fiveDigits(
        typeof client.CODE_POSTAL === 'number'
          ? client.CODE_POSTAL
          : text(client.CODE_POSTAL ?? row.data.CODE_POSTAL),
      );
      changes.CODE_POSTAL = zip;
      changes.VILLE = checkCity(zip, text(client.VILLE ?? row.data.VILLE));
    }
    // Only over the version read: of two edits made from one version, one wins, the other 409s.
    const written = await ctx.db
      .updateTable('clients')
      .set({ data: sql`data || ${JSON.stringify(changes)}::jsonb`, version: sql`version + 1` })
      .where('id', '=', row.id)
      .where('version', '=', row.version)
      .returning('version')
      .executeTakeFirst();
    if (!written) throw new HttpError(409, RECORD_MESSAGES.staleRecord);
    return { recordId: row.id, version: written.version };
  },
} satisfies Partial<FamilyHandlers<'contrat'>>;
