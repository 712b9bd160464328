import {
  CLIENT_FIELDS,
  RDV_MESSAGES as M,
  decideSlotEdit,
  type SlotEditRequest,
} from '@locasuite/core';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../HttpError';
import { signedInUser, type FamilyHandlers } from '../../http/defineHandlers';
import { clientFieldData, slotState, typeFieldsOf } from './fieldData';
import { mailable, queueSlotMail } from './mails';
import {
  appointmentTypes,
  checkedContract,
  clientByCode,
  findAgency,
  findSlot,
  type AgencyRow,
  type RdvType,
  type SlotRow,
} from './queries';

/** `edit_dispo` newData as the core rules read it (agency and city resolved here). */
async function editRequest(
  db: Kysely<Database>,
  newData: Readonly<Record<string, unknown>>,
  current: SlotRow,
  types: readonly RdvType[],
): Promise<{ request: SlotEditRequest; agency: AgencyRow | null }> {
  const request: { -readonly [K in keyof SlotEditRequest]: SlotEditRequest[K] } = {};
  let agency: AgencyRow | null = null;
  const agencyId = newData.AGENCE;
  if (agencyId === '') request.AGENCE = null;
  else if (typeof agencyId === 'string' || typeof agencyId === 'number') {
    agency = await findAgency(db, agencyId);
    request.AGENCE = agency.id;
    // The city is the agency's (spec 2 §3.2 VILLE): it changes with the agency only.
    request.VILLE = agency.id === current.agency_id ? current.city : agency.city;
  }
  if (typeof newData.JOUR === 'number') request.JOUR = newData.JOUR;
  if (typeof newData.DEBUT === 'string') request.DEBUT = newData.DEBUT;
  if (typeof newData.FIN === 'string') request.FIN = newData.FIN;
  const { sent } = typeFieldsOf(newData, types);
  if (sent.length > 0) {
    request.types = types
      .filter((t) =>
        sent.includes(t.KEY)
          ? Number(newData[t.KEY]) === 1 || newData[t.KEY] === true
          : current.types.includes(t.KEY),
      )
      .map((t) => t.KEY);
  }
  if (newData.LIBRE === 0 || newData.LIBRE === 1) request.LIBRE = newData.LIBRE;
  if (newData.RDV_VALIDE !== undefined) request.RDV_VALIDE = newData.RDV_VALIDE;
  if (typeof newData.COMMENTAIRE === 'string') request.comment = newData.COMMENTAIRE;
  for (const field of CLIENT_FIELDS) {
    const value = newData[field];
    if (typeof value === 'string') request[field] = value;
  }
  // spec 2 §5.2 "a client found by name or code": a booking (or a change of client) names a
  // known client; on a booking, its record fills the names, mail and phone the page left out.
  const code = request.CODE_CLIENT?.trim() ?? '';
  if (code !== '' && code.toLowerCase() !== current.client_code.toLowerCase()) {
    const client = await clientByCode(db, code);
    if (!client) throw new HttpError(422, M.unknownClient(code));
    request.CODE_CLIENT = client.code_client;
    if (request.LIBRE === 1 && current.booked === 0) {
      const record = clientFieldData(client);
      request.NOM ??= record.NOM;
      request.PRENOM ??= record.PRENOM || record.SOCIETE;
      request.MAIL ??= record['CONTACT_MAIL(1)'];
      request.NUMERO ??= record.TELEPHONE;
    }
  }
  return { request, agency };
}

/**
 * spec 2 §7.2 `edit_dispo`: the rules of §4.2, §5.2 and §6 are decided by core's
 * `decideSlotEdit`; the write is one UPDATE conditional on the version read (and, for a booking,
 * on the slot being free): of concurrent bookings of one free slot exactly one is written, the
 * others answer 409 « Ce créneau vient d'être réservé ».
 */
export const slotEditHandlers = {
  edit_dispo: async (ctx, { key, newData, sendEmail, version }) => {
    const user = signedInUser(ctx);
    const row = await findSlot(ctx.db, key);
    if (version !== undefined && version !== row.version) {
      // The loser of a booking race learns why: the slot it saw free is booked now.
      if (newData.LIBRE === 1 && row.booked === 1) throw new HttpError(409, M.alreadyBooked);
      throw new HttpError(409, M.stale);
    }
    const types = await appointmentTypes(ctx.db);
    const { request, agency } = await editRequest(ctx.db, newData, row, types);
    const decision = decideSlotEdit(slotState(row), request, {
      isAdmin: user.admin,
      user: user.display_name || user.login,
      now: ctx.now().getTime(),
      versionSeen: version !== undefined,
    });
    if (!decision.ok) throw new HttpError(decision.status, decision.message);
    const next = decision.next;
    if (next.AGENCE === null) throw new HttpError(422, M.agencyRequired);
    let matricule = next.MATRICULE;
    if (decision.changed.includes('CONTRAT') && next.CONTRAT !== '') {
      const checked = await checkedContract(ctx.db, next.CONTRAT, next.CODE_CLIENT);
      if (!decision.changed.includes('MATRICULE')) matricule = checked.matricule;
    }
    const booking = decision.action === 'book';
    let update = ctx.db
      .updateTable('bike_slots')
      .set({
        agency_id: next.AGENCE,
        city: next.VILLE,
        day_ts: next.JOUR,
        start_time: next.DEBUT,
        end_time: next.FIN,
        types: JSON.stringify(next.types),
        booked: next.LIBRE,
        rdv_valide: next.RDV_VALIDE,
        last_name: next.NOM,
        first_name: next.PRENOM,
        client_code: next.CODE_CLIENT,
        mail: next.MAIL,
        phone: next.NUMERO,
        bike_type: next.VELO_TYPE,
        reservation_num: next.RESERVATION_NUM,
        contract: next.CONTRAT,
        matricule,
        comments: JSON.stringify(next.COMMENTAIRE),
        version: sql<number>`version + 1`,
        updated_at: ctx.now(),
      })
      .where('key', '=', row.key)
      .where('version', '=', row.version);
    // Decided in the database: a booking is written only over a free slot.
    if (booking) update = update.where('booked', '=', 0);
    const updated = await update.returning('version').executeTakeFirst();
    if (!updated) {
      const now = await ctx.db
        .selectFrom('bike_slots')
        .select('booked')
        .where('key', '=', row.key)
        .executeTakeFirst();
      throw new HttpError(409, booking && now?.booked === 1 ? M.alreadyBooked : M.stale);
    }
    // spec 2 §4.2: a mail when the day, the times or the city changed, and always when freeing.
    const wantsMail = sendEmail !== false && sendEmail !== 0;
    if (decision.action === 'free' && mailable(row.mail)) {
      const where = await findAgency(ctx.db, row.agency_id);
      await queueSlotMail(
        ctx,
        'free',
        { mail: row.mail, day: row.day_ts, start: row.start_time, end: row.end_time },
        where,
      );
    } else if (decision.notify && wantsMail && mailable(next.MAIL)) {
      const where = agency ?? (await findAgency(ctx.db, next.AGENCE));
      await queueSlotMail(
        ctx,
        'change',
        { mail: next.MAIL, day: next.JOUR, start: next.DEBUT, end: next.FIN },
        where,
      );
    }
    return { recordId: row.key, version: updated.version };
  },
} satisfies FamilyHandlers<'gestionRdvVelo'>;
