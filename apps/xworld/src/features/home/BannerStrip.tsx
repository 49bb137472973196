import type { ResponseOf } from "@repo/api-client/endpoint";
import type { userStartEndpoints } from "@repo/api-client/endpoints/user-start";
import { useLingui } from "@lingui/react/macro";
import { TrackedLink } from "@repo/app-shell/features/analytics/TrackedLink";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";

type Banner = ResponseOf<typeof userStartEndpoints.appGlobalConfig>["banners"][number];

/** Banners as a horizontally swiped strip; an in-app link keeps the current locale. */
export function BannerStrip({ banners, locale }: { banners: Banner[]; locale: Locale }) {
  const { t } = useLingui();
  return (
    <ul aria-label={t`Promotions`} className="-mx-16 m-0 flex snap-x snap-mandatory list-none gap-12 overflow-x-auto px-16 pb-4">
      {banners.map((banner, index) => {
        const external = /^https?:\/\//.test(banner.link);
        return (
          <li key={banner.id} className="w-300 shrink-0 snap-center">
            <TrackedLink
              module="banner"
              itemId={banner.id}
              href={external ? banner.link : withLocale(banner.link, locale)}
              {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
              className="relative block h-120 overflow-hidden rounded-16 bg-primary text-primary-contrast"
            >
              {/* The first banner is on the first screen (it may be its largest paint); the rest wait for a swipe. */}
              <img
                src={banner.image}
                alt=""
                width={300}
                height={120}
                loading={index === 0 ? "eager" : "lazy"}
                fetchPriority={index === 0 ? "high" : "auto"}
                decoding="async"
                className="absolute inset-0 size-full object-cover"
              />
              <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/60 to-transparent px-12 py-8 text-14 font-semibold text-white">
                {banner.title}
              </span>
            </TrackedLink>
          </li>
        );
      })}
    </ul>
  );
}
