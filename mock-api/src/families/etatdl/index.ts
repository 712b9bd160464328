import { defineHandlers } from '../../http/defineHandlers';
import { namingSaves } from '../../http/saveReplay';
import { editHandlers } from './handlersEdit';
import { fileHandlers } from './handlersFiles';
import { mailHandlers } from './handlersMails';
import { materialHandlers } from './handlersMaterials';
import { photoHandlers } from './handlersPhotos';
import { referenceHandlers } from './handlersReference';
import { returnedHandlers } from './handlersReturned';
import { signatureHandlers } from './handlersSignature';
import { userHandlers } from './handlersUsers';
import { photoTagHandlers } from './photoTags';
import { ETATDL_SAVE_SUBJECTS } from './saves';

/**
 * spec 3 §7.1 the condition check (`/api/etatdl/v1`), issue 14, grouped by the screen that makes
 * each call. The records are the rental lines (`contract_lines`, CLD_ fields in `data`,
 * `version`); every save goes through core's `decideConditionSave` (§4.1) and
 * `validateConditionSave` (§5), unlocks are per record and user for CONDITION_UNLOCK_MS, photos
 * live in the file store under core's photo folder and are judged by content. `edit_material`
 * and `set_photos` name their saves (`saves.ts`, issue 15). `user_login` is in
 * `signInVariants.ts`.
 */
export const etatdlHandlers = namingSaves(
  'etatdl',
  defineHandlers('etatdl', {
    ...materialHandlers,
    ...referenceHandlers,
    ...editHandlers,
    ...returnedHandlers,
    ...photoHandlers,
    ...photoTagHandlers,
    ...fileHandlers,
    ...mailHandlers,
    ...signatureHandlers,
    ...userHandlers,
  }),
  ETATDL_SAVE_SUBJECTS,
);
