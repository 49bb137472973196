import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "../button/Button";
import { Dialog } from "../dialog/Dialog";
import { WarningIcon } from "../icons/icons";
import { WalletIcon } from "../icons/icons";
import { lackMessage } from "./lack-message";

export interface BalanceLackDialogProps {
  /** Coin that ran short, as the API names it ("KTHER", "HAPPY"). */
  coinName: string;
  /** Audit mode (app-store review): a plain warning, no top-up offer (spec section 4). */
  audit?: boolean;
  /** Leads to recharge; without it no top-up button is shown. */
  onTopUp?: () => void;
  onClose: () => void;
}

export function BalanceLackDialog({ coinName, audit = false, onTopUp, onClose }: BalanceLackDialogProps) {
  const { t, i18n } = useLingui();
  const message = lackMessage(i18n, coinName, t`Not enough ${coinName} to continue.`);
  if (audit) {
    return (
      <Dialog
        open
        role="alertdialog"
        onClose={onClose}
        icon={<span className="text-warning">{<WarningIcon />}</span>}
        title={t`Insufficient balance`}
        description={message}
        actions={
          <Button variant="secondary" onClick={onClose}>
            <Trans>OK</Trans>
          </Button>
        }
      />
    );
  }
  return (
    <Dialog
      open
      onClose={onClose}
      icon={<span className="text-link">{<WalletIcon />}</span>}
      title={t`Balance too low`}
      description={message}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          {onTopUp ? (
            <Button onClick={onTopUp}>
              <Trans>Top up</Trans>
            </Button>
          ) : null}
        </>
      }
    />
  );
}
