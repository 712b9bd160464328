import { useMemo, useState } from 'react';
import {
  CircleMarker,
  MapContainer,
  Polyline,
  Popup,
  TileLayer,
  Tooltip,
  useMap,
  useMapEvents,
} from 'react-leaflet';
import 'leaflet/dist/leaflet.css';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ITINERARY_MAP_ZOOM, type GeoPoint, type ItineraryStop } from '@locasuite/core';
import type { MapAgency, MapClient } from '../api';
import { TEXTS } from '../texts';
import { placeLabels, shortNames, type LabelPlace, type LabelRequest } from './placeLabels';

export interface DeliveryMapProps {
  readonly agencies: readonly MapAgency[];
  readonly clients: readonly MapClient[];
  /** The itinerary drawn: the start agency then its stops. */
  readonly start: MapAgency | null;
  readonly stops: readonly ItineraryStop[];
  /** VITE_MAP_TILE_URL (DECISIONS.md); null or empty: no background map, and the notice. */
  readonly tileUrl: string | null;
  readonly onAdd: (client: MapClient) => void;
}

const AGENCY_COLOR = '#6A1B9A';
const AGENCY_RADIUS = 10;
const CLIENT_RADIUS = 7;
const CLIENT_COLOR = '#2E7D32';
const ROUTE_COLOR = '#1E88E5';

/**
 * spec 3 §2.6: the map (initial zoom 9) with the agencies and the clients, each client labelled with
 * its counts of contracts to deliver and to collect; the itinerary's legs drawn as a line. Without
 * tiles (no internet, as in tests and many intranets) the markers and legs still draw and a notice
 * says the background map is unavailable.
 */
export function DeliveryMap({ agencies, clients, start, stops, tileUrl, onAdd }: DeliveryMapProps) {
  const [tilesFailed, setTilesFailed] = useState(false);
  const center = useMemo<GeoPoint>(
    () =>
      start?.position ?? agencies.find((a) => a.position)?.position ?? { lat: 45.75, lng: 4.85 },
    [start, agencies],
  );
  const route = useMemo(
    () =>
      [start?.position ?? null, ...stops.map((s) => s.position)]
        .filter((p): p is GeoPoint => p !== null)
        .map((p) => [p.lat, p.lng] as [number, number]),
    [start, stops],
  );
  const noTiles = !tileUrl || tilesFailed;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, height: '100%' }}>
      {noTiles && (
        <Alert severity="info" role="status">
          {TEXTS.tilesMissing}
        </Alert>
      )}
      <Box
        role="region"
        aria-label={TEXTS.mapLabel}
        sx={{
          flex: 1,
          minHeight: { xs: 300, md: 420 },
          '& .leaflet-container': { height: '100%' },
        }}
      >
        <MapContainer
          center={[center.lat, center.lng]}
          zoom={ITINERARY_MAP_ZOOM}
          style={{ height: '100%', minHeight: 300 }}
        >
          {tileUrl && (
            <TileLayer
              url={tileUrl}
              attribution="&copy; OpenStreetMap"
              eventHandlers={{ tileerror: () => setTilesFailed(true) }}
            />
          )}
          <Markers agencies={agencies} clients={clients} onAdd={onAdd} />
          {route.length > 1 && (
            <Polyline positions={route} pathOptions={{ color: ROUTE_COLOR, weight: 4 }} />
          )}
        </MapContainer>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {TEXTS.mapLegend}
      </Typography>
    </Box>
  );
}

/**
 * The markers and their labels (issue 35): the agencies' short names first, then the clients'
 * counts, each on the first free side of its marker at this zoom (`placeLabels`); a label with no
 * room is shown on hover, and at a closer zoom.
 */
function Markers({
  agencies,
  clients,
  onAdd,
}: Pick<DeliveryMapProps, 'agencies' | 'clients' | 'onAdd'>) {
  const map = useMap();
  const [zoom, setZoom] = useState(() => map.getZoom());
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) });
  const names = useMemo(() => shortNames(agencies.map((a) => a.name)), [agencies]);
  const places = useMemo(() => {
    const point = (p: GeoPoint) => map.project([p.lat, p.lng], zoom);
    const requests: LabelRequest[] = [];
    agencies.forEach((a, i) => {
      if (a.position)
        requests.push({
          id: `a-${a.id}`,
          ...point(a.position),
          radius: AGENCY_RADIUS,
          text: names[i]!,
          tier: 0,
        });
    });
    // The clients with the most to do are labelled first.
    const busiest = [...clients].sort(
      (a, b) =>
        b.deliveries.length + b.collections.length - (a.deliveries.length + a.collections.length),
    );
    for (const c of busiest) {
      if (c.position)
        requests.push({
          id: `c-${c.code}`,
          ...point(c.position),
          radius: CLIENT_RADIUS,
          text: counts(c),
          tier: 1,
        });
    }
    return placeLabels(requests);
  }, [map, zoom, agencies, clients, names]);

  return (
    <>
      {/* The agencies drawn last: on top of their clients' dots. */}
      {clients.map((c) => {
        if (!c.position) return null;
        const place = places.get(`c-${c.code}`);
        return (
          <CircleMarker
            key={`c-${c.code}`}
            center={[c.position.lat, c.position.lng]}
            radius={CLIENT_RADIUS}
            pathOptions={{ color: CLIENT_COLOR, fillOpacity: 0.7 }}
          >
            <Label
              place={place}
              radius={CLIENT_RADIUS}
              text={counts(c)}
              hover={`${c.name} : ${counts(c)}`}
            />
            <Popup>
              <strong>{c.name}</strong>
              <br />
              {TEXTS.clientCounts(c.deliveries.length, c.collections.length)}
              <br />
              <Button size="small" onClick={() => onAdd(c)}>
                {TEXTS.addToItinerary}
              </Button>
            </Popup>
          </CircleMarker>
        );
      })}
      {agencies.map((a, i) => {
        if (!a.position) return null;
        const place = places.get(`a-${a.id}`);
        return (
          <CircleMarker
            key={`a-${a.id}`}
            center={[a.position.lat, a.position.lng]}
            radius={AGENCY_RADIUS}
            pathOptions={{ color: AGENCY_COLOR, fillOpacity: 0.9 }}
          >
            <Label
              place={place}
              radius={AGENCY_RADIUS}
              text={names[i]!}
              hover={`${TEXTS.agency} ${a.name}`}
            />
          </CircleMarker>
        );
      })}
    </>
  );
}

/** A marker's label: always shown where `placeLabels` found it room, otherwise on hover. */
function Label({
  place,
  radius,
  text,
  hover,
}: {
  readonly place: LabelPlace | undefined;
  readonly radius: number;
  readonly text: string;
  readonly hover: string;
}) {
  return (
    <Tooltip
      key={place ? place.side : 'survol'}
      permanent={place !== undefined}
      direction={place?.side ?? 'right'}
      offset={place ? [...place.offset] : [radius, 0]}
    >
      {place ? text : hover}
    </Tooltip>
  );
}

const counts = (c: MapClient) => `${c.deliveries.length} / ${c.collections.length}`;
