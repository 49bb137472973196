import { Trans } from "@lingui/react/macro";
import { SectionUnavailable } from "@repo/app-shell/section-unavailable";
import { withLocale } from "@repo/i18n/resolve";
import { HomeScreen } from "@/features/home/HomeScreen";
import { loadHome } from "@/features/home/load-home";
import { enterLocaleLoading, serverApi } from "@/platform/app";

export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale, data } = await enterLocaleLoading(params, (locale) => loadHome(serverApi(locale)));
  if (data.status === "fulfilled") return <HomeScreen data={data.value} locale={locale} />;
  console.error("[home] could not load", data.reason);
  return (
    <SectionUnavailable
      title={<Trans>The home page could not load.</Trans>}
      description={<Trans>Check your connection and try again.</Trans>}
      retryHref={withLocale("/", locale)}
    />
  );
}
