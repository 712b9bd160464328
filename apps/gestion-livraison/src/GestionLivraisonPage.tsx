import { useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { ConfirmDialog, LoadProblem, useCall, useLoad, type ToolPageProps } from '@locasuite/ui';
import {
  deleteEvent,
  loadMap,
  loadSettings,
  saveEvent,
  saveSettings,
  type GestionApi,
  type GestionSettings,
  type ItineraryEvent,
  type MapData,
} from './api';
import { DeliveryMap } from './components/DeliveryMap';
import { ItineraryCalendar } from './components/ItineraryCalendar';
import { ItineraryEditor } from './components/ItineraryEditor';
import { SettingsDialog } from './components/SettingsDialog';
import { draftOfEvent, emptyDraft, useItineraryDraft } from './hooks/useItineraryDraft';
import { useItineraryEvents } from './hooks/useItineraryEvents';
import type { RouteFetch } from './hooks/useRoutedMeasure';
import { TEXTS } from './texts';

/** DECISIONS.md « Map tiles »: VITE_MAP_TILE_URL, OpenStreetMap by default. */
const DEFAULT_TILE_URL =
  (import.meta.env.VITE_MAP_TILE_URL as string | undefined) ??
  'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** DECISIONS.md « Routing service address »: VITE_ROUTING_URL (OSRM-compatible), none by default. */
const ROUTING_URL = (import.meta.env.VITE_ROUTING_URL as string | undefined) || null;

export interface GestionLivraisonPageProps extends ToolPageProps<GestionApi> {
  /** The moment the page opens on (stories and tests); now otherwise. */
  readonly initialDate?: number;
  /** The tiles' URL; null draws no background map (and says so). */
  readonly tileUrl?: string | null;
  /** The OSRM-compatible routing service; null: every distance is the estimation. */
  readonly routingUrl?: string | null;
  /** How the routing service is called (a fake in tests); `fetch` otherwise. */
  readonly fetchRoute?: RouteFetch;
}

/**
 * spec 3 §2.6 /gestion-livraison (issue 35): the map of agencies and clients with active
 * contracts, the itinerary builder and editor, and the calendar of itineraries.
 */
export function GestionLivraisonPage({
  api,
  session,
  initialDate,
  tileUrl = DEFAULT_TILE_URL,
  routingUrl = ROUTING_URL,
  fetchRoute,
}: GestionLivraisonPageProps) {
  const [now] = useState(() => initialDate ?? Date.now());
  const data = useLoad(
    useCallback(async () => {
      const [map, settings] = await Promise.all([loadMap(api), loadSettings(api)]);
      return { map, settings };
    }, [api]),
    { onRefused: session.onRefused },
  );
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.3rem', sm: '1.6rem' } }}>
        {TEXTS.title}
      </Typography>
      <LoadProblem load={data} failedMessage={TEXTS.failed} />
      {session.user?.admin && data.data && (
        <AdminSettings
          api={api}
          session={session}
          settings={data.data.settings}
          onSaved={data.reload}
        />
      )}
      {data.data ? (
        <Workspace
          api={api}
          session={session}
          now={now}
          tileUrl={tileUrl}
          routing={{ url: routingUrl, fetch: fetchRoute }}
          map={data.data.map}
          settings={data.data.settings}
        />
      ) : (
        data.loading && <CircularProgress aria-label={TEXTS.title} />
      )}
    </Box>
  );
}

function AdminSettings({
  api,
  session,
  settings,
  onSaved,
}: ToolPageProps<GestionApi> & {
  readonly settings: GestionSettings;
  readonly onSaved: () => void;
}) {
  const [open, setOpen] = useState(false);
  const save = useCall((next: GestionSettings) => saveSettings(api, next), {
    onRefused: session.onRefused,
  });
  return (
    <>
      <Button
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => {
          save.reset();
          setOpen(true);
        }}
      >
        {TEXTS.settings}
      </Button>
      {open && (
        <SettingsDialog
          open
          settings={settings}
          busy={save.status === 'running'}
          message={save.message}
          onClose={() => setOpen(false)}
          onSave={(next) =>
            void save.run(next).then((outcome) => {
              if (!outcome.ok) return;
              setOpen(false);
              onSaved();
            })
          }
        />
      )}
    </>
  );
}

interface WorkspaceProps extends ToolPageProps<GestionApi> {
  readonly now: number;
  readonly tileUrl: string | null;
  readonly routing: { readonly url: string | null; readonly fetch: RouteFetch | undefined };
  readonly map: MapData;
  readonly settings: GestionSettings;
}

function Workspace({ api, session, now, tileUrl, routing, map, settings }: WorkspaceProps) {
  const fresh = () => emptyDraft(now, map.agencies[0]?.id ?? '', settings.drivers[0]);
  const state = useItineraryDraft(fresh(), map.agencies, settings.drivers, routing);
  const { events, onRangeChange } = useItineraryEvents(api, session);
  const save = useCall(
    (draft: Parameters<typeof saveEvent>[1], existing: Parameters<typeof saveEvent>[2]) =>
      saveEvent(api, draft, existing),
    { onRefused: session.onRefused },
  );
  const remove = useCall((id: number, version: number) => deleteEvent(api, id, version), {
    onRefused: session.onRefused,
  });
  const [check, setCheck] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { draft, actions } = state;

  const onSave = async () => {
    setDone(null);
    const missing = !draft.name.trim() ? TEXTS.name : !draft.driver ? TEXTS.driver : null;
    const event = state.eventDraft();
    if (missing || !event) return setCheck(missing ? TEXTS.required(missing) : TEXTS.startInvalid);
    setCheck(null);
    const existing = draft.eventId === null ? null : { id: draft.eventId, version: draft.version };
    const outcome = await save.run(event, existing);
    if (!outcome.ok) return;
    actions.update({ eventId: outcome.value.id, version: outcome.value.version });
    setDone(TEXTS.saved);
    events.reload();
  };
  const onDelete = async () => {
    if (draft.eventId === null) return;
    const outcome = await remove.run(draft.eventId, draft.version);
    setConfirming(false);
    if (!outcome.ok) return;
    actions.replace(fresh());
    setDone(TEXTS.deleted);
    events.reload();
  };
  const open = (event: ItineraryEvent) => {
    save.reset();
    remove.reset();
    setDone(null);
    actions.replace(draftOfEvent(event, map.clients));
  };

  return (
    <>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
        <DeliveryMap
          agencies={map.agencies}
          clients={map.clients}
          start={state.agency}
          stops={draft.stops}
          tileUrl={tileUrl}
          onAdd={actions.add}
        />
        <ItineraryEditor
          state={state}
          agencies={map.agencies}
          clients={map.clients}
          drivers={settings.drivers}
          busy={save.status === 'running' || remove.status === 'running'}
          message={check ?? save.message ?? remove.message}
          done={done}
          onSave={() => void onSave()}
          onDelete={() => setConfirming(true)}
          onNew={() => {
            setDone(null);
            actions.replace(fresh());
          }}
        />
      </Box>
      <LoadProblem load={events} failedMessage={TEXTS.eventsFailed} />
      <ItineraryCalendar
        events={events.data ?? []}
        colors={settings.colors}
        initialDate={now}
        onRangeChange={onRangeChange}
        onOpen={open}
      />
      <ConfirmDialog
        open={confirming}
        title={TEXTS.delete}
        message={TEXTS.deleteConfirm(draft.name)}
        busy={remove.status === 'running'}
        onConfirm={() => void onDelete()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
