import { useCallback, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import RefreshIcon from '@mui/icons-material/Refresh';
import SettingsIcon from '@mui/icons-material/Settings';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import type { CalendarRef } from '@fullcalendar/react';
import {
  calls,
  deliveryColorsJson,
  deliveryEvents,
  deliveryRoleLabel,
  driversToShow,
  formatDriverList,
  formatFrenchDay,
  formatHiddenDays,
  isApiError,
} from '@locasuite/core';
import type { DeliveryMaterial } from '@locasuite/core';
import {
  ColorLegend,
  LoadProblem,
  LoadingOverlay,
  Snackbar,
  refusalAware,
  useLive,
  words,
} from '@locasuite/ui';
import type { ToolPageProps } from '@locasuite/ui';
import { loadMaterials } from './api';
import { DeliveryCalendar, UNAVAILABLE_COLOR } from './components/DeliveryCalendar';
import { DeliveryDetailDialog } from './components/DeliveryDetailDialog';
import { DriversDialog } from './components/DriversDialog';
import { OutsideHoursNotice } from './components/OutsideHoursNotice';
import { outsideVisibleHours } from './components/outsideHours';
import { SettingsDialog } from './components/SettingsDialog';
import { useDeliveryMaterials } from './hooks/useDeliveryMaterials';
import type { VisibleRange } from './hooks/useDeliveryMaterials';
import { NO_SETUP, useDeliverySetup } from './hooks/useDeliverySetup';
import { TEXTS } from './texts';

const c = calls.planningLivraison;

const NO_MATERIALS: readonly DeliveryMaterial[] = [];

// FullCalendar v7 presets (DEPENDENCIES.md); a rental business needs a commercial key.
const DEFAULT_LICENSE_KEY = 'CC-Attribution-NonCommercial-NoDerivatives';

export interface PlanningLivraisonPageProps extends ToolPageProps {
  /** The week shown first (default: today). */
  readonly initialDate?: number;
  /** FullCalendar licence key (default: `VITE_FULLCALENDAR_LICENSE_KEY`). */
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
  licenseKey = import.meta.env.VITE_FULLCALENDAR_LICENSE_KEY || DEFAULT_LICENSE_KEY,
}: PlanningLivraisonPageProps) {
  const { user, onRefused } = session;
  // spec 1 §6: admin when the record's admin is 1.
  const admin = user?.admin === true;
  const calendarRef = useRef<CalendarRef>(null);
  const [range, setRange] = useState<VisibleRange | null>(null);
  const [selected, setSelected] = useState<DeliveryMaterial | null>(null);
  const [dialog, setDialog] = useState<'drivers' | 'settings' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [firstDate] = useState(() => initialDate ?? Date.now());

  const setupLoad = useDeliverySetup(api, onRefused);
  const materialsLoad = useDeliveryMaterials(api, range, onRefused);
  const setup = setupLoad.data ?? NO_SETUP;
  const materials = materialsLoad.data ?? NO_MATERIALS;
  const { patch } = materialsLoad;
  const reloadSetup = setupLoad.reload;
  const reloadMaterials = materialsLoad.reload;
  const failedLoad = [setupLoad, materialsLoad].find(
    (load) => load.status === 'failed' || load.status === 'unreachable',
  );

  const shown = useMemo(
    () => driversToShow(setup.drivers, setup.shownList),
    [setup.drivers, setup.shownList],
  );
  const title = range
    ? `Semaine du ${formatFrenchDay(range.start)} au ${formatFrenchDay(range.end - 1)}`
    : '';
  const events = useMemo(
    () => deliveryEvents(materials, shown, setup.color),
    [materials, shown, setup.color],
  );
  // The week's deliveries the 06:00–22:00 timeline cannot draw, said in the header (issue 11).
  const outside = useMemo(
    () =>
      range
        ? outsideVisibleHours(events.filter((e) => e.start < range.end && e.end > range.start))
        : [],
    [events, range],
  );

  const onRangeChange = useCallback((next: VisibleRange) => {
    setRange((prev) => (prev?.start === next.start && prev.end === next.end ? prev : next));
  }, []);

  const navigate = (action: 'prev' | 'next' | 'today') => {
    const calendar = calendarRef.current?.getApi();
    if (!calendar) return;
    if (action === 'prev') calendar.prev();
    else if (action === 'next') calendar.next();
    else calendar.today();
  };

  const refresh = () => {
    reloadSetup();
    reloadMaterials();
  };
  // Saved by someone else (a comment, drivers' absences, settings): reload in place, same week.
  useLive(session, 'planningLivraison', refresh);

  // The dialogs show a failed save's French message; a refused session also goes to the shell.
  const saveComment = refusalAware(async (material: DeliveryMaterial, comment: string) => {
    const id = String(material.CLD_IDEnreg ?? material.id.split('-')[0]);
    // The line's version as read (issue 9 §7): if someone saved it since, the server answers 409.
    const version = typeof material.version === 'number' ? material.version : undefined;
    try {
      const saved = await api.call(c.set_livraison_retour_comment, {
        idEnregistrement: id,
        data: comment,
        version,
      });
      const fields = { CLD_COMMENTAIRE_LIVRAISON_RETOUR: comment.trim(), version: saved.version };
      patch(id, fields);
      setSelected((m) => (m ? { ...m, ...fields } : m));
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        // Reload the line: the dialog shows its new comment beside what the person typed.
        const fresh = (
          await loadMaterials(api, material.debut_timestamp - 1, material.fin_timestamp + 1)
        ).find((m) => m.id === material.id);
        if (fresh) {
          patch(id, {
            CLD_COMMENTAIRE_LIVRAISON_RETOUR: fresh.CLD_COMMENTAIRE_LIVRAISON_RETOUR,
            version: fresh.version,
          });
          setSelected(fresh);
        }
      }
      throw error;
    }
  }, onRefused);

  const saveDrivers = refusalAware(async (names: string[]) => {
    // The client puts the session token in the payload (spec 1 §7).
    await api.call(c.set_technicien_liste_to_show, { liste: formatDriverList(names) });
    setDialog(null);
    setNotice(TEXTS.drivers.saved);
    reloadSetup();
  }, onRefused);

  const saveSettings = refusalAware(async (color: string, hiddenDays: number[]) => {
    await api.call(c.save_calendar_colors, { colors: deliveryColorsJson(color) });
    await api.call(c.save_day_to_hide, { days: formatHiddenDays(hiddenDays) });
    setDialog(null);
    setNotice(TEXTS.settings.saved);
    reloadSetup();
  }, onRefused);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
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
              onClick={() => setDialog('settings')}
            >
              {TEXTS.settingsButton}
            </Button>
            <Button
              variant="outlined"
              startIcon={<LocalShippingIcon />}
              onClick={() => setDialog('drivers')}
            >
              {TEXTS.driversButton}
            </Button>
          </>
        )}
        <Button variant="outlined" startIcon={<RefreshIcon />} onClick={refresh}>
          {TEXTS.refreshButton}
        </Button>
        <Button variant="contained" onClick={() => navigate('today')}>
          {words.today}
        </Button>
        <IconButton aria-label={TEXTS.previousWeek} onClick={() => navigate('prev')}>
          <ChevronLeftIcon />
        </IconButton>
        <IconButton aria-label={TEXTS.nextWeek} onClick={() => navigate('next')}>
          <ChevronRightIcon />
        </IconButton>
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

      <LoadProblem
        status={failedLoad?.status ?? 'ready'}
        stale={failedLoad?.stale}
        failedMessage={TEXTS.loadFailed}
        onRetry={refresh}
      />

      <Paper sx={{ position: 'relative', overflow: 'hidden', minHeight: 240 }}>
        {shown.length > 0 ? (
          <DeliveryCalendar
            calendarRef={calendarRef}
            drivers={shown}
            events={events}
            unavailabilities={setup.unavailabilities}
            hiddenDays={setup.hiddenDays}
            initialDate={firstDate}
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
        <LoadingOverlay open={materialsLoad.loading || setupLoad.loading} label={TEXTS.loading} />
      </Paper>

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
            onClose={() => setDialog(null)}
            onSave={saveDrivers}
          />
          <SettingsDialog
            open={dialog === 'settings'}
            color={setup.color}
            hiddenDays={setup.hiddenDays}
            onClose={() => setDialog(null)}
            onSave={saveSettings}
          />
        </>
      )}
      <Snackbar message={notice} onClose={() => setNotice(null)} />
    </Box>
  );
}
