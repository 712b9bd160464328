import { useState } from 'react';
import { refusalAware } from '@locasuite/ui';
import {
  changeMatricule,
  moveLine,
  removeLine,
  sendLineToAfterSales,
  sendLineToConditionCheck,
} from '../api';
import type { ContratApi } from '../api';
import type { LineAction } from '../components/EquipmentLines';
import type { Contract, ContractLine } from '../records';
import { texts } from '../texts';
import type { useContractEdit } from './useContractEdit';

const T = texts.line;

/**
 * The per-line actions of spec 4 §4.2–4.3: the status moves, removal after a question, the
 * registration change, the condition check (« État des lieux déjà envoyé » when a control value is already set, nothing
 * sent) and the after-sales order with its comment. Each goes through the form's action (busy,
 * done text, the server's French refusal), then the lines and the list read again.
 */
export function useLineActions(
  api: ContratApi,
  contract: Contract,
  edit: Pick<ReturnType<typeof useContractEdit>, 'action' | 'lines'>,
  reloadContracts: () => void,
  onRefused: () => void,
) {
  const { action, lines } = edit;
  const [removing, setRemoving] = useState<ContractLine | null>(null);
  const [afterSales, setAfterSales] = useState<ContractLine | null>(null);
  const [changing, setChanging] = useState<ContractLine | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const run = async (call: () => Promise<unknown>, done: string) => {
    setNotice(null);
    const ok = await action.run(refusalAware(call, onRefused), done);
    if (ok) {
      lines.reload();
      reloadContracts();
    }
    return ok;
  };
  const onAction = (line: ContractLine, what: LineAction) => {
    if (what.kind === 'move') void run(() => moveLine(api, line, what.move), T.moved(what.status));
    else if (what.kind === 'remove') setRemoving(line);
    else if (what.kind === 'afterSales') setAfterSales(line);
    else if (what.kind === 'matricule') setChanging(line);
    else if (line.controlOut !== '' || line.controlBack !== '') {
      action.reset();
      setNotice(T.alreadySent);
    } else void run(() => sendLineToConditionCheck(api, line), T.sentToConditionCheck);
  };
  const confirmRemove = async () => {
    const line = removing;
    setRemoving(null);
    if (line) await run(() => removeLine(api, line), T.removed);
  };
  const sendAfterSales = async (comment: string) => {
    const line = afterSales;
    if (!line) return false;
    const ok = await run(
      () => sendLineToAfterSales(api, contract, line, comment),
      T.afterSalesSent,
    );
    if (ok) setAfterSales(null);
    return ok;
  };
  /** spec 4 §4.3 the registration of a line changed (the web update while it waits). */
  const change = async (next: string) => {
    const line = changing;
    if (!line) return false;
    const ok = await run(() => changeMatricule(api, contract, line, next), T.matriculeChanged);
    if (ok) setChanging(null);
    return ok;
  };
  return {
    onAction,
    changing,
    cancelChange: () => setChanging(null),
    change,
    removing,
    cancelRemove: () => setRemoving(null),
    confirmRemove,
    afterSales,
    cancelAfterSales: () => setAfterSales(null),
    sendAfterSales,
    notice,
    fail: (message: string) => setNotice(message),
    clearNotice: () => setNotice(null),
  };
}

export type LineActions = ReturnType<typeof useLineActions>;
