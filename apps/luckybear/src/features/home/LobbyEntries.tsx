import { useLingui } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import Link from "next/link";

/** The casino's reward areas the lobby leads to (issue 13); their pages live in their own features. */
const ENTRIES = [
  { key: "spin", path: "/luckybear/spin" },
  { key: "lottery", path: "/luckybear/lottery" },
  { key: "champions", path: "/luckybear/champions" },
  { key: "vip", path: "/luckybear/vip" },
] as const;

/** Entries to the spin, the lottery, the championships and VIP, open to guests as well. */
export function LobbyEntries({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const labels: Record<(typeof ENTRIES)[number]["key"], string> = {
    spin: t`Lucky spin`,
    lottery: t`Free lottery`,
    champions: t`Championships`,
    vip: t`VIP`,
  };
  return (
    <nav aria-label={t`Rewards and events`}>
      <ul className="m-0 grid list-none grid-cols-4 gap-8 p-0">
        {ENTRIES.map((entry) => (
          <li key={entry.key}>
            <Link
              href={withLocale(entry.path, locale)}
              className="flex h-full items-center justify-center rounded-12 bg-surface-raised px-6 py-12 text-center text-12 font-semibold text-text"
            >
              {labels[entry.key]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
