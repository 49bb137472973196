// The bet's card: the player's game balance above the form (`children`: the form, or its skeleton until
// it loads). No client code.
import { Trans } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import type { ReactNode } from "react";
import { formatBalance } from "../wallet/format-coin";

export function BetCard({ locale, coin, gameBalance, children }: { locale: Locale; coin: string; gameBalance: string; children: ReactNode }) {
  return (
    <Card>
      <div className="flex flex-col gap-12">
        <p className="flex items-center justify-between text-14 text-text-muted">
          <Trans>Game balance</Trans>
          <span className="text-16 font-bold tabular-nums text-text" data-testid="game-balance">
            {formatBalance(gameBalance, locale)} {coin}
          </span>
        </p>
        {children}
      </div>
    </Card>
  );
}
