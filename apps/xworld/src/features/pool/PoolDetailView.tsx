// One pool: its facts, once it ended its result with the player's part, and while it runs the player's
// ways to join (or a prompt to sign in). The client parts come from the caller (`parts`): the server's page
// passes parts loaded after start that render the page again on the server, the browser's read its own.
// No client code of its own.
import { Trans } from "@lingui/react/macro";
import type { PoolDetail } from "@repo/api-client/endpoints/pool";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import type { ReactNode } from "react";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { formatExact } from "../wallet/format-coin";
import { JoinLimitReached } from "./JoinLimitReached";
import { PoolFacts } from "./PoolFacts";
import { PoolResult } from "./PoolResult";
import { sharesLeft } from "./pool-math";

export interface PoolParts {
  /** A running pool's time left. */
  countdown: ReactNode;
  /** The share purchase (shown while the player may buy more). */
  join: ReactNode;
  /** The tasks with their takes. */
  tasks: ReactNode;
  /** Receiving the player's part of an ended pool, given what the server says of it. */
  receive: (prize: { part: string; received: boolean }) => ReactNode;
}

export function PoolDetailView({ locale, pool, player, parts }: { locale: Locale; pool: PoolDetail; player: boolean; parts: PoolParts }) {
  const running = pool.status === "running";
  const result = pool.result;
  return (
    <>
      <PoolFacts locale={locale} pool={pool} countdown={parts.countdown} />
      {result ? (
        <PoolResult locale={locale} pool={pool} result={result} player={player} receive={parts.receive({ part: formatExact(result.my_prize, locale), received: result.received })} />
      ) : null}
      {running && player ? (
        <>
          {sharesLeft(pool.max_shares, pool.my_shares) === 0 ? <JoinLimitReached limit={pool.max_shares} /> : parts.join}
          {pool.tasks.length > 0 ? parts.tasks : null}
        </>
      ) : null}
      {running && !player ? (
        <SignInPrompt
          locale={locale}
          backUrl={withLocale(`/pool/${pool.pool_id}`, locale)}
          title={<Trans>Sign in to join this pool</Trans>}
          description={<Trans>Buy shares with coins or earn them with tasks; the prize is split among the shares when the pool ends.</Trans>}
        />
      ) : null}
    </>
  );
}
