// One change of a coin's balance: what it was (its memo for a kind the app does not know), its memo and
// time, in or out. No client code of its own.
import { formatDateTime } from "@repo/i18n/dates";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { ListItem } from "@repo/ui/list";
import { entryDirection } from "./entry-kinds";
import type { HistoryEntry } from "./history-page";
import { useEntryKindLabel } from "./use-entry-kind-label";

export function HistoryRow({ entry, locale }: { entry: HistoryEntry; locale: Locale }) {
  const kindLabel = useEntryKindLabel();
  const out = entryDirection(entry.amount) === "out";
  const label = kindLabel(entry.kind);
  const value = formatAmount(entry.amount.replace(/^[-+]/, ""), { locale });
  const when = formatDateTime(entry.time, { locale });
  return (
    <ListItem
      title={label ?? entry.memo}
      subtitle={label && entry.memo ? `${entry.memo} · ${when}` : when}
      trailing={
        <span className={out ? "font-semibold tabular-nums text-danger" : "font-semibold tabular-nums text-success"}>
          {out ? "−" : "+"}
          {value}
        </span>
      }
    />
  );
}
