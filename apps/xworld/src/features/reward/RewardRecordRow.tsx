// One reward received: what it was, where it came from and when, and its amount. No client code: the
// server renders the first page's rows, the browser those of the pages "Show more" loads.
import { Trans } from "@lingui/react/macro";
import type { RewardRecord } from "@repo/api-client/endpoints/activity";
import { formatDateTime } from "@repo/i18n/dates";
import type { Locale } from "@repo/i18n/locales";
import { ListItem } from "@repo/ui/list/List";
import { formatExact } from "../wallet/format-coin";
import { useSourceLabel } from "./use-source-label";

export function RewardRecordRow({ record, locale }: { record: RewardRecord; locale: Locale }) {
  const sourceLabel = useSourceLabel();
  const when = formatDateTime(record.time, { locale });
  const source = sourceLabel(record.source);
  return (
    <ListItem
      title={record.title}
      subtitle={
        <Trans>
          {source} · {when}
        </Trans>
      }
      trailing={
        <span className="font-semibold tabular-nums text-success">
          +{formatExact(record.amount, locale)} {record.coin_name}
        </span>
      }
    />
  );
}
