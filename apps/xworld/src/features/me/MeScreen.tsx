import { Trans, useLingui } from "@lingui/react/macro";
import { AccountChip } from "@repo/app-shell/features/account/AccountChip";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Card } from "@repo/ui/card/Card";
import { LinkList } from "@repo/ui/link-list";
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
  return (
    <div className="flex flex-col gap-16 px-16 py-16">
      <header className="flex items-center justify-between gap-12">
        <h1 className="text-20 font-bold">
          <Trans>Me</Trans>
        </h1>
        <AccountChip locale={locale} profilePath="/profile" />
      </header>
      <Card flush>
        <LinkList label={t`My areas`} items={ME_AREAS.map((area) => ({ key: area.key, label: labels[area.key], href: withLocale(area.path, locale) }))} />
      </Card>
    </div>
  );
}
