import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { DELIVERY_VISIBLE_HOURS_LABEL, formatFrenchDateTime } from '@locasuite/core';
import type { DeliveryEvent, DeliveryMaterial } from '@locasuite/core';
import { TEXTS } from '../texts';

export interface OutsideHoursNoticeProps {
  /** The shown week's deliveries that fall outside 06:00–22:00 (`deliveriesOutsideVisibleHours`). */
  readonly events: readonly DeliveryEvent[];
  /** Opens a delivery's detail, as a click on its bar does. */
  readonly onOpen: (material: DeliveryMaterial) => void;
}

/**
 * Issue 11 item 12: « N livraisons hors de la plage 06:00–22:00 » in the header, a button that
 * unfolds the list of those deliveries (when, what, driver); each opens its detail. Nothing when
 * every delivery of the week can be drawn.
 */
export function OutsideHoursNotice({ events, onOpen }: OutsideHoursNoticeProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (events.length === 0) return null;
  return (
    <>
      <Button
        color="warning"
        variant="outlined"
        size="small"
        startIcon={<ScheduleIcon />}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {TEXTS.outsideHours(events.length, DELIVERY_VISIBLE_HOURS_LABEL)}
      </Button>
      {open && (
        <Paper variant="outlined" sx={{ flexBasis: '100%' }}>
          <List id={listId} dense aria-label={TEXTS.outsideHoursList}>
            {events.map((event) => (
              <ListItemButton key={event.id} onClick={() => onOpen(event.material)}>
                <ListItemText
                  primary={event.title}
                  secondary={`${formatFrenchDateTime(event.start)} – ${formatFrenchDateTime(event.end)} · ${event.resourceId}`}
                />
              </ListItemButton>
            ))}
          </List>
        </Paper>
      )}
    </>
  );
}
