// The card around the bet prizes (or their loading or error state); a file of its own so the browser
// part's fallback (PrizesFromBrowser) does not bring the prizes' view into the route's first load.
import { useLingui } from "@lingui/react/macro";
import { Card } from "@repo/ui/card";
import type { ReactNode } from "react";

export function BetPrizesCard({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return <Card title={t`Bet prizes`}>{children}</Card>;
}
