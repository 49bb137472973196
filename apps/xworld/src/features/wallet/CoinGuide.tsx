// "What is …?" for the coins of the wallet that have an explanation (the global explanation dialog).
import { useLingui } from "@lingui/react/macro";
import { InfoIcon } from "@repo/ui/icons";
import { explanationKindOf } from "./coin-types";
import { ExplanationButton } from "./ExplanationButton";

export function CoinGuide({ coinNames }: { coinNames: readonly string[] }) {
  const { t } = useLingui();
  const kinds = coinNames.flatMap((coin) => {
    const kind = explanationKindOf(coin);
    return kind ? [{ coin, kind }] : [];
  });
  if (kinds.length === 0) return null;
  return (
    <ul aria-label={t`About the coins`} className="flex flex-wrap gap-8">
      {kinds.map(({ coin, kind }) => (
        <li key={kind}>
          <ExplanationButton
            kind={kind}
            className="inline-flex min-h-36 items-center gap-6 rounded-full border border-border bg-surface-raised px-12 text-13 font-semibold text-text active:bg-surface-sunken"
          >
            <span aria-hidden="true" className="text-link">
              <InfoIcon />
            </span>
            {t`What is ${coin}?`}
          </ExplanationButton>
        </li>
      ))}
    </ul>
  );
}
