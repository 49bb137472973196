"use client";
// /profile/addProduct (login-required): the platform's games (product service game_catalog), searchable,
// 20 a page; "Add" puts one among the player's games (add_game), which /profile/select can then show.
import { Trans, useLingui } from "@lingui/react/macro";
import { type CatalogGame, productEndpoints } from "@repo/api-client/endpoints/product";
import { PROFILE_CODES, profileEndpoints } from "@repo/api-client/endpoints/profile";
import { isBusinessError } from "@repo/api-client/errors";
import { useApiInfiniteQuery, useApiMutation } from "@repo/api-client/react";
import { useErrorText } from "@repo/app-shell/hooks/use-error-text";
import { useDebounced } from "@repo/app-shell/hooks/use-debounced";
import { useSingleSubmit } from "@repo/app-shell/hooks/use-single-submit";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Button } from "@repo/ui/button";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import { ListItem } from "@repo/ui/list";
import { TextInput } from "@repo/ui/text-input";
import Link from "@repo/app-shell/link";
import { useState } from "react";
import { PagedHistory } from "../wallet/PagedHistory";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { useViewer } from "../wallet/use-viewer";
import { FormSkeleton } from "../wallet/WalletSkeletons";

export function AddGameScreen({ locale }: { locale: Locale }) {
  const viewer = useViewer();
  return (
    <PageFrame locale={locale} back="/profile/select" heading={<Trans>Add a game</Trans>}>
      {viewer === "player" ? (
        <Catalog locale={locale} />
      ) : viewer === "guest" ? (
        <SignInPrompt
          locale={locale}
          backUrl={withLocale("/profile/addProduct", locale)}
          title={<Trans>Sign in to add games</Trans>}
          description={<Trans>Show other players the games you play.</Trans>}
        />
      ) : (
        <FormSkeleton />
      )}
    </PageFrame>
  );
}

function Catalog({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const [search, setSearch] = useState("");
  const keyword = useDebounced(search.trim(), 300);
  const query = useApiInfiniteQuery(productEndpoints.gameCatalog, { keyword, page_size: 20 });
  return (
    <>
      <TextInput label={t`Search games`} hideLabel placeholder={t`Search games`} type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      <Card flush>
        <PagedHistory
          query={query}
          label={t`Games`}
          errorTitle={t`The games could not load.`}
          empty={<EmptyState title={<Trans>No game matches</Trans>} description={<Trans>Try another name.</Trans>} />}
          renderRow={(game) => <GameRow key={game.product_id} game={game} />}
        />
      </Card>
      <Link href={withLocale("/profile/select", locale)} className="text-center text-14 font-semibold text-link">
        <Trans>Choose the games your profile shows</Trans>
      </Link>
    </>
  );
}

function GameRow({ game }: { game: CatalogGame }) {
  const { t } = useLingui();
  const guard = useSingleSubmit();
  const add = useApiMutation(profileEndpoints.addGame, { meta: { silent: true } });
  const errorText = useErrorText();
  const name = game.name;
  // A game added a moment ago (the list refreshes after) or one the server says is there already.
  const added = game.added || add.isSuccess || isBusinessError(add.error, PROFILE_CODES.ALREADY_DONE);
  return (
    <ListItem
      leading={<img src={game.icon} alt="" width={40} height={40} className="size-40 rounded-12 bg-surface-sunken object-cover" />}
      title={<span className="font-semibold">{name}</span>}
      subtitle={add.error && !added ? <span className="text-danger">{errorText(add.error)}</span> : game.summary}
      trailing={
        added ? (
          <span className="text-13 font-semibold text-success">
            <Trans>Added</Trans>
          </span>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            loading={add.isPending}
            aria-label={t`Add ${name} to my games`}
            onClick={() => {
              if (!guard.begin()) return;
              add.mutate({ product_id: game.product_id }, { onSettled: () => guard.end() });
            }}
          >
            <Trans>Add</Trans>
          </Button>
        )
      }
    />
  );
}
