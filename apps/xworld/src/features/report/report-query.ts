// What /user/report is about: ?type=user|post&id=<positive integer>.
import type { ReportTarget } from "@repo/api-client/endpoints/interaction";
import type { SearchParams } from "../wallet/wallet-paths";

export interface ReportQuery {
  type: ReportTarget;
  id: number;
}

function firstParam(search: SearchParams, name: string): string | null {
  const value = search[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

/** The report's target, or null when the link names none (the page then says so). */
export function readReportQuery(search: SearchParams): ReportQuery | null {
  const type = firstParam(search, "type");
  const id = firstParam(search, "id");
  if ((type !== "user" && type !== "post") || !id || !/^[1-9]\d{0,15}$/.test(id)) return null;
  return { type, id: Number(id) };
}

/** The link that reports a player or a post, without the locale. */
export function reportPath(target: ReportQuery): string {
  return `/user/report?${new URLSearchParams({ type: target.type, id: String(target.id) }).toString()}`;
}
