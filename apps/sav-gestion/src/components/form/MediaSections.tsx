import { useCallback, useState } from 'react';
import { useCall, useLoad } from '@locasuite/ui';
import type { ToolSession } from '@locasuite/ui';
import {
  BROWSER_DEVICE,
  PhotoSection,
  SignaturePad,
  resizePhoto,
  selectPhotos,
} from '@locasuite/ui/field';
import type { PhotoDevice } from '@locasuite/ui/field';
import { useFormField } from '@locasuite/ui/form';
import type { Control } from '@locasuite/ui/form';
import { deletePhoto, loadPhotos } from '../../api';
import type { SavApi, StoredPhoto } from '../../api';
import { texts } from '../../texts';
import { FormSection } from './FormSection';
import { SAV_PHOTO_BOX, deviceId } from './reportModel';
import type { NewPhoto, ReportFormValues } from './reportModel';

/** spec 4 §5, §9: photos fitted inside 750×750 on this device. */
export const SAV_PHOTO_DEVICE: PhotoDevice = {
  ...BROWSER_DEVICE,
  resize: (file, kind) => resizePhoto(file, kind, SAV_PHOTO_BOX),
};

const NO_PHOTOS: readonly StoredPhoto[] = [];

export interface ReportPhotosProps {
  readonly api: SavApi;
  readonly session: ToolSession;
  /** The report's link; null for a report the server does not have yet. */
  readonly storedLink: string | null;
  readonly newPhotos: readonly NewPhoto[];
  readonly onNewPhotos: (next: readonly NewPhoto[]) => void;
  readonly readOnly: boolean;
  readonly device?: PhotoDevice;
}

/**
 * spec 4 §2.2 PHOTOS, §4.1: the photos stored with the report (file store, kept on the device for
 * offline reading) and those taken now, resized to 750×750 and sent with the report.
 */
export function ReportPhotos(props: ReportPhotosProps) {
  const { api, storedLink, newPhotos, onNewPhotos, readOnly } = props;
  const [notices, setNotices] = useState<readonly string[]>([]);
  const [progress, setProgress] = useState(false);
  const stored = useLoad(
    useCallback(
      () => (storedLink === null ? Promise.resolve(NO_PHOTOS) : loadPhotos(api, storedLink)),
      [api, storedLink],
    ),
    { onRefused: props.session.onRefused, isEmpty: (list) => list.length === 0 },
  );
  const deleting = useCall((photo: StoredPhoto) => deletePhoto(api, photo.path), {
    onRefused: props.session.onRefused,
  });
  const onFiles = async (files: File[]) => {
    setProgress(true);
    const existing = (stored.data?.length ?? 0) + newPhotos.length;
    const chosen = await selectPhotos(
      files,
      existing,
      null,
      props.device ?? SAV_PHOTO_DEVICE,
      texts.photos,
    );
    setProgress(false);
    setNotices(chosen.notices);
    onNewPhotos([
      ...newPhotos,
      ...chosen.photos.map((p) => ({ key: deviceId(), dataUrl: p.dataUrl })),
    ]);
  };
  return (
    <FormSection title={texts.form.sections.photos} mandatory={false}>
      <PhotoSection<StoredPhoto>
        title={texts.photos.viewer}
        viewerTitle={texts.photos.viewer}
        load={stored}
        waiting={newPhotos.map((p) => p.dataUrl)}
        max={null}
        readOnly={readOnly}
        progress={progress}
        notices={notices}
        onDismissNotice={(n) => setNotices(notices.filter((x) => x !== n))}
        onFiles={(files) => void onFiles(files)}
        onDelete={
          readOnly
            ? undefined
            : async (photo) => {
                const deleted = await deleting.run(photo);
                if (deleted.ok) stored.reload();
                return deleted.ok;
              }
        }
        photoName={(p) => p.caption[0] ?? p.key}
        downloadName={(p) => p.caption[0] ?? 'photo.jpg'}
        idPrefix="sav-photos"
        texts={{ ...texts.photos, count: (n) => texts.photos.count(n) }}
      />
    </FormSection>
  );
}

/** spec 4 §2.2 Signature: mandatory unless option signature_facultative is 1 (§4.1, §5). */
export function SignatureSection({
  control,
  optional,
  readOnly,
}: {
  readonly control: Control<ReportFormValues>;
  readonly optional: boolean;
  readonly readOnly: boolean;
}) {
  const field = useFormField(control, 'Signature_web');
  const label = optional ? texts.form.signatureOptional : texts.form.signatureLabel;
  return (
    <FormSection title={texts.form.sections.signature} mandatory={!optional}>
      <SignaturePad
        label={label}
        value={field.value}
        onChange={field.onChange}
        texts={texts.signaturePad}
        disabled={readOnly}
        missing={field.invalid}
        name="Signature_web"
      />
    </FormSection>
  );
}
