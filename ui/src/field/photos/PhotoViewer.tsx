import { useId, useRef } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import { words } from '../../words';

/** A stored photo as the kit shows it. */
export interface FieldPhoto {
  /** Names the photo among the others (its path in the file store). */
  readonly key: string;
  /** Its content, a data URL (or an address). */
  readonly src: string;
  /** What is said under it: its label first (« Photo de départ »), then its time and place. */
  readonly caption: readonly string[];
}

/** The viewer's words, from the tool's texts. */
export interface PhotoViewerTexts {
  readonly previous: string;
  readonly next: string;
  readonly position: (i: number, n: number) => string;
  readonly download: string;
  readonly delete: string;
}

export interface PhotoViewerProps<P extends FieldPhoto> {
  readonly photos: readonly P[];
  readonly title: string;
  readonly texts: PhotoViewerTexts;
  /** The photo shown; null when the viewer is closed. */
  readonly index: number | null;
  readonly onIndex: (index: number) => void;
  readonly onClose: () => void;
  /** Asks to delete the photo shown; absent when read-only. */
  readonly onDelete?: (photo: P) => void;
  /** The name a download gets (the condition check: `{contract}_{registration}_{photo}`). */
  readonly downloadName: (photo: P) => string;
  readonly busy?: boolean;
}

/** A swipe shorter than this is a tap. */
const SWIPE_PX = 50;

/**
 * spec 3 §2.2 section 7, §9: the carousel, 900 px wide (90vw on a phone), one photo at a time
 * with its caption (label, time and position), previous / next (buttons, arrow keys, a swipe),
 * download and delete.
 */
export function PhotoViewer<P extends FieldPhoto>({
  photos,
  title,
  texts,
  index,
  onIndex,
  onClose,
  onDelete,
  downloadName,
  busy = false,
}: PhotoViewerProps<P>) {
  const titleId = useId();
  const start = useRef<number | null>(null);
  const photo = index === null ? undefined : photos[index];
  const n = photos.length;
  const go = (step: number) => {
    if (index !== null && n > 0) onIndex((index + step + n) % n);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(-1);
    if (event.key === 'ArrowRight') go(1);
  };
  const onPointerDown = (event: PointerEvent) => {
    start.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (from === null) return;
    const dx = event.clientX - from;
    if (Math.abs(dx) >= SWIPE_PX) go(dx < 0 ? 1 : -1);
  };
  const caption = photo?.caption ?? [];
  return (
    <Dialog
      open={photo !== undefined}
      onClose={onClose}
      maxWidth={false}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      slotProps={{ paper: { sx: { width: 900, maxWidth: '90vw', m: 1 } } }}
    >
      <DialogTitle id={titleId} sx={{ pb: 1 }}>
        {title}
      </DialogTitle>
      {photo && index !== null && (
        <DialogContent sx={{ px: { xs: 1, sm: 3 } }}>
          <Box
            sx={{
              position: 'relative',
              bgcolor: 'grey.900',
              borderRadius: 1,
              overflow: 'hidden',
              touchAction: 'pan-y',
              userSelect: 'none',
            }}
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
          >
            <Box
              component="img"
              src={photo.src}
              alt={`${caption[0] ?? ''} ${index + 1}`}
              draggable={false}
              sx={{
                display: 'block',
                width: '100%',
                height: { xs: '50vh', sm: '60vh' },
                maxHeight: 720,
                objectFit: 'contain',
              }}
            />
            {n > 1 && (
              <>
                <IconButton aria-label={texts.previous} onClick={() => go(-1)} sx={arrowSx('left')}>
                  <ChevronLeftIcon fontSize="large" />
                </IconButton>
                <IconButton aria-label={texts.next} onClick={() => go(1)} sx={arrowSx('right')}>
                  <ChevronRightIcon fontSize="large" />
                </IconButton>
              </>
            )}
          </Box>
          <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }} aria-live="polite">
            {texts.position(index + 1, n)}
          </Typography>
          {caption.slice(1).map((line) => (
            <Typography key={line} variant="body2" color="text.secondary">
              {line}
            </Typography>
          ))}
        </DialogContent>
      )}
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {photo && (
          <Button
            component="a"
            href={photo.src}
            download={downloadName(photo)}
            startIcon={<DownloadIcon />}
          >
            {texts.download}
          </Button>
        )}
        {photo && onDelete && (
          <Button
            color="error"
            startIcon={<DeleteOutlinedIcon />}
            disabled={busy}
            onClick={() => onDelete(photo)}
          >
            {texts.delete}
          </Button>
        )}
        <Button onClick={onClose}>{words.close}</Button>
      </DialogActions>
    </Dialog>
  );
}

const arrowSx = (side: 'left' | 'right') => ({
  position: 'absolute',
  top: '50%',
  [side]: 4,
  transform: 'translateY(-50%)',
  bgcolor: 'rgba(0, 0, 0, 0.45)',
  color: 'common.white',
  '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.65)' },
});
