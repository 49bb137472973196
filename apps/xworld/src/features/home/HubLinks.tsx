import { useLingui } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import Link from "@repo/app-shell/link";

/**
 * Spec: not shown — the home's hub entries. Choice: one tile per area a player reaches most from the
 * home; other areas join here or on the "me" page as they land.
 */
const HUB_AREAS = [
  { key: "wallet", path: "/wallet" },
  { key: "invite", path: "/share" },
  { key: "giftCodes", path: "/giftcode" },
  { key: "me", path: "/me" },
  { key: "tigerBet", path: "/win" },
  { key: "inbet", path: "/inbet" },
  { key: "pvp", path: "/pvp" },
  { key: "battle", path: "/battle" },
  { key: "partyGames", path: "/sudgame" },
  { key: "pools", path: "/pool" },
  { key: "vote", path: "/voteV2" },
  { key: "invest", path: "/invest" },
  { key: "luckyCodes", path: "/luckycode/buy" },
  { key: "collection", path: "/library" },
  { key: "market", path: "/market?backShow=1" },
] as const;

/** The home's row of area entries. */
export function HubLinks({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const labels: Record<(typeof HUB_AREAS)[number]["key"], string> = {
    wallet: t`Wallet`,
    invite: t`Invite friends`,
    giftCodes: t`Gift codes`,
    me: t`All my areas`,
    tigerBet: t`Tiger bet`,
    inbet: t`Inbet`,
    pvp: t`PvP matches`,
    battle: t`Daily battle`,
    partyGames: t`Party games`,
    pools: t`Prize pools`,
    vote: t`Vote`,
    invest: t`Invest`,
    luckyCodes: t`Lucky codes`,
    collection: t`NFTs and pets`,
    market: t`Market`,
  };
  return (
    <nav aria-label={t`Areas`}>
      <ul className="grid grid-cols-4 gap-8">
        {HUB_AREAS.map((area) => (
          <li key={area.key}>
            <Link
              href={withLocale(area.path, locale)}
              className="flex h-full items-center justify-center rounded-12 bg-surface-raised px-6 py-12 text-center text-12 font-semibold ui-break-words"
            >
              {labels[area.key]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
