import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "../button/Button";
import { Dialog } from "../dialog/Dialog";
import { HomeScreenIcon } from "../icons/icons";

export interface PwaInstallDialogProps {
  /** Name shown to the player, e.g. "Lucky Bear". */
  appName: string;
  /**
   * "prompt": the browser can install (beforeinstallprompt), `onInstall` triggers it.
   * "ios": Safari has no prompt, so the dialog explains the Share → Add to Home Screen steps.
   */
  mode?: "prompt" | "ios";
  onInstall?: () => void;
  /** Not now / Got it. Showing it at most once a day is the app's rule. */
  onClose: () => void;
}

/** Offers to add the web app to the home screen (the luckybear page, for non-app visitors). */
export function PwaInstallDialog({ appName, mode = "prompt", onInstall, onClose }: PwaInstallDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog
      open
      onClose={onClose}
      icon={<span className="text-link">{<HomeScreenIcon />}</span>}
      title={t`Add ${appName} to your home screen`}
      description={
        mode === "ios"
          ? t`In Safari, tap the Share button, then choose Add to Home Screen.`
          : t`Open it with one tap, full screen, like an app. It takes no space on your phone.`
      }
      actions={
        mode === "ios" ? (
          <Button onClick={onClose}>
            <Trans>Got it</Trans>
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              <Trans>Not now</Trans>
            </Button>
            <Button onClick={onInstall}>
              <Trans>Install</Trans>
            </Button>
          </>
        )
      }
    />
  );
}
