import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import FilterListIcon from '@mui/icons-material/FilterList';
import SettingsIcon from '@mui/icons-material/Settings';
import {
  AVAILABILITY_DISPLAY_KEY,
  DEFAULT_DISPLAY_FILTER,
  addDaysUtc,
  availabilityLegend,
  buildAvailabilityBars,
  buildAvailabilityRows,
  countActiveAvailabilityFilters,
  formatFrenchDay,
  readPlanningDisplay,
  searchOptions,
  startOfDayUtc,
} from '@locasuite/core';
import type { AvailabilityBar, DisplayFilter, PlanningDisplay } from '@locasuite/core';
import {
  ColorLegend,
  LoadingOverlay,
  PeriodNavigation,
  ToolPageFrame,
  useCall,
  usePeriod,
  useToolPage,
  words,
} from '@locasuite/ui';
import type { ToolPageProps } from '@locasuite/ui';
import { createAvailabilityApi } from './api';
import type { PlanningOptions, WindowEvents } from './api';
import { AvailabilityCalendar } from './components/AvailabilityCalendar';
import { AvailabilityFilters } from './components/AvailabilityFilters';
import { EventDetailDialog } from './components/EventDetailDialog';
import { OptionsDialog } from './components/OptionsDialog';
import { openingWindow } from './hooks/firstLoad';
import { useAvailabilityData } from './hooks/useAvailabilityData';
import { filtersButtonLabel, legendToggleLabel, texts } from './texts';

export interface PlanningDisponibilitePageProps extends ToolPageProps {
  /** The first day shown; today (UTC) by default. */
  readonly now?: number;
  /** The phone layout (folded filters and legend); by default, from the screen's width. */
  readonly phone?: boolean;
}

const NO_EVENTS: WindowEvents = { rentals: [], reservations: [], sav: [] };

/** spec 1 §2 /planning-disponibilite: the availability planning of the fleet. */
export function PlanningDisponibilitePage({
  api,
  session,
  now,
  phone: phoneLayout,
}: PlanningDisponibilitePageProps) {
  const { user, onRefused, refreshUser } = session;
  const calls = useMemo(() => createAvailabilityApi(api), [api]);
  // The saved display is the user record's, refreshed after each save: reopening the page
  // without reloading shows the last choice.
  const [display, setDisplay] = useState<PlanningDisplay>(() =>
    readPlanningDisplay(user?.record.planning_display, AVAILABILITY_DISPLAY_KEY),
  );
  const { start, navigate } = usePeriod({
    initial: () => openingWindow(display, now ?? Date.now()).start,
    days: display.selectedNbrDays,
    today: () => startOfDayUtc(Date.now()),
  });
  const end = addDaysUtc(start, display.selectedNbrDays);
  const data = useAvailabilityData(calls, start, end, onRefused);
  const page = useToolPage(session, { loads: [data.reference, data.events], retry: data.reload });
  const { admin, loading, notify } = page;
  const reference = data.reference.data ?? null;
  const setReference = data.reference.setData;
  const events = data.events.data ?? NO_EVENTS;
  const answered = data.reference.status === 'ready' && data.events.status === 'ready';
  const saveDisplay = useCall(calls.saveDisplay, { onRefused });
  const [search, setSearch] = useState<string[]>([]);
  const [filter, setFilter] = useState<DisplayFilter>(DEFAULT_DISPLAY_FILTER);
  const [agencyId, setAgencyId] = useState('');
  const [showAllContracts, setShowAllContracts] = useState(true);
  const [selected, setSelected] = useState<AvailabilityBar | null>(null);
  const [optionsOpen, setOptionsOpen] = useState(false);
  // Phones fold the filters into one button and the legend into a toggle (issue 11 item 3).
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const phone = phoneLayout ?? narrow;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [legendOpen, setLegendOpen] = useState(false);

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
      else notify(texts.displaySaveFailed, 'error');
    });
  };

  const saveOptions = page.save(
    async (next: PlanningOptions) => {
      await calls.saveOptions(next);
      setReference((r) => (r ? { ...r, ...next } : r));
      setOptionsOpen(false);
    },
    { done: texts.optionsSaved },
  );

  // spec 1 §4: the colours the bars are drawn in, each with its name (issue 11 item 6).
  const legend = useMemo(
    () =>
      reference
        ? availabilityLegend(bars, reference.colors).map((entry) => ({
            label: entry.label,
            color: entry.color,
            group: texts.legendGroups[entry.kind],
          }))
        : [],
    [bars, reference],
  );
  const activeFilters = countActiveAvailabilityFilters({
    search,
    displayFilter: filter,
    agencyId,
    showAllContracts,
  });
  const agencies = reference?.agencies ?? [];
  const periodLabel =
    display.selectedNbrDays === 1
      ? formatFrenchDay(start)
      : `${formatFrenchDay(start)} – ${formatFrenchDay(addDaysUtc(end, -1))}`;

  const optionsButton = admin && (
    <Button variant="contained" startIcon={<SettingsIcon />} onClick={() => setOptionsOpen(true)}>
      {texts.options}
    </Button>
  );
  const filters = (stacked: boolean, after?: ReactNode) => (
    <AvailabilityFilters
      stacked={stacked}
      options={options}
      search={search}
      onSearch={setSearch}
      onSearchLimit={() => notify(texts.searchLimit, 'error')}
      filter={filter}
      onFilter={setFilter}
      agencies={agencies}
      agencyId={agencyId}
      onAgency={setAgencyId}
      display={display}
      onDisplay={changeDisplay}
      showAllContracts={showAllContracts}
      onToggleContracts={() => setShowAllContracts((v) => !v)}
    >
      {after}
    </AvailabilityFilters>
  );

  const header = (
    <>
      {phone ? (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Button
            variant="outlined"
            startIcon={
              <Badge badgeContent={activeFilters} color="primary">
                <FilterListIcon />
              </Badge>
            }
            aria-label={filtersButtonLabel(activeFilters)}
            aria-haspopup="dialog"
            onClick={() => setFiltersOpen(true)}
            sx={{ flex: 1 }}
          >
            {texts.filters}
          </Button>
          {optionsButton}
        </Box>
      ) : (
        <Paper sx={{ p: 1.5 }}>{filters(false, optionsButton)}</Paper>
      )}
      <Drawer
        anchor="bottom"
        open={phone && filtersOpen}
        onClose={() => setFiltersOpen(false)}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': 'availability-filters-title',
            sx: { maxHeight: '88vh', borderTopLeftRadius: 12, borderTopRightRadius: 12 },
          },
        }}
      >
        <Box sx={{ p: 2, pt: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
            <Typography
              id="availability-filters-title"
              component="h2"
              variant="h6"
              sx={{ flex: 1 }}
            >
              {texts.filtersTitle}
            </Typography>
            <IconButton aria-label={words.close} onClick={() => setFiltersOpen(false)}>
              <CloseIcon />
            </IconButton>
          </Box>
          {filters(true)}
          <Button
            variant="contained"
            fullWidth
            sx={{ mt: 2 }}
            onClick={() => setFiltersOpen(false)}
          >
            {words.close}
          </Button>
        </Box>
      </Drawer>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <PeriodNavigation
          period={periodLabel}
          onNavigate={navigate}
          previousLabel={texts.previous}
          nextLabel={texts.next}
          today="between"
          quietToday
          tooltips
          periodSx={{ mr: 'auto', fontSize: { xs: '1rem', sm: '1.25rem' } }}
        />
        {!phone && legend.length > 0 && <ColorLegend title={texts.legend} items={legend} />}
      </Box>
      {phone && legend.length > 0 && (
        <Box>
          <Button
            size="small"
            aria-expanded={legendOpen}
            aria-controls="availability-legend"
            onClick={() => setLegendOpen((open) => !open)}
          >
            {legendToggleLabel(legend.length)}
          </Button>
          <Collapse in={legendOpen} id="availability-legend">
            <ColorLegend title={texts.legend} items={legend} />
          </Collapse>
        </Box>
      )}
    </>
  );

  return (
    <ToolPageFrame
      page={page}
      title={texts.pageTitle}
      failedMessage={texts.loadFailed}
      header={header}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1, p: { xs: 1, md: 2 }, minHeight: 0 }}
    >
      {!loading && answered && rows.length === 0 && <Alert severity="info">{texts.noRows}</Alert>}
      <Paper
        sx={{
          position: 'relative',
          height: { xs: 'calc(100vh - 200px)', sm: '70vh', md: 'calc(100vh - 250px)' },
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
    </ToolPageFrame>
  );
}
