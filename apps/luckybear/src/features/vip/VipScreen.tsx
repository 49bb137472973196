// /luckybear/vip: the player's VIP level and progress (vip_profile), levels 0 to 10 with their emblems
// and rewards (vip_conf), and each reached level's reward received once (receive_vip_reward). A server
// component: what the server read with the player's login is the page's HTML (ServerPlayerContent keeps
// it while this render is that player's); its only client code is each receivable level's button, loaded
// after start. Otherwise the browser reads the page (VipFromBrowser).
import { Trans } from "@lingui/react/macro";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import type { Locale } from "@repo/i18n/locales";
import type { VipFirst } from "./load-vip";
import { VipFromBrowser, VipReceiveFromBrowser } from "./VipFromBrowser";
import { VipView } from "./VipView";

export interface VipScreenProps {
  locale: Locale;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<VipFirst> | null;
}

export function VipScreen({ locale, first }: VipScreenProps) {
  const fromBrowser = <VipFromBrowser locale={locale} />;
  const conf = first?.data.conf;
  const profile = first?.data.profile;
  return (
    <div className="flex flex-col gap-16 px-16 py-16">
      <h1 className="text-24 font-bold text-text">
        <Trans>VIP club</Trans>
      </h1>
      {first && conf && profile ? (
        <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
          <VipView locale={locale} conf={conf} profile={profile} receive={(level, label) => <VipReceiveFromBrowser level={level} label={label} />} />
        </ServerPlayerContent>
      ) : (
        fromBrowser
      )}
    </div>
  );
}
