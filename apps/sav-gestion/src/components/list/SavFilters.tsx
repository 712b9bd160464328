import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import InputAdornment from '@mui/material/InputAdornment';
import SearchIcon from '@mui/icons-material/Search';
import { ChoiceSelect } from '@locasuite/ui';
import type { SavAgency } from '../../api';
import { texts } from '../../texts';
import { ALL, STATUS_CHOICES } from './reportFilters';
import type { ReportFilterValues } from './reportFilters';

const t = texts.list;

export interface SavFiltersProps {
  readonly value: ReportFilterValues;
  readonly onChange: (next: ReportFilterValues) => void;
  readonly agencies: readonly SavAgency[];
  readonly technicians: readonly string[];
}

/** spec 4 §2.1 the search box and the filters by agency, technician and status. */
export function SavFilters({ value, onChange, agencies, technicians }: SavFiltersProps) {
  const agencyIds = [ALL, ...agencies.map((a) => a.id)];
  const names = [...new Set([ALL, ...technicians, value.technician])];
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <TextField
        size="small"
        label={t.search}
        value={value.search}
        onChange={(e) => onChange({ ...value, search: e.target.value })}
        sx={{ flex: '1 1 260px', minWidth: 0 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <ChoiceSelect
        id="sav-filter-agency"
        compact
        label={t.agency}
        value={value.agency}
        choices={agencyIds}
        format={(id) =>
          id === ALL ? t.allAgencies : (agencies.find((a) => a.id === id)?.name ?? id)
        }
        onChange={(agency) => onChange({ ...value, agency })}
      />
      <ChoiceSelect
        id="sav-filter-technician"
        compact
        label={t.technician}
        value={value.technician}
        choices={names}
        format={(name) => (name === ALL ? t.all : name)}
        onChange={(technician) => onChange({ ...value, technician })}
      />
      <ChoiceSelect<number>
        id="sav-filter-status"
        compact
        label={t.status}
        value={value.status}
        choices={STATUS_CHOICES}
        format={(status) => (status === 0 ? t.all : t.statusName(status))}
        onChange={(status) => onChange({ ...value, status })}
      />
    </Stack>
  );
}
