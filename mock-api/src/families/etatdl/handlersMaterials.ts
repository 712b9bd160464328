import { CONDITION_CHECK_MESSAGES as M, conditionState } from '@locasuite/core';
import { sql } from 'kysely';
import { HttpError } from '../../HttpError';
import {
  read,
  signedInUser,
  type FamilyHandlers,
  type HandlerContext,
} from '../../http/defineHandlers';
import { CONDITION_SCOPE } from '../../seed/buildConditionChecks';
import { list } from '../answers';
import { optionRows } from '../planningSettings';
import { isIntegerKey } from '../records';
import { conditionFieldData, customFields, dashboardLines } from './queries';

function materialsIn(states: readonly ReturnType<typeof conditionState>[] | null) {
  return read(async (ctx: HandlerContext) => {
    const lines = await dashboardLines(ctx);
    return list(
      lines
        .filter((line) => states === null || states.includes(conditionState(line.data)))
        .map(conditionFieldData),
    );
  });
}

const formRecord = (row: {
  id: number;
  family: string;
  sub_family: string;
  checklist: unknown;
  version: number;
}) => ({
  id: row.id,
  FAMILLE: row.family,
  SOUS_FAMILLE: row.sub_family,
  CHECK_LIST_JSON: JSON.stringify(row.checklist ?? []),
  version: row.version,
});

/**
 * spec 3 §2.1, §2.3, §3.3, §3.4: the dashboard's records by state (core `conditionState`), and
 * what the list and the form are built from: options, headers, checklists by family and
 * sub-family, default values, custom fields (their `show` switched by admins).
 */
export const materialHandlers = {
  get_materials: materialsIn(null),
  get_depart_materials: materialsIn(['departure']),
  get_return_materials: materialsIn(['return']),
  get_returned_materials: materialsIn(['finished']),

  get_options: read(async (ctx) =>
    list(await optionRows(ctx.db, CONDITION_SCOPE, new Set(['day_to_hide']))),
  ),

  get_day_to_hide: read(async (ctx) => {
    const row = await ctx.db
      .selectFrom('settings')
      .select('value')
      .where('scope', '=', CONDITION_SCOPE)
      .where('key', '=', 'day_to_hide')
      .executeTakeFirst();
    return list([{ Key: 'day_to_hide', Value: row?.value ?? '[]' }]);
  }),

  get_headers_table: read(async (ctx) => {
    const rows = await ctx.db
      .selectFrom('condition_list_headers')
      .selectAll()
      .orderBy('idx')
      .execute();
    return list(rows);
  }),

  get_default_form: read(async (ctx) => {
    const rows = await ctx.db
      .selectFrom('condition_forms')
      .selectAll()
      .orderBy('family')
      .orderBy('sub_family')
      .execute();
    return list(rows.map(formRecord));
  }),

  get_default_form_values: read(async (ctx) => {
    const rows = await ctx.db
      .selectFrom('condition_default_values')
      .selectAll()
      .orderBy('id')
      .execute();
    return list(
      rows.map((r) => ({
        id: r.id,
        CH_DESIGNATION: r.designation,
        CLD_SELECTION: r.selection,
        VALEUR_DEFAUT: r.default_value,
      })),
    );
  }),

  get_form_by_family: read(async (ctx, { family }) => {
    const rows = await ctx.db
      .selectFrom('condition_forms')
      .selectAll()
      .where('family', '=', family.trim())
      .where('sub_family', '=', '')
      .execute();
    return list(rows.map(formRecord));
  }),

  get_form_by_sub_family: read(async (ctx, { subFamily }) => {
    const rows = await ctx.db
      .selectFrom('condition_forms')
      .selectAll()
      .where('sub_family', '=', subFamily.trim())
      .execute();
    return list(rows.map(formRecord));
  }),

  get_form_special_data: read(async (ctx, { isRoot }) => {
    const user = signedInUser(ctx);
    const all = user.admin && (isRoot === true || isRoot === 1);
    return list(await customFields(ctx.db, !all));
  }),

  set_form_special_data: async (ctx, { data }) => {
    const key = Number(data.key);
    const updated = isIntegerKey(key)
      ? await ctx.db
          .updateTable('condition_custom_fields')
          .set({ show: data.show, version: sql`version + 1` })
          .where('id', '=', key)
          .returning(['id', 'version'])
          .executeTakeFirst()
      : undefined;
    if (!updated) throw new HttpError(404, M.customFieldNotFound(data.key));
    return { recordId: updated.id, version: updated.version };
  },
} satisfies FamilyHandlers<'etatdl'>;
