import {
  CONDITION_CHECK_MESSAGES as M,
  RECORD_MESSAGES,
  conditionSaveLeg,
  conditionState,
  controlsAfterDelete,
  decideConditionSave,
  grantConditionUnlock,
} from '@locasuite/core';
import { loginSubject, recordLoginSuccess, takeLoginAttempt } from '../../auth/loginThrottle';
import { verifyPassword } from '../../auth/password';
import { HttpError } from '../../HttpError';
import { commitsItself, signedInUser, type FamilyHandlers } from '../../http/defineHandlers';
import { isIntegerKey } from '../records';
import {
  conditionFieldData,
  findLine,
  otherUser,
  storeGroupedState,
  unlockedFor,
  writeLine,
} from './queries';
import { checkFields, checkedSave, saveKind } from './saveChecks';
import { text } from './values';

/**
 * spec 3 §4.1, §5, §7.1: the form's saves. Every save goes through core's `decideConditionSave`
 * (§4.1) and `validateConditionSave` (§5); unlocks are per record and user for
 * CONDITION_UNLOCK_MS; the contract's grouped status is stored after every save and delete.
 */
export const editHandlers = {
  edit_material: async (ctx, { matricule, contrat, id, data, version }) => {
    const user = signedInUser(ctx);
    const line = await findLine(ctx.db, id);
    if (
      text(line.data.CLD_NUM_CONTRAT) !== text(contrat) ||
      text(line.data.CLD_MATRICULE) !== text(matricule)
    ) {
      throw new HttpError(422, M.recordMismatch);
    }
    const request = saveKind(data);
    const writable = checkFields(data, conditionFieldData(line));
    if (version !== undefined && version !== line.version) {
      throw new HttpError(409, RECORD_MESSAGES.staleRecord);
    }

    if (request.kind === 'delete') {
      if (conditionState(line.data) === 'waiting') throw new HttpError(409, M.waitingSync);
      const written = await writeLine(ctx, line, { ...line.data, ...controlsAfterDelete() });
      await ctx.db.deleteFrom('condition_unlocks').where('line_id', '=', line.id).execute();
      await storeGroupedState(ctx.db, line.contract_id);
      return { recordId: line.id, modId: written.version, version: written.version };
    }

    const unlocked = await unlockedFor(ctx, line, user);
    const leg = request.leg ?? conditionSaveLeg(conditionState(line.data), unlocked) ?? 'DEPART';
    const decision = decideConditionSave(line.data, leg, unlocked);
    if (!decision.ok) throw new HttpError(decision.status, decision.message);

    const { CLD_CONTROLE_DEPART: _cd, CLD_CONTROLE_RETOUR: _cr, ...fields } = writable;
    const merged = await checkedSave(ctx, leg, line.data, fields, decision.controls);
    const written = await writeLine(ctx, line, merged);
    await storeGroupedState(ctx.db, line.contract_id);
    return { recordId: line.id, modId: written.version, version: written.version };
  },

  set_client_state: async (ctx, { lien }) => {
    const id = Number(lien);
    const contract = isIntegerKey(id)
      ? await ctx.db.selectFrom('contracts').select('id').where('id', '=', id).executeTakeFirst()
      : undefined;
    if (!contract) throw new HttpError(404, M.contractNotFound(lien));
    // The server computes the status from the lines it holds; the sent one is the page's view.
    const state = await storeGroupedState(ctx.db, contract.id);
    return { recordId: contract.id, state };
  },

  verif_root_mode_with_password: commitsItself(async (ctx, { token, password, id }) => {
    const user = await otherUser(ctx, token);
    const now = ctx.now();
    const line = id === undefined ? null : await findLine(ctx.db, id);
    const subject = loginSubject(user.login, user.id);
    await takeLoginAttempt(ctx.db, subject, ctx.ip, now);
    if (!(await verifyPassword(password, user.password_hash))) {
      return { valide: false, message: M.wrongPassword };
    }
    await recordLoginSuccess(ctx.db, subject, ctx.ip);
    if (!line) return { valide: true };
    const unlock = grantConditionUnlock(line.id, now.getTime());
    const until = new Date(unlock.until);
    await ctx.db
      .insertInto('condition_unlocks')
      .values({ line_id: line.id, user_id: user.id, until })
      .onConflict((oc) => oc.columns(['line_id', 'user_id']).doUpdateSet({ until }))
      .execute();
    return { valide: true, id: line.id, until: until.toISOString() };
  }),
} satisfies FamilyHandlers<'etatdl'>;
