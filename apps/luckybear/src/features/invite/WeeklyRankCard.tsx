// This week's best inviters (invite_weekly_rank) in their card: the board (WeeklyRankView) or, while the
// browser reads it (WeeklyRankRead), its loading and error states. No client code of its own.
import { useLingui } from "@lingui/react/macro";
import { Card } from "@repo/ui/card";
import type { ReactNode } from "react";

export function WeeklyRankCard({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <Card title={t`Best inviters this week`} flush>
      {children}
    </Card>
  );
}
