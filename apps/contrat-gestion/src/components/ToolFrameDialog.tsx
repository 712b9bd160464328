import Box from '@mui/material/Box';
import { FullScreenDialog } from '@locasuite/ui';

/** Another tool of the suite, opened over the page (spec 4 §2.3). */
export interface ToolFrame {
  readonly title: string;
  /** The tool's route, e.g. `planning-disponibilite`. */
  readonly route: string;
  /** What the tool searches on opening (a contract number, a client code). */
  readonly search?: string;
}

/**
 * spec 4 §2.3 « Other pages open in an overlay frame with the header hidden … The availability
 * planning is shown in a full-screen frame, addressed as planning-disponibilite with header=hide ».
 */
export function frameAddress(frame: ToolFrame): string {
  const query = new URLSearchParams({ header: 'hide' });
  if (frame.search !== undefined && frame.search !== '') query.set('search', frame.search);
  return `/${frame.route}?${query.toString()}`;
}

export function ToolFrameDialog({
  frame,
  onClose,
}: {
  readonly frame: ToolFrame | null;
  readonly onClose: () => void;
}) {
  return (
    <FullScreenDialog open={frame !== null} title={frame?.title ?? ''} onClose={onClose}>
      {frame && (
        <Box
          component="iframe"
          title={frame.title}
          src={frameAddress(frame)}
          sx={{ border: 0, width: '100%', height: 'calc(100vh - 120px)', display: 'block' }}
        />
      )}
    </FullScreenDialog>
  );
}
