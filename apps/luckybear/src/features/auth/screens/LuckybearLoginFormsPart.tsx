"use client";
// LuckybearLoginForms as a part loaded after start: its code (the phone and e-mail forms, the adapter, finishing a
// login) stays out of the login page's first load; the server's LoginFormsPreview meanwhile, whose phone
// number box keeps what was typed for the form (a typedAheadPart).
import type { LoginFormsProps } from "@repo/app-shell/features/auth/ui/LoginForms";
import { typedAheadPart } from "@repo/ui/lib/typed-ahead-part";

export const LuckybearLoginFormsPart = typedAheadPart<Omit<LoginFormsProps, "adapter">>(() =>
  import("./LuckybearLoginForms").then(({ LuckybearLoginForms }) => LuckybearLoginForms),
);
