// The player's pets to pick one to hunt with, each a plain link to its game (or a link to draw one). No
// client code of its own: rendered on the server (the page's read) and in the browser (PetGameRead).
import { Trans, useLingui } from "@lingui/react/macro";
import type { Collectible } from "@repo/api-client/schemas/collectibles";
import Link from "@repo/app-shell/link";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import { List, ListItem } from "@repo/ui/list";
import { petGamePath } from "./pet-paths";

/** `pets`: undefined while they load. */
export function PetPickList({ locale, pets }: { locale: Locale; pets: readonly Collectible[] | undefined }) {
  const { t } = useLingui();
  return (
    <Card flush title={<Trans>Pick a pet to hunt with</Trans>}>
      <List
        label={t`My pets`}
        loading={!pets}
        empty={
          <EmptyState
            title={<Trans>No pets yet</Trans>}
            action={
              <Link href={withLocale("/petV2/draw", locale)} className="inline-flex min-h-44 items-center justify-center rounded-16 bg-primary px-20 text-15 font-semibold text-primary-contrast">
                <Trans>Draw a pet</Trans>
              </Link>
            }
          />
        }
      >
        {pets?.map((pet) => {
          const level = pet.level;
          const energy = pet.pet?.energy ?? 0;
          return <ListItem key={pet.item_id} title={pet.name} subtitle={<Trans>Level {level} · energy {energy}</Trans>} chevron href={withLocale(petGamePath(pet.item_id), locale)} />;
        })}
      </List>
    </Card>
  );
}
