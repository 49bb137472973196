"use client";
// A match's sides with a Join button under each free one the player may take, the confirmation that
// repeats the stake and the prize, and what went wrong. Joining: one submission per tap with an attempt
// key (useJoinMatch), the balance-lack dialog for a stake over the balance. On the server-rendered page
// (`refreshPage`) a join, or a refusal that says the match changed, renders the page again on the
// server; in the browser's read the API client reads the match again.
import { Trans, useLingui } from "@lingui/react/macro";
import type { PvpMatch, PvpSide } from "@repo/api-client/endpoints/pvp";
import type { Locale } from "@repo/i18n/locales";
import { Button } from "@repo/ui/button";
import { ConfirmDialog } from "@repo/ui/confirm-dialog";
import { FormAlert } from "@repo/ui/form-alert";
import { useRenderAgain } from "@repo/app-shell/hooks/use-render-again";
import { useState } from "react";
import { formatExact } from "../wallet/format-coin";
import { useAssets } from "../wallet/use-wallet-data";
import { useWalletErrorText } from "../wallet/use-wallet-error-text";
import { MatchSides } from "./MatchSides";
import { useJoinMatch } from "./use-join-match";
import { useSideName } from "./use-pvp-texts";

export interface MatchPlayProps {
  locale: Locale;
  match: PvpMatch;
  /** The match was rendered on the server: after a change, render the page again there. */
  refreshPage?: boolean;
}

export function MatchPlay({ locale, match, refreshPage = false }: MatchPlayProps) {
  const { t } = useLingui();
  const { renderAgain, rendering: refreshing } = useRenderAgain();
  const sideName = useSideName();
  const assets = useAssets();
  const offchain = assets.data?.list.find((row) => row.coin_name === match.coin_name)?.offchain;
  const join = useJoinMatch(match, assets.data ? (offchain ?? "0") : undefined, refreshPage ? renderAgain : undefined);
  const errorText = useWalletErrorText();
  const [choice, setChoice] = useState<PvpSide | null>(null);
  const coin = match.coin_name;
  const stake = formatExact(match.stake, locale);
  const payout = formatExact(match.payout, locale);
  const chosen = choice ? sideName(choice) : "";
  return (
    <>
      <MatchSides
        match={match}
        join={(side, name) => (
          <Button
            size="sm"
            loading={refreshing}
            onClick={() => {
              join.reset();
              if (join.check()) setChoice(side);
            }}
          >
            <Trans>Join the {name}</Trans>
          </Button>
        )}
      />
      <FormAlert tone="warning">{join.warning}</FormAlert>
      <FormAlert>{join.error ? errorText(join.error) : null}</FormAlert>
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
