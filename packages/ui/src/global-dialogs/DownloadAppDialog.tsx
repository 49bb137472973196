import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "../button/Button";
import { Dialog } from "../dialog/Dialog";
import { DownloadIcon } from "../icons/icons";

export interface DownloadAppDialogProps {
  /** Opens the store or the download page (the app knows which). */
  onDownload: () => void;
  onClose: () => void;
}

/** Invites a web player to install the native app. */
export function DownloadAppDialog({ onDownload, onClose }: DownloadAppDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog
      open
      onClose={onClose}
      icon={<span className="text-link">{<DownloadIcon />}</span>}
      title={t`Get the app`}
      description={t`Play faster, get notified about rewards and unlock app-only tasks.`}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Not now</Trans>
          </Button>
          <Button onClick={onDownload}>
            <Trans>Download</Trans>
          </Button>
        </>
      }
    />
  );
}
