import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ActionMessage, words } from '@locasuite/ui';
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
    <Dialog
      open={line !== null}
      onClose={busy ? undefined : lines.cancelChange}
      aria-labelledby="contrat-matricule-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="contrat-matricule-title">
        {T.changeMatricule} — {line?.matricule}
      </DialogTitle>
      <DialogContent>
        <ActionMessage result={result} />
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
      </DialogContent>
      <DialogActions>
        <Button color="inherit" disabled={busy} onClick={lines.cancelChange}>
          {words.cancel}
        </Button>
        <Button
          variant="contained"
          disabled={busy || !choices.includes(next)}
          onClick={() => void lines.change(next).then((ok) => ok && setNext(''))}
        >
          {T.changeMatricule}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
