// Entries to the spin, the lottery, the championships and VIP, rendered on the server for everyone. A
// signed-in player also sees their own chances there (spins left, today's free draw, the VIP level):
// PlayerChanceLine, read in the browser.
import { Trans, useLingui } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { LinkTiles } from "@repo/ui/link-tiles";
import type { ReactNode } from "react";
import { PlayerChanceLine } from "./PlayerChanceLine";

/** The casino's reward areas the lobby leads to (issue 13); their pages live in their own features. */
const ENTRIES = [
  { key: "spin", path: "/luckybear/spin" },
  { key: "lottery", path: "/luckybear/lottery" },
  { key: "champions", path: "/luckybear/champions" },
  { key: "vip", path: "/luckybear/vip" },
] as const;

type EntryKey = (typeof ENTRIES)[number]["key"];

export interface LobbyEntriesProps {
  locale: Locale;
  /** How many championships run now (public, from the server); null when unknown. */
  runningChamps: number | null;
}

export function LobbyEntries({ locale, runningChamps }: LobbyEntriesProps) {
  const { t } = useLingui();
  const labels: Record<EntryKey, string> = {
    spin: t`Lucky spin`,
    lottery: t`Free lottery`,
    champions: t`Championships`,
    vip: t`VIP`,
  };
  const lines: Record<EntryKey, ReactNode> = {
    spin: <PlayerChanceLine kind="spin" />,
    lottery: <PlayerChanceLine kind="lottery" />,
    champions: runningChamps === null ? null : (
      <span className="text-11 text-text-muted">
        <Trans>{runningChamps} running</Trans>
      </span>
    ),
    vip: <PlayerChanceLine kind="vip" />,
  };
  const items = ENTRIES.map((entry) => ({
    key: entry.key,
    label: labels[entry.key],
    href: withLocale(entry.path, locale),
    line: lines[entry.key],
    testId: `lobby-${entry.key}`,
  }));
  return <LinkTiles label={t`Rewards and events`} columns={2} items={items} />;
}
