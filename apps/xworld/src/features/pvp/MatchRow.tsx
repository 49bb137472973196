"use client";
// One match in a list: its title, stake and players, how it stands, and a tap to its page.
import { useLingui } from "@lingui/react/macro";
import type { PvpMatch } from "@repo/api-client/endpoints/pvp";
import type { Locale } from "@repo/i18n/locales";
import { ListItem } from "@repo/ui/list";
import { StatusPill } from "@repo/ui/status-pill";
import { useRouter } from "next/navigation";
import { formatExact } from "../wallet/format-coin";
import { matchStanding, pvpHref } from "./pvp-rules";
import { useStandingLabel } from "./use-pvp-texts";

export function MatchRow({ locale, match }: { locale: Locale; match: PvpMatch }) {
  const { t } = useLingui();
  const router = useRouter();
  const standing = useStandingLabel()(matchStanding(match));
  const stake = formatExact(match.stake, locale);
  const coin = match.coin_name;
  const [red, blue] = match.sides.map((side) => side.player?.username ?? t`free`);
  return (
    <ListItem
      title={match.title}
      subtitle={t`Stake ${stake} ${coin} · ${red} vs ${blue}`}
      trailing={<StatusPill tone={standing.tone}>{standing.label}</StatusPill>}
      onSelect={() => router.push(pvpHref(locale, "detail", match.match_id))}
      chevron
    />
  );
}
