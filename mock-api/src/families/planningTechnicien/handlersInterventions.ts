import {
  INTERVENTION_STATUS as S,
  TECHNICIAN_PLANNING_MESSAGES as M,
  decideInterventionEdit,
  interventionTechnicians,
  readPlanningDisplay,
  slotDurationMs,
  tabletOptionKey,
  technicianFields,
  toWireDateTime,
  usesTablet,
  type InterventionEditRequest,
} from '@locasuite/core';
import { sql } from 'kysely';
import { HttpError } from '../../HttpError';
import { cachedRead, read, signedInUser, type FamilyHandlers } from '../../http/defineHandlers';
import { list } from '../answers';
import { checkStaffNames } from '../records';
import { readSetting } from '../planningSettings';
import {
  DISPLAY_KEY,
  TABLET_PRODUCT,
  TECHNICIAN_SCOPE,
  dayRange,
  findIntervention,
  interventionFieldData,
  requestedTechnicians,
} from './queries';

/**
 * spec 2 §7.1: the interventions (current, finished, an intervention's lines) and `set_event`,
 * decided by core's `decideInterventionEdit` (spec 2 §4.1) and written by one UPDATE conditional
 * on the version read: of concurrent edits of one intervention exactly one is written, the others
 * answer 409 (issue 12).
 */
export const interventionHandlers = {
  get_events_liste: cachedRead(['interventions'], async (ctx, { start, end }) => {
    const { from, to } = dayRange(start, end);
    // Unscheduled (100) ones have no dates: they are always listed, for the bottom panel.
    const rows = await ctx.db
      .selectFrom('interventions')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb('status', '=', S.waiting),
          eb.and([
            eb('status', 'in', [S.planned, S.sent, S.pickedUp]),
            eb('start_ts', '<', to),
            eb('end_ts', '>', from),
          ]),
        ]),
      )
      .orderBy('start_ts')
      .orderBy('id')
      .execute();
    return list(rows.map(interventionFieldData));
  }),

  get_old_events_liste: read(async (ctx, { start, end }) => {
    const { from, to } = dayRange(start, end);
    const rows = await ctx.db
      .selectFrom('interventions')
      .selectAll()
      .where('status', '=', S.finished)
      .where('start_ts', '<', to)
      .where('end_ts', '>', from)
      .orderBy('start_ts')
      .orderBy('id')
      .execute();
    return list(rows.map(interventionFieldData));
  }),

  get_event_info_by_event_link: read(async (ctx, { link }) => {
    const row = await findIntervention(ctx.db, link);
    const lines = Array.isArray(row.data.lignes)
      ? (row.data.lignes as Record<string, unknown>[])
      : [];
    return list(
      lines.map((line) => ({
        ...line,
        'SAV REF PRODUIT': String(line['SAV REF PRODUIT'] ?? ''),
        'SAV DESIGNATION': String(line['SAV DESIGNATION'] ?? ''),
        'SAV QTE PROD': (line['SAV QTE PROD'] as number | string | undefined) ?? '',
        'DATE RAPPORT': row.data['DATE RAPPORT'] ?? '',
        'Heure Arriv(1)': row.data['Heure Arriv'] ?? '',
        'Heure dep(1)': row.data['Heure dep'] ?? '',
      })),
    );
  }),

  set_event: async (ctx, { id, data, version }) => {
    const user = signedInUser(ctx);
    const row = await findIntervention(ctx.db, id);
    if (version !== undefined && version !== row.version) throw new HttpError(409, M.staleVersion);
    const request: InterventionEditRequest = {
      ...(data.Statut !== undefined ? { status: data.Statut } : {}),
      ...(data.Debut !== undefined ? { start: data.Debut } : {}),
      ...(data.Fin !== undefined ? { end: data.Fin } : {}),
      ...(requestedTechnicians(data) ? { technicians: requestedTechnicians(data) } : {}),
    };
    if (request.technicians) await checkStaffNames(ctx.db, 'technicien', request.technicians);
    const names = request.technicians ?? interventionTechnicians(row.data);
    const unavailabilities =
      names.length === 0
        ? []
        : await ctx.db
            .selectFrom('technician_unavailabilities')
            .select(['technician', 'start_ts', 'end_ts', 'state'])
            .where('technician', 'in', names)
            .where('state', '=', 1)
            .execute();
    const display = readPlanningDisplay(user.planning_display, DISPLAY_KEY);
    const decision = decideInterventionEdit(
      {
        number: row.report_number,
        status: row.status,
        start: row.start_ts,
        end: row.end_ts,
        technicians: interventionTechnicians(row.data),
      },
      request,
      {
        isAdmin: user.admin,
        useTablet: usesTablet(
          await readSetting(ctx.db, tabletOptionKey(TABLET_PRODUCT), TECHNICIAN_SCOPE),
        ),
        slotDurationMs: slotDurationMs(display.selectedslotduration),
        unavailabilities: unavailabilities.map((u) => ({
          technician: u.technician,
          start: u.start_ts,
          end: u.end_ts,
          state: u.state,
        })),
      },
    );
    if (!decision.ok) throw new HttpError(decision.status, decision.message);
    const next = decision.next;
    const fields = {
      Statut: next.status,
      Debut: next.start === null ? '' : toWireDateTime(next.start),
      Fin: next.end === null ? '' : toWireDateTime(next.end),
      Debut_TIMESTAMP: next.start ?? '',
      Fin_TIMESTAMP: next.end ?? '',
      ...technicianFields(next.technicians),
    };
    // Decided in the database: only the version read is overwritten, so of two edits made on the
    // same version the second finds none and answers 409.
    const updated = await ctx.db
      .updateTable('interventions')
      .set({
        status: next.status,
        start_ts: next.start,
        end_ts: next.end,
        data: sql<string>`data || ${JSON.stringify(fields)}::jsonb`,
        version: sql<number>`version + 1`,
      })
      .where('id', '=', row.id)
      .where('version', '=', row.version)
      .returning('version')
      .executeTakeFirst();
    if (!updated) throw new HttpError(409, M.staleVersion);
    return { recordId: row.id, version: updated.version };
  },
} satisfies FamilyHandlers<'planningTechnicien'>;
