import type { ElementType } from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
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

/**
 * One line of text that never ends cut mid-letter: an ellipsis where it no longer fits, and the
 * whole text in a tooltip on hover, keyboard focus or long press (issue 11 item 8), also kept in
 * the element's `title` for the browser and assistive tools.
 */
export function TruncatedText({ text, component = 'span', sx }: TruncatedTextProps) {
  return (
    <Tooltip
      title={text}
      enterDelay={400}
      enterTouchDelay={LONG_PRESS_MS}
      leaveTouchDelay={3000}
      describeChild
    >
      <Box
        component={component}
        data-full-text={text}
        sx={[
          {
            display: 'block',
            minWidth: 0,
            maxWidth: '100%',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          },
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
      >
        {text}
      </Box>
    </Tooltip>
  );
}
