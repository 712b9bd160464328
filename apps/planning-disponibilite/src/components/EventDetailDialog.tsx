import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { EVENT_DETAIL_TITLES, availabilityEventDetail } from '@locasuite/core';
import type { AvailabilityBar } from '@locasuite/core';
import { words } from '@locasuite/ui';
import { texts } from '../texts';

export interface EventDetailDialogProps {
  readonly bar: AvailabilityBar | null;
  readonly onClose: () => void;
}

/** spec 1 §2: clicking an event opens its detail dialog (the entity's fields, in French). */
export function EventDetailDialog({ bar, onClose }: EventDetailDialogProps) {
  const fields = bar ? availabilityEventDetail(bar) : [];
  return (
    <Dialog open={bar !== null} onClose={onClose} fullWidth maxWidth="sm">
      {bar && (
        <>
          <DialogTitle sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box
              component="span"
              aria-hidden
              sx={{ width: 14, height: 14, borderRadius: '3px', bgcolor: bar.color, flex: 'none' }}
            />
            {EVENT_DETAIL_TITLES[bar.source]}
            {bar.title ? ` · ${bar.title}` : ''}
          </DialogTitle>
          <DialogContent dividers>
            {fields.length === 0 ? (
              <Typography>{texts.detailEmpty}</Typography>
            ) : (
              <Box
                component="dl"
                sx={{
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
                  columnGap: 2,
                  rowGap: 0.75,
                  m: 0,
                }}
              >
                {fields.map((f) => (
                  <Box key={f.label} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                      {f.label}
                    </Typography>
                    <Typography
                      component="dd"
                      variant="body2"
                      sx={{ m: 0, overflowWrap: 'anywhere' }}
                    >
                      {f.value}
                    </Typography>
                  </Box>
                ))}
              </Box>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} autoFocus>
              {words.close}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
