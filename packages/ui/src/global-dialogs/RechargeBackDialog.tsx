import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "../button/Button";
import { Dialog } from "../dialog/Dialog";

export interface RechargeBackDialogProps {
  /** Opens the wallet, where the deposit will show. */
  onWallet: () => void;
  onClose: () => void;
}

/**
 * Shown when a player leaves the recharge dialog (at most once a calendar day, the app decides): a
 * deposit arrives on its own after the network confirms it, so there is nothing to wait for here.
 * Spec: not shown — its words; these answer the question a player has after sending coins.
 */
export function RechargeBackDialog({ onWallet, onClose }: RechargeBackDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog
      open
      onClose={onClose}
      icon={<span aria-hidden="true">⏳</span>}
      title={t`Sent a deposit?`}
      description={t`It reaches your wallet by itself a few minutes after the network confirms it. You can keep playing meanwhile.`}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            <Trans>OK</Trans>
          </Button>
          <Button onClick={onWallet}>
            <Trans>Open my wallet</Trans>
          </Button>
        </>
      }
    />
  );
}
