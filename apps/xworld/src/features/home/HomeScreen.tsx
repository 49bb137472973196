import { Trans } from "@lingui/react/macro";
import { AccountChip } from "@repo/app-shell/features/account/AccountChip";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card/Card";
import type { HomeData } from "./load-home";
import { AnnouncementBar } from "./AnnouncementBar";
import { BannerStrip } from "./BannerStrip";
import { SignedInCoinChip } from "./SignedInCoinChip";
import { HubLinks } from "./HubLinks";
import { HomeTaskList } from "./HomeTaskList";

/** The xworld home: the player's main coin, the hub, banners, the latest announcement and the task and offer list. */
export function HomeScreen({ data, locale }: { data: HomeData; locale: Locale }) {
  const { config, tasks } = data;
  return (
    <div className="flex flex-col gap-16 px-16 py-16">
      <header className="flex flex-col gap-8">
        {/* The chips' own row, of the chips' height whether or not they are there yet, so chips that
            appear or change width as the session and the balance arrive move nothing (a layout shift).
            Beside the title they did not fit a phone's width: the coin chip covered "Play, earn". */}
        <div className="flex h-32 items-center justify-end gap-8">
          <SignedInCoinChip locale={locale} />
          <AccountChip locale={locale} profilePath="/profile" />
        </div>
        <h1 className="text-24 font-bold">
          <Trans>Play, earn, win</Trans>
        </h1>
      </header>
      <HubLinks locale={locale} />
      {config.banners.length > 0 ? <BannerStrip banners={config.banners} locale={locale} /> : null}
      {config.announcements[0] ? <AnnouncementBar announcement={config.announcements[0]} /> : null}
      {/* The earn tab's target (/#tasks). */}
      <section id="tasks" className="scroll-mt-16">
        <Card title={<Trans>Tasks and offers</Trans>} flush>
          <HomeTaskList first={tasks} locale={locale} />
        </Card>
      </section>
    </div>
  );
}
