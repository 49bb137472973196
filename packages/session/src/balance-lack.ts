// The balance-lack dialog, or in audit mode a warning instead (SPEC 4), with the message key lack_<coin>.
import { dialog, type OpenDialog } from "./stores/common";

export type BalanceLackAction = { kind: "dialog"; dialog: OpenDialog } | { kind: "warning"; messageKey: string };

export function balanceLackMessageKey(coinName: string): string {
  return `lack_${coinName}`;
}

export function balanceLackAction(isAudit: boolean, coinName: string): BalanceLackAction {
  if (isAudit) return { kind: "warning", messageKey: balanceLackMessageKey(coinName) };
  return { kind: "dialog", dialog: dialog("balance-lack", { coinName }) };
}
