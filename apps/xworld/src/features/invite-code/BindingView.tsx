// The page's content for a binding read (by the server, or by the browser): who invited the player, or the
// code form (`form`, the caller's: a part on the server's page, the form itself in the browser's read), then
// the player's own code.
import type { Locale } from "@repo/i18n/locales";
import type { ReactNode } from "react";
import { BoundInviter } from "./BoundInviter";
import type { InviteBinding } from "./invite-binding";
import { OwnCodeCard } from "./OwnCodeCard";

export function BindingView({ locale, binding, form }: { locale: Locale; binding: InviteBinding; form: ReactNode }) {
  return (
    <>
      {binding.inviter ? <BoundInviter locale={locale} inviter={binding.inviter} boundAt={binding.bound_at} /> : form}
      <OwnCodeCard locale={locale} ownCode={binding.own_code} />
    </>
  );
}
