import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { topBarTitle } from '@locasuite/core';
import { ToolIcon } from '@locasuite/ui';
import type { ToolPageProps } from '../routes/toolPageProps';

export const placeholderTexts = {
  preparing: 'Cet outil est en cours de préparation.',
  detail:
    "Il sera disponible ici dans une prochaine version de LocaSuite. En attendant, les autres applications restent accessibles depuis l'accueil.",
  home: "Retour à l'accueil",
} as const;

/** Stands in for a tool whose package is not written yet: says so in French, never a blank page. */
export function ToolPlaceholderPage({ route }: ToolPageProps) {
  return (
    <Box component="main" sx={{ display: 'flex', justifyContent: 'center', p: { xs: 2, sm: 6 } }}>
      <Paper sx={{ width: '100%', maxWidth: 640, p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
        <ToolIcon route={route} sx={{ fontSize: 56, color: 'primary.main' }} />
        <Typography component="h2" variant="h2" sx={{ mt: 1, mb: 2 }}>
          {topBarTitle(`/${route}`)}
        </Typography>
        <Typography variant="body1" sx={{ fontWeight: 600 }}>
          {placeholderTexts.preparing}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          {placeholderTexts.detail}
        </Typography>
        {route.includes('/') || route.startsWith('signature-double') ? null : (
          <Button component={RouterLink} to="/" variant="contained">
            {placeholderTexts.home}
          </Button>
        )}
      </Paper>
    </Box>
  );
}
