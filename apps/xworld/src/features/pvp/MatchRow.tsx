// One match in a list: its title, stake and players, how it stands, and a link to its page (where the
// player joins). No client code of its own: rendered on the server (the lobby's open matches) and in the
// browser (MatchesRead).
import { useLingui } from "@lingui/react/macro";
import type { PvpMatch } from "@repo/api-client/endpoints/pvp";
import type { Locale } from "@repo/i18n/locales";
import { ListItem } from "@repo/ui/list";
import { StatusPill } from "@repo/ui/status-pill";
import { formatExact } from "../wallet/format-coin";
import { matchStanding, pvpHref } from "./pvp-rules";
import { useStandingLabel } from "./use-pvp-texts";

export function MatchRow({ locale, match }: { locale: Locale; match: PvpMatch }) {
  const { t } = useLingui();
  const standing = useStandingLabel()(matchStanding(match));
  const stake = formatExact(match.stake, locale);
  const coin = match.coin_name;
  const [red, blue] = match.sides.map((side) => side.player?.username ?? t`free`);
  return (
    <ListItem
      title={match.title}
      subtitle={t`Stake ${stake} ${coin} · ${red} vs ${blue}`}
      trailing={<StatusPill tone={standing.tone}>{standing.label}</StatusPill>}
      href={pvpHref(locale, "detail", match.match_id)}
      chevron
    />
  );
}
