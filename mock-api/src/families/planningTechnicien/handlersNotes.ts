import { TECHNICIAN_PLANNING_MESSAGES as M, unavailabilityTypes } from '@locasuite/core';
import { HttpError } from '../../HttpError';
import { read, type FamilyHandlers } from '../../http/defineHandlers';
import { list } from '../answers';
import { staffListHandler } from '../records';
import { readSetting } from '../planningSettings';
import { activeNotes, noteColumns, saveNote } from './notes';
import { TECHNICIAN_SCOPE, recordKey } from './queries';

/** spec 2 §7.1: the technicians, their unavailabilities (with their types) and comments. */
export const noteHandlers = {
  get_technicien_liste: staffListHandler('technicien'),

  get_technicien_available_liste: read(async (ctx) => {
    const notes = await activeNotes(ctx.db, 'technician_unavailabilities');
    return list(notes.map(({ row, wire }) => ({ ...wire, TYPE: row.type, state: row.state })));
  }),

  set_technicien_available_liste_by_key: async (ctx, { key, data }) => {
    const id = recordKey(key, 'Indisponibilité');
    const note = await noteColumns(ctx, data, false);
    const types = unavailabilityTypes(
      await readSetting(ctx.db, 'types_indisponibilite', TECHNICIAN_SCOPE),
    );
    if (!types.some((t) => t.TYPE === data.TYPE)) {
      throw new HttpError(
        422,
        M.unknownUnavailabilityType(
          data.TYPE,
          types.map((t) => t.TYPE),
        ),
      );
    }
    const values = { ...note, type: data.TYPE };
    return saveNote(ctx, 'technician_unavailabilities', id, values, 'Indisponibilité');
  },

  get_commentaires_liste: read(async (ctx) => {
    const notes = await activeNotes(ctx.db, 'technician_comments');
    return list(
      notes.map(({ row, wire }) => ({ ...wire, COMMENTAIRE: row.comment, state: row.state })),
    );
  }),

  set_commentaire_by_key: async (ctx, { key, data }) => {
    const id = recordKey(key, 'Commentaire');
    const values = { ...(await noteColumns(ctx, data, true)), comment: data.COMMENTAIRE };
    return saveNote(ctx, 'technician_comments', id, values, 'Commentaire');
  },

  getIndisponibilityType: read(async (ctx) => {
    const stored = await readSetting(ctx.db, 'types_indisponibilite', TECHNICIAN_SCOPE);
    return list(unavailabilityTypes(stored));
  }),
} satisfies FamilyHandlers<'planningTechnicien'>;
