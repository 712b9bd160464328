import { useMemo, useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Tooltip from '@mui/material/Tooltip';
import { WIZARD_STEPS, parseIsoDay, toWireDay } from '@locasuite/core';
import type { WizardStep } from '@locasuite/core';
import { ActionMessage, ConfirmDialog, FullScreenDialog, LoadingOverlay } from '@locasuite/ui';
import { FormDateInput, FormTextInput } from '@locasuite/ui/form';
import type { ContractSetup, ContratApi } from '../api';
import { texts } from '../texts';
import { ClientCreateDialog } from './ClientCreateDialog';
import { ClientEditDialog } from './ClientEditDialog';
import { ClientStep } from './ClientStep';
import { ItemCard } from './ItemCard';
import { WizardRecap } from './WizardRecap';
import { useWizard } from './useWizard';

const T = texts.wizard;

export interface ContractWizardProps {
  readonly api: ContratApi;
  readonly setup: ContractSetup;
  readonly companyId: string;
  readonly now: number;
  readonly onRefused: () => void;
  readonly onClose: () => void;
  readonly onPlanning: () => void;
  /** Created: the page opens the contract by its reference 4 s later (spec 4 §4.4). */
  readonly onCreated: (ref: string) => void;
}

const menu = (choices: readonly { id: string; name: string }[]) =>
  choices.map((c) => (
    <MenuItem key={c.id} value={c.id}>
      {c.name}
    </MenuItem>
  ));

/**
 * spec 4 §2.6, §4.4 the contract-creation wizard: steps Client, Materiel, Agence, RDV, Date with
 * Suivant, Retour and Créer mon contrat, a close and a calendar button, `Chargement` while working,
 * the client edition and creation dialogs, and `Valider la création de mon contrat ?` (Non/Oui).
 */
export function ContractWizard({
  api,
  setup,
  companyId,
  now,
  onRefused,
  onClose,
  onPlanning,
  onCreated,
}: ContractWizardProps) {
  const w = useWizard(api, setup, companyId, now, onRefused);
  const [dialog, setDialog] = useState<'edit' | 'create' | 'confirm' | null>(null);
  const agencies = useMemo(() => menu(setup.agencies), [setup.agencies]);
  const pickups = useMemo(() => menu(setup.pickups), [setup.pickups]);
  const startDay = parseIsoDay(w.draft.start);
  const period = startDay ? { start: toWireDay(startDay), end: toWireDay(startDay) } : undefined;
  const last = w.step === 4;
  const ready = ([0, 1, 2, 3, 4] as const).every(w.valid);

  const create = async () => {
    setDialog(null);
    const ref = await w.create();
    if (ref !== null) onCreated(ref);
  };

  return (
    <FullScreenDialog
      open
      title={T.title}
      onClose={onClose}
      actions={
        <Tooltip title={T.planning}>
          <IconButton color="inherit" aria-label={T.planning} onClick={onPlanning}>
            <CalendarMonthIcon />
          </IconButton>
        </Tooltip>
      }
    >
      <Stack spacing={2} sx={{ maxWidth: 900, mx: 'auto', position: 'relative' }}>
        <Stepper nonLinear activeStep={w.step} alternativeLabel>
          {WIZARD_STEPS.map((title, index) => (
            <Step key={title} completed={w.valid(index as WizardStep)}>
              <StepButton onClick={() => w.setStep(index as WizardStep)}>{title}</StepButton>
            </Step>
          ))}
        </Stepper>
        <ActionMessage result={w.action.result} />
        {w.step === 0 && (
          <ClientStep
            clients={w.clients}
            selected={w.client}
            busy={w.action.busy}
            onSearch={(name) => void w.search(name)}
            onSelect={w.selectClient}
            onEdit={() => setDialog('edit')}
            onCreate={() => setDialog('create')}
          />
        )}
        {w.step === 1 && (
          <Stack spacing={2}>
            {w.items.map(({ key, item }, index) => (
              <ItemCard
                key={key}
                api={api}
                setup={setup}
                index={index}
                item={item}
                period={period}
                onRefused={onRefused}
                onChange={(next) => w.setItem(key, next)}
                onRemove={() => w.removeItem(key)}
              />
            ))}
            <Button
              variant="outlined"
              startIcon={<AddIcon />}
              onClick={w.addItem}
              sx={{ alignSelf: 'flex-start' }}
            >
              {T.addItem}
            </Button>
          </Stack>
        )}
        {w.step === 2 && (
          <FormTextInput
            control={w.form.control}
            name="agency"
            label={T.agency}
            options={agencies}
          />
        )}
        {w.step === 3 && (
          <FormTextInput
            control={w.form.control}
            name="pickup"
            label={T.pickup}
            options={pickups}
          />
        )}
        {w.step === 4 && (
          <Stack spacing={2}>
            <FormDateInput control={w.form.control} name="start" label={T.start} />
            <WizardRecap items={w.draft.items} />
          </Stack>
        )}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
          <Button disabled={w.step === 0} onClick={() => w.setStep((w.step - 1) as WizardStep)}>
            {T.back}
          </Button>
          {last ? (
            <Button
              variant="contained"
              disabled={!ready || w.action.busy}
              onClick={() => setDialog('confirm')}
            >
              {T.create}
            </Button>
          ) : (
            <Button
              variant="contained"
              disabled={!w.valid(w.step)}
              onClick={() => w.setStep((w.step + 1) as WizardStep)}
            >
              {T.next}
            </Button>
          )}
        </Stack>
        <LoadingOverlay open={w.action.busy} label={T.loading} />
      </Stack>
      {dialog === 'edit' && w.client && (
        <ClientEditDialog
          api={api}
          client={w.client}
          onRefused={onRefused}
          onClose={() => setDialog(null)}
          onSaved={(client) => {
            setDialog(null);
            void w.search(client.company, (c) => c.webId === client.webId);
          }}
        />
      )}
      {dialog === 'create' && (
        <ClientCreateDialog
          api={api}
          onRefused={onRefused}
          onClose={() => setDialog(null)}
          onCreated={(lastname, idWeb) => {
            setDialog(null);
            void w.search(lastname, (c) => c.webId === idWeb);
          }}
        />
      )}
      <ConfirmDialog
        open={dialog === 'confirm'}
        title={T.confirm}
        message={T.confirmMessage(w.client?.company ?? '', w.items.length)}
        onCancel={() => setDialog(null)}
        onConfirm={() => void create()}
      />
    </FullScreenDialog>
  );
}
