import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ToolDialog } from '@locasuite/ui';
import type { ActionResult } from '@locasuite/ui';
import type { LineActions } from '../hooks/useLineActions';
import type { Equipment } from '../records';
import { texts } from '../texts';

const T = texts.line;

/**
 * spec 4 §4.3 « Changing an item's registration »: another registration of the line's
 * sub-family; the server refuses one booked over the line's period (409 naming who holds it).
 */
export function ChangeMatriculeDialog({
  lines,
  fleet,
  busy,
  result,
}: {
  readonly lines: LineActions;
  readonly fleet: readonly Equipment[];
  readonly busy: boolean;
  readonly result: ActionResult | null;
}) {
  const [next, setNext] = useState('');
  const line = lines.changing;
  const choices = fleet
    .filter((f) => line && f.subFamily === line.subFamily && f.matricule !== line.matricule)
    .map((f) => f.matricule);
  return (
    <ToolDialog
      open={line !== null}
      title={`${T.changeMatricule} — ${line?.matricule ?? ''}`}
      onClose={lines.cancelChange}
      busy={busy}
      result={result}
      maxWidth="xs"
      confirm={{
        label: T.changeMatricule,
        disabled: !choices.includes(next),
        onClick: () => void lines.change(next).then((ok) => ok && setNext('')),
      }}
    >
      <TextField
        select
        label={T.newMatricule}
        value={choices.includes(next) ? next : ''}
        onChange={(e) => setNext(e.target.value)}
        fullWidth
        sx={{ mt: 1 }}
      >
        {choices.length === 0 ? (
          <MenuItem value="" disabled>
            {texts.add.noMatricule}
          </MenuItem>
        ) : (
          choices.map((m) => (
            <MenuItem key={m} value={m}>
              {m}
            </MenuItem>
          ))
        )}
      </TextField>
    </ToolDialog>
  );
}
