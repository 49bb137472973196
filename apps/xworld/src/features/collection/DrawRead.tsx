"use client";
// The draw read by the browser: for a guest (a prompt to sign in), a player the server did not read for
// (another login, or a login only Telegram or the host app knows), or when the server's read of the terms
// failed; a retry when it fails, and at the next free chance's zero the terms are read again. Loaded only
// then (DrawFromBrowser); otherwise the page shows the server's reads.
import { Trans, useLingui } from "@lingui/react/macro";
import { useApiQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Countdown } from "@repo/ui/countdown";
import { ErrorState } from "@repo/ui/error-state";
import type { ReactNode } from "react";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { useAssets } from "../wallet/use-wallet-data";
import { useViewer } from "../wallet/use-viewer";
import { DRAW_CALLS, type DrawKind } from "./draw-calls";
import { DrawPlay } from "./DrawPlay";
import { DrawSkeleton } from "./DrawSkeleton";

export interface DrawReadProps {
  locale: Locale;
  kind: DrawKind;
  /** This page (without the locale), where a sign-in comes back to. */
  self: string;
  intro: ReactNode;
}

export function DrawRead(props: DrawReadProps) {
  const viewer = useViewer();
  if (viewer === "player") return <PlayerDraw {...props} />;
  if (viewer === "pending") return <DrawSkeleton />;
  return <SignInPrompt locale={props.locale} backUrl={withLocale(props.self, props.locale)} title={<Trans>Sign in to draw</Trans>} description={props.intro} />;
}

function PlayerDraw({ locale, kind, intro }: DrawReadProps) {
  const { t } = useLingui();
  const conf = useApiQuery(DRAW_CALLS[kind].conf, {});
  const assets = useAssets();
  if (conf.isError && !conf.data) return <ErrorState title={t`The draw could not load.`} onRetry={() => void conf.refetch()} retrying={conf.isFetching} />;
  if (!conf.data) return <DrawSkeleton />;
  const coin = conf.data.price.coin_name;
  // Unknown until the balances are read; a coin the player has no row for is a balance of 0.
  const balance = assets.data ? (assets.data.list.find((row) => row.coin_name === coin)?.offchain ?? "0") : undefined;
  const nextFree = conf.data.next_free_at;
  return (
    <DrawPlay
      locale={locale}
      kind={kind}
      intro={intro}
      conf={conf.data}
      balance={balance}
      nextFree={
        nextFree === null ? null : (
          <Trans>
            Next free chance in <Countdown target={nextFree * 1000} onEnd={() => void conf.refetch()} />
          </Trans>
        )
      }
    />
  );
}
