// One chain on the recharge page: the player's deposit address there (copy, QR code on request) and the
// tokens the chain takes. No client code of its own: the two buttons are parts loaded after start.
import { Trans, useLingui } from "@lingui/react/macro";
import { ButtonPreview } from "@repo/ui/button/preview";
import { Card } from "@repo/ui/card";
import { CopyIcon } from "@repo/ui/icons";
import { ownAddressFor, type WalletAddressItem } from "./addresses";
import { ChainBadge } from "./ChainBadge";
import { AddressQrPart, CopyAddressPart } from "./DepositParts";
import type { Chain, TokenInfo } from "./use-wallet-data";

export interface DepositCardProps {
  chain: Chain;
  addresses: readonly WalletAddressItem[];
  /** The player's tokens the chain takes; undefined while the token facts load. */
  tokens: readonly TokenInfo[] | undefined;
}

export function DepositCard({ chain, addresses, tokens }: DepositCardProps) {
  const { t } = useLingui();
  const address = ownAddressFor(chain.chain, addresses);
  const name = chain.name;
  const accepted = tokens?.map((token) => token.coin_name).join(", ");
  return (
    <Card title={<ChainBadge chain={chain} fallback={chain.chain} />}>
      <div className="flex flex-col gap-8">
        <p className="text-12 font-semibold text-text-muted">
          <Trans>Your {name} deposit address</Trans>
        </p>
        {address ? (
          <>
            <div className="flex items-start gap-8">
              <p
                className="min-w-0 flex-1 break-all rounded-12 bg-surface-sunken px-12 py-10 font-mono text-13 text-text"
                data-testid={`deposit-address-${chain.chain}`}
              >
                {address}
              </p>
              <CopyAddressPart
                text={address}
                label={t`Copy the ${name} address`}
                icon={<CopyIcon />}
                placeholder={
                  <ButtonPreview variant="secondary" size="sm" icon={<CopyIcon />} aria-label={t`Copy the ${name} address`}>
                    {t`Copy`}
                  </ButtonPreview>
                }
              />
            </div>
            <AddressQrPart
              address={address}
              label={t`Your ${name} deposit address`}
              placeholder={
                <div className="flex flex-col items-center gap-8">
                  <ButtonPreview variant="secondary" size="sm">
                    <Trans>Show QR code</Trans>
                  </ButtonPreview>
                </div>
              }
            />
          </>
        ) : (
          <p className="text-14 text-text-muted">
            <Trans>You have no address on this chain yet.</Trans>
          </p>
        )}
        <p className="text-13 text-text-muted">
          {accepted === undefined ? null : accepted ? (
            <Trans>Accepts: {accepted}</Trans>
          ) : (
            <Trans>None of your coins can be deposited on this chain.</Trans>
          )}
        </p>
      </div>
    </Card>
  );
}
