import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import SettingsIcon from '@mui/icons-material/Settings';
import type { CalendarRef } from '@fullcalendar/react';
import {
  INTERVENTION_STATUS,
  TECHNICIAN_PLANNING_MESSAGES,
  addDaysUtc,
  alreadySent,
  eventTitleMatches,
  formatFrenchDay,
  formatFrenchLongDay,
  interventionColor,
  isApiError,
  legendStatuses,
  matchesSearch,
  readPlanningDisplay,
  sameTechnicians,
  slotDurationMs,
  statusShown,
  techniciansToShow,
  unavailabilityNotice,
} from '@locasuite/core';
import type { PlanningDisplay, PlanningIntervention } from '@locasuite/core';
import {
  ColorLegend,
  ConfirmDialog,
  LoadProblem,
  LoadingOverlay,
  Snackbar,
  TimedBanner,
  lazyDialog,
  refusalAware,
  useLive,
  usePresence,
  whenNetworkQuiet,
} from '@locasuite/ui';
import type { ToolPageProps } from '@locasuite/ui';
import {
  TECHNICIAN_DISPLAY_KEY,
  saveAgency,
  saveComment,
  saveDisplay,
  saveIntervention,
  saveSettings,
  saveTechniciansToShow,
  saveUnavailability,
} from './api';
import type { InterventionChange, PlanningData, TechnicianApi } from './api';
import { ControlColumn } from './components/ControlColumn';
import { InfoBanner } from './components/InfoBanner';
import { PhoneDayView } from './components/PhoneDayView';
import { TechnicianCalendar, UNAVAILABLE_COLOR } from './components/TechnicianCalendar';
import type { CalendarMove, CalendarReceive } from './components/TechnicianCalendar';
import { UnscheduledPanel } from './components/UnscheduledPanel';
import { useComments } from './hooks/useComments';
import { useDetailLines } from './hooks/useDetailLines';
import { firstDay, shownDays } from './hooks/firstLoad';
import { NO_DATA, usePlanningData } from './hooks/usePlanningData';
import { NO_SETUP, usePlanningSetup } from './hooks/usePlanningSetup';
import { texts } from './texts';

// The dialogs open on demand: their code (tables, date pickers) comes after the first paint,
// loaded once the page's first load is over.
const InterventionDialog = lazyDialog(() =>
  import('./components/InterventionDialog').then((m) => m.InterventionDialog),
);
const ReassignDialog = lazyDialog(() =>
  import('./components/ReassignDialog').then((m) => m.ReassignDialog),
);
const DisplayDialog = lazyDialog(() =>
  import('./components/DisplayDialog').then((m) => m.DisplayDialog),
);
const SettingsDialog = lazyDialog(() =>
  import('./components/SettingsDialog').then((m) => m.SettingsDialog),
);
const TechniciansDialog = lazyDialog(() =>
  import('./components/TechniciansDialog').then((m) => m.TechniciansDialog),
);
const CommentsDialog = lazyDialog(() =>
  import('./components/CommentsDialog').then((m) => m.CommentsDialog),
);
/** The dialogs everyone may open; the admin's (spec 2 §6) follow. */
const DIALOGS = [InterventionDialog, ReassignDialog, DisplayDialog];
const ADMIN_DIALOGS = [SettingsDialog, TechniciansDialog, CommentsDialog];

// FullCalendar v7 presets (DEPENDENCIES.md); a rental business needs a commercial key.
const DEFAULT_LICENSE_KEY = 'CC-Attribution-NonCommercial-NoDerivatives';
const M = TECHNICIAN_PLANNING_MESSAGES;

export interface PlanningTechnicienPageProps extends ToolPageProps<TechnicianApi> {
  /** "Now" (default: the clock), for stories and tests. */
  readonly now?: number;
  /** FullCalendar licence key (default: `VITE_FULLCALENDAR_LICENSE_KEY`). */
  readonly licenseKey?: string;
}

type Dialog = 'display' | 'comments' | 'technicians' | 'settings' | null;

/** A move waiting for the person's answer (spec 2 §4.1 confirmations). */
type PendingMove = { readonly step: 'sent' | 'reassign'; readonly move: CalendarMove };

/**
 * spec 2 §2.1 /planning-technicien: the resource timeline of interventions by technician, the
 * unscheduled cards below it with the control column, and the dialogs. Admins plan (drag, drop,
 * resize, send, cancel, remove, settings); others view (spec 2 §6). The server decides every
 * change (spec 2 §4.1) and the page shows its §8 refusals in the red banner, the move reverted.
 */
export function PlanningTechnicienPage({
  api,
  session,
  now: fixedNow,
  licenseKey = import.meta.env.VITE_FULLCALENDAR_LICENSE_KEY || DEFAULT_LICENSE_KEY,
}: PlanningTechnicienPageProps) {
  const { user, onRefused, refreshUser } = session;
  // spec 2 §6: administrator when the user flag admin equals 1.
  const admin = user?.admin === true;
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [now] = useState(() => fixedNow ?? Date.now());
  useEffect(
    () =>
      whenNetworkQuiet(() => {
        for (const dialog of admin ? [...DIALOGS, ...ADMIN_DIALOGS] : DIALOGS) dialog.preload();
      }),
    [admin],
  );

  const [display, setDisplay] = useState<PlanningDisplay>(() =>
    readPlanningDisplay(user?.record.planning_display, TECHNICIAN_DISPLAY_KEY),
  );
  const days = shownDays(display, phone);
  const [start, setStart] = useState(() => firstDay(now));
  const range = useMemo(() => ({ start, end: addDaysUtc(start, days) }), [start, days]);

  const username = user?.email ?? '';
  const setupLoad = usePlanningSetup(api, username, onRefused);
  const dataLoad = usePlanningData(api, range, onRefused);
  const setup = setupLoad.data ?? NO_SETUP;
  const data = dataLoad.data ?? NO_DATA;
  const setData = dataLoad.setData;
  /**
   * Reads the calendar's data again (interventions, unscheduled cards, unavailabilities) without
   * moving the view: the one call a live update makes.
   */
  const reloadPlanning = dataLoad.reload;
  // Issue 12: another planner's saves reach this page by itself, and their drags show by name.
  useLive(session, 'planningTechnicien', reloadPlanning);
  const presence = usePresence(session, 'planningTechnicien');
  const failedLoad = [setupLoad, dataLoad].find(
    (load) => load.status === 'failed' || load.status === 'unreachable',
  );

  const calendarRef = useRef<CalendarRef>(null);
  // The intervention being dragged, if any (where a "who is moving it" notice will hook in).
  const moving = useRef<PlanningIntervention | null>(null);

  const [search, setSearch] = useState('');
  // The Agence filter: the person's saved choice until they pick another (saved per user).
  const [agencyChoice, setAgencyChoice] = useState<string | null>(null);
  const agencyId = agencyChoice ?? setup.agencyId;
  const [only120, setOnly120] = useState(false);
  const [legendOpen, setLegendOpen] = useState(false);
  const [height, setHeight] = useState(0);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [selected, setSelected] = useState<PlanningIntervention | null>(null);
  const [pending, setPending] = useState<PendingMove | null>(null);
  const [confirm, setConfirm] = useState<'cancel' | 'remove' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const lines = useDetailLines(api, selected?.link ?? null, onRefused);
  const comments = useComments(api, dialog === 'comments', onRefused);

  const allNames = useMemo(() => setup.technicians.map((t) => t.name), [setup.technicians]);
  const shownNames = useMemo(
    () => techniciansToShow(allNames, user?.record.tech_to_show_planning_technicien),
    [allNames, user],
  );
  const rows = useMemo(() => {
    const inAgency = new Set(
      setup.technicians
        .filter((t) => agencyId === '' || t.agencyId === agencyId)
        .map((t) => t.name),
    );
    return shownNames.filter((n) => inAgency.has(n));
  }, [shownNames, setup.technicians, agencyId]);
  const visible = useCallback(
    (i: PlanningIntervention) =>
      statusShown(i.status, setup.statuses, only120) &&
      matchesSearch(i, search) &&
      (agencyId === '' || i.agencyId === agencyId || i.technicians.some((t) => rows.includes(t))),
    [setup.statuses, only120, search, agencyId, rows],
  );
  const interventions = useMemo(
    () => data.interventions.filter(visible),
    [data.interventions, visible],
  );
  const cards = useMemo(
    () =>
      data.unscheduled.filter(
        (i) => matchesSearch(i, search) && (agencyId === '' || i.agencyId === agencyId),
      ),
    [data.unscheduled, search, agencyId],
  );

  const failed = (e: unknown) => {
    if (isApiError(e) && e.status === 401) {
      onRefused();
      return;
    }
    setError(e instanceof Error ? e.message : String(e));
  };

  /**
   * One change of an intervention through `set_event`. A refusal (403/409/422) shows its French
   * message in the red banner and puts the bar back; on 409 the planning is read again (someone
   * else changed it, or the rules refused it against newer data).
   */
  const change = async (
    intervention: PlanningIntervention,
    what: InterventionChange,
    done: string,
    revert?: () => void,
  ): Promise<boolean> => {
    setBusy(true);
    try {
      await saveIntervention(api, intervention, what);
      setNotice(done);
      reloadPlanning();
      return true;
    } catch (e) {
      revert?.();
      failed(e);
      if (isApiError(e) && e.status === 409) reloadPlanning();
      return false;
    } finally {
      setBusy(false);
    }
  };

  const saveMove = (move: CalendarMove, technicians: readonly string[]) => {
    const { intervention } = move;
    const reassigned = !sameTechnicians(technicians, intervention.technicians);
    void change(
      intervention,
      {
        status: intervention.status,
        start: move.start,
        end: move.end,
        ...(reassigned ? { technicians } : {}),
      },
      texts.done.moved(intervention.number),
      move.revert,
    );
  };

  /** After the "already sent" answer (or without it): the reassignment question, or the save. */
  const afterSent = (move: CalendarMove) => {
    if (!sameTechnicians(move.technicians, move.intervention.technicians)) {
      setPending({ step: 'reassign', move });
    } else {
      saveMove(move, move.technicians);
    }
  };

  const onMove = (move: CalendarMove) => {
    const { intervention } = move;
    if (!admin) {
      move.revert();
      setError(M.adminOnly);
      return;
    }
    // spec 2 §5.1: the dragged bar must be the intervention's (report number and technicians).
    if (!eventTitleMatches(move.title, intervention.number, intervention.technicians)) {
      move.revert();
      setError(M.titleMismatch(intervention.number));
      return;
    }
    if (alreadySent(intervention.status)) setPending({ step: 'sent', move });
    else afterSent(move);
  };

  const onReceive = (receive: CalendarReceive) => {
    const card = data.unscheduled.find((i) => i.id === receive.interventionId);
    // The page draws the bar from the data: FullCalendar's own copy of the card goes.
    receive.revert();
    if (!card) return;
    if (!admin) {
      setError(M.adminOnly);
      return;
    }
    const slot = slotDurationMs(display.selectedslotduration);
    const end = receive.end ?? receive.start + (slot ?? 7_200_000);
    const before = data;
    // Shown planned at once; put back if the server refuses.
    setData((d: PlanningData | undefined) =>
      d
        ? {
            ...d,
            unscheduled: d.unscheduled.filter((i) => i.id !== card.id),
            interventions: [
              ...d.interventions,
              {
                ...card,
                status: INTERVENTION_STATUS.planned,
                start: receive.start,
                end,
                technicians: [receive.technician],
              },
            ],
          }
        : d,
    );
    void change(
      card,
      {
        status: INTERVENTION_STATUS.planned,
        start: receive.start,
        end,
        technicians: [receive.technician],
      },
      texts.done.planned(card.number),
      () => setData(() => before),
    );
  };

  const onEventDragStart = (intervention: PlanningIntervention) => {
    moving.current = intervention;
    presence.moving(intervention.id);
  };
  const onEventDragStop = () => {
    moving.current = null;
    presence.idle();
  };
  const movingNotices = [...presence.movers].flatMap(([id, names]) => {
    const moved = [...data.interventions, ...data.unscheduled].find((i) => i.id === id);
    return moved && names.length > 0
      ? [{ id, text: texts.movingBy(names.join(', '), moved.number || id) }]
      : [];
  });

  const changeAgency = async (next: string) => {
    setAgencyChoice(next);
    if (username === '') return;
    try {
      await saveAgency(api, username, next);
    } catch (e) {
      if (isApiError(e) && e.status === 401) onRefused();
      else setError(texts.agencySaveFailed);
    }
  };

  const onUnavailability = (u: { technician: string; start: number; end: number }) =>
    setInfo(unavailabilityNotice(u.technician, u.start, u.end));

  const navigate = (step: -1 | 0 | 1) => {
    if (step === 0) setStart(firstDay(Date.now()));
    else setStart((s) => addDaysUtc(s, step * days));
  };

  const changeDisplay = async (next: PlanningDisplay) => {
    setDialog(null);
    setDisplay(next);
    try {
      await saveDisplay(api, next);
      setNotice(texts.display.saved);
      void refreshUser();
    } catch (e) {
      if (isApiError(e) && e.status === 401) onRefused();
      else setError(texts.display.saveFailed);
    }
  };

  const act = async (action: 'send' | 'cancel' | 'remove') => {
    if (!selected) return;
    const i = selected;
    const ok =
      action === 'send'
        ? await change(i, { status: setup.useTablet ? '120' : '130' }, texts.done.sent(i.number))
        : action === 'cancel'
          ? await change(
              i,
              { status: INTERVENTION_STATUS.waiting, start: null, end: null },
              texts.done.cancelled(i.number),
            )
          : await change(
              i,
              { status: INTERVENTION_STATUS.removed, start: null, end: null },
              texts.done.removed(i.number),
            );
    setConfirm(null);
    if (ok) setSelected(null);
  };

  const period =
    days === 1
      ? formatFrenchLongDay(start)
      : texts.period(formatFrenchDay(start), formatFrenchDay(addDaysUtc(start, days - 1)));

  const legend = [
    ...legendStatuses(setup.useTablet).map((s) => ({
      label: s.label,
      color: interventionColor(s.status, setup.colors),
    })),
    { label: texts.unavailable, color: UNAVAILABLE_COLOR },
  ];
  const answered = dataLoad.status === 'ready' || dataLoad.status === 'empty';

  return (
    <Box
      component="main"
      sx={{ display: 'flex', flexDirection: 'column', gap: 1, p: { xs: 1, md: 2 }, minWidth: 0 }}
    >
      <Typography component="h1" variant="h2" sx={{ position: 'absolute', left: -10000 }}>
        {texts.pageTitle}
      </Typography>
      {/* The banners lie over the header: the calendar never moves under a drag. */}
      <Box sx={{ position: 'relative', height: 0, zIndex: 5 }}>
        <Box sx={{ position: 'absolute', top: 0, left: 0, right: 0 }}>
          <TimedBanner message={error} onClose={() => setError(null)} />
          <InfoBanner message={info} onClose={() => setInfo(null)} />
        </Box>
      </Box>
      {movingNotices.length > 0 && (
        <Box
          role="status"
          aria-label={texts.movingTitle}
          sx={{
            px: 1,
            py: 0.5,
            bgcolor: 'info.light',
            color: 'info.contrastText',
            borderRadius: 1,
          }}
        >
          {movingNotices.map((notice) => (
            <Typography key={notice.id} variant="body2">
              {notice.text}
            </Typography>
          ))}
        </Box>
      )}
      <Paper
        component="section"
        aria-label={texts.pageTitle}
        sx={{ p: 1, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
      >
        <Button variant="contained" onClick={() => navigate(0)}>
          {texts.today}
        </Button>
        <IconButton aria-label={texts.previous} onClick={() => navigate(-1)}>
          <ChevronLeftIcon />
        </IconButton>
        <IconButton aria-label={texts.next} onClick={() => navigate(1)}>
          <ChevronRightIcon />
        </IconButton>
        <Typography component="h2" variant="h6" aria-live="polite" sx={{ mr: 'auto' }}>
          {period}
        </Typography>
        <Button variant="outlined" onClick={() => setLegendOpen((o) => !o)}>
          {texts.legend}
        </Button>
        {admin && (
          <Button
            variant="outlined"
            startIcon={<SettingsIcon />}
            onClick={() => setDialog('settings')}
          >
            {texts.settingsButton}
          </Button>
        )}
      </Paper>
      <Collapse in={legendOpen} unmountOnExit>
        <Paper sx={{ p: 1 }}>
          <ColorLegend title={texts.legend} items={legend} />
        </Paper>
      </Collapse>
      <LoadProblem
        status={failedLoad?.status ?? 'ready'}
        stale={failedLoad?.stale}
        failedMessage={texts.loadFailed}
        onRetry={() => {
          setupLoad.reload();
          reloadPlanning();
        }}
      />
      {setupLoad.status === 'ready' && rows.length === 0 && (
        <Typography color="text.secondary">{texts.noTechnician}</Typography>
      )}
      {phone ? (
        <Box sx={{ position: 'relative', minHeight: 200 }}>
          <PhoneDayView
            day={start}
            technicians={rows}
            interventions={interventions}
            unavailabilities={data.unavailabilities}
            colors={setup.colors}
            answered={answered}
            onOpen={setSelected}
          />
          <LoadingOverlay open={dataLoad.loading || setupLoad.loading} label={texts.loading} />
        </Box>
      ) : (
        <Paper
          data-testid="technician-calendar"
          sx={{
            position: 'relative',
            overflow: 'hidden',
            // spec 2 §9: 60 % of the window minus the slider value.
            height: `${Math.round((0.6 - height) * 1000) / 10}vh`,
            minHeight: 280,
            // One line per bar, with its progress bar (spec 2 §4.1) under the title.
            '& .ls-intervention': { overflow: 'hidden', px: 0.25 },
            '& .ls-unavailability': {
              display: 'block',
              px: 0.5,
              fontSize: 12,
              fontStyle: 'italic',
              color: 'text.secondary',
              whiteSpace: 'nowrap',
            },
            '& .ls-intervention-title': {
              whiteSpace: 'nowrap',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              fontSize: 12,
              lineHeight: 1.5,
            },
            '& .ls-intervention-progress': {
              height: 4,
              mb: '2px',
              borderRadius: 2,
              overflow: 'hidden',
              bgcolor: 'rgba(0, 0, 0, 0.25)',
              '& > div': { height: '100%', bgcolor: 'currentColor' },
            },
          }}
        >
          <TechnicianCalendar
            calendarRef={calendarRef}
            technicians={rows}
            interventions={interventions}
            unavailabilities={data.unavailabilities}
            display={display}
            hiddenDays={setup.hiddenDays}
            colors={setup.colors}
            start={start}
            editable={admin}
            licenseKey={licenseKey}
            onOpen={setSelected}
            onMove={onMove}
            onReceive={onReceive}
            onUnavailability={onUnavailability}
            onEventDragStart={onEventDragStart}
            onEventDragStop={onEventDragStop}
          />
          <LoadingOverlay open={dataLoad.loading || setupLoad.loading} label={texts.loading} />
        </Paper>
      )}
      <Paper
        sx={{
          p: 1.5,
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          gap: 2,
          alignItems: 'flex-start',
        }}
      >
        <ControlColumn
          admin={admin}
          slider={!phone}
          height={height}
          onHeight={setHeight}
          onReload={() => {
            setupLoad.reload();
            reloadPlanning();
          }}
          onDisplay={() => setDialog('display')}
          onComments={() => setDialog('comments')}
          onTechnicians={() => setDialog('technicians')}
          search={search}
          onSearch={setSearch}
          agencies={setup.agencies}
          agencyId={agencyId}
          onAgency={(next) => void changeAgency(next)}
          only120={only120}
          onOnly120={setOnly120}
          useTablet={setup.useTablet}
        />
        <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
          {!admin && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {texts.viewOnly}
            </Typography>
          )}
          <UnscheduledPanel
            cards={cards}
            draggable={admin && !phone}
            slotDuration={display.selectedslotduration}
            colors={setup.colors}
            answered={answered}
            onOpen={setSelected}
          />
        </Box>
      </Paper>

      {selected && (
        <InterventionDialog
          key={selected.id}
          intervention={selected}
          lines={lines}
          admin={admin}
          now={now}
          busy={busy}
          fullScreen={phone}
          onClose={() => setSelected(null)}
          onSend={() => void act('send')}
          onCancelPlanning={() => setConfirm('cancel')}
          onRemove={() => setConfirm('remove')}
        />
      )}
      {selected && (
        <ConfirmDialog
          open={confirm !== null}
          title={confirm === 'remove' ? texts.confirm.removeTitle : texts.confirm.cancelTitle}
          message={
            confirm === 'remove'
              ? texts.confirm.remove(selected.number)
              : texts.confirm.cancel(selected.number)
          }
          busy={busy}
          onConfirm={() => void act(confirm === 'remove' ? 'remove' : 'cancel')}
          onCancel={() => setConfirm(null)}
        />
      )}
      <ConfirmDialog
        open={pending?.step === 'sent'}
        title={texts.confirm.sentTitle}
        message={pending ? texts.confirm.sent(pending.move.intervention.number) : ''}
        onConfirm={() => {
          const move = pending?.move;
          setPending(null);
          if (move) afterSent(move);
        }}
        onCancel={() => {
          pending?.move.revert();
          setPending(null);
        }}
      />
      {pending?.step === 'reassign' && (
        <ReassignDialog
          number={pending.move.intervention.number}
          proposed={pending.move.technicians}
          target={
            pending.move.technicians.find(
              (t) => !pending.move.intervention.technicians.includes(t),
            ) ??
            pending.move.technicians[0] ??
            ''
          }
          technicians={rows}
          multiple={setup.multiTechnician}
          onConfirm={(technicians) => {
            const move = pending.move;
            setPending(null);
            saveMove(move, technicians);
          }}
          onCancel={() => {
            pending.move.revert();
            setPending(null);
          }}
        />
      )}
      {dialog === 'display' && (
        <DisplayDialog
          display={display}
          onClose={() => setDialog(null)}
          onSave={(next) => void changeDisplay(next)}
        />
      )}
      {admin && dialog === 'settings' && (
        <SettingsDialog
          colors={setup.colors}
          hiddenDays={setup.hiddenDays}
          useTablet={setup.useTablet}
          onClose={() => setDialog(null)}
          onSave={refusalAware(async (colors: Record<string, string>, hidden: number[]) => {
            await saveSettings(api, colors, hidden);
            setDialog(null);
            setNotice(texts.settings.saved);
            setupLoad.reload();
          }, onRefused)}
        />
      )}
      {admin && dialog === 'technicians' && (
        <TechniciansDialog
          technicians={allNames}
          shown={shownNames}
          unavailabilities={data.unavailabilities}
          types={setup.types}
          now={now}
          fullScreen={phone}
          onClose={() => setDialog(null)}
          onSaveShown={refusalAware(async (names: string[]) => {
            await saveTechniciansToShow(api, names);
            await refreshUser();
          }, onRefused)}
          onAddUnavailability={refusalAware(async (u) => {
            await saveUnavailability(api, '', u, 1);
            reloadPlanning();
          }, onRefused)}
          onDeleteUnavailability={refusalAware(async (u) => {
            await saveUnavailability(api, u.key, u, 0);
            reloadPlanning();
          }, onRefused)}
        />
      )}
      {admin && dialog === 'comments' && (
        <CommentsDialog
          comments={comments}
          technicians={allNames}
          now={now}
          fullScreen={phone}
          onClose={() => setDialog(null)}
          onAdd={refusalAware(async (c) => {
            await saveComment(api, '', c, 1);
            comments.reload();
          }, onRefused)}
          onDelete={refusalAware(async (c) => {
            await saveComment(api, c.key, c, 0);
            comments.reload();
          }, onRefused)}
        />
      )}
      <Snackbar message={notice} onClose={() => setNotice(null)} />
    </Box>
  );
}
