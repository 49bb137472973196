// One match the player hosts: its title (a link to its page), how it stands, the stake and the players,
// and what the host may do now (`actions`, the caller's client part). No client code of its own: rendered
// on the server (the host page's read) and in the browser (HostedMatch).
import { Trans, useLingui } from "@lingui/react/macro";
import type { PvpMatch } from "@repo/api-client/endpoints/pvp";
import Link from "@repo/app-shell/link";
import type { Locale } from "@repo/i18n/locales";
import { StatusPill } from "@repo/ui/status-pill";
import type { ReactNode } from "react";
import { formatExact } from "../wallet/format-coin";
import { matchStanding, pvpHref } from "./pvp-rules";
import { useStandingLabel } from "./use-pvp-texts";

export function HostedMatchView({ locale, match, actions }: { locale: Locale; match: PvpMatch; actions: ReactNode }) {
  const { t } = useLingui();
  const standing = useStandingLabel()(matchStanding(match));
  const coin = match.coin_name;
  const stake = formatExact(match.stake, locale);
  const [red, blue] = match.sides.map((entry) => entry.player?.username ?? t`free`);
  return (
    <li className="flex flex-col gap-8 px-16 py-12" data-testid={`hosted-${match.match_id}`}>
      <div className="flex items-center justify-between gap-8">
        <Link href={pvpHref(locale, "detail", match.match_id)} className="line-clamp-2 min-w-0 break-words text-15 font-semibold text-text">
          {match.title}
        </Link>
        <StatusPill tone={standing.tone}>{standing.label}</StatusPill>
      </div>
      <p className="text-13 text-text-muted">
        <Trans>
          Stake {stake} {coin} · {red} vs {blue}
        </Trans>
      </p>
      {actions}
    </li>
  );
}
