import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { words } from '@locasuite/ui';
import type { RdvAgency } from '../api';
import { texts } from '../texts';

/**
 * spec 2 §2.2 `Liste des agences`: several agencies for admins (with select-all), one for others
 * (spec 2 §6); the list is at most 400 px high (spec 2 §9).
 */
export function AgencyListDialog({
  agencies,
  selected,
  multiple,
  onChoose,
  onClose,
}: {
  readonly agencies: readonly RdvAgency[];
  readonly selected: readonly string[];
  readonly multiple: boolean;
  readonly onChoose: (ids: string[]) => void;
  readonly onClose: () => void;
}) {
  const [ids, setIds] = useState<string[]>([...selected]);
  const all = agencies.length > 0 && ids.length === agencies.length;
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{texts.agencyList.title}</DialogTitle>
      <DialogContent dividers sx={{ maxHeight: 400 }}>
        {multiple ? (
          <FormGroup>
            <FormControlLabel
              label={texts.selectAll}
              control={
                <Checkbox
                  checked={all}
                  indeterminate={ids.length > 0 && !all}
                  onChange={() => setIds(all ? [] : agencies.map((a) => a.id))}
                />
              }
            />
            {agencies.map((a) => (
              <FormControlLabel
                key={a.id}
                label={a.name}
                control={
                  <Checkbox
                    checked={ids.includes(a.id)}
                    onChange={() =>
                      setIds((v) => (v.includes(a.id) ? v.filter((x) => x !== a.id) : [...v, a.id]))
                    }
                  />
                }
              />
            ))}
          </FormGroup>
        ) : (
          <RadioGroup
            aria-label={texts.agencyList.title}
            value={ids[0] ?? ''}
            onChange={(e) => setIds([e.target.value])}
          >
            {agencies.map((a) => (
              <FormControlLabel key={a.id} value={a.id} control={<Radio />} label={a.name} />
            ))}
          </RadioGroup>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{words.cancel}</Button>
        <Button
          variant="contained"
          onClick={() => {
            onChoose(ids);
            onClose();
          }}
        >
          {words.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
