import { Suspense, lazy, useState } from 'react';
import type { ElementType } from 'react';
import type TooltipComponent from '@mui/material/Tooltip';
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
 * MUI's Tooltip (and Popper under it) in a chunk of its own, loaded when a cut text is first
 * pointed at, focused or touched: home's top bar draws one, and its JavaScript stays under 170 KB
 * gzip (ui README « What it must not import »). Until it is there, the browser's own tooltip
 * (`title`) shows the text.
 */
export const loadTooltip = () =>
  import('@mui/material/Tooltip').then((module) => {
    loadedTooltip = module.default;
    return module;
  });
let loadedTooltip: typeof TooltipComponent | undefined;
const LazyTooltip = lazy(loadTooltip);

/** How long the whole text of a long press stays once the finger is lifted (MUI's own delay). */
const LEAVE_TOUCH_MS = 3000;

/**
 * One line of text that never ends cut mid-letter: an ellipsis where it no longer fits, and the
 * whole text in a tooltip on hover, keyboard focus or long press (issue 11 item 8), also kept in
 * the element's `title` for the browser and assistive tools. The tooltip's code is fetched by the
 * first of these; that first one opens it as soon as it is there, the next ones through MUI's own
 * delays.
 */
export function TruncatedText({ text, component = 'span', sx }: TruncatedTextProps) {
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const cut = (props: Record<string, unknown> = {}) => (
    <Box
      component={component}
      data-full-text={text}
      {...props}
      sx={[cutTextStyle, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {text}
    </Box>
  );
  if (!wanted) {
    const want = (now: boolean) => {
      setWanted(true);
      if (now) setOpen(true);
    };
    return cut({
      title: text,
      onMouseEnter: () => want(true),
      onFocus: () => want(true),
      onTouchStart: () => {
        want(false);
        // The element is replaced by the tooltip's: its touchend never arrives. The first touch
        // shows the whole text after a long press's delay, for as long as MUI would leave it.
        window.setTimeout(() => {
          setOpen(true);
          window.setTimeout(() => setOpen(false), LEAVE_TOUCH_MS);
        }, LONG_PRESS_MS);
      },
    });
  }
  const Tooltip = loadedTooltip ?? LazyTooltip;
  return (
    <Suspense fallback={cut({ title: text, onMouseLeave: () => setOpen(false) })}>
      <Tooltip
        title={text}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        enterDelay={400}
        enterTouchDelay={LONG_PRESS_MS}
        leaveTouchDelay={LEAVE_TOUCH_MS}
        describeChild
      >
        {/* Only the fallback's title: MUI's Tooltip gives its child the title itself. */}
        {cut()}
      </Tooltip>
    </Suspense>
  );
}
