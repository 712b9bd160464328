import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import type { RdvAgency } from '../api';
import { texts } from '../texts';

export interface AgencySelectProps {
  readonly agencies: readonly RdvAgency[];
  readonly selected: readonly string[];
  /** spec 2 §6: several agencies for admins, one for others. */
  readonly multiple: boolean;
  readonly onChange: (ids: string[]) => void;
}

const ALL = '__all__';

/**
 * spec 2 §2.2 agency multi-select with a select-all checkbox; the chips show the first 3 agencies
 * then « +N autres » (spec 2 §9). Non-admins choose one agency (spec 2 §6).
 */
export function AgencySelect({ agencies, selected, multiple, onChange }: AgencySelectProps) {
  const name = (id: string) => agencies.find((a) => a.id === id)?.name ?? id;
  const all = agencies.length > 0 && selected.length === agencies.length;
  return (
    <FormControl size="small" fullWidth>
      <InputLabel id="rdv-agencies-label">{texts.agencies}</InputLabel>
      {multiple ? (
        <Select<string[]>
          labelId="rdv-agencies-label"
          label={texts.agencies}
          multiple
          value={[...selected]}
          onChange={(e) => {
            const value = e.target.value;
            const ids = typeof value === 'string' ? value.split(',') : value;
            if (ids.includes(ALL)) onChange(all ? [] : agencies.map((a) => a.id));
            else onChange(ids);
          }}
          renderValue={(ids) => (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
              {ids.slice(0, 3).map((id) => (
                <Chip key={id} size="small" label={name(id)} />
              ))}
              {ids.length > 3 && <Chip size="small" label={texts.moreAgencies(ids.length - 3)} />}
            </Box>
          )}
          MenuProps={{ slotProps: { paper: { sx: { maxHeight: 400 } } } }}
        >
          <MenuItem value={ALL}>
            <Checkbox
              size="small"
              checked={all}
              indeterminate={selected.length > 0 && !all}
              slotProps={{ input: { 'aria-label': texts.selectAll } }}
            />
            <ListItemText primary={texts.selectAll} />
          </MenuItem>
          {agencies.map((a) => (
            <MenuItem key={a.id} value={a.id}>
              <Checkbox size="small" checked={selected.includes(a.id)} />
              <ListItemText primary={a.name} />
            </MenuItem>
          ))}
        </Select>
      ) : (
        <Select<string>
          labelId="rdv-agencies-label"
          label={texts.agencies}
          value={selected[0] ?? ''}
          onChange={(e) => onChange(e.target.value ? [e.target.value] : [])}
          MenuProps={{ slotProps: { paper: { sx: { maxHeight: 400 } } } }}
        >
          {agencies.map((a) => (
            <MenuItem key={a.id} value={a.id}>
              {a.name}
            </MenuItem>
          ))}
        </Select>
      )}
    </FormControl>
  );
}
