"use client";
// /petV2: the player's pets with their stats (my_pets, 20 a page), feeding and levelling up with the pet
// coin, and the way into the pet game, the draw and the guide. Renders before app start (route rule).
import { Trans, useLingui } from "@lingui/react/macro";
import { petEndpoints } from "@repo/api-client/endpoints/pet";
import { useApiInfiniteQuery, useApiQuery } from "@repo/api-client/react";
import type { PlayerAnswers } from "@repo/app-shell/hooks/use-player-first";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Button } from "@repo/ui/button";
import { EmptyState } from "@repo/ui/empty-state";
import { ErrorState } from "@repo/ui/error-state";
import { List } from "@repo/ui/list";
import Link from "@repo/app-shell/link";
import { libraryPath } from "../collection/collection-paths";
import { ShortcutLinks } from "../collection/ShortcutLinks";
import { formatBalance } from "../wallet/format-coin";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { useAssets } from "../wallet/use-wallet-data";
import { usePlayerView } from "../wallet/use-viewer";
import type { PetsFirst } from "./load-pets";
import { PetCard } from "./PetCard";
import { PETS_PAGE_SIZE } from "./pet-rules";

export interface PetsScreenProps {
  locale: Locale;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<PetsFirst> | null;
}

export function PetsScreen({ locale, first }: PetsScreenProps) {
  const { t } = useLingui();
  const { server, viewer } = usePlayerView(first);
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
      {viewer === "guest" ? (
        <SignInPrompt
          locale={locale}
          backUrl={withLocale("/petV2", locale)}
          title={<Trans>Sign in to play with pets</Trans>}
          description={<Trans>Draw a pet, feed it and send it hunting for coins in the pet game.</Trans>}
        />
      ) : (
        <>
          <ShortcutLinks
            locale={locale}
            label={t`Pet pages`}
            links={[
              { key: "draw", label: t`Draw a pet`, path: "/petV2/draw" },
              { key: "guide", label: t`How pets earn`, path: "/petV2/guide" },
              { key: "collection", label: t`My collection`, path: libraryPath("pet") },
              { key: "market", label: t`Buy a pet`, path: "/market?tab=pet&backShow=1" },
            ]}
          />
          {viewer === "player" ? <PlayerPets locale={locale} server={server} /> : <List loading loadingRows={2} />}
        </>
      )}
    </PageFrame>
  );
}

function PlayerPets({ locale, server }: { locale: Locale; server: PlayerAnswers<PetsFirst> }) {
  const { t } = useLingui();
  const config = useApiQuery(petEndpoints.config, {}, server.answer(server.data?.config));
  const pets = useApiInfiniteQuery(petEndpoints.myPets, { page_size: PETS_PAGE_SIZE }, server.firstPage(server.data?.pets));
  const assets = useAssets(true, server.answer(server.data?.assets));
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
  const balance = assets.data ? (assets.data.list.find((row) => row.coin_name === coin)?.offchain ?? "0") : undefined;
  const list = pets.data.pages.flatMap((page) => page.list);
  const total = pets.data.pages[0]?.total ?? 0;
  const shown = list.length;
  const balanceText = balance === undefined ? "--" : formatBalance(balance, locale);
  if (list.length === 0) {
    return (
      <EmptyState
        title={<Trans>No pets yet</Trans>}
        description={<Trans>Draw your first pet: it hunts for coins in the pet game.</Trans>}
        action={
          <Link href={withLocale("/petV2/draw", locale)} className="inline-flex min-h-44 items-center justify-center rounded-16 bg-primary px-20 text-15 font-semibold text-primary-contrast">
            <Trans>Draw a pet</Trans>
          </Link>
        }
      />
    );
  }
  return (
    <div className="flex flex-col gap-12">
      <p className="text-14 text-text-muted" data-testid="pet-coin-balance">
        <Trans>
          Your {coin}: {balanceText}
        </Trans>
      </p>
      <ul aria-label={t`My pets`} className="m-0 flex list-none flex-col gap-12 p-0">
        {list.map((pet) => (
          <PetCard key={pet.item_id} locale={locale} pet={pet} config={config.data} balance={balance} />
        ))}
      </ul>
      {pets.hasNextPage ? (
        <div className="flex flex-col gap-4">
          <Button variant="secondary" block loading={pets.isFetchingNextPage} onClick={() => void pets.fetchNextPage()}>
            <Trans>Show more</Trans>
          </Button>
          <p className="text-center text-12 text-text-muted">
            <Trans>
              {shown} of {total}
            </Trans>
          </p>
        </div>
      ) : null}
    </div>
  );
}
