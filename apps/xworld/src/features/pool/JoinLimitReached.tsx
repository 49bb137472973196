// A running pool where the player holds the most shares a player may have: nothing more to buy. No client code.
import { Trans, useLingui } from "@lingui/react/macro";
import { Card } from "@repo/ui/card";

export function JoinLimitReached({ limit }: { limit: number }) {
  const { t } = useLingui();
  return (
    <Card title={t`Buy shares`}>
      <p className="text-14 text-text-muted">
        <Trans>You hold the most shares a player may have in this pool ({limit}).</Trans>
      </p>
    </Card>
  );
}
