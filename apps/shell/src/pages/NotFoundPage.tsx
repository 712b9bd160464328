import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { shellTexts } from '../texts';

/** Any path outside spec 1 §2's route table. */
export function NotFoundPage() {
  return (
    <Box component="main" sx={{ textAlign: 'center', p: { xs: 3, sm: 8 } }}>
      <Typography component="h1" variant="h2" sx={{ mb: 2 }}>
        {shellTexts.notFound.title}
      </Typography>
      <Typography variant="body1" color="text.secondary" sx={{ mb: 3 }}>
        {shellTexts.notFound.detail}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {shellTexts.notFound.home}
      </Button>
    </Box>
  );
}
