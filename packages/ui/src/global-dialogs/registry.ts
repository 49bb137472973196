// The product's global dialogs (spec section 2), opened by name through <DialogHost>:
//   <DialogHost registry={GLOBAL_DIALOGS} open={request} onClose={close} />
import type { DialogRequest, DialogRegistry } from "../dialog-host/DialogHost";
import { BalanceLackDialog } from "./BalanceLackDialog";
import { BindPhoneDialog } from "./BindPhoneDialog";
import { DownloadAppDialog } from "./DownloadAppDialog";
import { ExplanationDialog } from "./ExplanationDialog";
import { PwaInstallDialog } from "./PwaInstallDialog";
import { ShareDialog } from "./ShareDialog";
import { UpdateAppDialog } from "./UpdateAppDialog";
import { WalletDrawer } from "./WalletDrawer";
import { RechargeBackDialog } from "./RechargeBackDialog";

// Spec: not shown — the dialogs' wording and buttons; each says what a player needs to decide and
// hands the decision to the app through callbacks (the kit never navigates or fetches).
export const GLOBAL_DIALOGS = {
  explanation: ExplanationDialog,
  "balance-lack": BalanceLackDialog,
  share: ShareDialog,
  "download-app": DownloadAppDialog,
  "wallet-drawer": WalletDrawer,
  "bind-phone": BindPhoneDialog,
  "update-app": UpdateAppDialog,
  "pwa-install": PwaInstallDialog,
  "recharge-back": RechargeBackDialog,
} satisfies DialogRegistry;

export type GlobalDialogName = keyof typeof GLOBAL_DIALOGS;
export type GlobalDialogRequest = DialogRequest<typeof GLOBAL_DIALOGS>;
