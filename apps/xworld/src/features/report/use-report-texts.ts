"use client";
// The report reasons and the detail rule's problems in the player's language.
import { useLingui } from "@lingui/react/macro";
import type { ReportReason } from "@repo/api-client/endpoints/interaction";
import { REPORT_DETAIL, type ReportDetailProblem } from "@repo/api-client/rules/report";
import { useCallback } from "react";

export function useReasonLabel(): (reason: ReportReason) => { label: string; description: string } {
  const { t } = useLingui();
  return useCallback(
    (reason: ReportReason) => {
      switch (reason) {
        case "spam":
          return { label: t`Spam or advertising`, description: t`Repeated messages, links, selling things` };
        case "cheating":
          return { label: t`Cheating`, description: t`Bots, exploits, fake results` };
        case "abuse":
          return { label: t`Abuse or harassment`, description: t`Insults, threats, hate` };
        case "impersonation":
          return { label: t`Pretending to be someone else`, description: t`A fake player, staff or brand` };
        case "inappropriate":
          return { label: t`Inappropriate content`, description: t`Violence, adult content` };
        case "other":
          return { label: t`Something else`, description: t`Tell us in your own words` };
      }
    },
    [t],
  );
}

export function useDetailProblemText(): (problem: ReportDetailProblem) => string {
  const { t } = useLingui();
  return useCallback(
    (problem: ReportDetailProblem) => {
      const { min, max } = REPORT_DETAIL;
      switch (problem) {
        case "required":
          return t`Tell us what happened.`;
        case "too_short":
          return t`Please write at least ${min} characters.`;
        case "too_long":
          return t`Please keep it under ${max} characters.`;
      }
    },
    [t],
  );
}
