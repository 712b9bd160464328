import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { texts } from '../texts';

export interface MovingNoticesProps {
  /** Who is moving which intervention right now, one line each. */
  readonly notices: readonly { readonly id: string; readonly text: string }[];
}

/** Issue 12: the interventions other planners are dragging right now, by name. */
export function MovingNotices({ notices }: MovingNoticesProps) {
  if (notices.length === 0) return null;
  return (
    <Box
      role="status"
      aria-label={texts.movingTitle}
      sx={{
        px: 1,
        py: 0.5,
        bgcolor: 'info.light',
        color: 'info.contrastText',
        borderRadius: 1,
      }}
    >
      {notices.map((notice) => (
        <Typography key={notice.id} variant="body2">
          {notice.text}
        </Typography>
      ))}
    </Box>
  );
}
