import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { EVENT_DETAIL_TITLES, availabilityEventDetail } from '@locasuite/core';
import type { AvailabilityBar } from '@locasuite/core';
import { DetailList, ToolDialog, words } from '@locasuite/ui';
import { texts } from '../texts';

export interface EventDetailDialogProps {
  readonly bar: AvailabilityBar | null;
  readonly onClose: () => void;
}

/** spec 1 §2: clicking an event opens its detail dialog (the entity's fields, in French). */
export function EventDetailDialog({ bar, onClose }: EventDetailDialogProps) {
  const fields = bar ? availabilityEventDetail(bar) : [];
  return (
    <ToolDialog
      open={bar !== null}
      title={
        bar && (
          <>
            <Box
              component="span"
              aria-hidden
              sx={{ width: 14, height: 14, borderRadius: '3px', bgcolor: bar.color, flex: 'none' }}
            />
            {EVENT_DETAIL_TITLES[bar.source]}
            {bar.title ? ` · ${bar.title}` : ''}
          </>
        )
      }
      titleSx={{ display: 'flex', alignItems: 'center', gap: 1 }}
      onClose={onClose}
      closeLabel={words.close}
      dividers
    >
      {bar &&
        (fields.length === 0 ? (
          <Typography>{texts.detailEmpty}</Typography>
        ) : (
          <DetailList items={fields} />
        ))}
    </ToolDialog>
  );
}
