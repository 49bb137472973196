// /luckybear/me: the player's account chip, a link to every personal area of the casino, and the
// player's support bot. A server component: the areas are plain links in the page's HTML; the account
// chip is the session's, and the support button's read of the player's bot is a part loaded after start
// (SupportButtonFromBrowser), so the tab's first load carries no React Query observer.
import { useLingui } from "@lingui/react/macro";
import { MeFrame } from "@repo/app-shell/features/account/MeFrame";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { LUCKYBEAR_ME_AREAS, type LuckybearMeAreaKey } from "./me-areas";
import { SupportButtonFromBrowser } from "./SupportButtonFromBrowser";

export function MeScreen({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const labels: Record<LuckybearMeAreaKey, string> = {
    money: t`Balances and orders`,
    recharge: t`Recharge`,
    rewards: t`Rewards`,
    vip: t`VIP club`,
    settings: t`Settings`,
    feedback: t`Feedback`,
    giftcode: t`Gift code`,
    locked: t`Locked bonuses`,
    history: t`Balance history`,
    agent: t`Agent programme`,
    country: t`Country`,
  };
  const items = LUCKYBEAR_ME_AREAS.map((area) => ({ key: area.key, label: labels[area.key], href: withLocale(area.path, locale) }));
  return (
    <MeFrame locale={locale} profilePath="/luckybear/money" areas={items}>
      <SupportButtonFromBrowser />
    </MeFrame>
  );
}
