"use client";
// Copies a text (an address) to the clipboard and says so with the "Copied" toast. Its icon is the
// caller's, so a server page draws it and the icons' module stays out of its route (CopyButton brings it).
import { useLingui } from "@lingui/react/macro";
import { useRuntime } from "@repo/app-shell/runtime/context";
import { Button } from "@repo/ui/button";
import type { ReactNode } from "react";

export function CopyTextButton({ text, label, icon }: { text: string; label: string; icon: ReactNode }) {
  const { t } = useLingui();
  const { toasts } = useRuntime();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toasts.show(t`Copied`, { tone: "success" });
    } catch {
      toasts.show(t`Copying failed. Select the address and copy it by hand.`, { tone: "error" });
    }
  };
  return (
    <Button variant="secondary" size="sm" icon={icon} aria-label={label} onClick={() => void copy()}>
      {t`Copy`}
    </Button>
  );
}
