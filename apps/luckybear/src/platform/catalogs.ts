import type { Scope } from "@repo/i18n/scopes";

/** The catalogs this app renders with: the kit's and its own (its catalog file carries only these). */
export const APP_SCOPES: readonly Scope[] = ["ui", "luckybear"];
