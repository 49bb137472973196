"use client";
// "Add a phone number": binding starts with the bind-phone dialog, the Telegram contact inside the mini
// app, the bind-phone page elsewhere (spec section 4). Its code loads with the tap.
import { Trans } from "@lingui/react/macro";
import { useRuntime } from "@repo/app-shell/runtime/context";
import type { Locale } from "@repo/i18n/locales";

export function AddPhoneButton({ locale }: { locale: Locale }) {
  const runtime = useRuntime();
  const open = () =>
    void import("@repo/session/bind-phone").then(({ openBindPhoneDialog }) => openBindPhoneDialog(runtime.store, { backUrl: `/${locale}/profile`, from: "profile" }));
  return (
    <button type="button" className="text-link" onClick={open}>
      <Trans>Add a phone number</Trans>
    </button>
  );
}
