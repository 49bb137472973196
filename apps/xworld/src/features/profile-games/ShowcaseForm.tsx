"use client";
// Which of the player's games their profile shows (at most `max`), saved once per tap with set_showcase,
// in the order chosen. After saving, a toast; on the server-rendered page (`renderAgainAfter`) the page
// rendered again on the server with what the profile now shows (the browser's read is refreshed by the API
// client's invalidation).
import { Trans, useLingui } from "@lingui/react/macro";
import { profileEndpoints } from "@repo/api-client/endpoints/profile";
import { useApiMutation } from "@repo/api-client/react";
import { useErrorText } from "@repo/app-shell/hooks/use-error-text";
import { useRenderAgain } from "@repo/app-shell/hooks/use-render-again";
import { useSingleSubmit } from "@repo/app-shell/hooks/use-single-submit";
import { useRuntime } from "@repo/app-shell/runtime/context";
import type { Locale } from "@repo/i18n/locales";
import { Button } from "@repo/ui/button";
import { ChoiceList } from "@repo/ui/choice-list";
import { FormAlert } from "@repo/ui/form-alert";
import { type FormEvent, useState } from "react";
import { showcaseChanged, showcaseOrder } from "./showcase-choice";
import { type OwnedGame, showcaseOptions, shownGames } from "./showcase-options";
import { ShowcaseCount } from "./ShowcaseCount";
import { ShowcaseLinks } from "./ShowcaseLinks";

export interface ShowcaseFormProps {
  locale: Locale;
  list: readonly OwnedGame[];
  max: number;
  renderAgainAfter?: boolean;
}

export function ShowcaseForm({ locale, list, max, renderAgainAfter = false }: ShowcaseFormProps) {
  const { t } = useLingui();
  const runtime = useRuntime();
  const current = shownGames(list);
  const [chosen, setChosen] = useState<number[]>(current);
  const guard = useSingleSubmit();
  const save = useApiMutation(profileEndpoints.setShowcase, { meta: { silent: true } });
  const errorText = useErrorText();
  const { renderAgain, rendering } = useRenderAgain();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!guard.begin()) return;
    const product_ids = showcaseOrder(current, chosen, list.map((game) => game.product_id), max);
    save.mutate(
      { product_ids },
      {
        onSuccess: () => {
          runtime.toasts.show(t`Your profile shows the games you chose.`, { tone: "success" });
          if (renderAgainAfter) renderAgain();
        },
        onSettled: () => guard.end(),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-16">
      <ShowcaseCount max={max} count={chosen.length} />
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
        options={showcaseOptions(list)}
      />
      <FormAlert>{save.error ? errorText(save.error) : null}</FormAlert>
      <Button type="submit" size="lg" block loading={save.isPending || rendering} disabled={!showcaseChanged(current, chosen)}>
        <Trans>Save</Trans>
      </Button>
      <ShowcaseLinks locale={locale} />
    </form>
  );
}
