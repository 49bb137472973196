// What the network fee page is about, above its coin and amount. No client code.
import { Trans } from "@lingui/react/macro";

export function GasIntro() {
  return (
    <p className="text-14 text-text-muted">
      <Trans>
        Moving coins from your wallet to a chain (a withdrawal) costs a network fee. It is taken from the amount you withdraw, in the
        same coin.
      </Trans>
    </p>
  );
}
