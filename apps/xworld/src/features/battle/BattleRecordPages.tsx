// The battles the player entered, newest first, 20 a page: the first page as the server read it, with
// no client code; "Show more" loads the next pages in the browser (LaterBattles).
import { useLingui } from "@lingui/react/macro";
import type { ResponseOf } from "@repo/api-client/endpoint";
import type { battleEndpoints } from "@repo/api-client/endpoints/battle";
import { ServerPagedList } from "@repo/app-shell/paging/server-paged-list";
import type { Locale } from "@repo/i18n/locales";
import { BattleRecordEmpty } from "./BattleRecordEmpty";
import { BattleRecordRow } from "./BattleRecordRow";
import { LaterBattles } from "./LaterBattles";

export type BattleRecordPage = ResponseOf<typeof battleEndpoints.record>;

export function BattleRecordPages({ first, locale }: { first: BattleRecordPage; locale: Locale }) {
  const { t } = useLingui();
  return (
    <ServerPagedList first={first} label={t`My battle record`} empty={<BattleRecordEmpty />} later={<LaterBattles first={first} locale={locale} />} count>
      {first.list.map((item) => (
        <BattleRecordRow key={item.battle_id} locale={locale} item={item} />
      ))}
    </ServerPagedList>
  );
}
