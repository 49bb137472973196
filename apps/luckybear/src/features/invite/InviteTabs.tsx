"use client";
// The section tabs of the server-rendered invite page: choosing one replaces the address (?tab=) and the
// page renders again on the server with that section's reads; the chosen tab shows at once, the old
// panel until the new one has come.
import { useLingui } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Tabs } from "@repo/ui/tabs";
import { useRouter } from "next/navigation";
import { type ReactNode, useState, useTransition } from "react";
import { type InviteTab, inviteTabPath } from "./invite-tabs";
import { useInviteTabItems } from "./use-invite-tab-items";

export function InviteTabs({ locale, tab, children }: { locale: Locale; tab: InviteTab; children: ReactNode }) {
  const { t } = useLingui();
  const items = useInviteTabItems();
  const router = useRouter();
  const [switching, startSwitch] = useTransition();
  const [asked, setAsked] = useState(tab);
  const choose = (next: InviteTab) => {
    setAsked(next);
    startSwitch(() => router.replace(withLocale(inviteTabPath(next), locale), { scroll: false }));
  };
  return (
    <Tabs label={t`Invite sections`} items={items} value={switching ? asked : tab} onValueChange={choose}>
      <div aria-busy={switching || undefined}>{children}</div>
    </Tabs>
  );
}
