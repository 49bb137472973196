// The championships, running first, each a link to its page with its prize pool and its status (a
// countdown the caller gives: it knows what reads the list again at zero). No client code of its own:
// rendered on the server (the page's read) and in the browser (ChampionsRead).
import { Trans, useLingui } from "@lingui/react/macro";
import Link from "@repo/app-shell/link";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { EmptyState } from "@repo/ui/empty-state";
import { List } from "@repo/ui/list";
import type { ReactNode } from "react";
import { type Champ, type ChampionsFirst, sortChamps } from "./champ-time";

export function ChampionsList({ champs, locale, status }: { champs: NonNullable<ChampionsFirst["champs"]> | undefined; locale: Locale; status: (champ: Champ) => ReactNode }) {
  const { t } = useLingui();
  return (
    <List label={t`Championships`} loading={!champs} loadingRows={3} empty={<EmptyState title={t`No championships right now.`} />}>
      {champs && champs.list.length > 0
        ? sortChamps(champs.list).map((champ) => {
            const pool = `${formatAmount(champ.prize_pool, { locale })} ${champ.coin_name}`;
            return (
              <Link key={champ.champ_id} href={`/${locale}/luckybear/champions/${champ.champ_id}`} data-testid={`champ-${champ.champ_id}`} className="flex flex-col gap-4 px-16 py-12">
                <span className="text-16 font-semibold text-text">{champ.title}</span>
                <span className="text-13 text-text-muted">
                  <Trans>Prize pool {pool}</Trans>
                </span>
                {status(champ)}
              </Link>
            );
          })
        : null}
    </List>
  );
}
