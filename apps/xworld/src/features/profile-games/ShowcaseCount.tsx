// "Choose up to 3 games. 2 chosen.": above the showcase form and what the server draws until it loads.
import { Trans } from "@lingui/react/macro";

export function ShowcaseCount({ max, count }: { max: number; count: number }) {
  return (
    <p className="text-14 text-text-muted">
      <Trans>
        Choose up to {max} games. {count} chosen.
      </Trans>
    </p>
  );
}
