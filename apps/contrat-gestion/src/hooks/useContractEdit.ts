import { useCallback, useMemo } from 'react';
import {
  canClose,
  canInvoice,
  canRenew,
  isInvoiced,
  parseIsoDay,
  parseWireDay,
  toIsoDay,
  toWireDay,
} from '@locasuite/core';
import { conflictAware, refusalAware, useDialogAction, useLoad } from '@locasuite/ui';
import { useZodForm } from '@locasuite/ui/form';
import { loadLines, saveContract } from '../api';
import type { ContractEdits, ContratApi } from '../api';
import type { Choice, Contract } from '../records';

/** What the edit form changes (spec 4 §2.4): agency and departure date until invoiced, methods. */
export interface EditValues {
  agencyId: string;
  /** `YYYY-MM-DD`. */
  start: string;
  payment: string;
  deposit: string;
}

export const editValuesOf = (contract: Contract): EditValues => {
  const start = parseWireDay(contract.start);
  return {
    agencyId: contract.agencyId,
    start: start ? toIsoDay(start) : '',
    payment: contract.payment,
    deposit: contract.depositType,
  };
};

/** The fields the person changed, as the calls take them. */
export function editsOf(
  contract: Contract,
  values: EditValues,
  agencies: readonly Choice[],
): ContractEdits {
  const before = editValuesOf(contract);
  const start = parseIsoDay(values.start);
  return {
    ...(values.agencyId !== before.agencyId && {
      agencyId: values.agencyId,
      agency: agencies.find((a) => a.id === values.agencyId)?.name ?? '',
    }),
    ...(values.start !== before.start && start && { start: toWireDay(start) }),
    ...(values.payment !== before.payment && { payment: values.payment }),
    ...(values.deposit !== before.deposit && { deposit: values.deposit }),
  };
}

/**
 * The edit form's state (spec 4 §2.4, §4.2–4.3): the contract's lines, the form of what may be
 * changed, whether it was edited, the guards of the buttons (core's rules, §8 reasons) and the
 * save, which on a stale version (409) reads the contracts again and keeps what was typed.
 */
export function useContractEdit(
  api: ContratApi,
  contract: Contract,
  agencies: readonly Choice[],
  reloadContracts: () => void,
  onRefused: () => void,
) {
  const lines = useLoad(
    useCallback(() => loadLines(api, contract.number), [api, contract.number]),
    { onRefused },
  );
  const form = useZodForm<EditValues>({ defaultValues: editValuesOf(contract) });
  const action = useDialogAction();
  const edited = form.formState.isDirty;
  const statuses = useMemo(() => (lines.data ?? []).map((l) => l.status), [lines.data]);
  const facts = { invoiceNumber: contract.invoiceNumber, closed: contract.closed };
  const guards = {
    invoiced: isInvoiced(facts),
    renew: canRenew(facts, statuses),
    close: canClose(facts, statuses),
    invoice: canInvoice({
      ...facts,
      paymentMethod: contract.payment,
      depositMethod: contract.depositType,
      statuses,
    }),
  };
  const save = conflictAware(
    refusalAware(
      (values: EditValues) => saveContract(api, contract, editsOf(contract, values, agencies)),
      onRefused,
    ),
    (_values: EditValues) => reloadContracts(),
  );
  const submit = async (values: EditValues, done: string) => {
    if (await action.run(() => save(values), done)) {
      form.reset(values);
      reloadContracts();
    }
  };
  return { lines, form, action, edited, guards, submit };
}
