import { useCallback, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import RefreshIcon from '@mui/icons-material/Refresh';
import SettingsIcon from '@mui/icons-material/Settings';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import type { CalendarRef } from '@locasuite/ui/calendar';
import {
  DELIVERY_DAY_MS,
  DELIVERY_PLANNING,
  calls,
  deliveryColorsJson,
  deliveryDayOf,
  deliveryEvents,
  deliveryOpeningDay,
  deliveryRoleLabel,
  deliveriesOutsideVisibleHours,
  deliveryScrollDays,
  deliveryWeekLayout,
  deliveryWeekStart,
  driversToShow,
  formatDriverList,
  formatFrenchDay,
  formatFrenchLongDay,
  formatHiddenDays,
  shiftShownDay,
} from '@locasuite/core';
import type { DeliveryMaterial } from '@locasuite/core';
import {
  ColorLegend,
  LoadingOverlay,
  PeriodNavigation,
  ToolPageFrame,
  conflictAware,
  useLive,
  useToolPage,
} from '@locasuite/ui';
import type { ToolPageProps } from '@locasuite/ui';
import { loadMaterials } from './api';
import { DeliveryCalendar, UNAVAILABLE_COLOR } from './components/DeliveryCalendar';
import type { DeliveryTarget } from './components/DeliveryCalendar';
import { DeliveryDayList } from './components/DeliveryDayList';
import { DeliveryDetailDialog } from './components/DeliveryDetailDialog';
import { DriversDialog } from './components/DriversDialog';
import { OutsideHoursNotice } from './components/OutsideHoursNotice';
import { SettingsDialog } from './components/SettingsDialog';
import { useDeliveryMaterials } from './hooks/useDeliveryMaterials';
import type { VisibleRange } from './hooks/useDeliveryMaterials';
import { NO_SETUP, useDeliverySetup } from './hooks/useDeliverySetup';
import { useElementWidth } from './hooks/useElementWidth';
import { TEXTS } from './texts';

const c = calls.planningLivraison;

const NO_MATERIALS: readonly DeliveryMaterial[] = [];

export interface PlanningLivraisonPageProps extends ToolPageProps {
  /** Today for the page (default: the clock's): the week, or on phones the day, shown first. */
  readonly initialDate?: number;
  /** FullCalendar licence key; the kit calendar's (`VITE_FULLCALENDAR_LICENSE_KEY`) when absent. */
  readonly licenseKey?: string;
}

/**
 * spec 1 §2 /planning-livraison: a timeline by driver; `Paramètre` and `Chauffeur` for admins,
 * `Actualiser`, today, previous and next for everyone; the user labelled `Admin` or `Chauffeur`.
 */
export function PlanningLivraisonPage({
  api,
  session,
  initialDate,
  licenseKey,
}: PlanningLivraisonPageProps) {
  const { onRefused } = session;
  const calendarRef = useRef<CalendarRef>(null);
  const [range, setRange] = useState<VisibleRange | null>(null);
  const [selected, setSelected] = useState<DeliveryMaterial | null>(null);
  // Issue 11 item 4: phones get one day by driver instead of the week's timeline.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const calendarBox = useRef<HTMLDivElement>(null);
  const boxWidth = useElementWidth(calendarBox);

  const setupLoad = useDeliverySetup(api, onRefused);
  const setup = setupLoad.data ?? NO_SETUP;
  const reloadSetup = setupLoad.reload;
  // The hidden days by value: each reload answers a new array with the same days.
  const hiddenKey = setup.hiddenDays.join(',');
  const hiddenDays = useMemo(
    () => (hiddenKey === '' ? [] : hiddenKey.split(',').map(Number)),
    [hiddenKey],
  );

  const shown = useMemo(
    () => driversToShow(setup.drivers, setup.shownList),
    [setup.drivers, setup.shownList],
  );

  // Where the planning is (issue 11 item 4): the opening day (today, or the next shown day when
  // today is hidden) until the person moves; a week scrolls to today when it holds it, else to
  // its start.
  const today = useCallback(() => initialDate ?? Date.now(), [initialDate]);
  const targetOf = useCallback(
    (day: number): DeliveryTarget => ({
      day,
      scrollDays: deliveryScrollDays(day, today(), hiddenDays),
    }),
    [hiddenDays, today],
  );
  const [chosen, setChosen] = useState<DeliveryTarget | null>(null);
  const target = useMemo(
    () => chosen ?? targetOf(deliveryOpeningDay(today(), hiddenDays)),
    [chosen, targetOf, today, hiddenDays],
  );
  // The phone's day, loaded once the hidden days are known (a hidden day is never shown).
  const dayStart = deliveryDayOf(target.day);
  const dayRange = useMemo<VisibleRange>(
    () => ({ start: dayStart, end: dayStart + DELIVERY_DAY_MS }),
    [dayStart],
  );
  const shownRange = phone ? (setupLoad.data ? dayRange : null) : range;
  // The slots that make the week fit the timeline's width: the driver column and the
  // calendar's borders and divider (a few pixels, 8 to be safe) out.
  const layout = useMemo(
    () => deliveryWeekLayout(boxWidth - DELIVERY_PLANNING.driverColumnWidth - 8, hiddenDays),
    [boxWidth, hiddenDays],
  );

  const materialsLoad = useDeliveryMaterials(api, shownRange, onRefused);
  const materials = materialsLoad.data ?? NO_MATERIALS;
  const { patch } = materialsLoad;
  // spec 1 §6: admin when the record's admin is 1.
  const page = useToolPage<'drivers' | 'settings'>(session, { loads: [setupLoad, materialsLoad] });
  const { admin, dialog } = page;

  const title = phone
    ? TEXTS.dayTitle(formatFrenchLongDay(dayStart))
    : range
      ? `Semaine du ${formatFrenchDay(range.start)} au ${formatFrenchDay(range.end - 1)}`
      : '';
  const events = useMemo(
    () => deliveryEvents(materials, shown, setup.color),
    [materials, shown, setup.color],
  );
  // The week's deliveries the 06:00–22:00 timeline cannot draw, said in the header (issue 11).
  const outside = useMemo(
    () =>
      range && !phone
        ? deliveriesOutsideVisibleHours(
            events.filter((e) => e.start < range.end && e.end > range.start),
          )
        : [],
    [events, range, phone],
  );

  const onRangeChange = useCallback((next: VisibleRange) => {
    setRange((prev) => (prev?.start === next.start && prev.end === next.end ? prev : next));
  }, []);

  // Previous and next move a week (a day on phones, skipping hidden days); Aujourd'hui goes back
  // to the opening day. Each is a new target: the timeline goes there and scrolls again.
  const navigate = (step: -1 | 0 | 1) => {
    if (step === 0) {
      setChosen(targetOf(deliveryOpeningDay(today(), hiddenDays)));
    } else if (phone) {
      setChosen(targetOf(shiftShownDay(target.day, step, hiddenDays)));
    } else {
      setChosen(targetOf(deliveryWeekStart(target.day) + step * 7 * DELIVERY_DAY_MS));
    }
  };

  // Saved by someone else (a comment, drivers' absences, settings): reload in place, same week.
  useLive(session, 'planningLivraison', page.retry);

  // The dialogs show a failed save's French message; a refused session also goes to the shell.
  const lineId = (material: DeliveryMaterial) =>
    String(material.CLD_IDEnreg ?? material.id.split('-')[0]);
  // Someone saved the line since (409): reload it, and the dialog shows its new comment beside
  // what the person typed.
  const reloadLine = async (material: DeliveryMaterial) => {
    const fresh = (
      await loadMaterials(api, material.debut_timestamp - 1, material.fin_timestamp + 1)
    ).find((m) => m.id === material.id);
    if (!fresh) return;
    patch(lineId(material), {
      CLD_COMMENTAIRE_LIVRAISON_RETOUR: fresh.CLD_COMMENTAIRE_LIVRAISON_RETOUR,
      version: fresh.version,
    });
    setSelected(fresh);
  };
  const saveComment = page.save(
    conflictAware(async (material: DeliveryMaterial, comment: string) => {
      const id = lineId(material);
      // The line's version as read (issue 9 §7): if someone saved it since, the server answers 409.
      const version = typeof material.version === 'number' ? material.version : undefined;
      const saved = await api.call(c.set_livraison_retour_comment, {
        idEnregistrement: id,
        data: comment,
        version,
      });
      const fields = { CLD_COMMENTAIRE_LIVRAISON_RETOUR: comment.trim(), version: saved.version };
      patch(id, fields);
      setSelected((m) => (m ? { ...m, ...fields } : m));
    }, reloadLine),
  );

  const saveDrivers = page.save(
    // The client puts the session token in the payload (spec 1 §7).
    (names: string[]) =>
      api.call(c.set_technicien_liste_to_show, { liste: formatDriverList(names) }),
    { close: true, done: TEXTS.drivers.saved, then: reloadSetup },
  );

  const saveSettings = page.save(
    async (color: string, hiddenDays: number[]) => {
      await api.call(c.save_calendar_colors, { colors: deliveryColorsJson(color) });
      await api.call(c.save_day_to_hide, { days: formatHiddenDays(hiddenDays) });
    },
    { close: true, done: TEXTS.settings.saved, then: reloadSetup },
  );

  const header = (
    <>
      <Paper
        component="section"
        aria-label={TEXTS.title}
        sx={{ p: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
      >
        <Typography component="h2" variant="h6" sx={{ mr: 1 }}>
          {TEXTS.title}
        </Typography>
        <Chip
          label={deliveryRoleLabel(admin)}
          color={admin ? 'primary' : 'default'}
          size="small"
          aria-label={`${TEXTS.role} : ${deliveryRoleLabel(admin)}`}
        />
        <Box sx={{ flex: 1 }} />
        {admin && (
          <>
            <Button
              variant="outlined"
              startIcon={<SettingsIcon />}
              onClick={() => page.open('settings')}
            >
              {TEXTS.settingsButton}
            </Button>
            <Button
              variant="outlined"
              startIcon={<LocalShippingIcon />}
              onClick={() => page.open('drivers')}
            >
              {TEXTS.driversButton}
            </Button>
          </>
        )}
        <Button variant="outlined" startIcon={<RefreshIcon />} onClick={page.retry}>
          {TEXTS.refreshButton}
        </Button>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'nowrap' }}>
          <PeriodNavigation
            onNavigate={navigate}
            previousLabel={phone ? TEXTS.previousDay : TEXTS.previousWeek}
            nextLabel={phone ? TEXTS.nextDay : TEXTS.nextWeek}
          />
        </Box>
      </Paper>

      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        {title && (
          <Typography component="h3" variant="subtitle1" aria-live="polite">
            {title}
          </Typography>
        )}
        <OutsideHoursNotice events={outside} onOpen={setSelected} />
        <ColorLegend
          items={[
            { label: TEXTS.legendDelivery, color: setup.color },
            { label: TEXTS.legendUnavailable, color: UNAVAILABLE_COLOR },
          ]}
        />
      </Box>
    </>
  );

  return (
    <ToolPageFrame
      page={page}
      failedMessage={TEXTS.loadFailed}
      header={header}
      sx={{ p: { xs: 1, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 1.5 }}
      dialogs={
        <>
          <DeliveryDetailDialog
            key={selected?.id ?? 'none'}
            material={selected}
            onClose={() => setSelected(null)}
            onSaveComment={saveComment}
          />
          {admin && (
            <>
              <DriversDialog
                open={dialog === 'drivers'}
                drivers={setup.drivers}
                shown={shown}
                onClose={page.close}
                onSave={saveDrivers}
              />
              <SettingsDialog
                open={dialog === 'settings'}
                color={setup.color}
                hiddenDays={setup.hiddenDays}
                onClose={page.close}
                onSave={saveSettings}
              />
            </>
          )}
        </>
      }
    >
      <Paper ref={calendarBox} sx={{ position: 'relative', overflow: 'hidden', minHeight: 240 }}>
        {shown.length > 0 && phone ? (
          <DeliveryDayList
            day={dayStart}
            drivers={shown}
            events={events}
            unavailabilities={setup.unavailabilities}
            answered={materialsLoad.status === 'ready' || materialsLoad.status === 'empty'}
            onOpen={setSelected}
            onSwipe={navigate}
          />
        ) : shown.length > 0 ? (
          <DeliveryCalendar
            calendarRef={calendarRef}
            drivers={shown}
            events={events}
            unavailabilities={setup.unavailabilities}
            hiddenDays={hiddenDays}
            target={target}
            layout={layout}
            licenseKey={licenseKey}
            onRangeChange={onRangeChange}
            onOpen={setSelected}
          />
        ) : (
          // Only a successful answer may say there is no driver (issue 11 item 1).
          setupLoad.status === 'ready' && (
            <Typography sx={{ p: 2 }} color="text.secondary">
              {TEXTS.noDriver}
            </Typography>
          )
        )}
        <LoadingOverlay open={page.loading} label={TEXTS.loading} />
      </Paper>
    </ToolPageFrame>
  );
}
