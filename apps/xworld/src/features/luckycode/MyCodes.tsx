"use client";
// The player's codes of a draw and, once drawn, whether one of them won (the prize was paid then).
import { Trans, useLingui } from "@lingui/react/macro";
import { campEndpoints, type LuckyDraw } from "@repo/api-client/endpoints/camp";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { type ServerAnswerOptions, useApiQuery } from "@repo/api-client/react";
import { formatDateTime } from "@repo/i18n/dates";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { ErrorState } from "@repo/ui/error-state";
import { List, ListItem } from "@repo/ui/list";
import { formatExact } from "../wallet/format-coin";

/** `server`: the page's server answer for this draw's codes, `usePlayerFirst(first).answer(…)`, if any. */
export function MyCodes({ locale, draw, server = {} }: { locale: Locale; draw: LuckyDraw; server?: ServerAnswerOptions<ResponseOf<typeof campEndpoints.myLuckyCodes>> }) {
  const { t } = useLingui();
  const mine = useApiQuery(campEndpoints.myLuckyCodes, { draw_id: draw.draw_id }, server);
  const prize = mine.data?.prize ? formatExact(mine.data.prize, locale) : "";
  const coin = draw.prize_coin;
  return (
    <Card flush title={t`Your codes`}>
      {mine.isError && !mine.data ? (
        <ErrorState title={t`Your codes could not load.`} onRetry={() => void mine.refetch()} retrying={mine.isFetching} />
      ) : (
        <>
          {mine.data && mine.data.won !== null && mine.data.codes.length > 0 ? (
            <p role="status" className={`px-16 pb-8 text-15 font-semibold ${mine.data.won ? "text-success" : "text-text-muted"}`} data-testid="my-codes-result">
              {mine.data.won ? (
                <Trans>
                  You won {prize} {coin}! It was paid into your wallet.
                </Trans>
              ) : (
                <Trans>None of your codes won this time.</Trans>
              )}
            </p>
          ) : null}
          <List label={t`Your codes`} loading={mine.isPending} empty={<p className="px-16 pb-16 text-14 text-text-muted"><Trans>You have no code for this draw yet.</Trans></p>}>
            {mine.data?.codes.map((code) => (
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
