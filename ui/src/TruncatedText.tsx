import { Suspense, lazy } from 'react';
import type { ElementType } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

export interface TruncatedTextProps {
  /** The whole text: shown cut with an ellipsis when it does not fit, whole on hover or long press. */
  text: string;
  /** The element drawn (`span` by default; `h1` for a title). */
  component?: ElementType;
  sx?: SxProps<Theme>;
}

/** How long a finger rests on a cut text before its whole text shows (touch screens). */
export const LONG_PRESS_MS = 500;

/** One line ended by an ellipsis where it no longer fits (a block that may shrink to its box). */
export const cutTextStyle = {
  display: 'block',
  minWidth: 0,
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

/**
 * MUI's Tooltip (and Popper under it) in a chunk of its own, loaded by the first cut text drawn:
 * the top bar draws one on home, whose JavaScript stays under 200 KB gzip (ui README « What it
 * must not import »). Until it is there, the browser's own tooltip (`title`) shows the text.
 */
export const loadTooltip = () => import('@mui/material/Tooltip');
const Tooltip = lazy(loadTooltip);

/**
 * One line of text that never ends cut mid-letter: an ellipsis where it no longer fits, and the
 * whole text in a tooltip on hover, keyboard focus or long press (issue 11 item 8), also kept in
 * the element's `title` for the browser and assistive tools.
 */
export function TruncatedText({ text, component = 'span', sx }: TruncatedTextProps) {
  const cut = (title?: string) => (
    <Box
      component={component}
      data-full-text={text}
      // Only the fallback's: MUI's Tooltip gives its child the title itself.
      {...(title === undefined ? {} : { title })}
      sx={[cutTextStyle, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {text}
    </Box>
  );
  return (
    <Suspense fallback={cut(text)}>
      <Tooltip
        title={text}
        enterDelay={400}
        enterTouchDelay={LONG_PRESS_MS}
        leaveTouchDelay={3000}
        describeChild
      >
        {cut()}
      </Tooltip>
    </Suspense>
  );
}
