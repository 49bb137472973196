"use client";
// /profile/select (login-required): which of the player's games their profile shows (at most
// `max_shown`), saved with set_showcase; a way to add more games.
import { Trans, useLingui } from "@lingui/react/macro";
import { profileEndpoints } from "@repo/api-client/endpoints/profile";
import { useApiMutation, useApiQuery } from "@repo/api-client/react";
import { useErrorText } from "@repo/app-shell/hooks/use-error-text";
import { useSingleSubmit } from "@repo/app-shell/hooks/use-single-submit";
import { PageFrame } from "@repo/app-shell/page-frame";
import { useRuntime } from "@repo/app-shell/runtime/context";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Button } from "@repo/ui/button";
import { ChoiceList } from "@repo/ui/choice-list";
import { EmptyState } from "@repo/ui/empty-state";
import { ErrorState } from "@repo/ui/error-state";
import { FormAlert } from "@repo/ui/form-alert";
import Link from "@repo/app-shell/link";
import { type FormEvent, useState } from "react";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { useViewer } from "../wallet/use-viewer";
import { FormSkeleton } from "../wallet/WalletSkeletons";
import { showcaseChanged, showcaseOrder } from "./showcase-choice";

export function SelectGamesScreen({ locale }: { locale: Locale }) {
  const viewer = useViewer();
  return (
    <PageFrame locale={locale} back="/profile" heading={<Trans>Games on your profile</Trans>}>
      {viewer === "player" ? (
        <PlayerGames locale={locale} />
      ) : viewer === "guest" ? (
        <SignInPrompt
          locale={locale}
          backUrl={withLocale("/profile/select", locale)}
          title={<Trans>Sign in to choose your games</Trans>}
          description={<Trans>Show other players the games you play.</Trans>}
        />
      ) : (
        <FormSkeleton />
      )}
    </PageFrame>
  );
}

function PlayerGames({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const games = useApiQuery(profileEndpoints.myGames, {});
  if (games.isError && !games.data) {
    return <ErrorState title={t`Your games could not load.`} onRetry={() => void games.refetch()} retrying={games.isFetching} />;
  }
  if (!games.data) return <FormSkeleton />;
  const addHref = withLocale("/profile/addProduct", locale);
  if (games.data.list.length === 0) {
    return (
      <EmptyState
        title={<Trans>No games yet</Trans>}
        description={<Trans>Add the games you play, then choose which your profile shows.</Trans>}
        action={
          <Link href={addHref} className="font-semibold text-primary underline underline-offset-4">
            <Trans>Add a game</Trans>
          </Link>
        }
      />
    );
  }
  return <ShowcaseForm locale={locale} list={games.data.list} max={games.data.max_shown} addHref={addHref} />;
}

interface OwnedGame {
  product_id: number;
  name: string;
  icon: string;
  shown: boolean;
}

function ShowcaseForm({ locale, list, max, addHref }: { locale: Locale; list: readonly OwnedGame[]; max: number; addHref: string }) {
  const { t } = useLingui();
  const runtime = useRuntime();
  const current = list.filter((game) => game.shown).map((game) => game.product_id);
  const [chosen, setChosen] = useState<number[]>(current);
  const guard = useSingleSubmit();
  const save = useApiMutation(profileEndpoints.setShowcase, { meta: { silent: true } });
  const errorText = useErrorText();
  const count = chosen.length;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!guard.begin()) return;
    const product_ids = showcaseOrder(current, chosen, list.map((game) => game.product_id), max);
    save.mutate(
      { product_ids },
      {
        onSuccess: () => runtime.toasts.show(t`Your profile shows the games you chose.`, { tone: "success" }),
        onSettled: () => guard.end(),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-16">
      <p className="text-14 text-text-muted">
        <Trans>
          Choose up to {max} games. {count} chosen.
        </Trans>
      </p>
      <ChoiceList
        multiple
        max={max}
        legend={t`Games on your profile`}
        hideLegend
        name="games"
        value={chosen.map(String)}
        onChange={(next) => {
          setChosen(next.map(Number));
          save.reset();
        }}
        options={list.map((game) => ({
          value: String(game.product_id),
          label: game.name,
          leading: <img src={game.icon} alt="" width={40} height={40} className="size-40 rounded-12 bg-surface-sunken object-cover" />,
        }))}
      />
      <FormAlert>{save.error ? errorText(save.error) : null}</FormAlert>
      <Button type="submit" size="lg" block loading={save.isPending} disabled={!showcaseChanged(current, chosen)}>
        <Trans>Save</Trans>
      </Button>
      <Link href={addHref} className="text-center text-14 font-semibold text-link">
        <Trans>Add another game</Trans>
      </Link>
      <Link href={withLocale("/profile", locale)} className="sr-only">
        <Trans>Back to my profile</Trans>
      </Link>
    </form>
  );
}
