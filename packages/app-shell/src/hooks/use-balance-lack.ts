"use client";
// Balance too low (spec sections 4 and 8), for both apps: the global balance-lack dialog (opened by name
// through the session store, shown by the runtime's GlobalDialogs with the brand's top-up page), or in
// audit mode a warning with the lack_<coin> message instead, for the form to show where it stands
// (@repo/session/balance-lack decides which).
import { useLingui } from "@lingui/react/macro";
import { balanceLackAction } from "@repo/session/balance-lack";
import { useSessionValue } from "@repo/session/react/hooks";
import { openDialogAtom } from "@repo/session/stores/common";
import { lackMessage } from "@repo/ui/global-dialogs/lack-message";
import { useSetAtom } from "jotai";
import { useCallback, useState } from "react";

export interface BalanceLack {
  /** The balance of `coinName` ("KTHER", "LB-USDT") is too low: the dialog, or the audit-mode warning. */
  report: (coinName: string) => void;
  /** The audit-mode warning to show (a `FormAlert tone="warning"`), or null. */
  warning: string | null;
  /** Forgets the warning (the player changed the form). */
  clear: () => void;
}

export function useBalanceLack(): BalanceLack {
  const { t, i18n } = useLingui();
  const isAudit = useSessionValue("isAudit");
  const openDialog = useSetAtom(openDialogAtom);
  const [warning, setWarning] = useState<string | null>(null);
  const report = useCallback(
    (coinName: string) => {
      const action = balanceLackAction(isAudit, coinName);
      if (action.kind === "dialog") {
        setWarning(null);
        openDialog(action.dialog);
      } else {
        setWarning(lackMessage(i18n, coinName, t`Not enough ${coinName} to continue.`));
      }
    },
    [isAudit, openDialog, i18n, t],
  );
  const clear = useCallback(() => setWarning(null), []);
  return { report, warning, clear };
}
