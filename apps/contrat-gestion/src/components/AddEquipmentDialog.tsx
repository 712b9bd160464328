import { useState } from 'react';
import {
  parseWireDay,
  text,
  toIsoDay,
  wizardContractLines,
  wizardItemComplete,
} from '@locasuite/core';
import type { WizardItem } from '@locasuite/core';
import { ToolDialog, refusalAware, useDialogAction } from '@locasuite/ui';
import { addLines } from '../api';
import type { ContractSetup, ContratApi } from '../api';
import { useAvailability } from '../hooks/useAvailability';
import { webId } from '../webId';
import type { Contract } from '../records';
import { texts } from '../texts';
import { EquipmentPicker } from './EquipmentPicker';

const T = texts.add;

export interface AddEquipmentDialogProps {
  readonly api: ContratApi;
  readonly contract: Contract;
  readonly setup: ContractSetup;
  readonly onRefused: () => void;
  readonly onClose: () => void;
  readonly onAdded: () => void;
}

/**
 * spec 4 §2.5 the add-equipment dialog: family, sub-family, registration with its availability,
 * rental type with its prices, price tier; `Ajouter mon materiel` once a price is chosen. The line
 * starts with the contract and ends after the grid's duration (spec 4 §3.7).
 */
export function AddEquipmentDialog({
  api,
  contract,
  setup,
  onRefused,
  onClose,
  onAdded,
}: AddEquipmentDialogProps) {
  const [item, setItem] = useState<WizardItem>({});
  const action = useDialogAction();
  const equipment = setup.fleet.find((f) => f.matricule === item.materiel);
  const availability = useAvailability(
    api,
    equipment,
    { start: contract.start, end: contract.end },
    onRefused,
  );
  const start = parseWireDay(contract.start);
  const complete = wizardItemComplete(item);
  const add = async () => {
    const lines = wizardContractLines([item], {
      clientId: contract.clientId,
      clientName: contract.company,
      agencyId: text(contract.record.ID_Agence),
      pickupId: contract.agencyId,
      companyId: text(contract.record.ID_Societe),
      start: start ? toIsoDay(start) : '',
      webNameOf: (name) => setup.families.find((f) => f.name === name)?.webName ?? name,
      contractWebId: text(contract.record.web_id) || contract.number,
      lineWebId: () => webId('WL'),
    });
    if (!lines) return;
    const sent = lines.map((line) => ({ ...line, CLD_NUM_CONTRAT: contract.number }));
    if (
      await action.run(
        refusalAware(() => addLines(api, sent), onRefused),
        T.added,
      )
    ) {
      onAdded();
      onClose();
    }
  };
  return (
    <ToolDialog
      title={T.title}
      onClose={onClose}
      busy={action.busy}
      result={action.result}
      confirm={
        complete
          ? {
              label: T.submit,
              disabled: availability.data?.free !== true,
              onClick: () => void add(),
            }
          : undefined
      }
    >
      <EquipmentPicker
        setup={setup}
        item={item}
        onChange={(next) => {
          action.reset();
          setItem(next);
        }}
        availability={availability.data ?? null}
        checking={availability.loading}
        idPrefix="contrat-ajout"
      />
    </ToolDialog>
  );
}
