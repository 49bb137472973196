// The player's codes of a draw and, once drawn, whether one of them won (the prize was paid then). No
// client code of its own: rendered on the server with the page's read (LuckyCodeScreen) and by the
// browser's read (MyCodes).
import { Trans, useLingui } from "@lingui/react/macro";
import type { ResponseOf } from "@repo/api-client/endpoint";
import type { campEndpoints, LuckyDraw } from "@repo/api-client/endpoints/camp";
import { formatDateTime } from "@repo/i18n/dates";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { List, ListItem } from "@repo/ui/list";
import type { ReactNode } from "react";
import { formatExact } from "../wallet/format-coin";

export type DrawCodes = ResponseOf<typeof campEndpoints.myLuckyCodes>;

/** `codes` undefined while they load; `failed`: what shows instead when their read failed. */
export function MyCodesCard({ locale, draw, codes, failed }: { locale: Locale; draw: LuckyDraw; codes: DrawCodes | undefined; failed?: ReactNode }) {
  const { t } = useLingui();
  const prize = codes?.prize ? formatExact(codes.prize, locale) : "";
  const coin = draw.prize_coin;
  return (
    <Card flush title={t`Your codes`}>
      {failed ?? (
        <>
          {codes && codes.won !== null && codes.codes.length > 0 ? (
            <p role="status" className={`px-16 pb-8 text-15 font-semibold ${codes.won ? "text-success" : "text-text-muted"}`} data-testid="my-codes-result">
              {codes.won ? (
                <Trans>
                  You won {prize} {coin}! It was paid into your wallet.
                </Trans>
              ) : (
                <Trans>None of your codes won this time.</Trans>
              )}
            </p>
          ) : null}
          <List label={t`Your codes`} loading={codes === undefined} empty={<p className="px-16 pb-16 text-14 text-text-muted"><Trans>You have no code for this draw yet.</Trans></p>}>
            {codes?.codes.map((code) => (
              <ListItem
                key={code.code}
                title={<span className={`font-mono ${code.code === draw.winning_code ? "font-bold text-success" : ""}`}>{code.code}</span>}
                subtitle={formatDateTime(code.bought_at, { locale })}
                trailing={code.code === draw.winning_code ? <Trans>Winner</Trans> : null}
              />
            ))}
          </List>
        </>
      )}
    </Card>
  );
}
