// The rule of a report's words: needed (10 to 300 characters) when the reason is "other", up to 300
// otherwise. Shared by the report form and the dev API.
import type { ReportReason } from "../endpoints/interaction";
import { characterCount } from "./profile-fields";

export type ReportDetailProblem = "required" | "too_short" | "too_long";

// Spec: not shown — the limits. Choice: enough words to act on "other", short enough to read.
export const REPORT_DETAIL = { min: 10, max: 300 } as const;

export function checkReportDetail(reason: ReportReason, text: string): { ok: true; detail: string } | { ok: false; problem: ReportDetailProblem } {
  const detail = text.trim();
  const length = characterCount(detail);
  if (length > REPORT_DETAIL.max) return { ok: false, problem: "too_long" };
  if (reason === "other") {
    if (length === 0) return { ok: false, problem: "required" };
    if (length < REPORT_DETAIL.min) return { ok: false, problem: "too_short" };
  }
  return { ok: true, detail };
}
