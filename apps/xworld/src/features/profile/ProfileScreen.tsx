// /profile: the signed-in player's own page: the player, their balances, their VIP level, a reminder while
// the new player's setup is unfinished, and the ways on. A server component: what the server read with the
// player's login is the page's HTML (ServerPlayerContent keeps it while this render is that player's), the
// phone's button its only client code. Another login, a login only Telegram or the host app knows, or a
// failed read gets the browser's read (ProfileFromBrowser).
import { Trans, useLingui } from "@lingui/react/macro";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import type { ProfileFirst } from "./load-profile";
import { ProfileFromBrowser } from "./ProfileFromBrowser";
import { BalanceRows, BalancesTotal, PlayerSummary, ProfileLinks, SetupReminder } from "./ProfileParts";
import { VipLevelCard } from "./VipLevelCard";

export function ProfileScreen({ locale, first }: { locale: Locale; first?: PlayerFirst<ProfileFirst> | null }) {
  const { t } = useLingui();
  const fromBrowser = <ProfileFromBrowser locale={locale} />;
  const { info, wallet, vip, profile } = first?.data ?? {};
  return (
    <div className="flex flex-col gap-16 px-16 py-16">
      <h1 className="text-24 font-bold text-text">
        <Trans>My profile</Trans>
      </h1>
      {first && info && wallet && vip ? (
        <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
          <Card>
            <PlayerSummary player={info} locale={locale} />
          </Card>
          <Card title={t`My balances`} action={<BalancesTotal wallet={wallet} locale={locale} />} flush>
            <BalanceRows wallet={wallet} locale={locale} />
          </Card>
          <VipLevelCard vip={vip} />
          {/* A failed my_profile read only leaves the reminder out. */}
          {profile && !profile.setup.finished ? <SetupReminder locale={locale} /> : null}
          <Card flush>
            <ProfileLinks locale={locale} playerId={info.user_id} />
          </Card>
        </ServerPlayerContent>
      ) : (
        fromBrowser
      )}
    </div>
  );
}
