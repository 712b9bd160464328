import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { CalendarRef } from '@locasuite/ui/calendar';
import {
  addDaysUtc,
  interventionColor,
  legendStatuses,
  matchesSearch,
  statusShown,
  techniciansToShow,
  unavailabilityNotice,
} from '@locasuite/core';
import type { PlanningIntervention } from '@locasuite/core';
import {
  ColorLegend,
  LoadingOverlay,
  ToolPageFrame,
  periodLabel,
  useLive,
  usePeriod,
  usePresence,
  useToolPage,
  whenNetworkQuiet,
} from '@locasuite/ui';
import type { ToolPageProps } from '@locasuite/ui';
import type { TechnicianApi } from './api';
import { CalendarFrame } from './components/CalendarFrame';
import { ControlColumn } from './components/ControlColumn';
import { preloadDialogs } from './components/lazyDialogs';
import { MoveQuestions } from './components/MoveQuestions';
import { MovingNotices } from './components/MovingNotices';
import { PhoneDayView } from './components/PhoneDayView';
import { PhoneLayout } from './components/PhoneLayout';
import { PlanningBanners } from './components/PlanningBanners';
import { PlanningDialogs } from './components/PlanningDialogs';
import type { PlanningDialog } from './components/PlanningDialogs';
import { PlanningHeader } from './components/PlanningHeader';
import { SelectedIntervention } from './components/SelectedIntervention';
import { TechnicianCalendar, UNAVAILABLE_COLOR } from './components/TechnicianCalendar';
import { UnscheduledPanel } from './components/UnscheduledPanel';
import { firstDay, shownDays } from './hooks/firstLoad';
import { useMoveFlow } from './hooks/useMoveFlow';
import { usePlanningChoices } from './hooks/usePlanningChoices';
import { NO_DATA, usePlanningData } from './hooks/usePlanningData';
import { NO_SETUP, usePlanningSetup } from './hooks/usePlanningSetup';
import { texts } from './texts';

export interface PlanningTechnicienPageProps extends ToolPageProps<TechnicianApi> {
  /** "Now" (default: the clock), for stories and tests. */
  readonly now?: number;
  /** FullCalendar licence key; the kit calendar's (`VITE_FULLCALENDAR_LICENSE_KEY`) when absent. */
  readonly licenseKey?: string;
}

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
  licenseKey,
}: PlanningTechnicienPageProps) {
  const { user, onRefused, refreshUser } = session;
  // spec 2 §6: administrator when the user flag admin equals 1.
  const admin = user?.admin === true;
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [now] = useState(() => fixedNow ?? Date.now());
  useEffect(() => whenNetworkQuiet(() => preloadDialogs(admin)), [admin]);

  const [info, setInfo] = useState<string | null>(null);

  const setupLoad = usePlanningSetup(api, user?.email ?? '', onRefused);
  const setup = setupLoad.data ?? NO_SETUP;
  const { display, changeDisplay, agencyId, changeAgency } = usePlanningChoices({
    api,
    session,
    savedAgencyId: setup.agencyId,
    onError: (message) => page.fail(message),
    onNotice: (message) => page.notify(message),
  });
  const days = shownDays(display, phone);
  const { start, navigate } = usePeriod({
    initial: () => firstDay(now),
    days,
    today: () => firstDay(Date.now()),
  });
  const range = useMemo(() => ({ start, end: addDaysUtc(start, days) }), [start, days]);
  const dataLoad = usePlanningData(api, range, onRefused);
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
  const page = useToolPage<PlanningDialog>(session, { loads: [setupLoad, dataLoad] });

  const calendarRef = useRef<CalendarRef>(null);
  // The intervention being dragged, if any (where a "who is moving it" notice will hook in).
  const moving = useRef<PlanningIntervention | null>(null);

  const [search, setSearch] = useState('');
  const [only120, setOnly120] = useState(false);
  const [legendOpen, setLegendOpen] = useState(false);
  const [height, setHeight] = useState(0);
  const [selected, setSelected] = useState<PlanningIntervention | null>(null);

  const flow = useMoveFlow({
    api,
    admin,
    slotDuration: display.selectedslotduration,
    planning: data,
    setPlanning: setData,
    reload: reloadPlanning,
    onRefused,
    onError: page.fail,
    onNotice: page.notify,
  });

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

  // A non-admin's drag is refused at the drop (spec 2 §5.1): nobody else is told it is moving.
  const onEventDragStart = (intervention: PlanningIntervention) => {
    moving.current = intervention;
    if (admin) presence.moving(intervention.id);
  };
  const onEventDragStop = () => {
    moving.current = null;
    if (admin) presence.idle();
  };
  const movingNotices = [...presence.movers].flatMap(([id, names]) => {
    const moved = [...data.interventions, ...data.unscheduled].find((i) => i.id === id);
    return moved && names.length > 0
      ? [{ id, text: texts.movingBy(names.join(', '), moved.number || id) }]
      : [];
  });

  const onUnavailability = (u: { technician: string; start: number; end: number }) =>
    setInfo(unavailabilityNotice(u.technician, u.start, u.end));

  const period = periodLabel(start, days, texts.period);

  const legend = [
    ...legendStatuses(setup.useTablet).map((s) => ({
      label: s.label,
      color: interventionColor(s.status, setup.colors),
    })),
    { label: texts.unavailable, color: UNAVAILABLE_COLOR },
  ];
  const answered = dataLoad.status === 'ready' || dataLoad.status === 'empty';

  const banners = (overlay: boolean) => (
    <PlanningBanners
      error={page.error}
      info={info}
      onCloseError={() => page.fail(null)}
      onCloseInfo={() => setInfo(null)}
      overlay={overlay}
    />
  );

  const controls = (
    <ControlColumn
      admin={admin}
      slider={!phone}
      height={height}
      onHeight={setHeight}
      onReload={page.retry}
      onDisplay={() => page.open('display')}
      onComments={() => page.open('comments')}
      onTechnicians={() => page.open('technicians')}
      search={search}
      onSearch={setSearch}
      agencies={setup.agencies}
      agencyId={agencyId}
      onAgency={(next) => void changeAgency(next)}
      only120={only120}
      onOnly120={setOnly120}
      useTablet={setup.useTablet}
    />
  );
  const unscheduledPanel = (
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
  );

  const header = (
    <>
      <MovingNotices notices={movingNotices} />
      <PlanningHeader
        period={period}
        admin={admin}
        onNavigate={navigate}
        onLegend={() => setLegendOpen((o) => !o)}
        onSettings={() => page.open('settings')}
      />
      {phone && banners(false)}
      <Collapse in={legendOpen} unmountOnExit>
        <Paper sx={{ p: 1 }}>
          <ColorLegend title={texts.legend} items={legend} />
        </Paper>
      </Collapse>
    </>
  );
  const dialogs = (
    <>
      {selected && (
        <SelectedIntervention
          api={api}
          intervention={selected}
          admin={admin}
          now={now}
          fullScreen={phone}
          useTablet={setup.useTablet}
          flow={flow}
          onClose={() => setSelected(null)}
          onRefused={onRefused}
        />
      )}
      <MoveQuestions flow={flow} technicians={rows} multiple={setup.multiTechnician} />
      <PlanningDialogs
        open={page.dialog}
        onClose={page.close}
        api={api}
        admin={admin}
        now={now}
        fullScreen={phone}
        display={display}
        onDisplay={(next) => {
          page.close();
          void changeDisplay(next);
        }}
        setup={setup}
        technicians={allNames}
        shown={shownNames}
        unavailabilities={data.unavailabilities}
        onNotice={page.notify}
        reloadSetup={setupLoad.reload}
        reloadPlanning={reloadPlanning}
        refreshUser={refreshUser}
        onRefused={onRefused}
      />
    </>
  );

  return (
    <ToolPageFrame
      page={page}
      title={texts.pageTitle}
      failedMessage={texts.loadFailed}
      header={header}
      dialogs={dialogs}
    >
      {setupLoad.status === 'ready' && rows.length === 0 && (
        <Typography color="text.secondary">{texts.noTechnician}</Typography>
      )}
      {phone ? (
        <PhoneLayout
          controls={controls}
          count={cards.length}
          day={
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
              <LoadingOverlay open={page.loading} label={texts.loading} />
            </Box>
          }
          unscheduled={unscheduledPanel}
        />
      ) : (
        <>
          <CalendarFrame height={height} overlay={banners(true)}>
            <TechnicianCalendar
              calendarRef={calendarRef}
              technicians={rows}
              interventions={interventions}
              unavailabilities={data.unavailabilities}
              display={display}
              hiddenDays={setup.hiddenDays}
              colors={setup.colors}
              start={start}
              droppable={admin}
              licenseKey={licenseKey}
              onOpen={setSelected}
              onMove={flow.onMove}
              onReceive={flow.onReceive}
              onUnavailability={onUnavailability}
              onEventDragStart={onEventDragStart}
              onEventDragStop={onEventDragStop}
            />
            <LoadingOverlay open={page.loading} label={texts.loading} />
          </CalendarFrame>
          <Paper
            sx={{
              p: 1.5,
              display: 'flex',
              flexDirection: { xs: 'column', md: 'row' },
              gap: 2,
              alignItems: 'flex-start',
            }}
          >
            {controls}
            {unscheduledPanel}
          </Paper>
        </>
      )}
    </ToolPageFrame>
  );
}
