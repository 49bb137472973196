"use client";
// One match the player hosts in the browser's read of the host page, with what the host may do now.
import type { PvpMatch } from "@repo/api-client/endpoints/pvp";
import type { Locale } from "@repo/i18n/locales";
import { HostActions } from "./HostActions";
import { HostedMatchView } from "./HostedMatchView";

export function HostedMatch({ locale, match }: { locale: Locale; match: PvpMatch }) {
  return <HostedMatchView locale={locale} match={match} actions={<HostActions locale={locale} match={match} />} />;
}
