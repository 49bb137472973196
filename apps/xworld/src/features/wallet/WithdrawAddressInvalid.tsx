// Why the withdrawal stops: the API flagged the player's wallet address as unusable. No client code.
import { useLingui } from "@lingui/react/macro";
import { ErrorState } from "@repo/ui/error-state";

export function WithdrawAddressInvalid() {
  const { t } = useLingui();
  return (
    <ErrorState
      title={t`Your wallet address needs to be set up again`}
      description={t`Withdrawals are paused until your wallet has a valid address. Open the wallet in the app to recreate it.`}
    />
  );
}
