import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "../button/Button";
import { Dialog } from "../dialog/Dialog";
import { PhoneIcon } from "../icons/icons";

export interface BindPhoneDialogProps {
  /** Starts binding (Telegram contact request or the bind-phone page; the app decides). */
  onBind: () => void;
  /** The player declined: the app records the "cancel" result. */
  onClose: () => void;
  /** Binding is under way: the button spins. */
  binding?: boolean;
}

/** Asks the player to bind a phone number before continuing. */
export function BindPhoneDialog({ onBind, onClose, binding = false }: BindPhoneDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog
      open
      onClose={onClose}
      icon={<span className="text-link">{<PhoneIcon />}</span>}
      title={t`Bind your phone number`}
      description={t`Bind a phone number to protect your account and wallet and to receive your rewards.`}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={binding}>
            <Trans>Later</Trans>
          </Button>
          <Button onClick={onBind} loading={binding}>
            <Trans>Bind now</Trans>
          </Button>
        </>
      }
    />
  );
}
