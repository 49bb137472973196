"use client";
// Who is playing, in the corner of a home page: the player's name (to their profile) once known,
// or a way to sign in that comes back here. A loading skeleton while app start is still deciding, and
// in the server's HTML and the hydration render: the server knows no one here, and a page may hydrate
// after app start has read the stored login.
import { Trans } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { useSessionValue } from "@repo/session/react/hooks";
import { useHydrated } from "@repo/ui/lib/use-hydrated";
import { Skeleton } from "@repo/ui/skeleton";
import { usePathname } from "next/navigation";

export function AccountChip({ locale, profilePath }: { locale: Locale; profilePath: string }) {
  const hydrated = useHydrated();
  const hasLogin = useSessionValue("hasLogin");
  const hasInit = useSessionValue("hasInit");
  const userInfo = useSessionValue("userInfo");
  const userName = useSessionValue("userName");
  const userId = useSessionValue("userId");
  const pathname = usePathname();
  const chipClassName = "inline-flex h-32 max-w-160 shrink-0 items-center gap-6 whitespace-nowrap rounded-full px-12 text-13 font-semibold";

  if (!hydrated || (!hasLogin && !hasInit)) return <Skeleton width={96} height={32} className="rounded-full" />;
  if (hasLogin) {
    // The server's name once user info is in; until then the one the login answered with.
    const infoName = userInfo?.username;
    const name = (typeof infoName === "string" && infoName) || userName || String(userId ?? "");
    return (
      <a href={`/${locale}${profilePath}`} className={`${chipClassName} bg-surface-raised text-text shadow-card`}>
        <span aria-hidden="true" className="size-8 shrink-0 rounded-full bg-success" />
        <span className="truncate">{name}</span>
      </a>
    );
  }
  const login = `/${locale}/user/login?${new URLSearchParams({ backUrl: pathname }).toString()}`;
  return (
    <a href={login} className={`${chipClassName} bg-primary text-primary-contrast`}>
      <Trans>Sign in</Trans>
    </a>
  );
}
