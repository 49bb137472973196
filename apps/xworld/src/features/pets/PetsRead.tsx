"use client";
// /petV2 read by the browser: for a guest (a prompt to sign in), a player the server did not read for
// (another login, or a login only Telegram or the host app knows), or when a server read failed; after a
// feed or a level-up the pets and balances are read again. Loaded only then (PetsFromBrowser).
import { Trans, useLingui } from "@lingui/react/macro";
import { petEndpoints } from "@repo/api-client/endpoints/pet";
import { useApiInfiniteQuery, useApiQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { ErrorState } from "@repo/ui/error-state";
import { List } from "@repo/ui/list";
import { ShowMore } from "@repo/ui/load-more/ShowMore";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { useAssets } from "../wallet/use-wallet-data";
import { useViewer } from "../wallet/use-viewer";
import { PetCard } from "./PetCard";
import { coinBalance, NoPets, PetCoinBalance, PetShortcuts } from "./PetsParts";
import { PETS_PAGE_SIZE } from "./pet-rules";

export function PetsRead({ locale }: { locale: Locale }) {
  const viewer = useViewer();
  if (viewer === "guest") {
    return (
      <SignInPrompt
        locale={locale}
        backUrl={withLocale("/petV2", locale)}
        title={<Trans>Sign in to play with pets</Trans>}
        description={<Trans>Draw a pet, feed it and send it hunting for coins in the pet game.</Trans>}
      />
    );
  }
  return (
    <>
      <PetShortcuts locale={locale} />
      {viewer === "player" ? <PlayerPets locale={locale} /> : <List loading loadingRows={2} />}
    </>
  );
}

function PlayerPets({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const config = useApiQuery(petEndpoints.config, {});
  const pets = useApiInfiniteQuery(petEndpoints.myPets, { page_size: PETS_PAGE_SIZE });
  const assets = useAssets(true);
  if ((config.isError && !config.data) || (pets.isError && !pets.data)) {
    const retry = () => {
      if (config.isError) void config.refetch();
      if (pets.isError) void pets.refetch();
    };
    return <ErrorState title={t`Your pets could not load.`} onRetry={retry} retrying={config.isFetching || pets.isFetching} />;
  }
  if (!config.data || !pets.data) return <List loading loadingRows={2} />;
  const coin = config.data.coin_name;
  // Unknown until the balances are read; a coin the player has no row for is a balance of 0.
  const balance = assets.data ? coinBalance(assets.data, coin) : undefined;
  const list = pets.data.pages.flatMap((page) => page.list);
  const total = pets.data.pages[0]?.total ?? 0;
  const shown = list.length;
  if (list.length === 0) return <NoPets locale={locale} />;
  return (
    <div className="flex flex-col gap-12">
      <PetCoinBalance locale={locale} coin={coin} balance={balance} />
      <ul aria-label={t`My pets`} className="m-0 flex list-none flex-col gap-12 p-0">
        {list.map((pet) => (
          <PetCard key={pet.item_id} locale={locale} pet={pet} config={config.data} balance={balance} />
        ))}
      </ul>
      <ShowMore hasMore={pets.hasNextPage} loading={pets.isFetchingNextPage} onShowMore={() => void pets.fetchNextPage()} shown={shown} total={total} />
    </div>
  );
}
