import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import SettingsIcon from '@mui/icons-material/Settings';
import {
  AVAILABILITY_DAYS_SHOWN,
  AVAILABILITY_DISPLAY_KEY,
  AVAILABILITY_END_TIMES,
  AVAILABILITY_SLOT_DURATIONS,
  AVAILABILITY_START_TIMES,
  AVAILABILITY_EVENT_TYPES,
  CONTRACT_TOGGLE_LABELS,
  DEFAULT_DISPLAY_FILTER,
  DISPLAY_FILTERS,
  addDaysUtc,
  buildAvailabilityBars,
  buildAvailabilityRows,
  formatFrenchDay,
  readPlanningDisplay,
  searchOptions,
  startOfDayUtc,
} from '@locasuite/core';
import type { AvailabilityBar, DisplayFilter, PlanningDisplay } from '@locasuite/core';
import {
  ColorLegend,
  LoadProblem,
  LoadingOverlay,
  Snackbar,
  refusalAware,
  useCall,
  words,
} from '@locasuite/ui';
import type { ToolPageProps } from '@locasuite/ui';
import { createAvailabilityApi } from './api';
import type { PlanningOptions, WindowEvents } from './api';
import { AvailabilityCalendar } from './components/AvailabilityCalendar';
import { DisplaySelect } from './components/DisplaySelect';
import { EventDetailDialog } from './components/EventDetailDialog';
import { OptionsDialog } from './components/OptionsDialog';
import { ResourceSearch } from './components/ResourceSearch';
import { useAvailabilityData } from './hooks/useAvailabilityData';
import { dayCountLabel, texts } from './texts';

export interface PlanningDisponibilitePageProps extends ToolPageProps {
  /** The first day shown; today (UTC) by default. */
  readonly now?: number;
}

const NO_EVENTS: WindowEvents = { rentals: [], reservations: [], sav: [] };

/** spec 1 §2 /planning-disponibilite: the availability planning of the fleet. */
export function PlanningDisponibilitePage({ api, session, now }: PlanningDisponibilitePageProps) {
  const { user, onRefused, refreshUser } = session;
  const calls = useMemo(() => createAvailabilityApi(api), [api]);
  // The saved display is the user record's, refreshed after each save: reopening the page
  // without reloading shows the last choice.
  const [display, setDisplay] = useState<PlanningDisplay>(() =>
    readPlanningDisplay(user?.record.planning_display, AVAILABILITY_DISPLAY_KEY),
  );
  const [start, setStart] = useState(() => startOfDayUtc(now ?? Date.now()));
  const end = addDaysUtc(start, display.selectedNbrDays);
  const data = useAvailabilityData(calls, start, end, onRefused);
  const reference = data.reference.data ?? null;
  const setReference = data.reference.setData;
  const events = data.events.data ?? NO_EVENTS;
  const loading = data.reference.loading || data.events.loading;
  const failedLoad = [data.reference, data.events].find(
    (load) => load.status === 'failed' || load.status === 'unreachable',
  );
  const answered = data.reference.status === 'ready' && data.events.status === 'ready';
  const saveDisplay = useCall(calls.saveDisplay, { onRefused });
  const [search, setSearch] = useState<string[]>([]);
  const [filter, setFilter] = useState<DisplayFilter>(DEFAULT_DISPLAY_FILTER);
  const [agencyId, setAgencyId] = useState('');
  const [showAllContracts, setShowAllContracts] = useState(true);
  const [selected, setSelected] = useState<AvailabilityBar | null>(null);
  const [optionsOpen, setOptionsOpen] = useState(false);
  const [notice, setNotice] = useState<{ text: string; severity: 'success' | 'error' } | null>(
    null,
  );
  const admin = user?.admin === true;

  const allBars = useMemo(
    () =>
      reference
        ? buildAvailabilityBars({
            ...events,
            colors: reference.colors,
            contractStateColors: reference.contractStateColors,
            eventStateColors: reference.eventStateColors,
            show: reference.eventTypes,
            showAllContracts,
          })
        : [],
    [reference, events, showAllContracts],
  );
  const rows = useMemo(
    () =>
      buildAvailabilityRows(reference?.parc ?? [], {
        filter,
        busyIds: new Set(allBars.map((b) => b.resourceId)),
        search,
        agencyId,
      }),
    [reference, allBars, filter, search, agencyId],
  );
  const bars = useMemo(() => {
    const ids = new Set(rows.map((r) => r.id));
    return allBars.filter((b) => ids.has(b.resourceId));
  }, [rows, allBars]);
  const options = useMemo(() => searchOptions(reference?.parc ?? []), [reference]);
  const savedOptions = useMemo<PlanningOptions | null>(
    () =>
      reference
        ? {
            colors: reference.colors,
            hiddenDays: reference.hiddenDays,
            eventTypes: reference.eventTypes,
          }
        : null,
    [reference],
  );

  const changeDisplay = (patch: Partial<PlanningDisplay>) => {
    const next = { ...display, ...patch };
    setDisplay(next);
    void saveDisplay.run(next).then((outcome) => {
      if (outcome.ok) void refreshUser();
      else setNotice({ text: texts.displaySaveFailed, severity: 'error' });
    });
  };

  const saveOptions = refusalAware(async (next: PlanningOptions) => {
    await calls.saveOptions(next);
    setReference((r) => (r ? { ...r, ...next } : r));
    setOptionsOpen(false);
    setNotice({ text: texts.optionsSaved, severity: 'success' });
  }, onRefused);

  const legend = reference ? AVAILABILITY_EVENT_TYPES.map((type) => reference.colors[type]) : [];
  const agencies = reference?.agencies ?? [];
  const periodLabel =
    display.selectedNbrDays === 1
      ? formatFrenchDay(start)
      : `${formatFrenchDay(start)} – ${formatFrenchDay(addDaysUtc(end, -1))}`;

  return (
    <Box
      component="main"
      sx={{ display: 'flex', flexDirection: 'column', gap: 1, p: { xs: 1, md: 2 }, minHeight: 0 }}
    >
      <Typography component="h1" variant="h2" sx={{ position: 'absolute', left: -10000 }}>
        {texts.pageTitle}
      </Typography>
      <Paper sx={{ p: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        <ResourceSearch
          options={options}
          value={search}
          onChange={setSearch}
          onLimit={() => setNotice({ text: texts.searchLimit, severity: 'error' })}
        />
        <TextField
          select
          size="small"
          id="availability-filter"
          label={texts.displayFilter}
          value={String(filter)}
          sx={{ minWidth: 190 }}
          onChange={(e) => setFilter(Number(e.target.value) as DisplayFilter)}
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
            sx={{ minWidth: 190 }}
            onChange={(e) => setAgencyId(e.target.value)}
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
          value={display.selectedNbrDays}
          choices={AVAILABILITY_DAYS_SHOWN}
          format={dayCountLabel}
          onChange={(selectedNbrDays) => changeDisplay({ selectedNbrDays })}
        />
        <DisplaySelect
          id="availability-slot"
          label={texts.slotDuration}
          value={display.selectedslotduration}
          choices={AVAILABILITY_SLOT_DURATIONS}
          minWidth={165}
          onChange={(selectedslotduration) => changeDisplay({ selectedslotduration })}
        />
        <DisplaySelect
          id="availability-start"
          label={texts.startTime}
          value={display.selectedStartTime}
          choices={AVAILABILITY_START_TIMES}
          minWidth={120}
          onChange={(selectedStartTime) => changeDisplay({ selectedStartTime })}
        />
        <DisplaySelect
          id="availability-end"
          label={texts.endTime}
          value={display.selectedEndTime}
          choices={AVAILABILITY_END_TIMES}
          minWidth={120}
          onChange={(selectedEndTime) => changeDisplay({ selectedEndTime })}
        />
        <Button variant="outlined" onClick={() => setShowAllContracts((v) => !v)}>
          {showAllContracts ? CONTRACT_TOGGLE_LABELS.showActive : CONTRACT_TOGGLE_LABELS.showAll}
        </Button>
        {admin && (
          <Button
            variant="contained"
            startIcon={<SettingsIcon />}
            onClick={() => setOptionsOpen(true)}
          >
            {texts.options}
          </Button>
        )}
      </Paper>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Tooltip title={texts.previous}>
          <IconButton
            aria-label={texts.previous}
            onClick={() => setStart((s) => addDaysUtc(s, -display.selectedNbrDays))}
          >
            <ChevronLeftIcon />
          </IconButton>
        </Tooltip>
        <Button variant="outlined" size="small" onClick={() => setStart(startOfDayUtc(Date.now()))}>
          {words.today}
        </Button>
        <Tooltip title={texts.next}>
          <IconButton
            aria-label={texts.next}
            onClick={() => setStart((s) => addDaysUtc(s, display.selectedNbrDays))}
          >
            <ChevronRightIcon />
          </IconButton>
        </Tooltip>
        <Typography component="h2" variant="h6" sx={{ mr: 'auto' }} aria-live="polite">
          {periodLabel}
        </Typography>
        <ColorLegend title={texts.legend} items={legend} />
      </Box>
      <LoadProblem
        status={failedLoad?.status ?? 'ready'}
        stale={failedLoad?.stale}
        failedMessage={texts.loadFailed}
        onRetry={data.reload}
      />
      {!loading && answered && rows.length === 0 && <Alert severity="info">{texts.noRows}</Alert>}
      <Paper
        sx={{
          position: 'relative',
          height: { xs: '70vh', md: 'calc(100vh - 250px)' },
          minHeight: 360,
          overflow: 'hidden',
        }}
        data-testid="availability-calendar"
      >
        <AvailabilityCalendar
          rows={rows}
          bars={bars}
          start={start}
          display={display}
          hiddenDays={reference?.hiddenDays ?? []}
          onBarClick={setSelected}
        />
        <LoadingOverlay open={loading} label={texts.loading} />
      </Paper>
      <EventDetailDialog bar={selected} onClose={() => setSelected(null)} />
      {admin && reference && (
        <OptionsDialog
          open={optionsOpen}
          options={savedOptions ?? reference}
          onClose={() => setOptionsOpen(false)}
          onSave={saveOptions}
        />
      )}
      <Snackbar
        message={notice?.text ?? null}
        severity={notice?.severity ?? 'success'}
        onClose={() => setNotice(null)}
      />
    </Box>
  );
}
