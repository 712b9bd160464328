import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import DeleteIcon from '@mui/icons-material/Delete';
import { formatFrenchDateTime } from '@locasuite/core';
import type { DataTableColumn } from '@locasuite/ui';

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
