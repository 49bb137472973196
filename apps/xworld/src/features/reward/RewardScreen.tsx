"use client";
// /reward (login-required): what the player can claim now, each claimed once into the wallet (the
// reward and the new balance shown in its row), with links to the history and the guide.
import { Trans, useLingui } from "@lingui/react/macro";
import { activityEndpoints, type ClaimableReward } from "@repo/api-client/endpoints/activity";
import { useApiQuery } from "@repo/api-client/react";
import type { PlayerAnswers } from "@repo/app-shell/hooks/use-player-first";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import { ErrorState } from "@repo/ui/error-state";
import { LinkList } from "@repo/ui/link-list";
import { List } from "@repo/ui/list";
import { useState } from "react";
import { FormAlert } from "@repo/ui/form-alert";
import { formatExact } from "../wallet/format-coin";
import { useMoneyAction } from "../wallet/use-money-action";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { usePlayerView } from "../wallet/use-viewer";
import { HistorySkeleton } from "../wallet/WalletSkeletons";
import type { RewardFirst } from "./load-reward";
import { RewardRow } from "./RewardRow";

export interface RewardScreenProps {
  locale: Locale;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<RewardFirst> | null;
}

export function RewardScreen({ locale, first }: RewardScreenProps) {
  const { t } = useLingui();
  const { server, viewer } = usePlayerView(first);
  return (
    <PageFrame locale={locale} back="/me" heading={<Trans>Rewards</Trans>}>
      {viewer === "player" ? (
        <Claimable locale={locale} server={server} />
      ) : viewer === "guest" ? (
        <SignInPrompt
          locale={locale}
          backUrl={withLocale("/reward", locale)}
          title={<Trans>Sign in to claim your rewards</Trans>}
          description={<Trans>Bonuses, invite rewards and event prizes wait here until you claim them.</Trans>}
        />
      ) : (
        <HistorySkeleton />
      )}
      <Card flush>
        <LinkList
          label={t`More about rewards`}
          items={[
            { key: "list", label: t`Reward history`, href: withLocale("/reward/list", locale) },
            { key: "guide", label: t`How to earn rewards`, href: withLocale("/reward/guide", locale) },
          ]}
        />
      </Card>
    </PageFrame>
  );
}

function Claimable({ locale, server }: { locale: Locale; server: PlayerAnswers<RewardFirst> }) {
  const { t } = useLingui();
  const rewards = useApiQuery(activityEndpoints.claimableRewards, {}, server.answer(server.data?.claimable));
  const claim = useMoneyAction(activityEndpoints.claimReward);
  const [claiming, setClaiming] = useState<number | null>(null);
  const [claimed, setClaimed] = useState<{ title: string; amount: string; coin: string; balance: string } | null>(null);
  if (rewards.isError && !rewards.data) {
    return <ErrorState title={t`Your rewards could not load.`} onRetry={() => void rewards.refetch()} retrying={rewards.isFetching} />;
  }
  const claimOne = (reward: ClaimableReward) => {
    setClaimed(null);
    claim.reset();
    setClaiming(reward.reward_id);
    claim.run({ reward_id: reward.reward_id }, (result) =>
      setClaimed({ title: reward.title, amount: formatExact(result.amount, locale), coin: result.coin_name, balance: formatExact(result.balance, locale) }),
    );
  };
  return (
    <Card flush title={t`Ready to claim`}>
      <div className="flex flex-col gap-8 px-16">
        {claimed ? <ClaimedLine {...claimed} /> : null}
        <FormAlert>{claim.error}</FormAlert>
      </div>
      <List
        label={t`Ready to claim`}
        loading={rewards.isPending}
        empty={<EmptyState title={<Trans>Nothing to claim right now.</Trans>} description={<Trans>See how to earn rewards below.</Trans>} />}
      >
        {rewards.data?.list.map((reward: ClaimableReward) => (
          <RewardRow
            key={reward.reward_id}
            locale={locale}
            reward={reward}
            pending={claim.pending && claiming === reward.reward_id}
            onClaim={() => claimOne(reward)}
            onExpire={() => void rewards.refetch()}
          />
        ))}
      </List>
    </Card>
  );
}

function ClaimedLine({ title, amount, coin, balance }: { title: string; amount: string; coin: string; balance: string }) {
  return (
    <p role="status" className="rounded-12 bg-surface-sunken px-12 py-10 text-14 font-semibold text-success">
      <Trans>
        {title}: +{amount} {coin} claimed. Your {coin} balance is now {balance}.
      </Trans>
    </p>
  );
}
