// The pet draw's or NFT roll's page under its heading: the intro, the wheel (`wheel`), the item just drawn
// (`drawn`), the price, balance and free chances with the time to the next free one (`nextFree`, the
// caller's countdown line: it knows what happens at zero), what went wrong (`alerts`), the draw buttons
// (`actions`) and the odds. No client code of its own: rendered on the server (DrawAtRest, the wheel at
// rest) and by the draw part (DrawPlay).
import { Trans } from "@lingui/react/macro";
import type { DrawConf } from "@repo/api-client/schemas/collectibles";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import type { ReactNode } from "react";
import { formatBalance } from "../wallet/format-coin";
import { drawCost } from "./draw-calls";
import { OddsTable } from "./OddsTable";

export interface DrawViewProps {
  locale: Locale;
  intro: ReactNode;
  conf: DrawConf;
  /** The off-chain balance of the price's coin (undefined while unknown). */
  balance: string | undefined;
  freeChances: number;
  wheel: ReactNode;
  drawn?: ReactNode;
  nextFree: ReactNode;
  alerts?: ReactNode;
  actions: ReactNode;
}

export function DrawView({ locale, intro, conf, balance, freeChances, wheel, drawn, nextFree, alerts, actions }: DrawViewProps) {
  const coin = conf.price.coin_name;
  const cost = drawCost(conf, locale);
  const balanceText = balance === undefined ? "--" : `${formatBalance(balance, locale)} ${coin}`;
  return (
    <div className="flex flex-col gap-16">
      <p className="text-14 text-text-muted">{intro}</p>
      {wheel}
      {drawn}
      <Card>
        {/* The figures never wrap ("500,00 / XB" beside Russian "Бесплатных попыток сегодня"): a long label does. */}
        <dl className="grid grid-cols-[auto_1fr] gap-x-12 gap-y-6 text-14">
          <dt className="text-text-muted">
            <Trans>Price</Trans>
          </dt>
          <dd className="whitespace-nowrap text-right font-semibold tabular-nums" data-testid="draw-price">
            {cost}
          </dd>
          <dt className="text-text-muted">
            <Trans>Your balance</Trans>
          </dt>
          <dd className="whitespace-nowrap text-right tabular-nums" data-testid="draw-balance">
            {balanceText}
          </dd>
          <dt className="text-text-muted">
            <Trans>Free chances today</Trans>
          </dt>
          <dd className="text-right tabular-nums" data-testid="draw-free">
            {freeChances}
          </dd>
        </dl>
        {freeChances === 0 && conf.next_free_at !== null ? <p className="mt-8 text-12 text-text-muted">{nextFree}</p> : null}
      </Card>
      {alerts}
      <div className="flex flex-col gap-8">{actions}</div>
      <OddsTable locale={locale} conf={conf} />
    </div>
  );
}
