import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "../button/Button";
import { Dialog } from "../dialog/Dialog";
import { UpdateIcon } from "../icons/icons";

export interface UpdateAppDialogProps {
  /** The lowest app version the feature needs, e.g. "3.0.6". */
  minVersion?: string;
  /** Cancel: the app closes itself (spec section 4). */
  onCancel: () => void;
  /** Confirm: the app opens the store. */
  onConfirm: () => void;
  /** Given by the DialogHost; a blocking dialog does not offer to close. */
  onClose?: () => void;
}

/** Blocking: the player must update the native app, or leave. No ✕, Escape or backdrop. */
export function UpdateAppDialog({ minVersion, onCancel, onConfirm }: UpdateAppDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog
      open
      dismissible={false}
      role="alertdialog"
      onClose={onCancel}
      icon={<span className="text-link">{<UpdateIcon />}</span>}
      title={t`Update required`}
      description={
        minVersion
          ? t`This feature needs app version ${minVersion} or later. Update the app to continue.`
          : t`This feature needs a newer version of the app. Update the app to continue.`
      }
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={onConfirm}>
            <Trans>Update</Trans>
          </Button>
        </>
      }
    />
  );
}
