import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ToolDialog } from '@locasuite/ui';
import type { DialogAction, ToolDialogButton } from '@locasuite/ui';
import type { RdvAgency, RdvType } from '../api';

export interface SlotFormDialogProps {
  readonly title: string;
  readonly fullScreen: boolean;
  /** The dialog's saves: closing waits while one runs, its result shows on top. */
  readonly action: Pick<DialogAction, 'busy' | 'result'>;
  readonly onClose: () => void;
  /** The dialog's button, after `Annuler` (none while what was typed cannot be sent). */
  readonly confirm?: ToolDialogButton;
  readonly children: ReactNode;
}

/** The frame of the bike slots' form dialogs (add, booking, MODIFICATIONS). */
export function SlotFormDialog({
  title,
  fullScreen,
  action,
  onClose,
  confirm,
  children,
}: SlotFormDialogProps) {
  return (
    <ToolDialog
      title={title}
      onClose={onClose}
      fullScreen={fullScreen}
      busy={action.busy}
      result={action.result}
      confirm={confirm}
      dividers
      contentSx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      {children}
    </ToolDialog>
  );
}

/** A slot's agency, among the agencies of the planning. */
export function SlotAgencyField({
  label,
  agencies,
  value,
  onChange,
}: {
  readonly label: string;
  readonly agencies: readonly RdvAgency[];
  readonly value: string;
  readonly onChange: (agency: string) => void;
}) {
  return (
    <TextField
      select
      label={label}
      size="small"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      fullWidth
    >
      {agencies.map((a) => (
        <MenuItem key={a.id} value={a.id}>
          {a.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A slot's appointment types, one box each. */
export function SlotTypeChecks({
  label,
  types,
  chosen,
  onChange,
}: {
  readonly label: string;
  readonly types: readonly RdvType[];
  readonly chosen: readonly string[];
  readonly onChange: (update: (chosen: string[]) => string[]) => void;
}) {
  return (
    <Box>
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup row>
        {types.map((t) => (
          <FormControlLabel
            key={t.KEY}
            label={t.LABEL_TECH}
            control={
              <Checkbox
                checked={chosen.includes(t.KEY)}
                onChange={() =>
                  onChange((k) =>
                    k.includes(t.KEY) ? k.filter((x) => x !== t.KEY) : [...k, t.KEY],
                  )
                }
              />
            }
          />
        ))}
      </FormGroup>
    </Box>
  );
}
