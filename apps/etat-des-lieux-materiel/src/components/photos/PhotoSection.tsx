import { memo, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
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
import {
  conditionPhotoCaption,
  newSaveId,
  offersDeparturePhotos,
  photoTraceTags,
} from '@locasuite/core';
import type { ConditionLeg, ConditionOptions, PhotoTrace } from '@locasuite/core';
import {
  ActionMessage,
  ConfirmDialog,
  LoadProblem,
  refusalAware,
  useDialogAction,
  words,
} from '@locasuite/ui';
import type { EtatdlApi } from '../../api';
import { isUnreachable, keepConditionWork, sendConditionWork } from '../../offline/conditionWork';
import { deletePhoto, reuseDeparturePhotos } from './api';
import { useDevicePhotos } from './useDevicePhotos';
import type { ConditionPhoto } from './api';
import { PhotoViewer } from './PhotoViewer';
import { BROWSER_DEVICE, selectPhotos } from './selectPhotos';
import type { PhotoDevice } from './selectPhotos';
import { photoTexts as texts } from './texts';
import { usePhotos } from './usePhotos';

export interface PhotoSectionProps {
  readonly api: EtatdlApi;
  readonly contract: string;
  readonly matricule: string;
  readonly leg: ConditionLeg;
  readonly readOnly: boolean;
  /** nbrMinPhoto and nbrMaxPhoto (core `readConditionOptions`). */
  readonly options: Pick<ConditionOptions, 'nbrMinPhoto' | 'nbrMaxPhoto'>;
  /** Hears the number of stored photos of the leg after every answer (the §5 minimum rule). */
  readonly onCountChange?: (count: number) => void;
  /** Hears when and where each photo of the leg was taken (« Écarts constatés », issue 14). */
  readonly onPhotosChange?: (photos: readonly PhotoTrace[]) => void;
  /**
   * Hears the photos shown as thumbnails (data URLs: stored ones, then those waiting on the
   * device): what a mail of the form attaches (spec 3 §5.3 « Only preloaded photos »).
   */
  readonly onShownChange?: (dataUrls: readonly string[]) => void;
  /** The server refused the session (the shell's `session.onRefused`). */
  readonly onRefused?: () => void;
  /** How photos are decoded and where the device is; the browser's unless a test gives its own. */
  readonly device?: PhotoDevice;
  /** Whose device work photos taken without a connection are (the session's email). */
  readonly deviceUser?: string;
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

/**
 * spec 3 §2.2 section 7: the photos of one leg of a condition check. Add from files or the
 * camera (PNG or JPEG by content, fitted inside 720×720, stamped with the time and the position
 * when the device gives it), the maximum enforced with the list truncated (§5.3), thumbnails
 * with their caption, the carousel viewer with download and delete, `Aucune photo enregistrée`
 * after a real empty answer, and on a return without photos the offer to reuse the departure's.
 */
export const PhotoSection = memo(function PhotoSection({
  api,
  contract,
  matricule,
  leg,
  readOnly,
  options,
  onCountChange,
  onPhotosChange,
  onShownChange,
  onRefused,
  device = BROWSER_DEVICE,
  deviceUser = '',
}: PhotoSectionProps) {
  const titleId = useId();
  const files = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const touch = useMediaQuery('(pointer: coarse)');
  const [notices, setNotices] = useState<string[]>([]);
  const [preparing, setPreparing] = useState(false);
  const [sending, setSending] = useState(false);
  const [reuseDeclined, setReuseDeclined] = useState(false);
  const [shown, setShown] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<ConditionPhoto | null>(null);
  const action = useDialogAction();
  const { photos, departureCount } = usePhotos(api, contract, matricule, leg, {
    offerReuse: !readOnly && !reuseDeclined,
    onRefused,
  });
  // Photos taken without a connection, kept on this device until a sync sends them (issue 15).
  const waiting = useDevicePhotos(contract, matricule, leg, photos.reload);
  const item = { contract, matricule };
  const list = photos.data ?? [];
  const unreachable = photos.data === undefined && photos.status === 'unreachable';
  const total = photos.data !== undefined || unreachable ? list.length + waiting.length : null;
  // The §5 minimum counts what the server has and what waits on the device.
  const countListener = useRef(onCountChange);
  useEffect(() => {
    countListener.current = onCountChange;
  });
  useEffect(() => {
    if (total !== null) countListener.current?.(total);
  }, [total]);
  // Photos waiting on the device were taken here, offline: new ones, with no trace to compare.
  const traces = useMemo(
    () =>
      photos.data !== undefined || unreachable
        ? [...(photos.data ?? []).map((p) => p.trace), ...waiting.map((): PhotoTrace => ({}))]
        : null,
    [photos.data, unreachable, waiting],
  );
  const photosListener = useRef(onPhotosChange);
  useEffect(() => {
    photosListener.current = onPhotosChange;
  });
  useEffect(() => {
    if (traces !== null) photosListener.current?.(traces);
  }, [traces]);
  const shownImages = useMemo(
    () => [...(photos.data ?? []).map((p) => p.src), ...waiting],
    [photos.data, waiting],
  );
  const shownListener = useRef(onShownChange);
  useEffect(() => {
    shownListener.current = onShownChange;
  });
  useEffect(() => {
    shownListener.current?.(shownImages);
  }, [shownImages]);
  const max = options.nbrMaxPhoto;
  const busy = preparing || action.busy;
  const guarded = (fn: () => Promise<unknown>) => (onRefused ? refusalAware(fn, onRefused) : fn);

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    event.target.value = '';
    if (picked.length === 0) return;
    setNotices([]);
    setPreparing(true);
    const selected = await selectPhotos(picked, list.length + waiting.length, max, device);
    setPreparing(false);
    setNotices(selected.notices);
    if (selected.photos.length === 0) return;
    setSending(true);
    const work = {
      kind: 'photos' as const,
      contract,
      matricule,
      leg,
      photos: selected.photos.map((p) => ({ dataUrl: p.dataUrl, tags: photoTraceTags(p.trace) })),
      saveId: newSaveId(),
    };
    let kept = false;
    await action.run(
      guarded(async () => {
        try {
          await sendConditionWork(api, work);
        } catch (error) {
          if (!isUnreachable(error)) throw error;
          // No connection: kept on the device, sent by the next sync with the same save id.
          if ((await keepConditionWork(work, deviceUser)) === null) throw error;
          kept = true;
        }
      }),
      texts.added(selected.photos.length),
    );
    setSending(false);
    if (kept) setNotices([texts.keptOnDevice(selected.photos.length)]);
    // Some photos may be stored even when a later step failed: show what the server has.
    else photos.reload();
  };

  const onReuse = async () => {
    setNotices([]);
    let copied = 0;
    await action.run(
      guarded(async () => {
        copied = await reuseDeparturePhotos(api, item, max);
      }),
    );
    if (copied > 0) setNotices([texts.reused(copied)]);
    photos.reload();
  };

  const onConfirmDelete = async () => {
    const photo = toDelete;
    if (!photo) return;
    const done = await action.run(
      guarded(() => deletePhoto(api, photo.path)),
      texts.deleted,
    );
    setToDelete(null);
    if (done) {
      const left = list.length - 1;
      setShown((i) => (i === null || left <= 0 ? null : Math.min(i, left - 1)));
    }
    photos.reload();
  };

  const downloadName = (photo: ConditionPhoto) =>
    `${contract}_${matricule}_${photo.name}`.replace(/[/\\]/g, '@');
  const offerReuse =
    !readOnly &&
    !reuseDeclined &&
    photos.status === 'empty' &&
    offersDeparturePhotos(0, departureCount);
  const canAdd = !readOnly && !busy && (photos.data !== undefined || unreachable);

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ display: 'grid', gap: 1 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}
      >
        <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {texts.title(leg)}
        </Typography>
        {total !== null && (
          <Typography variant="body2" color="text.secondary">
            {texts.count(total, max)}
          </Typography>
        )}
      </Stack>
      <LoadProblem
        status={photos.status}
        stale={photos.stale}
        failedMessage={texts.loadFailed}
        onRetry={photos.reload}
      />
      {notices.map((notice) => (
        <Alert
          key={notice}
          severity="warning"
          onClose={() => setNotices((n) => n.filter((x) => x !== notice))}
        >
          {notice}
        </Alert>
      ))}
      <ActionMessage result={action.result} sx={{}} />
      {offerReuse && (
        <Alert severity="info">
          <Box component="span" sx={{ display: 'block' }}>
            {texts.reuseQuestion(departureCount)}
          </Box>
          <Stack direction="row" sx={{ gap: 1, mt: 1 }}>
            <Button
              variant="contained"
              size="small"
              disabled={busy}
              onClick={() => void onReuse()}
              sx={{ minWidth: 64, minHeight: 36 }}
            >
              {words.yes}
            </Button>
            <Button
              variant="outlined"
              size="small"
              disabled={busy}
              onClick={() => setReuseDeclined(true)}
              sx={{ minWidth: 64, minHeight: 36 }}
            >
              {words.no}
            </Button>
          </Stack>
        </Alert>
      )}
      {photos.status === 'empty' && waiting.length === 0 && (
        <Typography color="text.secondary">{texts.none}</Typography>
      )}
      {waiting.length > 0 && (
        <Box data-testid={`photos-${leg}-waiting`}>
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
            <Box component="li" key={photo.path} sx={{ minWidth: 0 }}>
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
              {conditionPhotoCaption(leg, photo.trace)
                .slice(1)
                .map((line) => (
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
            data-testid={`photos-${leg}-files`}
            onChange={(e) => void onFiles(e)}
          />
          <input
            ref={camera}
            type="file"
            accept={ACCEPT}
            capture="environment"
            hidden
            data-testid={`photos-${leg}-camera`}
            onChange={(e) => void onFiles(e)}
          />
        </Stack>
      )}
      {(preparing || sending) && (
        <Box role="status">
          <LinearProgress />
          <Typography variant="caption">{texts.sending}</Typography>
        </Box>
      )}
      <PhotoViewer
        photos={list}
        leg={leg}
        index={shown !== null && shown < list.length ? shown : null}
        onIndex={setShown}
        onClose={() => setShown(null)}
        onDelete={readOnly ? undefined : setToDelete}
        downloadName={downloadName}
        busy={busy}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title={texts.deleteTitle}
        message={texts.deleteQuestion(toDelete?.name ?? '')}
        onConfirm={() => void onConfirmDelete()}
        onCancel={() => setToDelete(null)}
        busy={action.busy}
      />
    </Box>
  );
});
