"use client";
// /pvp: the open matches a player can join and the matches they play in, and the way to host one.
import { Trans, useLingui } from "@lingui/react/macro";
import { PVP_SCOPES, type PvpScope, pvpEndpoints } from "@repo/api-client/endpoints/pvp";
import { useApiQuery } from "@repo/api-client/react";
import type { PlayerAnswers } from "@repo/app-shell/hooks/use-player-first";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import { ErrorState } from "@repo/ui/error-state";
import { List } from "@repo/ui/list";
import { Tabs } from "@repo/ui/tabs";
import Link from "@repo/app-shell/link";
import { useState } from "react";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { usePlayerView } from "../wallet/use-viewer";
import type { PvpLobbyFirst } from "./load-pvp-lobby";
import { MatchRow } from "./MatchRow";
import { pvpHref } from "./pvp-rules";

export interface PvpLobbyScreenProps {
  locale: Locale;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<PvpLobbyFirst> | null;
}

export function PvpLobbyScreen({ locale, first }: PvpLobbyScreenProps) {
  const { server, viewer } = usePlayerView(first);
  return (
    <PageFrame
      locale={locale}
      heading={<Trans>PvP matches</Trans>}
      action={
        <Link href={pvpHref(locale, "admin")} className="text-14 font-semibold text-link">
          <Trans>Host a match</Trans>
        </Link>
      }
    >
      {viewer === "player" ? (
        <Lobby locale={locale} server={server} />
      ) : viewer === "guest" ? (
        <SignInPrompt
          locale={locale}
          backUrl={pvpHref(locale, "lobby")}
          title={<Trans>Play one against one</Trans>}
          description={<Trans>Sign in to join a match with a stake; the winner takes both stakes.</Trans>}
        />
      ) : (
        <List loading loadingRows={4} />
      )}
    </PageFrame>
  );
}

function Lobby({ locale, server }: { locale: Locale; server: PlayerAnswers<PvpLobbyFirst> }) {
  const { t } = useLingui();
  const [scope, setScope] = useState<Exclude<PvpScope, "hosted">>("open");
  // The server read the open matches; the player's own tab asks for its own.
  const matches = useApiQuery(pvpEndpoints.matchList, { scope }, { refetchInterval: 10_000, ...server.answer(scope === "open" ? server.data?.open : null) });
  const labels = { open: t`Open matches`, mine: t`My matches` };
  const items = PVP_SCOPES.filter((value): value is "open" | "mine" => value !== "hosted").map((value) => ({ value, label: labels[value] }));
  return (
    <Card flush>
      <Tabs label={t`Matches`} items={items} value={scope} onValueChange={setScope} stretch>
        {matches.isError && !matches.data ? (
          <ErrorState title={t`The matches could not load.`} onRetry={() => void matches.refetch()} retrying={matches.isFetching} className="p-16" />
        ) : (
          <List
            label={labels[scope]}
            loading={matches.isPending}
            empty={
              scope === "open" ? (
                <EmptyState title={<Trans>No open matches right now.</Trans>} description={<Trans>Host one and invite a friend.</Trans>} />
              ) : (
                <EmptyState title={<Trans>You have not joined a match yet.</Trans>} description={<Trans>Pick an open match and take a side.</Trans>} />
              )
            }
          >
            {matches.data?.list.map((match) => <MatchRow key={match.match_id} locale={locale} match={match} />)}
          </List>
        )}
      </Tabs>
    </Card>
  );
}
