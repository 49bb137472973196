// The market's filters until their code has loaded (MarketFiltersPart), drawn by the server with no
// client code: blocks of the search field's and the order's height, and the rarity legend over chip
// blocks as wide as the chips' labels, so the chips wrap as theirs do and nothing shifts.
import { Trans } from "@lingui/react/macro";
import { Skeleton } from "@repo/ui/skeleton";

/** `chips`: the chips' labels, in order ("All" first). */
export function MarketFiltersPlaceholder({ chips }: { chips: readonly string[] }) {
  return (
    <div className="flex flex-col gap-12" aria-busy="true">
      <div className="pt-4">
        <Skeleton height={48} className="rounded-12" />
      </div>
      <Skeleton height={40} className="rounded-12" />
      <div className="flex flex-col gap-8">
        <p className="mb-8 text-13 font-semibold text-text-muted">
          <Trans>Rarity</Trans>
        </p>
        <div className="flex flex-wrap gap-8 text-14 font-semibold">
          {chips.map((label) => (
            <Skeleton key={label} width={`calc(${label.length}ch + 0.3rem)`} height={40} className="rounded-full" />
          ))}
        </div>
      </div>
    </div>
  );
}
