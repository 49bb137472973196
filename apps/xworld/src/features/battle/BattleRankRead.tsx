"use client";
// The battle leaderboard read by the browser: for a guest (a prompt to sign in), a player the server did
// not read for (another login, or a login only Telegram or the host app knows), or when the server's
// read failed. Loaded only then (BattleRankFromBrowser); otherwise the page shows the server's read.
import { Trans, useLingui } from "@lingui/react/macro";
import { battleEndpoints } from "@repo/api-client/endpoints/battle";
import { useApiQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { useSessionValue } from "@repo/session/react/hooks";
import { ErrorState } from "@repo/ui/error-state";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { useViewer } from "../wallet/use-viewer";
import { battleHref } from "./battle-rules";
import { BattleRankSkeleton } from "./BattleRankSkeleton";
import { BattleRankView } from "./BattleRankView";

export function BattleRankRead({ locale }: { locale: Locale }) {
  const viewer = useViewer();
  if (viewer === "player") return <Leaderboard />;
  if (viewer === "pending") return <BattleRankSkeleton />;
  return (
    <SignInPrompt
      locale={locale}
      backUrl={battleHref(locale, "rank")}
      title={<Trans>Battle every day</Trans>}
      description={<Trans>Sign in to enter today's battle; the top three share the prize pool.</Trans>}
    />
  );
}

function Leaderboard() {
  const { t } = useLingui();
  const userName = useSessionValue("userName");
  const battle = useApiQuery(battleEndpoints.current, {});
  const battleId = battle.data?.battle_id ?? 0;
  const board = useApiQuery(battleEndpoints.rank, { battle_id: battleId }, { enabled: battle.data !== undefined });
  const failed = (battle.isError && !battle.data) || (board.isError && !board.data);
  if (failed) {
    const retry = () => void (battle.isError ? battle.refetch() : board.refetch());
    return <ErrorState title={t`The leaderboard could not load.`} onRetry={retry} retrying={battle.isFetching || board.isFetching} />;
  }
  if (!board.data) return <BattleRankSkeleton />;
  return <BattleRankView board={board.data} ownName={userName ?? t`You`} />;
}
