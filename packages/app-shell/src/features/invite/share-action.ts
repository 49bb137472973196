// Sharing an invitation or a gift code through the platform adapter: the host's own share sheet where
// there is one (native app, Telegram, a phone browser), else the app's share dialog.
import type { Platform } from "@repo/session/platform/types";
import { dialog, type OpenDialog } from "@repo/session/stores/common";

/**
 * - `shared`: the platform's sheet took it;
 * - `dialog`: the app's share dialog is open (it shares, copies or warns itself);
 * - `empty`: nothing to share: the spec's warning "Share failed, text is empty" applies;
 * - `cancelled`: the player closed the sheet (nothing to say);
 * - `failed`: the platform could not share.
 */
export type ShareOutcome = "shared" | "dialog" | "empty" | "cancelled" | "failed";

export interface ShareInput {
  text: string;
  url: string;
}

export async function shareThroughPlatform(
  platform: Pick<Platform, "capabilities" | "share">,
  openDialog: (request: OpenDialog) => void,
  { text, url }: ShareInput,
): Promise<ShareOutcome> {
  // Spec 5: sharing empty text is refused with a warning, whatever the platform.
  if (text.trim() === "") return "empty";
  // Spec: not shown — when the share dialog appears. Choice: where no share sheet exists (a desktop
  // browser), so the player still gets messengers and "Copy link"; a sheet is one tap shorter.
  if (!platform.capabilities.nativeShare) {
    openDialog(dialog("share", { text, url }));
    return "dialog";
  }
  try {
    const result = await platform.share(text, url);
    if (result.ok) return "shared";
    return result.reason === "empty-text" ? "empty" : result.reason;
  } catch {
    return "failed";
  }
}
