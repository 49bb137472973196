import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "../button/Button";
import { Dialog } from "../dialog/Dialog";
import { WarningIcon } from "../icons/icons";
import { WalletIcon } from "../icons/icons";

// The message key is "lack_" + the coin name (spec section 8). The kit ships the coins it knows;
// an app can add a lack_<COIN> message to its own catalog for any other coin.
const LACK_MESSAGES: Record<string, MessageDescriptor> = {
  WH: msg({ id: "lack_WH", message: "Not enough WH. Earn more in games and tasks, or top up." }),
  KTHER: msg({ id: "lack_KTHER", message: "Not enough KTHER. Earn more in games and tasks, or top up." }),
  KC: msg({ id: "lack_KC", message: "Not enough contribution (KC). Invite friends and finish tasks to earn more." }),
  HAPPY: msg({ id: "lack_HAPPY", message: "Not enough HAPPY. Join events and mini games to collect more." }),
  XUSD: msg({ id: "lack_XUSD", message: "Not enough XUSD. Top up to continue." }),
  USDT: msg({ id: "lack_USDT", message: "Not enough USDT. Top up to continue." }),
  "LB-USDT": msg({ id: "lack_LB-USDT", message: "Not enough LB-USDT. Top up to continue." }),
};

/** The lack_<coin> message: the kit's, the app's catalog's, or a generic sentence naming the coin. */
export function lackMessage(i18n: I18n, coinName: string, fallback: string): string {
  const known = LACK_MESSAGES[coinName];
  if (known) return i18n._(known);
  const id = `lack_${coinName}`;
  return id in i18n.messages ? i18n._(id) : fallback;
}

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
