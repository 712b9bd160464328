import { useCallback, useState } from 'react';
import {
  WIZARD_SCROLL_DELAY_MS,
  toIsoDay,
  wizardContractLines,
  wizardStepValid,
} from '@locasuite/core';
import type { WizardDraft, WizardItem, WizardStep } from '@locasuite/core';
import { refusalAware, useDialogAction } from '@locasuite/ui';
import { useWatch, useZodForm } from '@locasuite/ui/form';
import { createContract, searchClients } from '../api';
import type { ContractSetup, ContratApi } from '../api';
import type { Client } from '../records';
import { webId } from '../webId';

/** What the wizard's form keeps (spec 4 §2.6 steps 3–5): agency, pick-up place, start day. */
export interface WizardFormValues {
  agency: string;
  pickup: string;
  /** `YYYY-MM-DD`, today by default (spec 4 §9). */
  start: string;
}

export interface KeyedItem {
  readonly key: number;
  readonly item: WizardItem;
}

let nextKey = 0;

/**
 * The wizard's state (spec 4 §2.6, §4.4): the client search and choice, the item cards, the form
 * of steps 3–5 (agency defaults to the first, the start day to today), the current step and which
 * steps are valid, and the creation (one generated contract id shared by its lines).
 */
export function useWizard(
  api: ContratApi,
  setup: ContractSetup,
  companyId: string,
  now: number,
  onRefused: () => void,
) {
  const [step, setStep] = useState<WizardStep>(0);
  const [clients, setClients] = useState<readonly Client[]>([]);
  const [clientId, setClientId] = useState<string | null>(null);
  const [items, setItems] = useState<readonly KeyedItem[]>([]);
  const action = useDialogAction();
  const form = useZodForm<WizardFormValues>({
    defaultValues: {
      agency: setup.agencies[0]?.id ?? '',
      pickup: '',
      start: toIsoDay(now),
    },
  });
  const [agency, pickup, start] = useWatch({
    control: form.control,
    name: ['agency', 'pickup', 'start'],
  });
  const draft: WizardDraft = {
    client: clientId,
    items: items.map((k) => k.item),
    agency,
    pickup,
    start,
  };
  const client = clients.find((c) => c.id === clientId);

  /** Searches by name; `select` chooses the answer whose id or ID_WEB it names. */
  const search = useCallback(
    async (name: string, select?: (c: Client) => boolean) => {
      let found: Client[] = [];
      const ok = await action.run(
        refusalAware(async () => {
          found = await searchClients(api, name.trim());
        }, onRefused),
      );
      if (!ok) return;
      setClients(found);
      const chosen = select ? found.find(select) : undefined;
      setClientId(chosen ? chosen.id : (found[0]?.id ?? null));
    },
    [action, api, onRefused],
  );
  const addItem = () => {
    const key = (nextKey += 1);
    setItems((old) => [...old, { key, item: {} }]);
    // spec 4 §9 « scroll to new item after 100 ms ».
    setTimeout(() => {
      document
        .getElementById(`contrat-materiel-${items.length + 1}`)
        ?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    }, WIZARD_SCROLL_DELAY_MS);
  };
  const setItem = (key: number, item: WizardItem) =>
    setItems((old) => old.map((k) => (k.key === key ? { key, item } : k)));
  const removeItem = (key: number) => setItems((old) => old.filter((k) => k.key !== key));

  /** spec 4 §4.4: creates the contract; resolves to its reference, or null when refused. */
  const create = async (): Promise<string | null> => {
    const lines = wizardContractLines(draft.items, {
      clientId: client?.id ?? '',
      clientName: client?.company ?? '',
      agencyId: agency,
      pickupId: pickup,
      companyId,
      start,
      webNameOf: (name) => setup.families.find((f) => f.name === name)?.webName ?? name,
      contractWebId: webId('WC'),
      lineWebId: () => webId('WL'),
    });
    if (!lines) return null;
    let ref = '';
    const ok = await action.run(
      refusalAware(async () => {
        ref = await createContract(api, lines);
      }, onRefused),
    );
    return ok ? ref : null;
  };

  return {
    step,
    setStep,
    valid: (s: WizardStep) => wizardStepValid(s, draft),
    draft,
    form,
    clients,
    client,
    selectClient: setClientId,
    search,
    items,
    addItem,
    setItem,
    removeItem,
    action,
    create,
  };
}

export type Wizard = ReturnType<typeof useWizard>;
