import { useState } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import DeleteIcon from '@mui/icons-material/Delete';
import { formatFrenchDateTime, startOfDayUtc } from '@locasuite/core';
import type { DataTableColumn } from '@locasuite/ui';
import { PeriodFields, defaultPeriod } from './DateTimeFields';
import type { PeriodFieldsProps } from './DateTimeFields';

/** What the comments and unavailabilities tables share: a technician and a period (spec 2 §3.1). */
interface DatedEntry {
  readonly technician: string;
  readonly start: number;
  readonly end: number;
}

/** The period's two columns (long French date and time) and the row's delete button. */
export function datedEntryColumns<T extends DatedEntry>(options: {
  readonly start: string;
  readonly end: string;
  readonly deleteLabel: (technician: string) => string;
  readonly busy: boolean;
  readonly onDelete: (entry: T) => void;
}): { period: DataTableColumn<T>[]; remove: DataTableColumn<T> } {
  return {
    period: [
      { key: 'start', header: options.start, render: (e) => formatFrenchDateTime(e.start) },
      { key: 'end', header: options.end, render: (e) => formatFrenchDateTime(e.end) },
    ],
    remove: {
      key: 'delete',
      header: '',
      align: 'right',
      render: (e) => (
        <IconButton
          size="small"
          aria-label={options.deleteLabel(e.technician)}
          disabled={options.busy}
          onClick={() => options.onDelete(e)}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      ),
    },
  };
}

/** The technician a new comment or unavailability is for. */
export function TechnicianSelect({
  label,
  technicians,
  value,
  onChange,
}: {
  readonly label: string;
  readonly technicians: readonly string[];
  readonly value: string;
  readonly onChange: (name: string) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 180 }}
    >
      {technicians.map((name) => (
        <MenuItem key={name} value={name}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * A new entry's technician and period as the add row types them: the first technician and
 * today's default period (spec 2 §5.1, §9); start or end null while a field is incomplete.
 */
export function useDatedEntryDraft(technicians: readonly string[], now: number) {
  const today = startOfDayUtc(now);
  const [technician, setTechnician] = useState(technicians[0] ?? '');
  const [start, setStart] = useState<number | null>(defaultPeriod(today).start);
  const [end, setEnd] = useState<number | null>(defaultPeriod(today).end);
  return { today, technician, setTechnician, start, end, setStart, setEnd };
}

export type DatedEntryDraft = ReturnType<typeof useDatedEntryDraft>;

/**
 * The row that adds a comment or an unavailability: the technician, the entry's own fields
 * (before or after the period), the period, and the add button.
 */
export function DatedEntryAddRow({
  labels,
  technicians,
  draft,
  beforePeriod,
  afterPeriod,
  disabled,
  onAdd,
}: {
  readonly labels: PeriodFieldsProps['labels'] & {
    readonly technician: string;
    readonly add: string;
  };
  readonly technicians: readonly string[];
  readonly draft: DatedEntryDraft;
  readonly beforePeriod?: ReactNode;
  readonly afterPeriod?: ReactNode;
  readonly disabled: boolean;
  readonly onAdd: () => void;
}) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2, alignItems: 'center' }}>
      <TechnicianSelect
        label={labels.technician}
        technicians={technicians}
        value={draft.technician}
        onChange={draft.setTechnician}
      />
      {beforePeriod}
      <PeriodFields
        labels={labels}
        today={draft.today}
        onStart={draft.setStart}
        onEnd={draft.setEnd}
      />
      {afterPeriod}
      <Button variant="contained" disabled={disabled} onClick={onAdd}>
        {labels.add}
      </Button>
    </Box>
  );
}
