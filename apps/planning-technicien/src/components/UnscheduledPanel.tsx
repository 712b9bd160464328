import { useRef } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useDraggableCards } from '@locasuite/ui/calendar';
import { interventionCard, interventionColor, interventionTitle } from '@locasuite/core';
import type { PlanningIntervention } from '@locasuite/core';
import { texts } from '../texts';
import { CARD_CLASS } from './TechnicianCalendar';

export interface UnscheduledPanelProps {
  readonly cards: readonly PlanningIntervention[];
  /** spec 2 §6: only administrators drop cards on the planning. */
  readonly draggable: boolean;
  /** The slot duration (`HH:mm`): a dropped card lasts one slot (spec 2 §4.1). */
  readonly slotDuration: string;
  readonly colors: string;
  /** Only after a real answer may the panel say it is empty. */
  readonly answered: boolean;
  readonly onOpen: (card: PlanningIntervention) => void;
}

/**
 * spec 2 §2.1 bottom panel: the unscheduled interventions as cards (report number, technicians,
 * company, theme; city and address on hover), dragged onto a technician and a time by admins.
 * The kit's `useDraggableCards` starts a drag at once on touch (no long press, tablets).
 */
export function UnscheduledPanel({
  cards,
  draggable,
  slotDuration,
  colors,
  answered,
  onOpen,
}: UnscheduledPanelProps) {
  const listRef = useRef<HTMLDivElement>(null);

  useDraggableCards(listRef, {
    enabled: draggable,
    itemSelector: `.${CARD_CLASS}`,
    eventData: (card) => ({
      title: card.dataset.title ?? '',
      duration: slotDuration,
      extendedProps: { interventionId: card.dataset.interventionId ?? '' },
    }),
  });

  return (
    <Box component="section" aria-label={texts.unscheduledTitle} sx={{ minWidth: 0, flex: 1 }}>
      <Typography component="h2" variant="subtitle1" sx={{ mb: 1 }}>
        {`${texts.unscheduledTitle} (${cards.length})`}
      </Typography>
      {answered && cards.length === 0 && (
        <Typography color="text.secondary">{texts.noUnscheduled}</Typography>
      )}
      <Box
        ref={listRef}
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))',
          gap: 1,
          maxHeight: 260,
          overflowY: 'auto',
        }}
      >
        {cards.map((card) => {
          const shown = interventionCard(card);
          return (
            <li key={card.id}>
              {/* The card is named by what it shows (WCAG 2.5.3, label in name): the hover
                  text describes it. */}
              <Tooltip title={shown.hover} placement="top" disableInteractive describeChild>
                <Paper
                  variant="outlined"
                  className={CARD_CLASS}
                  data-intervention-id={card.id}
                  data-draggable={draggable ? 'true' : 'false'}
                  data-title={interventionTitle(card)}
                  role="button"
                  tabIndex={0}
                  onClick={() => onOpen(card)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter' || e.key === ' ') {
                      e.preventDefault();
                      onOpen(card);
                    }
                  }}
                  sx={{
                    p: 1,
                    cursor: draggable ? 'grab' : 'pointer',
                    borderLeft: 4,
                    borderLeftColor: interventionColor(card.status, colors),
                    touchAction: draggable ? 'none' : 'auto',
                    userSelect: 'none',
                  }}
                >
                  {shown.lines.map((line, i) =>
                    line === '' ? null : (
                      <Typography
                        key={i}
                        component="div"
                        variant={i === 0 ? 'subtitle2' : 'body2'}
                        color={i === 0 ? 'text.primary' : 'text.secondary'}
                        noWrap
                      >
                        {line}
                      </Typography>
                    ),
                  )}
                </Paper>
              </Tooltip>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
