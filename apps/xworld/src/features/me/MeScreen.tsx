import { useLingui } from "@lingui/react/macro";
import { MeFrame } from "@repo/app-shell/features/account/MeFrame";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { ME_AREAS, type MeAreaKey } from "./me-areas";

/** The "me" tab: the player's account chip and a link to every personal area. */
export function MeScreen({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const labels: Record<MeAreaKey, string> = {
    wallet: t`Wallet`,
    orders: t`Orders`,
    invites: t`Invites`,
    giftCodes: t`Gift codes`,
    vip: t`VIP`,
    settings: t`Settings`,
    feedback: t`Feedback`,
    honor: t`Honor and badges`,
    battleRecord: t`My battle record`,
    partner: t`Partner program`,
    rewards: t`Rewards`,
    newbie: t`Newbie week`,
    votes: t`My votes`,
    holdings: t`My holdings`,
    collection: t`My collection`,
    pets: t`My pets`,
    market: t`Market`,
    editProfile: t`Edit profile`,
    paymentMethods: t`Payment methods`,
    inviteCode: t`Inviter's code`,
    followTasks: t`Follow and earn`,
    downloadApp: t`Get the app`,
  };
  const areas = ME_AREAS.map((area) => ({ key: area.key, label: labels[area.key], href: withLocale(area.path, locale) }));
  return <MeFrame locale={locale} profilePath="/profile" areas={areas} />;
}
