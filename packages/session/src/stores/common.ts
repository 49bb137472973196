// The common store (SPEC 3): loading flags, the global dialog, language, page model, account flags.
import { DEFAULT_LOCALE, type Locale } from "@repo/i18n/locales";
import { atom } from "jotai";

// Spec: not shown — which loading flags exist. Choice: `page` is the route overlay shown while a
// login-required page waits for init or during forward navigation; `global` blocks the screen during
// an action (a login, a payment hand-over).
export type LoadingFlag = "page" | "global";

export const loadingAtom = atom<Readonly<Record<LoadingFlag, boolean>>>({ page: false, global: false });

/** Sets one loading flag: `set(setLoadingAtom, ["page", true])`. */
export const setLoadingAtom = atom(null, (get, set, [flag, on]: [LoadingFlag, boolean]) => {
  set(loadingAtom, { ...get(loadingAtom), [flag]: on });
});

export const EXPLANATION_KINDS = ["assets", "kther", "xusd", "contribute", "happy"] as const;
export type ExplanationKind = (typeof EXPLANATION_KINDS)[number];

/** The global dialogs (SPEC 2) and what each is opened with. */
export interface GlobalDialogProps {
  explanation: { kind: ExplanationKind };
  /** `coinName` picks the message `lack_<coinName>`. */
  "balance-lack": { coinName: string };
  share: { text: string; url?: string };
  "download-app": { from?: string };
  "wallet-drawer": { coinType?: string };
  "bind-phone": { backUrl?: string; from?: string };
  /** The /pvp/* gate: cancel closes the app, confirm opens the store. */
  "update-app": { minVersion: string };
  /** Add-to-home-screen offer on /luckybear for non-app visitors, at most once per calendar day. */
  "pwa-install": { mode?: "prompt" | "ios" };
  /** After leaving the recharge dialog, at most once per calendar day: where a deposit shows up. */
  "recharge-back": Record<string, never>;
}

export type GlobalDialogName = keyof GlobalDialogProps;

export const GLOBAL_DIALOG_NAMES = [
  "explanation",
  "balance-lack",
  "share",
  "download-app",
  "wallet-drawer",
  "bind-phone",
  "update-app",
  "pwa-install",
  "recharge-back",
] as const satisfies readonly GlobalDialogName[];

/** The open dialog: a name with the props of that name. */
export type OpenDialog = { [N in GlobalDialogName]: { name: N; props: GlobalDialogProps[N] } }[GlobalDialogName];

/** The one global dialog that is open, or null. Opening another replaces it. */
export const dialogAtom = atom<OpenDialog | null>(null);

/** How the last dialog closed; `result` is the dialog's own word ("bound", "cancel", "confirm"). */
export interface ClosedDialog {
  name: GlobalDialogName;
  result: string;
}

export const closedDialogAtom = atom<ClosedDialog | null>(null);

export function dialog<N extends GlobalDialogName>(name: N, props: GlobalDialogProps[N]): OpenDialog {
  return { name, props } as OpenDialog;
}

export const openDialogAtom = atom(null, (_get, set, opened: OpenDialog) => {
  set(closedDialogAtom, null);
  set(dialogAtom, opened);
});

/** Closes the open dialog and records its result (default "cancel": dismissed). */
export const closeDialogAtom = atom(null, (get, set, result: string = "cancel") => {
  const current = get(dialogAtom);
  if (!current) return;
  set(dialogAtom, null);
  set(closedDialogAtom, { name: current.name, result });
});

export const languageAtom = atom<Locale>(DEFAULT_LOCALE);
export const pageModelAtom = atom(false);
/** Set after repeated session-expired answers in the mini app (SPEC 8). */
export const accountAbnormalAtom = atom(false);
export const recaptchaErrorAtom = atom(false);

export const DEFAULT_LB_HOME_PATH = "home";
/** The lucky bear home tab path (SPEC 2: defaults to "home"). */
export const lbHomePathAtom = atom(DEFAULT_LB_HOME_PATH);
