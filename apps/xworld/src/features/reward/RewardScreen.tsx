// /reward (login-required): what the player can claim now, each claimed once into the wallet (the reward
// and the new balance shown above the list), with links to the history and the guide. A server component:
// the rewards the server read with the player's login are the page's HTML (ServerPlayerContent keeps them
// while this render is that player's); the list's claim (loaded after start; a claim renders the page
// again on the server) and the expiry countdowns (at zero, the same) are its only client code. A guest,
// another login or a failed read gets the browser's own read (RewardFromBrowser).
import { Trans, useLingui } from "@lingui/react/macro";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Card } from "@repo/ui/card";
import { LinkList } from "@repo/ui/link-list";
import { ClaimableView } from "./ClaimableView";
import type { RewardFirst } from "./load-reward";
import { RefreshingCountdown } from "@repo/app-shell/refreshing-countdown";
import { RewardClaimsPart, RewardFromBrowser } from "./RewardFromBrowser";

export interface RewardScreenProps {
  locale: Locale;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<RewardFirst> | null;
}

export function RewardScreen({ locale, first }: RewardScreenProps) {
  const { t } = useLingui();
  const fromBrowser = <RewardFromBrowser locale={locale} />;
  const claimable = first?.data.claimable;
  return (
    <PageFrame locale={locale} back="/me" heading={<Trans>Rewards</Trans>}>
      {first && claimable ? (
        <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
          <ClaimableView
            locale={locale}
            rewards={claimable.list}
            claims={(list) => (
              <RewardClaimsPart locale={locale} refreshPage>
                {list}
              </RewardClaimsPart>
            )}
            expiry={(expiresAt) => <RefreshingCountdown endsAt={expiresAt} label={t`Expires in`} />}
          />
        </ServerPlayerContent>
      ) : (
        fromBrowser
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
