"use client";
// Today's battle read by the browser: for a guest (a prompt to sign in), a player the server did not read
// for (another login, or a login only Telegram or the host app knows), or when a server read failed; a
// retry when the battle's read fails, and at the countdown's zero the battle is read again. Loaded only
// then (BattleFromBrowser); otherwise the page shows the server's reads.
import { Trans, useLingui } from "@lingui/react/macro";
import { battleEndpoints } from "@repo/api-client/endpoints/battle";
import { useApiQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { Countdown } from "@repo/ui/countdown";
import { ErrorState } from "@repo/ui/error-state";
import { formatExact } from "../wallet/format-coin";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { useAssets } from "../wallet/use-wallet-data";
import { useViewer } from "../wallet/use-viewer";
import { battleHref } from "./battle-rules";
import { BattleEntry } from "./BattleEntry";
import { BattleSkeleton } from "./BattleSkeleton";
import { BattleView } from "./BattleView";

export function BattleRead({ locale }: { locale: Locale }) {
  const viewer = useViewer();
  if (viewer === "player") return <CurrentBattle locale={locale} />;
  if (viewer === "pending") return <BattleSkeleton />;
  return (
    <SignInPrompt
      locale={locale}
      backUrl={battleHref(locale, "battle")}
      title={<Trans>Battle every day</Trans>}
      description={<Trans>Sign in to enter today's battle; the top three share the prize pool.</Trans>}
    />
  );
}

function CurrentBattle({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const battle = useApiQuery(battleEndpoints.current, {});
  const assets = useAssets(true);
  if (battle.isError && !battle.data) {
    return <ErrorState title={t`Today's battle could not load.`} onRetry={() => void battle.refetch()} retrying={battle.isFetching} />;
  }
  if (!battle.data) return <BattleSkeleton />;
  const coin = battle.data.coin_name;
  const offchain = assets.data?.list.find((row) => row.coin_name === coin)?.offchain;
  return (
    <BattleView
      locale={locale}
      battle={battle.data}
      offchain={offchain}
      countdown={<Countdown target={battle.data.ends_at * 1000} onEnd={() => void battle.refetch()} label={t`Battle ends in`} className="text-18 text-text" />}
      entry={<BattleEntry battle={battle.data} fee={formatExact(battle.data.entry_fee, locale)} offchain={assets.data ? (offchain ?? "0") : undefined} />}
    />
  );
}
