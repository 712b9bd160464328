import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  AVAILABILITY_DAYS_SHOWN,
  AVAILABILITY_END_TIMES,
  AVAILABILITY_SLOT_DURATIONS,
  AVAILABILITY_START_TIMES,
  CONTRACT_TOGGLE_LABELS,
  DISPLAY_FILTERS,
  drawableSlotDurations,
  fitSlotDuration,
} from '@locasuite/core';
import type { DisplayFilter, PlanningDisplay } from '@locasuite/core';
import { dayCountLabel, slotLimitHelp, texts } from '../texts';
import { DisplaySelect } from './DisplaySelect';
import { ResourceSearch } from './ResourceSearch';
import type { SearchOption } from './ResourceSearch';

export interface AvailabilityFiltersProps {
  readonly options: readonly SearchOption[];
  readonly search: readonly string[];
  readonly onSearch: (value: string[]) => void;
  readonly onSearchLimit: () => void;
  readonly filter: DisplayFilter;
  readonly onFilter: (value: DisplayFilter) => void;
  readonly agencies: readonly { readonly id: string; readonly name: string }[];
  readonly agencyId: string;
  readonly onAgency: (id: string) => void;
  readonly display: PlanningDisplay;
  readonly onDisplay: (patch: Partial<PlanningDisplay>) => void;
  readonly showAllContracts: boolean;
  readonly onToggleContracts: () => void;
  /** One control per line, full width (the phone's filter drawer). */
  readonly stacked?: boolean;
  /** Drawn after the controls (the admin's Options button). */
  readonly children?: ReactNode;
}

/**
 * spec 1 §2: the search (3 chips), the display filter, the agency selector (more than 2
 * agencies), the days / slot / start / end selects and the contracts toggle. Only the slot
 * durations the span can draw are offered (issue 11 item 7).
 */
export function AvailabilityFilters({
  options,
  search,
  onSearch,
  onSearchLimit,
  filter,
  onFilter,
  agencies,
  agencyId,
  onAgency,
  display,
  onDisplay,
  showAllContracts,
  onToggleContracts,
  stacked = false,
  children,
}: AvailabilityFiltersProps) {
  const days = display.selectedNbrDays;
  const slots = drawableSlotDurations(days);
  const slot = fitSlotDuration(days, display.selectedslotduration);
  const width = (px: number) => (stacked ? { fullWidth: true } : { minWidth: px });
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        flexDirection: stacked ? 'column' : 'row',
        gap: stacked ? 2 : 1.5,
        alignItems: stacked ? 'stretch' : 'flex-start',
      }}
    >
      <ResourceSearch
        options={options}
        value={search}
        onChange={onSearch}
        onLimit={onSearchLimit}
        fullWidth={stacked}
      />
      <TextField
        select
        size="small"
        id="availability-filter"
        label={texts.displayFilter}
        value={String(filter)}
        fullWidth={stacked}
        sx={{ minWidth: 190 }}
        onChange={(e) => onFilter(Number(e.target.value) as DisplayFilter)}
      >
        {DISPLAY_FILTERS.map((f) => (
          <MenuItem key={f.value} value={String(f.value)}>
            {f.label}
          </MenuItem>
        ))}
      </TextField>
      {agencies.length > 2 && (
        <TextField
          select
          size="small"
          id="availability-agency"
          label={texts.agency}
          value={agencyId}
          fullWidth={stacked}
          sx={{ minWidth: 190 }}
          onChange={(e) => onAgency(e.target.value)}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{texts.allAgencies}</MenuItem>
          {agencies.map((a) => (
            <MenuItem key={a.id} value={a.id}>
              {a.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <DisplaySelect
        id="availability-days"
        label={texts.daysShown}
        value={days}
        choices={AVAILABILITY_DAYS_SHOWN}
        format={dayCountLabel}
        {...width(130)}
        onChange={(selectedNbrDays) =>
          onDisplay({
            selectedNbrDays,
            selectedslotduration: fitSlotDuration(selectedNbrDays, display.selectedslotduration),
          })
        }
      />
      <DisplaySelect
        id="availability-slot"
        label={texts.slotDuration}
        value={slot}
        choices={slots}
        helperText={
          slots.length < AVAILABILITY_SLOT_DURATIONS.length && slots[0]
            ? slotLimitHelp(days, slots[0])
            : undefined
        }
        {...width(165)}
        onChange={(selectedslotduration) => onDisplay({ selectedslotduration })}
      />
      <DisplaySelect
        id="availability-start"
        label={texts.startTime}
        value={display.selectedStartTime}
        choices={AVAILABILITY_START_TIMES}
        {...width(120)}
        onChange={(selectedStartTime) => onDisplay({ selectedStartTime })}
      />
      <DisplaySelect
        id="availability-end"
        label={texts.endTime}
        value={display.selectedEndTime}
        choices={AVAILABILITY_END_TIMES}
        {...width(120)}
        onChange={(selectedEndTime) => onDisplay({ selectedEndTime })}
      />
      <Button variant="outlined" onClick={onToggleContracts}>
        {showAllContracts ? CONTRACT_TOGGLE_LABELS.showActive : CONTRACT_TOGGLE_LABELS.showAll}
      </Button>
      {children}
    </Box>
  );
}
