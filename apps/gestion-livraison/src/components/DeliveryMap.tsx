import { useMemo, useState } from 'react';
import { CircleMarker, MapContainer, Polyline, Popup, TileLayer, Tooltip } from 'react-leaflet';
import 'leaflet/dist/leaflet.css';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ITINERARY_MAP_ZOOM, type GeoPoint, type ItineraryStop } from '@locasuite/core';
import type { MapAgency, MapClient } from '../api';
import { TEXTS } from '../texts';

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
          {agencies.map(
            (a) =>
              a.position && (
                <CircleMarker
                  key={`a-${a.id}`}
                  center={[a.position.lat, a.position.lng]}
                  radius={10}
                  pathOptions={{ color: AGENCY_COLOR, fillOpacity: 0.9 }}
                >
                  <Tooltip permanent direction="top">{`${TEXTS.agency} ${a.name}`}</Tooltip>
                </CircleMarker>
              ),
          )}
          {clients.map(
            (c) =>
              c.position && (
                <CircleMarker
                  key={`c-${c.code}`}
                  center={[c.position.lat, c.position.lng]}
                  radius={7}
                  pathOptions={{ color: CLIENT_COLOR, fillOpacity: 0.7 }}
                >
                  <Tooltip permanent direction="right" offset={[6, 0]}>
                    {`${c.deliveries.length} / ${c.collections.length}`}
                  </Tooltip>
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
              ),
          )}
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
