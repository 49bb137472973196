import { Trans } from "@lingui/react/macro";
import { SectionUnavailable } from "@repo/app-shell/section-unavailable";
import { HomeScreen } from "@/features/home/HomeScreen";
import { loadHome } from "@/features/home/load-home";
import { enterLocale, serverApi } from "@/platform/app";

export default async function LuckyBearHomePage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await enterLocale(params);
  try {
    const data = await loadHome(serverApi(locale));
    return <HomeScreen data={data} locale={locale} />;
  } catch (error) {
    console.error("[luckybear home] could not load", error);
    return (
      <SectionUnavailable
        title={<Trans>The lobby could not load.</Trans>}
        description={<Trans>Check your connection and try again.</Trans>}
      />
    );
  }
}
