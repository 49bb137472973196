"use client";
// Under a public profile: a link to their own profile for the player who looks at it, else "Report this
// player". The session says who looks, so this is client code (the server's HTML offers the report).
import { Trans } from "@lingui/react/macro";
import Link from "@repo/app-shell/link";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { useSessionValue } from "@repo/session/react/hooks";
import { ReportLink } from "../report/ReportLink";

export function OwnProfileOrReport({ locale, playerId }: { locale: Locale; playerId: number }) {
  const isMe = useSessionValue("userId") === playerId;
  return isMe ? (
    <p className="text-center text-14 text-text-muted">
      <Trans>
        This is how other players see you.{" "}
        <Link href={withLocale("/profile", locale)} className="font-semibold text-link underline-offset-2 hover:underline">
          Open my profile
        </Link>
      </Trans>
    </p>
  ) : (
    <p className="text-center">
      <ReportLink locale={locale} target={{ type: "user", id: playerId }} />
    </p>
  );
}
