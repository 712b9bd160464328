import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import {
  AppTile,
  ColorLegend,
  ConnectionIndicator,
  DateRangeField,
  FrenchDateField,
  LoadingOverlay,
  TimedBanner,
  ToolIcon,
  TopBar,
  locaSuiteTokens,
} from '@locasuite/ui';
import type { ConnectionLevel } from '@locasuite/ui';

const noop = () => {};

function Entry({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title} variant="outlined" sx={{ p: 2 }}>
      <Typography component="h2" variant="h3" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

const tiles = [
  ['planning-disponibilite', 'Disponibilité'],
  ['etat-des-lieux-materiel', 'Materiel'],
  ['etat-des-lieux-velo', 'Vélo'],
  ['email-visualisation', 'Email visualisation'],
  ['sav-gestion', 'SAV'],
  ['statistiques', 'Statistiques'],
] as const;

const levels: (ConnectionLevel | null)[] = ['good', 'medium', 'poor', null];

function Catalogue() {
  return (
    <Stack spacing={2}>
      <Entry title="Couleurs">
        <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }} useFlexGap>
          {(
            [
              ['Accueil et connexion', locaSuiteTokens.background.home],
              ['Dans un outil', locaSuiteTokens.background.tool],
              ['Barre supérieure', locaSuiteTokens.topBar],
              ['Succès', locaSuiteTokens.feedback.success],
              ['Erreur', locaSuiteTokens.feedback.error],
            ] as const
          ).map(([label, color]) => (
            <Stack key={label} spacing={0.5} sx={{ alignItems: 'center', width: 120 }}>
              <Box
                sx={{
                  width: 64,
                  height: 40,
                  borderRadius: 1,
                  bgcolor: color,
                  border: 1,
                  borderColor: 'divider',
                }}
              />
              <Typography variant="caption" sx={{ textAlign: 'center' }}>
                {label}
                <br />
                {color}
              </Typography>
            </Stack>
          ))}
        </Stack>
      </Entry>

      <Entry title="TopBar">
        <Stack spacing={1}>
          <TopBar
            title="LocaSuite"
            onHome={noop}
            onLogout={noop}
            connection={<ConnectionIndicator quality="good" />}
          />
          <TopBar
            title="PLANNING GESTION RDV VELO"
            onHome={noop}
            onLogout={noop}
            connection={<ConnectionIndicator quality="poor" />}
          />
        </Stack>
      </Entry>

      <Entry title="AppTile">
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          {tiles.map(([route, label]) => (
            <AppTile
              key={route}
              label={label}
              href={`/${route}`}
              onNavigate={noop}
              icon={<ToolIcon route={route} fontSize="large" color="primary" />}
            />
          ))}
        </Box>
      </Entry>

      <Entry title="ConnectionIndicator">
        <Stack
          direction="row"
          spacing={2}
          sx={{
            flexWrap: 'wrap',
            bgcolor: locaSuiteTokens.topBar,
            color: 'common.white',
            p: 1,
            borderRadius: 1,
          }}
          useFlexGap
        >
          {levels.map((level) => (
            <ConnectionIndicator key={level ?? 'unknown'} quality={level} showLabel />
          ))}
        </Stack>
      </Entry>

      <Entry title="TimedBanner">
        <TimedBanner
          message="Le technicien n'est pas disponible sur ce créneau"
          onClose={noop}
          durationMs={Infinity}
        />
      </Entry>

      <Entry title="Snackbar (contenu)">
        <Stack spacing={1}>
          <Alert severity="success" variant="filled">
            Modifications enregistrées
          </Alert>
          <Alert severity="error" variant="filled">
            L'enregistrement a échoué
          </Alert>
        </Stack>
      </Entry>

      <Entry title="LoadingOverlay">
        <Box sx={{ position: 'relative', height: 120, bgcolor: 'grey.100', borderRadius: 1 }}>
          <LoadingOverlay open label="Chargement du planning…" />
        </Box>
      </Entry>

      <Entry title="ColorLegend">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={4}>
          <ColorLegend
            items={[
              { label: 'Location', color: '#A1887F' },
              { label: 'Réservation', color: '#81C784' },
              { label: 'Livraison', color: '#FF0000' },
            ]}
          />
          <ColorLegend
            direction="column"
            title="Code couleur"
            items={[
              { label: 'Livraison', color: '#1E88E5' },
              { label: 'Reprise', color: '#FB8C00' },
            ]}
          />
        </Stack>
      </Entry>

      <Entry title="FrenchDateField et DateRangeField">
        <Stack spacing={2}>
          <Box sx={{ maxWidth: 240 }}>
            <FrenchDateField
              label="Date sélectionnée"
              value={new Date(Date.UTC(2025, 2, 3))}
              onChange={noop}
            />
          </Box>
          <DateRangeField
            value={{ start: new Date(Date.UTC(2025, 0, 1)), end: new Date(Date.UTC(2025, 2, 31)) }}
            onChange={noop}
          />
        </Stack>
      </Entry>
    </Stack>
  );
}

const meta = {
  title: 'UI/Catalogue',
  component: Catalogue,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Catalogue>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every variant of the small components on one page. */
export const AllComponents: Story = {};
