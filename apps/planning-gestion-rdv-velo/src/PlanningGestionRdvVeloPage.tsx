import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PaletteIcon from '@mui/icons-material/Palette';
import SettingsIcon from '@mui/icons-material/Settings';
import type { CalendarRef } from '@fullcalendar/react';
import {
  addDaysUtc,
  formatFrenchDay,
  formatFrenchLongDay,
  defaultSlotRange,
  isApiError,
  readRdvAgencyChoice,
  roundSlotTime,
  slotTimeMinutes,
  startOfDayUtc,
} from '@locasuite/core';
import {
  ColorLegend,
  LoadProblem,
  LoadingOverlay,
  Snackbar,
  TimedBanner,
  refusalAware,
  useCall,
  useLive,
} from '@locasuite/ui';
import type { ToolPageProps } from '@locasuite/ui';
import {
  bookSlot,
  createSlots,
  deleteSeries,
  deleteSlot,
  editSlot,
  findClients,
  findContracts,
  freeSlot,
  saveAgencyChoice,
  saveSettings,
  sendValidationMail,
} from './api';
import type { RdvApi, Slot } from './api';
import { AddDialog } from './components/AddDialog';
import { AgencyListDialog } from './components/AgencyListDialog';
import { BookingDialog } from './components/BookingDialog';
import { DeleteSeriesDialog } from './components/DeleteSeriesDialog';
import type { SeriesScope } from './components/DeleteSeriesDialog';
import { EditDialog } from './components/EditDialog';
import { SlotDialog } from './components/SlotDialog';
import { YesNoDialog } from './components/YesNoDialog';
import { GoToDialog } from './components/GoToDialog';
import { LeftColumn, VIEW_DAYS } from './components/LeftColumn';
import { ManagementDialog } from './components/ManagementDialog';
import type { ViewDays } from './components/LeftColumn';
import { NO_TYPE_COLOR, RdvCalendar } from './components/RdvCalendar';
import { SettingsDialog } from './components/SettingsDialog';
import { NO_SETUP, useRdvSetup } from './hooks/useRdvSetup';
import { useSlots } from './hooks/useSlots';
import { texts } from './texts';

// FullCalendar v7 presets (DEPENDENCIES.md); a rental business needs a commercial key.
const DEFAULT_LICENSE_KEY = 'CC-Attribution-NonCommercial-NoDerivatives';

export interface PlanningGestionRdvVeloPageProps extends ToolPageProps<RdvApi> {
  /** "Now" (default: the clock), for stories and tests. */
  readonly now?: number;
  /** FullCalendar licence key (default: `VITE_FULLCALENDAR_LICENSE_KEY`). */
  readonly licenseKey?: string;
}

type Dialog = 'settings' | 'goto' | 'management' | 'agencies' | null;
/** What is open over the chosen slot. */
type SlotStep = 'detail' | 'edit' | 'free' | 'delete' | 'series' | 'seriesOnly' | 'book';

/**
 * spec 2 §2.2 /planning-gestion-rdv-velo: bike appointment slots per agency. Admins create, edit,
 * free and delete; others view, search, open and edit status and comment of booked slots (spec 2
 * §6). The server decides every change and answers its refusals in French.
 */
export function PlanningGestionRdvVeloPage({
  api,
  session,
  now: fixedNow,
  licenseKey = import.meta.env.VITE_FULLCALENDAR_LICENSE_KEY || DEFAULT_LICENSE_KEY,
}: PlanningGestionRdvVeloPageProps) {
  const { user, onRefused, refreshUser } = session;
  // spec 2 §6: administrator when the user flag admin equals 1.
  const admin = user?.admin === true;
  const theme = useTheme();
  const large = useMediaQuery(theme.breakpoints.up('md'));
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [now] = useState(() => fixedNow ?? Date.now());

  const [chosenDays, setDays] = useState<ViewDays>(1);
  const days: ViewDays = phone ? 1 : chosenDays;
  const [start, setStart] = useState(() => startOfDayUtc(now));

  const setupLoad = useRdvSetup(api, onRefused);
  const setup = setupLoad.data ?? NO_SETUP;
  const types = setupLoad.data ? setupLoad.data.types : null;
  const slotsLoad = useSlots(api, start, addDaysUtc(start, days - 1), types, onRefused);
  const slots = useMemo(() => slotsLoad.data ?? [], [slotsLoad.data]);
  const reloadCalendar = slotsLoad.reload;
  // Every save reads the calendar and the management table again (here or on another page).
  const [changes, setChanges] = useState(0);
  const reloadSlots = useCallback(() => {
    reloadCalendar();
    setChanges((n) => n + 1);
  }, [reloadCalendar]);
  useLive(session, 'gestionRdvVelo', reloadSlots);

  // Agencies shown: the person's saved choice (spec 2 §2.2 "remembered"), else every agency for
  // admins and the first one for others. Each change is saved; a failed save keeps the choice on
  // screen with the French message.
  const [chosen, setChosen] = useState<string[] | null>(() =>
    readRdvAgencyChoice(user?.record.planning_display),
  );
  const agencyIds = useMemo(() => {
    const ids = setup.agencies.map((a) => a.id);
    const shown = chosen === null ? ids : chosen.filter((id) => ids.includes(id));
    return admin ? shown : shown.slice(0, 1);
  }, [chosen, setup.agencies, admin]);
  const agencySave = useCall(
    useCallback((ids: readonly string[]) => saveAgencyChoice(api, ids), [api]),
    { onRefused },
  );
  const runAgencySave = agencySave.run;
  const chooseAgencies = useCallback(
    (ids: string[]) => {
      setChosen(ids);
      void runAgencySave(ids).then((outcome) => {
        // The user record follows, so reopening the page without reloading shows the choice.
        if (outcome.ok) void refreshUser();
      });
    },
    [runAgencySave, refreshUser],
  );
  const agencies = useMemo(
    () => setup.agencies.filter((a) => agencyIds.includes(a.id)),
    [setup.agencies, agencyIds],
  );

  // spec 2 §9: the first 3 agencies, then « +N autres ».
  const agencySummary = [
    agencies
      .slice(0, 3)
      .map((a) => a.name)
      .join(', '),
    ...(agencies.length > 3 ? [texts.moreAgencies(agencies.length - 3)] : []),
  ].join(' ');

  const calendarRef = useRef<CalendarRef>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [legendOpen, setLegendOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [chosenSlot, setChosenSlot] = useState<Slot | null>(null);
  const [step, setStep] = useState<SlotStep>('detail');
  const [busy, setBusy] = useState(false);
  // The chosen slot as last read (its version follows a reload: a retry after a 409 uses it).
  const selected = useMemo(
    () => (chosenSlot ? (slots.find((s) => s.key === chosenSlot.key) ?? chosenSlot) : null),
    [chosenSlot, slots],
  );
  const open = (slot: Slot, first: SlotStep = 'detail') => {
    setChosenSlot(slot);
    setStep(first);
  };
  const closeSlot = () => setChosenSlot(null);

  /** A save of the chosen slot; a 409 reads the slots again and the French message is thrown. */
  const write = async (work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (e) {
      if (isApiError(e) && e.status === 401) onRefused();
      if (isApiError(e) && e.status === 409) reloadSlots();
      throw e;
    }
  };
  /** An action of the confirmations: the message goes to the red banner. */
  const act = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await write(work);
      setNotice(done);
      closeSlot();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
      reloadSlots();
    }
  };
  const deleteScope = (slot: Slot, scope: SeriesScope) =>
    write(async () => {
      if (scope.kind === 'one') await deleteSlot(api, slot);
      else if (scope.kind === 'whole') await deleteSeries(api, slot, {});
      else await deleteSeries(api, slot, { from: scope.from, to: scope.to });
    }).then(() => {
      setNotice(texts.done.deleted);
      closeSlot();
      reloadSlots();
    });

  // Phones show one day: a change of size keeps the first day.
  useEffect(() => {
    calendarRef.current?.getApi().gotoDate(start);
  }, [days, start]);

  const failedLoad = [setupLoad, slotsLoad].find(
    (load) => load.status === 'failed' || load.status === 'unreachable',
  );

  const navigate = (step: -1 | 0 | 1) => {
    if (step === 0) setStart(startOfDayUtc(Date.now()));
    else setStart((s) => addDaysUtc(s, step * days));
  };

  const legend = setup.types.map((t) => ({
    label: t.LABEL_TECH,
    color: setup.colors[t.KEY] ?? NO_TYPE_COLOR,
  }));

  const period =
    days === 1
      ? formatFrenchLongDay(start)
      : texts.period(formatFrenchDay(start), formatFrenchDay(addDaysUtc(start, days - 1)));

  /** The add-availability dialog: its day, agency and first time range. */
  const [adding, setAdding] = useState<{
    day: number | null;
    agency: string;
    range: { start: string; end: string };
  } | null>(null);
  // spec 2 §2.2 "Clicking a date creates a slot (admin only)".
  const onDate = (day: number, time: string, agency: string) => {
    if (!admin) return;
    const start = roundSlotTime(time) ?? time;
    const minutes = Math.min((slotTimeMinutes(start) ?? 0) + 60, 23 * 60 + 50);
    const end = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    setAdding({ day, agency, range: { start, end } });
  };
  const createFromButton = () =>
    setAdding({ day: start, agency: agencyIds[0] ?? '', range: defaultSlotRange(Date.now()) });

  return (
    <Box
      component="main"
      sx={{ display: 'flex', flexDirection: 'column', gap: 1, p: { xs: 1, md: 2 }, minWidth: 0 }}
    >
      <Typography component="h1" variant="h2" sx={{ position: 'absolute', left: -10000 }}>
        {texts.pageTitle}
      </Typography>
      <Box sx={{ position: 'relative', height: 0, zIndex: 5 }}>
        <Box sx={{ position: 'absolute', top: 0, left: 0, right: 0 }}>
          <TimedBanner
            message={
              error ?? (agencySave.message && texts.agencyList.saveFailed(agencySave.message))
            }
            onClose={() => {
              setError(null);
              agencySave.reset();
            }}
          />
        </Box>
      </Box>
      <LoadProblem
        status={failedLoad?.status ?? 'ready'}
        stale={failedLoad?.stale}
        failedMessage={texts.loadFailed}
        onRetry={() => {
          setupLoad.reload();
          reloadSlots();
        }}
      />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', minWidth: 0 }}>
        {large && (
          <LeftColumn
            admin={admin}
            agencies={setup.agencies}
            selected={agencyIds}
            onAgencies={chooseAgencies}
            days={chosenDays}
            onDays={setDays}
            day={start}
            onDay={(day) => setStart(startOfDayUtc(day))}
            legend={legend}
            onSettings={() => setDialog('settings')}
            onManagement={() => setDialog('management')}
          />
        )}
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Paper
            component="section"
            aria-label={texts.pageTitle}
            sx={{ p: 1, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
          >
            <IconButton aria-label={texts.previous} onClick={() => navigate(-1)}>
              <ChevronLeftIcon />
            </IconButton>
            <Button variant="contained" onClick={() => navigate(0)}>
              {texts.today}
            </Button>
            <IconButton aria-label={texts.next} onClick={() => navigate(1)}>
              <ChevronRightIcon />
            </IconButton>
            <Typography
              component="h2"
              variant="h6"
              aria-live="polite"
              sx={{ mr: 'auto', fontSize: { xs: 16, sm: 20 } }}
            >
              {period}
            </Typography>
            <Button variant="outlined" onClick={() => setDialog('goto')}>
              {texts.calendarButton}
            </Button>
            {admin && large && (
              <Button
                variant="outlined"
                startIcon={<SettingsIcon />}
                onClick={() => setDialog('settings')}
              >
                {texts.settingsButton}
              </Button>
            )}
            {!large && (
              <IconButton aria-label={texts.adminMenu} onClick={(e) => setMenu(e.currentTarget)}>
                <SettingsIcon />
              </IconButton>
            )}
          </Paper>
          {!large && (
            <Paper sx={{ p: 1, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <Button variant="outlined" onClick={() => setDialog('agencies')}>
                {texts.agencyList.title}
              </Button>
              <Typography variant="body2" sx={{ flex: '1 1 160px', minWidth: 0 }} noWrap>
                {agencySummary}
              </Typography>
              {!phone && (
                <ToggleButtonGroup
                  exclusive
                  size="small"
                  color="primary"
                  aria-label={texts.views}
                  value={chosenDays}
                  onChange={(_e, value: ViewDays | null) => {
                    if (value) setDays(value);
                  }}
                >
                  {VIEW_DAYS.map((n) => (
                    <ToggleButton key={n} value={n}>
                      {texts.view(n)}
                    </ToggleButton>
                  ))}
                </ToggleButtonGroup>
              )}
            </Paper>
          )}
          {setupLoad.status === 'ready' && agencies.length === 0 && (
            <Typography color="text.secondary">{texts.noAgency}</Typography>
          )}
          <Paper
            data-testid="rdv-calendar"
            sx={{
              position: 'relative',
              overflow: 'hidden',
              height: { xs: 'calc(100vh - 230px)', md: 'calc(100vh - 170px)' },
              minHeight: 360,
              '& .ls-rdv-slot': { cursor: 'pointer', fontSize: 12 },
              '& .ls-rdv-slot-text': { px: 0.5, overflow: 'hidden', lineHeight: 1.3 },
              '& .ls-rdv-slot[data-booked="0"]': { opacity: 0.75, borderStyle: 'dashed' },
            }}
          >
            <RdvCalendar
              calendarRef={calendarRef}
              agencies={agencies}
              slots={slots}
              colors={setup.colors}
              hiddenDays={setup.hiddenDays}
              start={start}
              days={days}
              licenseKey={licenseKey}
              onOpen={(slot) => open(slot)}
              onDate={onDate}
            />
            <LoadingOverlay open={slotsLoad.loading || setupLoad.loading} label={texts.loading} />
          </Paper>
        </Box>
      </Box>

      {!large && (
        <>
          <Fab
            color="primary"
            size="medium"
            aria-label={texts.legend}
            aria-expanded={legendOpen}
            onClick={() => setLegendOpen((o) => !o)}
            sx={{ position: 'fixed', right: 16, bottom: 16, zIndex: 20 }}
          >
            <PaletteIcon />
          </Fab>
          {legendOpen && (
            <Paper
              elevation={6}
              sx={{ position: 'fixed', right: 16, bottom: 80, zIndex: 20, p: 1.5, maxWidth: 280 }}
            >
              <ColorLegend title={texts.legend} items={legend} direction="column" />
            </Paper>
          )}
          <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
            {admin && (
              <MenuItem
                onClick={() => {
                  setMenu(null);
                  setDialog('settings');
                }}
              >
                {texts.calendarSettings}
              </MenuItem>
            )}
            <MenuItem
              onClick={() => {
                setMenu(null);
                setDialog('management');
              }}
            >
              {texts.management}
            </MenuItem>
          </Menu>
        </>
      )}

      {dialog === 'management' && (
        <ManagementDialog
          api={api}
          admin={admin}
          now={now}
          agencies={setup.agencies}
          types={setup.types}
          selectedAgencies={agencyIds}
          onAgencies={chooseAgencies}
          changes={changes}
          onRefused={onRefused}
          onClose={() => setDialog(null)}
          onCreate={createFromButton}
          onOpen={(slot) => open(slot)}
          onEdit={(slot) => open(slot, 'edit')}
          onDelete={(slot) => open(slot, slot.weekly ? 'series' : 'delete')}
          onDeleteSeries={(slot) => open(slot, 'seriesOnly')}
        />
      )}
      {dialog === 'agencies' && (
        <AgencyListDialog
          agencies={setup.agencies}
          selected={agencyIds}
          multiple={admin}
          onChoose={chooseAgencies}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'goto' && (
        <GoToDialog
          day={start}
          onClose={() => setDialog(null)}
          onChoose={(day) => {
            setStart(startOfDayUtc(day));
            setDialog(null);
          }}
        />
      )}
      {admin && dialog === 'settings' && (
        <SettingsDialog
          types={setup.types}
          colors={setup.colors}
          hiddenDays={setup.hiddenDays}
          onClose={() => setDialog(null)}
          onSave={refusalAware(async (colors: Record<string, string>, hidden: number[]) => {
            await saveSettings(api, colors, hidden);
            setDialog(null);
            setNotice(texts.settings.saved);
            setupLoad.reload();
          }, onRefused)}
        />
      )}
      {selected && step === 'detail' && (
        <SlotDialog
          slot={selected}
          admin={admin}
          agencies={setup.agencies}
          types={setup.types}
          fullScreen={phone}
          busy={busy}
          onClose={closeSlot}
          onEdit={() => setStep('edit')}
          onFree={() => setStep('free')}
          onDelete={() => setStep(selected.weekly ? 'series' : 'delete')}
          onBook={() => setStep('book')}
        />
      )}
      {selected && step === 'edit' && (
        <EditDialog
          slot={selected}
          admin={admin}
          agencies={setup.agencies}
          types={setup.types}
          fullScreen={phone}
          onClose={() => setStep('detail')}
          onSave={async (newData, base) => {
            await write(() => editSlot(api, base, newData));
            // spec 2 §4.2: the validation mail after a successful edit, original agency data.
            try {
              await sendValidationMail(api, base);
            } catch (e) {
              setError(e instanceof Error ? e.message : String(e));
            }
            setNotice(texts.edit.saved);
            setStep('detail');
            reloadSlots();
          }}
          onStale={async () =>
            (await slotsLoad.readAgain())?.find((s) => s.key === selected.key) ?? null
          }
        />
      )}
      {selected && step === 'free' && (
        <YesNoDialog
          title={texts.confirm.freeTitle}
          busy={busy}
          onNo={() => setStep('detail')}
          onYes={() => void act(() => freeSlot(api, selected), texts.done.freed)}
        >
          <Typography>{texts.confirm.free}</Typography>
        </YesNoDialog>
      )}
      {selected && step === 'delete' && (
        <YesNoDialog
          title={texts.confirm.deleteTitle}
          busy={busy}
          onNo={() => setStep('detail')}
          onYes={() => void act(() => deleteSlot(api, selected), texts.done.deleted)}
        >
          <Typography>{texts.confirm.delete}</Typography>
        </YesNoDialog>
      )}
      {selected && (step === 'series' || step === 'seriesOnly') && (
        <DeleteSeriesDialog
          day={selected.day}
          offerOne={step === 'series'}
          onNo={() => setStep('detail')}
          onYes={(scope) => deleteScope(selected, scope)}
        />
      )}
      {admin && selected && step === 'book' && (
        <BookingDialog
          fullScreen={phone}
          findClients={(search) => findClients(api, search)}
          findContracts={(code) => findContracts(api, code)}
          onClose={() => setStep('detail')}
          onBook={async (client, contract) => {
            await write(() => bookSlot(api, selected, client, contract));
            setNotice(texts.done.booked);
            setStep('detail');
            reloadSlots();
          }}
        />
      )}
      {admin && adding && (
        <AddDialog
          day={adding.day}
          agency={adding.agency}
          range={adding.range}
          agencies={setup.agencies}
          types={setup.types}
          fullScreen={phone}
          onClose={() => setAdding(null)}
          onAdd={async (input) => {
            let created = 0;
            await write(async () => {
              const answer = await createSlots(api, input, setup.types);
              created = answer.keys.length;
            });
            setAdding(null);
            setNotice(texts.done.created(created));
            reloadSlots();
          }}
        />
      )}
      <Snackbar message={notice} onClose={() => setNotice(null)} />
    </Box>
  );
}
