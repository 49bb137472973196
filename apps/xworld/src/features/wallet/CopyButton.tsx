"use client";
// Copies a text (an address) to the clipboard and says so with the "Copied" toast.
import { useLingui } from "@lingui/react/macro";
import { useRuntime } from "@repo/app-shell/runtime/context";
import { Button } from "@repo/ui/button";
import { CopyIcon } from "@repo/ui/icons";

export function CopyButton({ text, label }: { text: string; label: string }) {
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
    <Button variant="secondary" size="sm" icon={<CopyIcon />} aria-label={label} onClick={() => void copy()}>
      {t`Copy`}
    </Button>
  );
}
