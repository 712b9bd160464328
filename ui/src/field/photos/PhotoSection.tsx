import { useId, useRef, useState } from 'react';
import type { ChangeEvent, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { ConfirmDialog } from '../../ConfirmDialog';
import { LoadProblem } from '../../LoadProblem';
import type { LoadState } from '../../useLoad';
import { PhotoViewer } from './PhotoViewer';
import type { FieldPhoto, PhotoViewerTexts } from './PhotoViewer';

/** The section's words, from the tool's texts. */
export interface PhotoSectionTexts extends PhotoViewerTexts {
  /** After a real empty answer, with nothing waiting on the device. */
  readonly none: string;
  readonly count: (n: number, max: number | null) => string;
  readonly add: string;
  readonly camera: string;
  readonly sending: string;
  readonly loadFailed: string;
  readonly waitingTitle: (n: number) => string;
  readonly waitingAlt: (n: number) => string;
  readonly open: (n: number) => string;
  readonly deleteTitle: string;
  readonly deleteQuestion: (name: string) => string;
}

export interface PhotoSectionProps<P extends FieldPhoto> {
  readonly title: string;
  readonly viewerTitle: string;
  /** The stored photos as `useLoad` gives them (failures keep the last list). */
  readonly load: Pick<LoadState<readonly P[]>, 'data' | 'status' | 'stale' | 'reload'>;
  /** Photos taken without a connection, waiting on the device (data URLs, not yet stored). */
  readonly waiting?: readonly string[];
  /** The most photos allowed (spec 3 §5.3 nbrMaxPhoto), null for no limit. */
  readonly max: number | null;
  readonly readOnly: boolean;
  /** A save is under way: adding and deleting wait. */
  readonly busy?: boolean;
  /** Photos are being prepared or sent: a progress bar and `texts.sending`. */
  readonly progress?: boolean;
  /** Warnings to show (files refused, maximum reached…), each closable. */
  readonly notices?: readonly string[];
  readonly onDismissNotice?: (notice: string) => void;
  /** Files picked from the device or taken with the camera (PNG and JPEG offered). */
  readonly onFiles: (files: File[]) => void;
  /** Deletes a stored photo after the confirmation; resolves to whether it went. Absent: no delete. */
  readonly onDelete?: (photo: P) => Promise<boolean>;
  /** The photo's name in the delete question. */
  readonly photoName: (photo: P) => string;
  /** The name a download gets. */
  readonly downloadName: (photo: P) => string;
  /** Prefix of the file inputs' and waiting list's test ids (`{prefix}-files`, `-camera`, `-waiting`). */
  readonly idPrefix: string;
  readonly texts: PhotoSectionTexts;
  /** What the tool adds above the thumbnails (its action message, an offer). */
  readonly children?: ReactNode;
}

const ACCEPT = 'image/png,image/jpeg';

/** The thumbnails' grid, for the stored photos and those waiting on the device. */
const THUMBNAIL_GRID = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 1,
  gridTemplateColumns: 'repeat(auto-fill, minmax(104px, 1fr))',
} as const;

const NO_PHOTOS: readonly string[] = [];

/**
 * spec 3 §2.2 section 7, §5.3, §8, §9: a list of photos: the count against the maximum,
 * thumbnails with their caption, those waiting on the device (greyed, under a cloud), add from
 * files or the camera (on a touch screen), the carousel viewer with download and delete (after a
 * confirmation), the empty text after a real empty answer, and the load's problem with
 * `Réessayer`. What the photos are and how they are stored is the tool's (`onFiles`, `onDelete`;
 * the kit's `selectPhotos` prepares the files).
 */
export function PhotoSection<P extends FieldPhoto>({
  title,
  viewerTitle,
  load,
  waiting = NO_PHOTOS,
  max,
  readOnly,
  busy = false,
  progress = false,
  notices = NO_PHOTOS,
  onDismissNotice,
  onFiles,
  onDelete,
  photoName,
  downloadName,
  idPrefix,
  texts,
  children,
}: PhotoSectionProps<P>) {
  const titleId = useId();
  const files = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const touch = useMediaQuery('(pointer: coarse)');
  const [shown, setShown] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<P | null>(null);
  const [deleting, setDeleting] = useState(false);
  const list = load.data ?? [];
  const unreachable = load.data === undefined && load.status === 'unreachable';
  const known = load.data !== undefined || unreachable;
  const total = known ? list.length + waiting.length : null;
  const canAdd = !readOnly && !busy && !progress && known;

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    if (chosen.length > 0) onFiles(chosen);
  };

  const confirmDelete = async () => {
    const photo = toDelete;
    if (!photo || !onDelete) return;
    setDeleting(true);
    const done = await onDelete(photo);
    setDeleting(false);
    setToDelete(null);
    if (done) {
      const left = list.length - 1;
      setShown((i) => (i === null || left <= 0 ? null : Math.min(i, left - 1)));
    }
  };

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ display: 'grid', gap: 1 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}
      >
        <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {total !== null && (
          <Typography variant="body2" color="text.secondary">
            {texts.count(total, max)}
          </Typography>
        )}
      </Stack>
      <LoadProblem
        status={load.status}
        stale={load.stale}
        failedMessage={texts.loadFailed}
        onRetry={load.reload}
      />
      {notices.map((notice) => (
        <Alert
          key={notice}
          severity="warning"
          onClose={onDismissNotice ? () => onDismissNotice(notice) : undefined}
        >
          {notice}
        </Alert>
      ))}
      {children}
      {load.status === 'empty' && waiting.length === 0 && (
        <Typography color="text.secondary">{texts.none}</Typography>
      )}
      {waiting.length > 0 && (
        <Box data-testid={`${idPrefix}-waiting`}>
          <Typography
            variant="body2"
            color="error"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 0.5 }}
          >
            <CloudOffIcon fontSize="small" />
            {texts.waitingTitle(waiting.length)}
          </Typography>
          <Box component="ul" sx={THUMBNAIL_GRID}>
            {waiting.map((src, i) => (
              <Box
                component="li"
                key={`${i}-${src.length}`}
                sx={{ aspectRatio: '1', borderRadius: 1, overflow: 'hidden', opacity: 0.8 }}
              >
                <Box
                  component="img"
                  src={src}
                  alt={texts.waitingAlt(i + 1)}
                  sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                />
              </Box>
            ))}
          </Box>
        </Box>
      )}
      {list.length > 0 && (
        <Box component="ul" sx={THUMBNAIL_GRID}>
          {list.map((photo, i) => (
            <Box component="li" key={photo.key} sx={{ minWidth: 0 }}>
              <ButtonBase
                aria-label={texts.open(i + 1)}
                onClick={() => setShown(i)}
                sx={{
                  display: 'block',
                  width: '100%',
                  aspectRatio: '1',
                  borderRadius: 1,
                  overflow: 'hidden',
                  bgcolor: 'grey.200',
                  '&:focus-visible': { outline: 3, outlineColor: 'primary.main' },
                }}
              >
                <Box
                  component="img"
                  src={photo.src}
                  alt=""
                  sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                />
              </ButtonBase>
              {photo.caption.slice(1).map((line) => (
                <Typography
                  key={line}
                  variant="caption"
                  component="p"
                  color="text.secondary"
                  sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}
                >
                  {line}
                </Typography>
              ))}
            </Box>
          ))}
        </Box>
      )}
      {!readOnly && (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {touch && (
            <Button
              variant="outlined"
              startIcon={<PhotoCameraOutlinedIcon />}
              disabled={!canAdd}
              onClick={() => camera.current?.click()}
              sx={{ minHeight: 44 }}
            >
              {texts.camera}
            </Button>
          )}
          <Button
            variant="outlined"
            startIcon={<AddPhotoAlternateOutlinedIcon />}
            disabled={!canAdd}
            onClick={() => files.current?.click()}
            sx={{ minHeight: 44 }}
          >
            {texts.add}
          </Button>
          <input
            ref={files}
            type="file"
            accept={ACCEPT}
            multiple
            hidden
            data-testid={`${idPrefix}-files`}
            onChange={picked}
          />
          <input
            ref={camera}
            type="file"
            accept={ACCEPT}
            capture="environment"
            hidden
            data-testid={`${idPrefix}-camera`}
            onChange={picked}
          />
        </Stack>
      )}
      {progress && (
        <Box role="status">
          <LinearProgress aria-label={texts.sending} />
          <Typography variant="caption">{texts.sending}</Typography>
        </Box>
      )}
      <PhotoViewer
        photos={list}
        title={viewerTitle}
        texts={texts}
        index={shown !== null && shown < list.length ? shown : null}
        onIndex={setShown}
        onClose={() => setShown(null)}
        onDelete={readOnly || !onDelete ? undefined : setToDelete}
        downloadName={downloadName}
        busy={busy || deleting}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title={texts.deleteTitle}
        message={texts.deleteQuestion(toDelete ? photoName(toDelete) : '')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
        busy={busy || deleting}
      />
    </Box>
  );
}
