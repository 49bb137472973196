// The showcase form as the server draws it until it loads after start: how many may show, the player's
// games with the shown ones marked, Save (not usable until a choice changes) and the links, of the form's
// size. No client code.
import { Trans, useLingui } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { ButtonPreview } from "@repo/ui/button/preview";
import { ChoiceListPreview } from "@repo/ui/choice-list/preview";
import { type OwnedGame, showcaseOptions, shownGames } from "./showcase-options";
import { ShowcaseCount } from "./ShowcaseCount";
import { ShowcaseLinks } from "./ShowcaseLinks";

export function ShowcaseFormPreview({ locale, list, max }: { locale: Locale; list: readonly OwnedGame[]; max: number }) {
  const { t } = useLingui();
  const shown = shownGames(list).map(String);
  return (
    <div className="flex flex-col gap-16">
      <ShowcaseCount max={max} count={shown.length} />
      <ChoiceListPreview multiple max={max} legend={t`Games on your profile`} hideLegend name="games" value={shown} options={showcaseOptions(list)} />
      <ButtonPreview size="lg" block>
        <Trans>Save</Trans>
      </ButtonPreview>
      <ShowcaseLinks locale={locale} />
    </div>
  );
}
