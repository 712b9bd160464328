import { useCallback } from 'react';
import { text } from '@locasuite/core';
import { FullScreenDialog, LoadProblem, LoadingOverlay, useLoad } from '@locasuite/ui';
import type { ToolSession } from '@locasuite/ui';
import { loadReport } from '../../api';
import type { SavApi, SavReference, SavReport } from '../../api';
import type { StoredReportWork } from '../../offline/reportWork';
import { texts } from '../../texts';
import { ReportForm } from './ReportForm';

/** What the list opened: a new report, a stored one (a row), or one kept on this device. */
export type OpenedReport =
  | { readonly kind: 'new'; readonly link: string }
  | { readonly kind: 'stored'; readonly report: SavReport }
  | { readonly kind: 'waiting'; readonly work: StoredReportWork };

export interface ReportFormDialogProps {
  readonly api: SavApi;
  readonly session: ToolSession;
  readonly reference: SavReference | undefined;
  readonly opened: OpenedReport | null;
  readonly onClose: () => void;
  /** A save went through (or was kept on the device): the page's green notice and reload. */
  readonly onDone: (message: string) => void;
  /** A new version of a signed report was created (issue 37): the page opens it. */
  readonly onNewVersion: (report: SavReport) => void;
  readonly now?: () => Date;
}

const linkOf = (opened: OpenedReport) =>
  opened.kind === 'new'
    ? opened.link
    : opened.kind === 'stored'
      ? text(opened.report['_LINK MOTEUR'])
      : opened.work.data.link;

/**
 * spec 4 §2.1 « Opening a row opens a full-screen report form »: the stored report read again with
 * its lines (kept on the device for offline reading), or the copy waiting on this device.
 */
export function ReportFormDialog(props: ReportFormDialogProps) {
  const { api, opened } = props;
  const stored = opened?.kind === 'stored' ? opened.report : null;
  const full = useLoad(
    useCallback(
      () => (stored ? loadReport(api, text(stored['_LINK MOTEUR'])) : Promise.resolve(null)),
      [api, stored],
    ),
    { onRefused: props.session.onRefused },
  );
  if (!opened) return null;
  const number = stored ? text(stored['N° RAP COMP']) : '';
  const report: SavReport | null =
    opened.kind === 'waiting'
      ? opened.work.data.data
      : opened.kind === 'stored'
        ? (full.data ?? null)
        : null;
  const ready = props.reference !== undefined && (opened.kind !== 'stored' || report !== null);
  return (
    <FullScreenDialog
      open
      title={number === '' ? texts.form.newTitle : texts.form.title(number)}
      onClose={props.onClose}
    >
      {opened.kind === 'stored' && !report ? (
        <LoadProblem load={full} failedMessage={texts.loadFailed} />
      ) : null}
      {ready && props.reference ? (
        <ReportForm
          key={linkOf(opened)}
          api={api}
          session={props.session}
          reference={props.reference}
          report={report}
          link={linkOf(opened)}
          stored={opened.kind === 'stored'}
          waiting={opened.kind === 'waiting'}
          onDone={props.onDone}
          devicePhotos={
            opened.kind === 'waiting' ? opened.work.data.photos.map((p) => p.dataUrl) : undefined
          }
          onNewVersion={props.onNewVersion}
          now={props.now}
        />
      ) : (
        <LoadingOverlay open={full.loading} />
      )}
    </FullScreenDialog>
  );
}
