// The lobby's matches of one tab (the open ones, or the player's own), each a link to its page. No client
// code of its own: rendered on the server (the open matches) and in the browser (MatchesRead).
import { Trans, useLingui } from "@lingui/react/macro";
import type { PvpMatch } from "@repo/api-client/endpoints/pvp";
import type { Locale } from "@repo/i18n/locales";
import { EmptyState } from "@repo/ui/empty-state";
import { List } from "@repo/ui/list";
import { MatchRow } from "./MatchRow";

export type LobbyScope = "open" | "mine";

/** `matches` undefined: still loading. */
export function MatchList({ locale, scope, matches }: { locale: Locale; scope: LobbyScope; matches: readonly PvpMatch[] | undefined }) {
  const { t } = useLingui();
  return (
    <List
      label={scope === "open" ? t`Open matches` : t`My matches`}
      loading={!matches}
      loadingRows={4}
      empty={
        scope === "open" ? (
          <EmptyState title={<Trans>No open matches right now.</Trans>} description={<Trans>Host one and invite a friend.</Trans>} />
        ) : (
          <EmptyState title={<Trans>You have not joined a match yet.</Trans>} description={<Trans>Pick an open match and take a side.</Trans>} />
        )
      }
    >
      {matches?.map((match) => <MatchRow key={match.match_id} locale={locale} match={match} />)}
    </List>
  );
}
