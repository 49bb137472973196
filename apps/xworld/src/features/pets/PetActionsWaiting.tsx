// A pet's care buttons as the server draws them while their code loads after start: Feed and Level up
// busy, and the way into the pet game (a plain link). No client code of its own.
import { Trans } from "@lingui/react/macro";
import type { Collectible } from "@repo/api-client/schemas/collectibles";
import Link from "@repo/app-shell/link";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Button } from "@repo/ui/button";
import { petGamePath } from "./pet-paths";

export function PetActionsWaiting({ locale, pet }: { locale: Locale; pet: Collectible }) {
  return (
    <div className="grid grid-cols-3 gap-8">
      <Button size="md" variant="secondary" wrap loading="delayed">
        <Trans>Feed</Trans>
      </Button>
      <Button size="md" variant="secondary" wrap loading="delayed">
        <Trans>Level up</Trans>
      </Button>
      {pet.listing_id !== null ? (
        <span className="flex min-h-44 items-center justify-center rounded-12 bg-surface-sunken text-13 text-text-muted">
          <Trans>On sale</Trans>
        </span>
      ) : (
        <Link href={withLocale(petGamePath(pet.item_id), locale)} className="flex min-h-44 items-center justify-center rounded-12 bg-primary px-8 text-15 font-semibold text-primary-contrast">
          <Trans>Play</Trans>
        </Link>
      )}
    </div>
  );
}
