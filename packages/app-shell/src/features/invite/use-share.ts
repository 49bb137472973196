"use client";
// React glue for sharing and copying: the platform, the global dialog and the toasts of the page.
import { useLingui } from "@lingui/react/macro";
import { useRuntime } from "../../runtime/runtime-context";
import { usePlatform } from "@repo/session/react/hooks";
import { openDialogAtom } from "@repo/session/stores/common";
import { useSetAtom } from "jotai";
import { useCallback } from "react";
import { type ShareInput, type ShareOutcome, shareThroughPlatform } from "./share-action";

/** `share({ text, url })`: shares through the platform; a failure is said in a toast. */
export function useShare(): (input: ShareInput) => Promise<ShareOutcome> {
  const { t } = useLingui();
  const platform = usePlatform();
  const { toasts } = useRuntime();
  const openDialog = useSetAtom(openDialogAtom);
  return useCallback(
    async (input) => {
      const outcome = await shareThroughPlatform(platform, openDialog, input);
      if (outcome === "failed") toasts.show(t`Sharing failed. Try again.`, { tone: "error" });
      return outcome;
    },
    [platform, openDialog, toasts, t],
  );
}

/** `copy(text)`: puts the text on the clipboard and says "Copied" (or that it could not). */
export function useCopyText(): (text: string) => Promise<boolean> {
  const { t } = useLingui();
  const { toasts } = useRuntime();
  return useCallback(
    async (text) => {
      try {
        await navigator.clipboard.writeText(text);
        toasts.show(t`Copied`, { tone: "success" });
        return true;
      } catch {
        toasts.show(t`Could not copy. Press and hold the text to copy it.`, { tone: "error" });
        return false;
      }
    },
    [toasts, t],
  );
}
