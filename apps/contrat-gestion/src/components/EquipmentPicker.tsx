import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { chooseWizardItem, wizardPrices } from '@locasuite/core';
import type { WizardItem, WizardItemKey } from '@locasuite/core';
import type { Availability, ContractSetup } from '../api';
import { texts } from '../texts';
import { GridLabel } from './GridLabel';

const T = texts.add;

const euros = (value: number) =>
  value.toLocaleString('fr-FR', { style: 'currency', currency: 'EUR' });

export interface EquipmentPickerProps {
  readonly setup: ContractSetup;
  readonly item: WizardItem;
  readonly onChange: (item: WizardItem) => void;
  /** The chosen registration's availability (null while none is chosen or asked). */
  readonly availability: Availability | null;
  readonly checking: boolean;
  /** Prefix of the fields' ids (one picker per card). */
  readonly idPrefix: string;
}

function Select({
  id,
  label,
  value,
  values,
  empty,
  onChange,
  format = (v) => v,
}: {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly values: readonly string[];
  readonly empty?: string;
  readonly onChange: (value: string) => void;
  readonly format?: (value: string) => string;
}) {
  return (
    <TextField
      select
      id={id}
      label={label}
      value={values.includes(value) ? value : ''}
      onChange={(e) => onChange(e.target.value)}
      fullWidth
      size="small"
    >
      {values.length === 0 && empty !== undefined ? (
        <MenuItem value="" disabled>
          {empty}
        </MenuItem>
      ) : (
        values.map((v) => (
          <MenuItem key={v} value={v}>
            {format(v)}
          </MenuItem>
        ))
      )}
    </TextField>
  );
}

/**
 * spec 4 §2.5 and §2.6 step 2: Famille, then Sous famille of that family, then Matricule of that
 * sub-family with its availability (« Le {matricule} n'est pas disponible » in red, who holds it,
 * until when, and the free registrations of the same sub-family offered; « … est disponible » in
 * green), then Type de location with its prices (« @@bold@@ » labels), then Tarif (tier 1 or 2).
 */
export function EquipmentPicker({
  setup,
  item,
  onChange,
  availability,
  checking,
  idPrefix,
}: EquipmentPickerProps) {
  const set = <K extends WizardItemKey>(key: K, value: WizardItem[K]) =>
    onChange(chooseWizardItem(item, key, value));
  const subFamilies = useMemo(
    () => setup.subFamilies.filter((s) => s.family === item.family),
    [setup.subFamilies, item.family],
  );
  const subFamily = subFamilies.find((s) => s.name === item.subFamily);
  const matricules = useMemo(
    () => setup.fleet.filter((f) => f.subFamily === item.subFamily).map((f) => f.matricule),
    [setup.fleet, item.subFamily],
  );
  const grids = subFamily?.grids ?? [];
  const prices = item.subscription ? wizardPrices(item.subscription) : [];
  const m = item.materiel ?? '';

  return (
    <Stack spacing={1.5}>
      <Select
        id={`${idPrefix}-famille`}
        label={T.family}
        value={item.family ?? ''}
        values={setup.families.map((f) => f.name)}
        onChange={(v) => set('family', v)}
      />
      {item.family && (
        <Select
          id={`${idPrefix}-sous-famille`}
          label={T.subFamily}
          value={item.subFamily ?? ''}
          values={subFamilies.map((s) => s.name)}
          onChange={(v) => set('subFamily', v)}
        />
      )}
      {item.subFamily && (
        <Select
          id={`${idPrefix}-matricule`}
          label={T.matricule}
          value={m}
          values={matricules}
          empty={T.noMatricule}
          onChange={(v) => set('materiel', v)}
        />
      )}
      {m !== '' && checking && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CircularProgress size={16} />
          <Typography variant="body2">{T.checking}</Typography>
        </Stack>
      )}
      {m !== '' && !checking && availability?.free === true && (
        <Alert severity="success">{T.free(m)}</Alert>
      )}
      {m !== '' && !checking && availability?.free === false && (
        <Alert severity="error">
          <strong>{T.busy(m)}</strong>
          {availability.heldBy !== '' && availability.until !== '' && (
            <div>{T.heldBy(availability.heldBy, availability.until)}</div>
          )}
          {availability.heldBy !== '' && availability.until === '' && (
            <div>{availability.heldBy}</div>
          )}
          <div>{availability.alternatives.length > 0 ? T.alternatives : T.noAlternative}</div>
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
            {availability.alternatives.map((free) => (
              <Chip key={free} label={free} size="small" onClick={() => set('materiel', free)} />
            ))}
          </Stack>
        </Alert>
      )}
      {m !== '' && (
        <Select
          id={`${idPrefix}-type`}
          label={T.rentalType}
          value={item.subscription?.id ?? ''}
          values={grids.map((g) => g.id)}
          format={(id) => grids.find((g) => g.id === id)?.label ?? id}
          onChange={(id) =>
            set(
              'subscription',
              grids.find((g) => g.id === id),
            )
          }
        />
      )}
      {prices.length > 0 && (
        <>
          <Stack spacing={0.5} aria-label={T.rentalType}>
            {prices.map((p) => (
              <Typography key={p.type} variant="body2">
                {euros(p.value)} — <GridLabel label={p.title} />
              </Typography>
            ))}
          </Stack>
          <Select
            id={`${idPrefix}-tarif`}
            label={T.tier}
            value={item.price?.type ?? ''}
            values={prices.map((p) => p.type)}
            format={(type) => (type === 'T1' ? T.priceT1 : T.priceT2)}
            onChange={(type) =>
              set(
                'price',
                prices.find((p) => p.type === type),
              )
            }
          />
        </>
      )}
    </Stack>
  );
}
