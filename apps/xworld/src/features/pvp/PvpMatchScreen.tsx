"use client";
// /pvp/detail?id=: one match. Its stake and prize, both sides, joining a free side (confirmed, one
// submission), the match re-read while it runs, and how it ended: the result and the payout.
import { Trans, useLingui } from "@lingui/react/macro";
import { type PvpMatch, type PvpSide, pvpEndpoints } from "@repo/api-client/endpoints/pvp";
import { isBusinessError } from "@repo/api-client/errors";
import { useApiQuery } from "@repo/api-client/react";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { Locale } from "@repo/i18n/locales";
import { Button } from "@repo/ui/button";
import { Card } from "@repo/ui/card";
import { ConfirmDialog } from "@repo/ui/confirm-dialog";
import { EmptyState } from "@repo/ui/empty-state";
import { ErrorState } from "@repo/ui/error-state";
import { FormAlert } from "@repo/ui/form-alert";
import { SkeletonText } from "@repo/ui/skeleton";
import { StatusPill } from "@repo/ui/status-pill";
import { SummaryList } from "@repo/ui/summary-list";
import Link from "@repo/app-shell/link";
import { useState } from "react";
import { formatBalance, formatExact } from "../wallet/format-coin";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { useAssets } from "../wallet/use-wallet-data";
import { useViewer } from "../wallet/use-viewer";
import { useWalletErrorText } from "../wallet/use-wallet-error-text";
import { MatchOutcome } from "./MatchOutcome";
import { isLive, joinableSides, matchStanding, percentOf, pvpHref } from "./pvp-rules";
import { useJoinMatch } from "./use-join-match";
import { useSideName, useStandingLabel } from "./use-pvp-texts";

/** How often a running match is read again (players join, the host settles). */
const LIVE_REFRESH_MS = 3_000;

export function PvpMatchScreen({ locale, matchId }: { locale: Locale; matchId: number | null }) {
  const viewer = useViewer();
  return (
    <PageFrame locale={locale} back="/pvp" heading={<Trans>PvP match</Trans>}>
      {matchId === null ? (
        <MatchMissing locale={locale} />
      ) : viewer === "player" ? (
        <MatchDetail locale={locale} matchId={matchId} />
      ) : viewer === "guest" ? (
        <SignInPrompt
          locale={locale}
          backUrl={pvpHref(locale, "detail", matchId)}
          title={<Trans>Play one against one</Trans>}
          description={<Trans>Sign in to join a match with a stake; the winner takes both stakes.</Trans>}
        />
      ) : (
        <Card>
          <SkeletonText lines={6} />
        </Card>
      )}
    </PageFrame>
  );
}

function MatchMissing({ locale }: { locale: Locale }) {
  return (
    <EmptyState
      title={<Trans>This match does not exist.</Trans>}
      description={<Trans>It may have been removed. Pick another one.</Trans>}
      action={
        <Link href={pvpHref(locale, "lobby")} className="font-semibold text-link">
          <Trans>See open matches</Trans>
        </Link>
      }
    />
  );
}

function MatchDetail({ locale, matchId }: { locale: Locale; matchId: number }) {
  const { t } = useLingui();
  const detail = useApiQuery(pvpEndpoints.matchDetail, { match_id: matchId }, { refetchInterval: (query) => (query.state.data && isLive(query.state.data) ? LIVE_REFRESH_MS : false) });
  if (detail.isError && !detail.data) {
    if (isBusinessError(detail.error, 1002)) return <MatchMissing locale={locale} />;
    return <ErrorState title={t`This match could not load.`} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />;
  }
  if (!detail.data) {
    return (
      <Card>
        <SkeletonText lines={6} />
      </Card>
    );
  }
  return <MatchView locale={locale} match={detail.data} />;
}

function MatchView({ locale, match }: { locale: Locale; match: PvpMatch }) {
  const { t } = useLingui();
  const sideName = useSideName();
  const standing = useStandingLabel()(matchStanding(match));
  const assets = useAssets();
  const offchain = assets.data?.list.find((row) => row.coin_name === match.coin_name)?.offchain;
  const join = useJoinMatch(match, assets.data ? (offchain ?? "0") : undefined);
  const errorText = useWalletErrorText();
  const [choice, setChoice] = useState<PvpSide | null>(null);
  const coin = match.coin_name;
  const stake = formatExact(match.stake, locale);
  const payout = formatExact(match.payout, locale);
  const fee = percentOf(match.fee_bps);
  const sides = joinableSides(match);
  const chosen = choice ? sideName(choice) : "";
  const hostName = match.host_name;

  return (
    <>
      <Card>
        <div className="flex flex-col gap-12">
          <div className="flex items-start justify-between gap-8">
            <div className="min-w-0">
              <h2 className="text-18 font-bold text-text">{match.title}</h2>
              <p className="text-13 text-text-muted">
                <Trans>Hosted by {hostName}</Trans>
              </p>
            </div>
            <StatusPill tone={standing.tone}>{standing.label}</StatusPill>
          </div>
          <SummaryList
            rows={[
              { label: t`Stake per side`, value: `${stake} ${coin}` },
              { label: t`House fee`, value: `${fee} %` },
              { label: t`The winner receives`, value: `${payout} ${coin}`, emphasis: true, testId: "pvp-payout" },
              { label: t`Your balance`, value: offchain !== undefined ? `${formatBalance(offchain, locale)} ${coin}` : assets.data ? `0 ${coin}` : "--", testId: "pvp-balance" },
            ]}
          />
        </div>
      </Card>

      <ul className="grid grid-cols-2 gap-12" aria-label={t`Sides`}>
        {match.sides.map(({ side, player }) => {
          const name = sideName(side);
          return (
          <li key={side} className={`flex flex-col gap-8 rounded-16 border-2 p-12 ${side === "red" ? "border-danger" : "border-primary"}`}>
            <p className="text-13 font-semibold text-text-muted">{name}</p>
            <p className="truncate text-16 font-bold text-text">{player ? player.username : t`Free seat`}</p>
            {match.my_side === side ? <StatusPill tone="info">{t`You`}</StatusPill> : null}
            {match.winner_side === side ? <StatusPill tone="success">{t`Winner`}</StatusPill> : null}
            {sides.includes(side) ? (
              <Button
                size="sm"
                onClick={() => {
                  join.reset();
                  if (join.check()) setChoice(side);
                }}
              >
                <Trans>Join the {name}</Trans>
              </Button>
            ) : null}
          </li>
          );
        })}
      </ul>

      <FormAlert tone="warning">{join.warning}</FormAlert>
      <FormAlert>{join.error ? errorText(join.error) : null}</FormAlert>
      <MatchOutcome locale={locale} match={match} />

      <ConfirmDialog
        open={choice !== null}
        title={t`Join this match?`}
        description={t`You stake ${stake} ${coin} on the ${chosen}. If your side wins you receive ${payout} ${coin}; if it loses the stake is gone.`}
        confirmLabel={<Trans>Stake {stake} {coin}</Trans>}
        pending={join.pending}
        onConfirm={() => {
          if (choice) join.submit(choice, () => setChoice(null));
        }}
        onCancel={() => setChoice(null)}
      />
    </>
  );
}
