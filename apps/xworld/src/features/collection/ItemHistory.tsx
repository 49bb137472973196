// An item's history, newest first: who did what, with the money of each step and when.
import { Trans, useLingui } from "@lingui/react/macro";
import type { ItemEvent } from "@repo/api-client/schemas/collectibles";
import { formatDateTime } from "@repo/i18n/dates";
import type { Locale } from "@repo/i18n/locales";
import { List, ListItem } from "@repo/ui/list";
import { useEventText } from "./use-collectible-labels";

export function ItemHistory({ locale, history }: { locale: Locale; history: readonly ItemEvent[] }) {
  const { t } = useLingui();
  const text = useEventText(locale);
  return (
    <section className="flex flex-col gap-8">
      <h2 className="text-16 font-bold text-text">
        <Trans>History</Trans>
      </h2>
      <List label={t`History`} empty={<p className="px-16 py-12 text-14 text-text-muted">{t`Nothing has happened to this item yet.`}</p>}>
        {history.map((event) => (
          <ListItem key={event.event_id} title={text(event)} subtitle={formatDateTime(event.time, { locale })} />
        ))}
      </List>
    </section>
  );
}
