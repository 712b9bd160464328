import { ConfirmDialog } from '@locasuite/ui';
import { shellTexts } from '../texts';

/**
 * Logout while work waits on the device (DECISIONS.md: kept, never silently dropped): says so and
 * asks first. Loaded only when needed: sign-in and home do not carry the dialog's code.
 */
export default function LogoutWaitingDialog(props: {
  readonly count: number;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      open
      title={shellTexts.logoutWaiting.title}
      message={shellTexts.logoutWaiting.message(props.count)}
      onConfirm={props.onConfirm}
      onCancel={props.onCancel}
    />
  );
}
