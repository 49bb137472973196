// The game tab's search box, rendered by the server with the kit's field: a GET form, so before the
// page's code has run Enter opens the results; after start GameTabActions searches 300 ms after typing
// stops (and at once on Enter). Uncontrolled: what the player types stays while the page renders again.
import { useLingui } from "@lingui/react/macro";
import { Field, fieldIds } from "@repo/ui/field/Field";
import { FIELD_BOX_CLASSES, FIELD_BOX_STATE_CLASSES, FIELD_INPUT_CLASSES } from "@repo/ui/field/field-styles";
import { ALL_TAB, type GameTabQuery, gameTabHref } from "./game-tab-query";

export function GameSearchField({ locale, query }: { locale: string; query: GameTabQuery }) {
  const { t } = useLingui();
  const ids = fieldIds("game-search");
  return (
    <form role="search" action={gameTabHref(locale)} method="get">
      {query.tab !== ALL_TAB ? <input type="hidden" name="tab" value={query.tab} /> : null}
      {query.provider ? <input type="hidden" name="provider" value={query.provider} /> : null}
      <Field ids={ids} label={t`Search games`} hideLabel>
        <div className={`${FIELD_BOX_CLASSES} ${FIELD_BOX_STATE_CLASSES.normal} ${FIELD_BOX_STATE_CLASSES.enabled}`}>
          <input
            id={ids.control}
            type="search"
            name="q"
            defaultValue={query.q}
            placeholder={t`Search games`}
            enterKeyHint="search"
            autoComplete="off"
            maxLength={60}
            className={FIELD_INPUT_CLASSES}
          />
        </div>
      </Field>
    </form>
  );
}
