// /petV2: the player's pets with their stats (my_pets, 20 a page), feeding and levelling up with the pet
// coin, and the way into the pet game, the draw and the guide. Renders before app start (route rule). A
// server component: the pets, the rules and the balance as the server read them with the player's login
// are the page's HTML with no client code of their own (ServerPlayerContent keeps them while this render
// is that player's); each pet's care (feed, level up: one submission per tap) is a part loaded after
// start that renders the page again on the server after it went through; "Show more" loads the pager
// on its first tap. A guest, another login or a failed read get the browser's own read (PetsFromBrowser).
import { Trans, useLingui } from "@lingui/react/macro";
import type { PetConfig } from "@repo/api-client/endpoints/pet";
import Link from "@repo/app-shell/link";
import { PageFrame } from "@repo/app-shell/page-frame";
import { ServerPagedList } from "@repo/app-shell/paging/server-paged-list";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { List } from "@repo/ui/list";
import { LaterPets } from "./LaterPets";
import type { PetsFirst } from "./load-pets";
import type { PetsPage } from "./MorePets";
import { PetActionsPart } from "./PetActionsPart";
import { PetActionsWaiting } from "./PetActionsWaiting";
import { PetCardView } from "./PetCardView";
import { coinBalance, NoPets, PetCoinBalance, PetList, PetShortcuts } from "./PetsParts";
import { PetsFromBrowser } from "./PetsFromBrowser";

export interface PetsScreenProps {
  locale: Locale;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<PetsFirst> | null;
}

export function PetsScreen({ locale, first }: PetsScreenProps) {
  const fromBrowser = <PetsFromBrowser locale={locale} loading={<List loading loadingRows={2} />} />;
  const { config, pets, assets } = first?.data ?? {};
  return (
    <PageFrame
      locale={locale}
      heading={<Trans>My pets</Trans>}
      action={
        <Link href={withLocale("/petV2/guide", locale)} className="text-14 font-semibold text-link">
          <Trans>Guide</Trans>
        </Link>
      }
    >
      {first && config && pets && assets ? (
        <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
          <PetShortcuts locale={locale} />
          <ServerPets locale={locale} config={config} first={pets} balance={coinBalance(assets, config.coin_name)} />
        </ServerPlayerContent>
      ) : (
        fromBrowser
      )}
    </PageFrame>
  );
}

function ServerPets({ locale, config, first, balance }: { locale: Locale; config: PetConfig; first: PetsPage; balance: string }) {
  const { t } = useLingui();
  if (first.list.length === 0) return <NoPets locale={locale} />;
  return (
    <div className="flex flex-col gap-12">
      <PetCoinBalance locale={locale} coin={config.coin_name} balance={balance} />
      <ServerPagedList
        first={first}
        label={t`My pets`}
        empty={<NoPets locale={locale} />}
        list={PetList}
        later={<LaterPets first={first} locale={locale} config={config} balance={balance} />}
        count
        footerClassName="flex flex-col gap-4"
      >
        {first.list.map((pet) => (
          <PetCardView
            key={pet.item_id}
            locale={locale}
            pet={pet}
            config={config}
            balance={balance}
            actions={
              <PetActionsPart locale={locale} pet={pet} config={config} balance={balance} renderAgain waiting={<PetActionsWaiting locale={locale} pet={pet} />} />
            }
          />
        ))}
      </ServerPagedList>
    </div>
  );
}
