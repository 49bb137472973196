"use client";
// The battle record read by the browser: for a guest (a prompt to sign in), a player the server did not
// read for (another login, or a login only Telegram or the host app knows), or when the server's read
// failed. Loaded only then (BattleRecordFromBrowser); otherwise the page shows the server's read.
import { Trans, useLingui } from "@lingui/react/macro";
import { battleEndpoints } from "@repo/api-client/endpoints/battle";
import { useApiInfiniteQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { List } from "@repo/ui/list";
import { HISTORY_PAGE_SIZE } from "../wallet/history-paging";
import { PagedHistory } from "../wallet/PagedHistory";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { useViewer } from "../wallet/use-viewer";
import { battleHref } from "./battle-rules";
import { BattleRecordEmpty } from "./BattleRecordEmpty";
import { BattleRecordRow } from "./BattleRecordRow";

export function BattleRecordRead({ locale }: { locale: Locale }) {
  const viewer = useViewer();
  if (viewer === "player") return <Record locale={locale} />;
  if (viewer === "pending") return <List loading loadingRows={4} />;
  return (
    <SignInPrompt
      locale={locale}
      backUrl={battleHref(locale, "record")}
      title={<Trans>Battle every day</Trans>}
      description={<Trans>Sign in to enter today's battle; the top three share the prize pool.</Trans>}
    />
  );
}

function Record({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const record = useApiInfiniteQuery(battleEndpoints.record, { page_size: HISTORY_PAGE_SIZE });
  return (
    <Card flush>
      <PagedHistory
        query={record}
        label={t`My battle record`}
        empty={<BattleRecordEmpty />}
        renderRow={(item) => <BattleRecordRow key={item.battle_id} locale={locale} item={item} />}
      />
    </Card>
  );
}
