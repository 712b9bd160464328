import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { ToolDialog, words } from '@locasuite/ui';
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
    <ToolDialog
      title={texts.agencyList.title}
      onClose={onClose}
      maxWidth="xs"
      dividers
      contentSx={{ maxHeight: 400 }}
      confirm={{
        label: words.save,
        onClick: () => {
          onChoose(ids);
          onClose();
        },
      }}
    >
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
    </ToolDialog>
  );
}
