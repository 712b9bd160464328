import { useCallback, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import { MAX_TECHNICIANS } from '@locasuite/core';
import { words } from '@locasuite/ui';
import { texts } from '../texts';

export interface ReassignDialogProps {
  readonly number: string;
  /** The technicians after the drop (the row dropped on instead of the row dragged from). */
  readonly proposed: readonly string[];
  /** The row dropped on. */
  readonly target: string;
  readonly technicians: readonly string[];
  /** spec 2 §4.1: several technicians only with the calendar setting multie-technicien. */
  readonly multiple: boolean;
  readonly onConfirm: (technicians: string[]) => void;
  readonly onCancel: () => void;
}

/**
 * spec 2 §4.1 "Changing the technician row opens a confirmation asking whether to assign to the
 * new technician(s); selecting several technicians is offered only if the calendar setting
 * multie-technicien is on" (at most five, §9).
 */
export function ReassignDialog({
  number,
  proposed,
  target,
  technicians,
  multiple,
  onConfirm,
  onCancel,
}: ReassignDialogProps) {
  const [chosen, setChosen] = useState<string[]>(() => (multiple ? [...proposed] : [target]));
  const toggle = (name: string) =>
    setChosen((list) =>
      list.includes(name)
        ? list.filter((n) => n !== name)
        : list.length < MAX_TECHNICIANS
          ? [...list, name]
          : list,
    );
  // A long list opens with the row dropped on in view (once: ticking others does not scroll).
  const scrolled = useRef(false);
  const showTarget = useCallback((label: HTMLLabelElement | null) => {
    if (!label || scrolled.current) return;
    scrolled.current = true;
    label.scrollIntoView?.({ block: 'nearest' });
  }, []);
  return (
    <Dialog open onClose={onCancel} maxWidth="xs" fullWidth>
      <DialogTitle>{texts.confirm.reassignTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{texts.confirm.reassign(number)}</DialogContentText>
        {multiple ? (
          <FormGroup sx={{ mt: 1, maxHeight: 260, overflowY: 'auto', flexWrap: 'nowrap' }}>
            <FormLabel>{texts.confirm.reassignTechnicians}</FormLabel>
            {technicians.map((name) => (
              <FormControlLabel
                key={name}
                ref={name === target ? showTarget : undefined}
                control={<Checkbox checked={chosen.includes(name)} onChange={() => toggle(name)} />}
                label={name}
              />
            ))}
          </FormGroup>
        ) : (
          <DialogContentText sx={{ mt: 1, fontWeight: 600 }}>{chosen.join(', ')}</DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} color="inherit">
          {words.no}
        </Button>
        <Button
          variant="contained"
          disabled={chosen.length === 0}
          onClick={() => onConfirm(technicians.filter((t) => chosen.includes(t)))}
          autoFocus
        >
          {words.yes}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
