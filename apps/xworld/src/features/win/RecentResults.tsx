// The last rounds' winners, newest first: what players read before they pick.
import { Trans, useLingui } from "@lingui/react/macro";
import type { BitBoard, RoundResult } from "@repo/api-client/endpoints/bit-game";
import { useDrawText, useOptionName } from "./use-bet-texts";

const SHOWN = 10;

export function RecentResults({ board, results }: { board: BitBoard; results: readonly RoundResult[] }) {
  const { t } = useLingui();
  const optionName = useOptionName();
  const drawText = useDrawText();
  if (results.length === 0) return null;
  return (
    <section aria-label={t`Last results`} className="flex flex-col gap-8">
      <h2 className="text-14 font-semibold text-text-muted">
        <Trans>Last results</Trans>
      </h2>
      <ol className="flex gap-6 overflow-x-auto pb-4" data-testid="recent-results">
        {results.slice(0, SHOWN).map((result) => {
          const name = optionName(result.outcome);
          const round = result.round_id;
          const draw = drawText(board, result);
          return (
            <li
              key={result.round_id}
              title={t`Round ${round}: ${draw}`}
              className="shrink-0 rounded-full bg-surface-sunken px-10 py-4 text-12 font-semibold text-text"
            >
              {name}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
