import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { texts } from '../texts';

type PhoneTab = 'day' | 'unscheduled';

export interface PhoneLayoutProps {
  /** The control column: `Recherche...`, `Agence`, reload, display. */
  readonly controls: ReactNode;
  /** The chosen day by technician. */
  readonly day: ReactNode;
  /** The cards to plan. */
  readonly unscheduled: ReactNode;
  /** How many cards there are to plan. */
  readonly count: number;
}

/**
 * Phones (below 600 px): the controls first (search and agency within reach at the top), then the
 * day by technician and the cards to plan as two tabs, so that neither lies below the other's
 * whole length.
 */
export function PhoneLayout({ controls, day, unscheduled, count }: PhoneLayoutProps) {
  const [tab, setTab] = useState<PhoneTab>('day');
  const id = useId();
  const tabId = (value: PhoneTab) => `${id}-${value}`;
  return (
    <>
      <Paper sx={{ p: 1.5 }}>{controls}</Paper>
      <Tabs
        value={tab}
        onChange={(_event, next: PhoneTab) => setTab(next)}
        variant="fullWidth"
        aria-label={texts.phone.views}
      >
        <Tab
          value="day"
          label={texts.phone.dayTab}
          id={tabId('day')}
          aria-controls={`${id}-panel`}
        />
        <Tab
          value="unscheduled"
          label={texts.phone.unscheduledTab(count)}
          id={tabId('unscheduled')}
          aria-controls={`${id}-panel`}
        />
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel`} aria-labelledby={tabId(tab)}>
        {tab === 'day' ? day : <Paper sx={{ p: 1.5 }}>{unscheduled}</Paper>}
      </Box>
    </>
  );
}
