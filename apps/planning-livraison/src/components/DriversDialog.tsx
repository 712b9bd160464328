import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { TEXTS } from '../texts';
import { ActionMessage, ToolDialog, useDialogAction, words } from '@locasuite/ui';

export interface DriversDialogProps {
  readonly open: boolean;
  readonly drivers: readonly string[];
  readonly shown: readonly string[];
  readonly onClose: () => void;
  /** Saves the chosen drivers; rejects with a French message. */
  readonly onSave: (names: string[]) => Promise<void>;
}

const sameNames = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((name) => b.includes(name));

/** spec 1 §2: the Chauffeur dialog (admins) chooses which drivers the planning shows. */
export function DriversDialog({ open, drivers, shown, onClose, onSave }: DriversDialogProps) {
  const [chosen, setChosen] = useState<string[]>([]);
  const action = useDialogAction();
  // The list the form was filled from. A reload while it is open (a save heard live) moves the
  // ticks only if the person has not changed them.
  const [base, setBase] = useState<readonly string[] | null>(null);
  if (!open && base !== null) setBase(null);
  if (open && (base === null || !sameNames(base, shown))) {
    if (base === null || sameNames(chosen, base)) setChosen([...shown]);
    if (base === null) action.reset();
    setBase(shown);
  }

  const toggle = (name: string) =>
    setChosen((list) => (list.includes(name) ? list.filter((n) => n !== name) : [...list, name]));

  const save = () =>
    action.run(async () => {
      if (chosen.length === 0) throw new Error(TEXTS.drivers.atLeastOne);
      await onSave(drivers.filter((d) => chosen.includes(d)));
    });

  return (
    <ToolDialog
      open={open}
      title={TEXTS.drivers.title}
      onClose={onClose}
      maxWidth="xs"
      dividers
      busy={action.busy}
      confirm={{ label: words.save, onClick: () => void save() }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {TEXTS.drivers.help}
      </Typography>
      <FormGroup>
        {drivers.map((name) => (
          <FormControlLabel
            key={name}
            control={<Checkbox checked={chosen.includes(name)} onChange={() => toggle(name)} />}
            label={name}
          />
        ))}
      </FormGroup>
      <ActionMessage result={action.result} sx={{ mt: 2 }} />
    </ToolDialog>
  );
}
