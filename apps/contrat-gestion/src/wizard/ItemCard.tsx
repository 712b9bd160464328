import DeleteIcon from '@mui/icons-material/Delete';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { returnWireDay } from '@locasuite/core';
import type { WizardItem } from '@locasuite/core';
import type { ContractSetup, ContratApi } from '../api';
import { EquipmentPicker } from '../components/EquipmentPicker';
import { useAvailability } from '../hooks/useAvailability';
import { texts } from '../texts';

const T = texts.wizard;

export interface ItemCardProps {
  readonly api: ContratApi;
  readonly setup: ContractSetup;
  readonly index: number;
  readonly item: WizardItem;
  /** The rental's first day, MM/DD/YYYY, for the availability asked. */
  readonly period: { readonly start: string; readonly end: string } | undefined;
  readonly onRefused: () => void;
  readonly onChange: (item: WizardItem) => void;
  readonly onRemove: () => void;
}

/** spec 4 §2.6 step 2: a card « Materiel N° i » with a delete button and the equipment picker. */
export function ItemCard({
  api,
  setup,
  index,
  item,
  period,
  onRefused,
  onChange,
  onRemove,
}: ItemCardProps) {
  const equipment = setup.fleet.find((f) => f.matricule === item.materiel);
  // The period the line would book: from the start day to its return (spec 4 §3.7).
  const grid = item.subscription;
  const end = period && grid ? returnWireDay(period.start, grid.duration, grid.unit) : null;
  const availability = useAvailability(
    api,
    equipment,
    period && { start: period.start, end: end ?? period.end },
    onRefused,
  );
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      component="section"
      aria-label={T.item(index + 1)}
      id={`contrat-materiel-${index + 1}`}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {T.item(index + 1)}
        </Typography>
        <IconButton aria-label={T.removeItem(index + 1)} onClick={onRemove}>
          <DeleteIcon />
        </IconButton>
      </Stack>
      <EquipmentPicker
        setup={setup}
        item={item}
        onChange={onChange}
        availability={availability.data ?? null}
        checking={availability.loading}
        idPrefix={`contrat-materiel-${index + 1}`}
      />
    </Paper>
  );
}
