import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { LoadProblem } from '../LoadProblem';
import { Snackbar } from '../Snackbar';
import type { ToolPageController } from './useToolPage';

export interface ToolPageFrameProps {
  /** The controller the page's state lives in (`useToolPage`). */
  readonly page: Pick<ToolPageController, 'problem' | 'retry' | 'notice' | 'closeNotice'>;
  /**
   * The page's title, as the page's one h1 for screen readers (the header's own words show it);
   * without it the frame is no landmark and draws no h1 (a page whose header names it).
   */
  readonly title?: string;
  /** The tool's message for a failed load other than the network (default: the shared one). */
  readonly failedMessage?: string;
  /** What stands above the load problem: the header, the period, the legend, the banners. */
  readonly header?: ReactNode;
  /** The page's dialogs (each open as the controller's `dialog` says), drawn after the content. */
  readonly dialogs?: ReactNode;
  readonly children?: ReactNode;
  readonly sx?: SxProps<Theme>;
}

const MAIN_SX = {
  display: 'flex',
  flexDirection: 'column',
  gap: 1,
  p: { xs: 1, md: 2 },
  minWidth: 0,
};

/**
 * The frame of a tool page (issue 32 item 1): its title for screen readers, the header, the one
 * load problem (the unreachable or failed message, « Les données affichées n’ont pas été
 * actualisées. » when older data stays, `Réessayer`), the content, the dialogs and the notice.
 */
export function ToolPageFrame({
  page,
  title,
  failedMessage,
  header,
  dialogs,
  children,
  sx = MAIN_SX,
}: ToolPageFrameProps) {
  return (
    <Box component={title === undefined ? 'div' : 'main'} sx={sx}>
      {title !== undefined && (
        <Typography component="h1" variant="h2" sx={{ position: 'absolute', left: -10000 }}>
          {title}
        </Typography>
      )}
      {header}
      <LoadProblem
        status={page.problem?.status ?? 'ready'}
        stale={page.problem?.stale}
        failedMessage={failedMessage}
        onRetry={page.retry}
      />
      {children}
      {dialogs}
      <Snackbar
        message={page.notice?.text ?? null}
        severity={page.notice?.severity ?? 'success'}
        onClose={page.closeNotice}
      />
    </Box>
  );
}
