import { useCallback, useState } from 'react';
import {
  checkSavDraft,
  checkSavValidation,
  parseSavConflictAnswer,
  resolveSavConflict,
  savFieldLabel,
  savReportValuesSchema,
} from '@locasuite/core';
import type { SavCheckFailure, SavConflictAnswer, SavConflictChoice } from '@locasuite/core';
import { classifyFailure } from '@locasuite/ui';
import type { ToolSession } from '@locasuite/ui';
import { deviceOwner, isUnreachable } from '@locasuite/ui/field';
import type { SavApi, SavOptions, SavReport } from '../api';
import { keepReport, reportQueue, reportWorkKey, sendReport } from '../offline/reportWork';
import type { SavReportWork } from '../offline/reportWork';

/** What the server owns on a report: never sent back as the report's fields. */
const SERVER_OWNED = ['id', 'Table', 'version', 'signed_sha256', 'signed_at', 'signed_by'];

/** A report's own fields, as a merge base (what the device started from). */
export function baseFields(report: SavReport): Record<string, unknown> {
  return Object.fromEntries(Object.entries(report).filter(([k]) => !SERVER_OWNED.includes(k)));
}

/** A 409 whose fields were changed on both sides (core's answer) and the edit it refused. */
export interface ReportConflict {
  readonly work: SavReportWork;
  readonly answer: SavConflictAnswer;
}

export type SaveOutcome = 'sent' | 'device' | 'refused' | 'invalid' | 'conflict';

/**
 * spec 4 §5 the check of an action: format of every value (core's schema), then the §5 rules in
 * order (draft: the client; validation: client, technician, signature unless optional, machine
 * unless unknown, the Mandatory_keys). The message is the last failing one (§5).
 */
export function checkReport(
  values: Readonly<Record<string, unknown>>,
  action: 'draft' | 'validate',
  options: SavOptions,
): { readonly failures: readonly SavCheckFailure[]; readonly message: string | null } {
  const format = savReportValuesSchema.loose().safeParse(values);
  const formatFailures: SavCheckFailure[] = format.success
    ? []
    : format.error.issues.map((i) => ({ field: String(i.path[0]), message: i.message }));
  const check =
    action === 'draft'
      ? checkSavDraft(values)
      : checkSavValidation(values, {
          signatureOptional: options.signatureOptional,
          mandatoryKeys: options.mandatoryKeys,
          labels: Object.fromEntries(options.mandatoryKeys.map((k) => [k, savFieldLabel(k)])),
        });
  const failures = [...formatFailures, ...check.failures];
  return { failures, message: failures.at(-1)?.message ?? null };
}

/**
 * spec 4 §4.1 the save flow: the report (and its photos) kept on the device first, then sent
 * (creation or edit from the version seen, with its base for the server's field merge); the
 * server's answer clears the device's copy. No answer: it stays, the sync sends it later. A
 * refusal says the server's French message and keeps the typing; a 409 whose fields were changed
 * on both sides reads the office's version and returns the side-by-side choice.
 */
export function useReportSave(api: SavApi, session: ToolSession) {
  const [message, setMessage] = useState<string | null>(null);
  const [conflict, setConflict] = useState<ReportConflict | null>(null);
  const [busy, setBusy] = useState(false);
  const owner = deviceOwner(session);

  const send = useCallback(
    async (work: SavReportWork, label: Record<string, string>): Promise<SaveOutcome> => {
      setBusy(true);
      setMessage(null);
      const key = await keepReport(work, owner, label).catch(() => null);
      try {
        // Sent and cleared in one turn of the queue: the sync never sends it a second time.
        await reportQueue.exclusively(async () => {
          await sendReport(api, work);
          if (key) await reportQueue.clear(key);
        });
        setConflict(null);
        return 'sent';
      } catch (error) {
        if (isUnreachable(error) && key) return 'device';
        if (classifyFailure(error).status === 'refused') {
          // The session was refused: the report waits on the device for the next sign-in.
          session.onRefused();
          return key ? 'device' : 'refused';
        }
        if (key) await reportQueue.clear(reportWorkKey(work.link));
        const answer = parseSavConflictAnswer(error);
        if (answer) {
          setConflict({ work, answer });
          setMessage(error instanceof Error ? error.message : null);
          return 'conflict';
        }
        setMessage(error instanceof Error ? error.message : String(error));
        return 'refused';
      } finally {
        setBusy(false);
      }
    },
    [api, owner, session],
  );

  /**
   * Issue 37 « Field-level merge »: sends the edit again on the office's version (core
   * `resolveSavConflict`), each conflicting field as the technician chose; the fields changed on
   * one side only are merged by the server.
   */
  const resolve = useCallback(
    (choices: Readonly<Record<string, SavConflictChoice>>, label: Record<string, string>) => {
      if (!conflict) return Promise.resolve<SaveOutcome>('refused');
      const data = resolveSavConflict(conflict.work.data, conflict.answer, choices);
      return send({ ...conflict.work, data, version: conflict.answer.version }, label);
    },
    [conflict, send],
  );

  return {
    send,
    resolve,
    busy,
    message,
    setMessage,
    conflict,
    dropConflict: () => setConflict(null),
  };
}
