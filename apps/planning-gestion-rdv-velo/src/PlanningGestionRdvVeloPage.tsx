import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { CalendarRef } from '@locasuite/ui/calendar';
import { addDaysUtc, startOfDayUtc } from '@locasuite/core';
import {
  LoadingOverlay,
  TimedBanner,
  ToolPageFrame,
  periodLabel,
  useLive,
  usePeriod,
  useToolPage,
} from '@locasuite/ui';
import type { ToolPageProps } from '@locasuite/ui';
import type { RdvApi } from './api';
import { CalendarHeader } from './components/CalendarHeader';
import { LeftColumn } from './components/LeftColumn';
import type { ViewDays } from './components/LeftColumn';
import { RdvCalendar, NO_TYPE_COLOR } from './components/RdvCalendar';
import { RdvDialogs } from './components/RdvDialogs';
import { SmallScreenTools } from './components/SmallScreenTools';
import { useAgencyChoice } from './hooks/useAgencyChoice';
import { NO_SETUP, useRdvSetup } from './hooks/useRdvSetup';
import { useSlotFlow } from './hooks/useSlotFlow';
import { useSlots } from './hooks/useSlots';
import { texts } from './texts';

export interface PlanningGestionRdvVeloPageProps extends ToolPageProps<RdvApi> {
  /** "Now" (default: the clock), for stories and tests. */
  readonly now?: number;
  /** FullCalendar licence key; the kit calendar's (`VITE_FULLCALENDAR_LICENSE_KEY`) when absent. */
  readonly licenseKey?: string;
}

/**
 * spec 2 §2.2 /planning-gestion-rdv-velo: bike appointment slots per agency. Admins create, edit,
 * free and delete; others view, search, open and edit status and comment of booked slots (spec 2
 * §6). The server decides every change and answers its refusals in French.
 */
export function PlanningGestionRdvVeloPage({
  api,
  session,
  now: fixedNow,
  licenseKey,
}: PlanningGestionRdvVeloPageProps) {
  const { user, onRefused, refreshUser } = session;
  // spec 2 §6: administrator when the user flag admin equals 1.
  const admin = user?.admin === true;
  const theme = useTheme();
  const large = useMediaQuery(theme.breakpoints.up('md'));
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [now] = useState(() => fixedNow ?? Date.now());
  const clock = useCallback(() => fixedNow ?? Date.now(), [fixedNow]);

  const [chosenDays, setDays] = useState<ViewDays>(1);
  const days: ViewDays = phone ? 1 : chosenDays;
  const { start, setStart, navigate } = usePeriod({
    initial: () => startOfDayUtc(now),
    days,
    today: () => startOfDayUtc(Date.now()),
  });

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

  const choice = useAgencyChoice(api, user, setup.agencies, { onRefused, refreshUser });
  const page = useToolPage(session, {
    loads: [setupLoad, slotsLoad],
    retry: () => {
      setupLoad.reload();
      reloadSlots();
    },
  });
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const flow = useSlotFlow({
    api,
    admin,
    types: setup.types,
    slots,
    reload: reloadSlots,
    onRefused,
    onError: page.fail,
    onNotice: page.notify,
  });

  const calendarRef = useRef<CalendarRef>(null);
  // Phones show one day: a change of size keeps the first day.
  useEffect(() => {
    calendarRef.current?.getApi().gotoDate(start);
  }, [days, start]);

  const legend = setup.types.map((t) => ({
    label: t.LABEL_TECH,
    color: setup.colors[t.KEY] ?? NO_TYPE_COLOR,
  }));

  const period = periodLabel(start, days, texts.period);

  const banner = (
    <Box sx={{ position: 'relative', height: 0, zIndex: 5 }}>
      <Box sx={{ position: 'absolute', top: 0, left: 0, right: 0 }}>
        <TimedBanner
          message={page.error ?? choice.failure}
          onClose={() => {
            page.fail(null);
            choice.resetFailure();
          }}
        />
      </Box>
    </Box>
  );
  const dialogs = (
    <RdvDialogs
      flow={flow}
      api={api}
      admin={admin}
      now={now}
      clock={clock}
      fullScreen={phone}
      setup={setup}
      agencyIds={choice.ids}
      onAgencies={choice.choose}
      day={start}
      onDay={setStart}
      changes={changes}
      readAgain={slotsLoad.readAgain}
      reloadSetup={setupLoad.reload}
      onNotice={page.notify}
      onRefused={onRefused}
    />
  );

  return (
    <ToolPageFrame
      page={page}
      title={texts.pageTitle}
      failedMessage={texts.loadFailed}
      header={banner}
      dialogs={dialogs}
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', minWidth: 0 }}>
        {large && (
          <LeftColumn
            admin={admin}
            agencies={setup.agencies}
            selected={choice.ids}
            onAgencies={choice.choose}
            days={chosenDays}
            onDays={setDays}
            day={start}
            onDay={(day) => setStart(startOfDayUtc(day))}
            legend={legend}
            onSettings={() => flow.openDialog('settings')}
            onManagement={() => flow.openDialog('management')}
          />
        )}
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <CalendarHeader
            admin={admin}
            large={large}
            phone={phone}
            period={period}
            onNavigate={navigate}
            onCalendar={() => flow.openDialog('goto')}
            onSettings={() => flow.openDialog('settings')}
            onMenu={setMenu}
            agencySummary={choice.summary}
            onAgencies={() => flow.openDialog('agencies')}
            days={chosenDays}
            onDays={setDays}
          />
          {setupLoad.status === 'ready' && choice.agencies.length === 0 && (
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
              // A free slot is told by its dashed border and lighter edge, never by fading its text
              // (its colour is chosen for 4.5:1 against the slot's background).
              '& .ls-rdv-slot[data-booked="0"]': { borderStyle: 'dashed', borderWidth: 2 },
            }}
          >
            <RdvCalendar
              calendarRef={calendarRef}
              agencies={choice.agencies}
              slots={slots}
              types={setup.types}
              colors={setup.colors}
              hiddenDays={setup.hiddenDays}
              start={start}
              days={days}
              licenseKey={licenseKey}
              onOpen={(slot) => flow.openSlot(slot)}
              onDate={flow.onDate}
            />
            <LoadingOverlay open={page.loading} label={texts.loading} />
          </Paper>
        </Box>
      </Box>

      {!large && (
        <SmallScreenTools
          admin={admin}
          legend={legend}
          menu={menu}
          onMenuClose={() => setMenu(null)}
          onSettings={() => flow.openDialog('settings')}
          onManagement={() => flow.openDialog('management')}
        />
      )}
    </ToolPageFrame>
  );
}
