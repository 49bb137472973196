import { useLingui } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { LinkTiles } from "@repo/ui/link-tiles";

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

/** The home's area entries, in three columns (five rows of three). */
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
  return <LinkTiles label={t`Areas`} columns={3} items={HUB_AREAS.map((area) => ({ key: area.key, label: labels[area.key], href: withLocale(area.path, locale) }))} />;
}
