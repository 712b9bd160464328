import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { CONDITION_STATES, conditionStateLabel } from '@locasuite/core';
import type { ConditionState } from '@locasuite/core';
import { dashboardTexts as t } from '../../texts';
import type { ListAgency } from './api';

/** What the person chose in the dashboard's filters (spec 3 §2.1). */
export interface DashboardFilterValues {
  readonly search: string;
  readonly families: readonly string[];
  readonly contractTypes: readonly string[];
  readonly technician: string;
  readonly agency: string;
  readonly states: readonly ConditionState[];
  readonly onlyToday: boolean;
}

export interface DashboardFiltersProps {
  readonly values: DashboardFilterValues;
  readonly onChange: (values: DashboardFilterValues) => void;
  readonly families: readonly string[];
  readonly contractTypes: readonly string[];
  /** Empty: no technician filter (spec 3 §2.1 « only when a technician list exists »). */
  readonly technicians: readonly string[];
  /** Null: no agency filter (option showCategory off). */
  readonly agencies: readonly ListAgency[] | null;
  /** Option showOnlyToday. */
  readonly showOnlyToday: boolean;
  /** Only the search (a phone shows the other filters on demand). */
  readonly searchOnly?: boolean;
  readonly hideSearch?: boolean;
}

const field = { minWidth: { xs: '100%', sm: 200 }, flex: { xs: '1 1 100%', sm: '0 1 240px' } };

/**
 * spec 3 §2.1 the dashboard's filters: the contract search, family or sub-family, contract-type
 * multi-select, technician, agency (showCategory), the states and « only today » (showOnlyToday).
 */
export function DashboardFilters({
  values,
  onChange,
  families,
  contractTypes,
  technicians,
  agencies,
  showOnlyToday,
  searchOnly = false,
  hideSearch = false,
}: DashboardFiltersProps) {
  const set = (change: Partial<DashboardFilterValues>) => onChange({ ...values, ...change });
  const search = (
    <TextField
      label={t.search}
      placeholder={t.searchPlaceholder}
      type="search"
      size="small"
      value={values.search}
      onChange={(event) => set({ search: event.target.value })}
      sx={field}
    />
  );
  if (searchOnly) return search;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
      {hideSearch ? null : search}
      <Autocomplete
        multiple
        size="small"
        limitTags={1}
        options={[...families]}
        value={[...values.families]}
        onChange={(_event, chosen) => set({ families: chosen })}
        noOptionsText={t.noFamily}
        getOptionLabel={(option) => option}
        renderOption={(props, option) => {
          const { key, ...rest } = props;
          const sub = option.includes(' / ');
          return (
            <li key={key} {...rest} style={{ paddingLeft: sub ? 32 : undefined }}>
              {sub ? option.slice(option.indexOf(' / ') + 3) : option}
            </li>
          );
        }}
        renderInput={(params) => <TextField {...params} label={t.family} />}
        sx={{ ...field, flex: { xs: '1 1 100%', sm: '0 1 280px' } }}
      />
      <MultiSelect
        label={t.contractType}
        options={contractTypes.map((c) => ({ value: c, label: c }))}
        value={values.contractTypes}
        onChange={(contractTypes) => set({ contractTypes })}
      />
      {technicians.length > 0 ? (
        <TextField
          select
          size="small"
          label={t.technician}
          value={values.technician}
          onChange={(event) => set({ technician: event.target.value })}
          slotProps={{
            inputLabel: { shrink: true },
            select: {
              displayEmpty: true,
              renderValue: (value) => (value === '' ? t.allTechnicians : String(value)),
            },
          }}
          sx={field}
        >
          <MenuItem value="">{t.allTechnicians}</MenuItem>
          {technicians.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      {agencies !== null ? (
        <TextField
          select
          size="small"
          label={t.agency}
          value={values.agency}
          onChange={(event) => set({ agency: event.target.value })}
          slotProps={{
            inputLabel: { shrink: true },
            select: {
              displayEmpty: true,
              renderValue: (value) =>
                value === ''
                  ? t.allAgencies
                  : (agencies.find((a) => a.id === value)?.name ?? String(value)),
              MenuProps: { slotProps: { paper: { sx: { maxHeight: 400 } } } },
            },
          }}
          sx={field}
        >
          <MenuItem value="">{t.allAgencies}</MenuItem>
          {agencies.length === 0 ? (
            <MenuItem disabled value="none">
              {t.noAgency}
            </MenuItem>
          ) : null}
          {agencies.map((agency) => (
            <MenuItem key={agency.id} value={agency.id}>
              {agency.name}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <MultiSelect
        label={t.states}
        options={CONDITION_STATES.map((s) => ({ value: s, label: conditionStateLabel(s) }))}
        value={values.states}
        onChange={(states) => set({ states: states as ConditionState[] })}
      />
      {showOnlyToday ? (
        <FormControlLabel
          control={
            <Switch
              checked={values.onlyToday}
              onChange={(event) => set({ onlyToday: event.target.checked })}
            />
          }
          label={t.onlyToday}
        />
      ) : null}
    </Box>
  );
}

function MultiSelect({
  label,
  options,
  value,
  onChange,
}: {
  readonly label: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly value: readonly string[];
  readonly onChange: (value: string[]) => void;
}) {
  const id = `etatdl-${label.replace(/\W+/g, '-')}`;
  return (
    <FormControl size="small" sx={field}>
      <InputLabel id={id}>{label}</InputLabel>
      <Select
        labelId={id}
        multiple
        value={[...value]}
        onChange={(event) => {
          const chosen = event.target.value;
          onChange(typeof chosen === 'string' ? chosen.split(',') : chosen);
        }}
        input={<OutlinedInput label={label} />}
        renderValue={(chosen) =>
          chosen.map((v) => options.find((o) => o.value === v)?.label ?? v).join(', ')
        }
      >
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            <Checkbox checked={value.includes(option.value)} size="small" />
            <ListItemText primary={option.label} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
