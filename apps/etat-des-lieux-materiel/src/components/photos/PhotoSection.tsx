import { memo, useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { newSaveId, offersDeparturePhotos, photoTraceTags } from '@locasuite/core';
import type { ConditionLeg, ConditionOptions, PhotoTrace } from '@locasuite/core';
import { ActionMessage, refusalAware, useDialogAction, words } from '@locasuite/ui';
import {
  BROWSER_DEVICE,
  PhotoSection as FieldPhotoSection,
  selectPhotos,
} from '@locasuite/ui/field';
import type { PhotoDevice } from '@locasuite/ui/field';
import type { EtatdlApi } from '../../api';
import { isUnreachable, keepConditionWork, sendConditionWork } from '../../offline/conditionWork';
import { deletePhoto, reuseDeparturePhotos } from './api';
import { useDevicePhotos } from './useDevicePhotos';
import type { ConditionPhoto } from './api';
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

/**
 * spec 3 §2.2 section 7: the photos of one leg of a condition check, in the kit's photo section.
 * Added from files or the camera (PNG or JPEG by content, fitted inside 720×720, stamped with the
 * time and the position when the device gives it, the kit's `selectPhotos`), the maximum enforced
 * with the list truncated (§5.3), stored with `set_photos` or kept on the device without a
 * connection; deleted with `photo_delete`; on a return without photos the offer to reuse the
 * departure's.
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
  const [notices, setNotices] = useState<string[]>([]);
  const [preparing, setPreparing] = useState(false);
  const [sending, setSending] = useState(false);
  const [reuseDeclined, setReuseDeclined] = useState(false);
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

  const onFiles = async (picked: File[]) => {
    setNotices([]);
    setPreparing(true);
    const selected = await selectPhotos(picked, list.length + waiting.length, max, device, texts);
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

  const onDelete = async (photo: ConditionPhoto) => {
    const done = await action.run(
      guarded(() => deletePhoto(api, photo.path)),
      texts.deleted,
    );
    photos.reload();
    return done;
  };

  const downloadName = (photo: ConditionPhoto) =>
    `${contract}_${matricule}_${photo.name}`.replace(/[/\\]/g, '@');
  const offerReuse =
    !readOnly &&
    !reuseDeclined &&
    photos.status === 'empty' &&
    offersDeparturePhotos(0, departureCount);

  return (
    <FieldPhotoSection
      title={texts.title(leg)}
      viewerTitle={texts.viewer(leg)}
      load={photos}
      waiting={waiting}
      max={max}
      readOnly={readOnly}
      busy={action.busy}
      progress={preparing || sending}
      notices={notices}
      onDismissNotice={(notice) => setNotices((n) => n.filter((x) => x !== notice))}
      onFiles={(files) => void onFiles(files)}
      onDelete={onDelete}
      photoName={(photo) => photo.name}
      downloadName={downloadName}
      idPrefix={`photos-${leg}`}
      texts={texts}
    >
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
    </FieldPhotoSection>
  );
});
