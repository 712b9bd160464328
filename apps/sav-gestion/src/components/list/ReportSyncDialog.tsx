import { SyncDialog } from '@locasuite/ui/field';
import type { SyncColumn, SyncDialogProps, SyncDialogTexts } from '@locasuite/ui/field';
import { reportQueue } from '../../offline/reportWork';
import type { StoredReportWork } from '../../offline/reportWork';
import { texts } from '../../texts';

const t = texts.sync;

/** spec 4 §3.7 the reports kept on this device: number, client, what they hold. */
const COLUMNS: readonly SyncColumn<StoredReportWork>[] = [
  { header: t.report, value: (work) => work.label.number || t.newReport },
  { header: t.client, value: (work) => work.label.client ?? '' },
  {
    header: t.what,
    value: ({ data }) =>
      t.content(Array.isArray(data.data.lignes) ? data.data.lignes.length : 0, data.photos.length),
  },
];

const TEXTS: SyncDialogTexts<StoredReportWork> = {
  ...t,
  discardQuestion: (work) => t.discardQuestion(work.label.number || t.newReport),
};

export type ReportSyncDialogProps = Omit<
  SyncDialogProps<StoredReportWork>,
  'columns' | 'texts' | 'onDiscard'
>;

/** Issue 37 airplane mode: the kit's sync list over the reports waiting on this device. */
export function ReportSyncDialog(props: ReportSyncDialogProps) {
  return (
    <SyncDialog
      {...props}
      columns={COLUMNS}
      texts={TEXTS}
      onDiscard={(work) => void reportQueue.clear(work.key)}
    />
  );
}
