import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { EVENT_DETAIL_TITLES, availabilityEventDetail } from '@locasuite/core';
import type { AvailabilityBar } from '@locasuite/core';
import { DetailList, words } from '@locasuite/ui';
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
              <DetailList items={fields} />
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
