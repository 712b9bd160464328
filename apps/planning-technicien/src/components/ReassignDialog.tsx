import { useCallback, useRef, useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import DialogContentText from '@mui/material/DialogContentText';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import { MAX_TECHNICIANS } from '@locasuite/core';
import { ToolDialog, words } from '@locasuite/ui';
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
    <ToolDialog
      title={texts.confirm.reassignTitle}
      description={texts.confirm.reassign(number)}
      onClose={onCancel}
      closeLabel={words.no}
      maxWidth="xs"
      confirm={{
        label: words.yes,
        disabled: chosen.length === 0,
        autoFocus: true,
        onClick: () => onConfirm(technicians.filter((t) => chosen.includes(t))),
      }}
    >
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
    </ToolDialog>
  );
}
