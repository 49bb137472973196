// An item's facts: its picture, rarity, kind and series, level, owner (a link to their showcase) and a
// pet's energy and experience. No client code of its own: the server-rendered page and the browser's
// read (ItemRead) draw it.
import { Trans, useLingui } from "@lingui/react/macro";
import type { Collectible } from "@repo/api-client/schemas/collectibles";
import Link from "@repo/app-shell/link";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Card } from "@repo/ui/card";
import { ProgressBar } from "@repo/ui/progress-bar";
import { SummaryList } from "@repo/ui/summary-list";
import { spacePath } from "./collection-paths";
import { RarityBadge } from "./RarityBadge";
import { useKindLabel } from "./use-collectible-labels";

export function ItemFacts({ locale, item }: { locale: Locale; item: Collectible }) {
  const { t } = useLingui();
  const kindLabel = useKindLabel();
  const owner = item.owner;
  const level = item.level;
  return (
    <Card>
      <div className="flex flex-col gap-12">
        <div className="relative mx-auto aspect-square w-full max-w-[240px] overflow-hidden rounded-16 bg-skeleton">
          <img src={item.image} alt={item.name} width={240} height={240} className="size-full object-cover" />
        </div>
        <div className="flex flex-wrap items-center gap-8">
          <RarityBadge rarity={item.rarity} />
          <span className="text-14 text-text-muted">
            {kindLabel(item.kind)} · {item.series}
          </span>
        </div>
        <SummaryList
          rows={[
            { id: "level", label: <Trans>Level</Trans>, value: level, testId: "item-level" },
            {
              id: "owner",
              label: <Trans>Owner</Trans>,
              value: owner ? (
                <Link href={withLocale(spacePath(owner.user_id), locale)} className="font-semibold text-link">
                  {owner.username}
                </Link>
              ) : (
                t`Outside the platform`
              ),
              testId: "item-owner",
            },
          ]}
        />
        {item.pet ? (
          <div className="flex flex-col gap-8">
            <ProgressBar label={t`Energy`} value={item.pet.energy} max={item.pet.max_energy} valueText={`${item.pet.energy}/${item.pet.max_energy}`} />
            <ProgressBar label={t`Experience`} value={item.pet.exp} max={Math.max(item.pet.exp_to_next, 1)} valueText={`${item.pet.exp}/${item.pet.exp_to_next}`} />
          </div>
        ) : null}
      </div>
    </Card>
  );
}
