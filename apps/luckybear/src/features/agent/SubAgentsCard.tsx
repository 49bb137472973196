import { useLingui } from "@lingui/react/macro";
import { Card } from "@repo/ui/card";
import type { ReactNode } from "react";

/** The sub-agents' card around its content (the summaries, a skeleton or a failure). */
export function SubAgentsCard({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return <Card title={t`Your sub-agents`}>{children}</Card>;
}
