import type { SharePayload, ShareDialogProps } from "@repo/ui/global-dialogs/ShareDialog";

type ShareChannel = Parameters<ShareDialogProps["onShare"]>[0];

/**
 * The web share URL of a messenger or network; null for channels the platform handles itself
 * (copy to clipboard, the system share sheet).
 */
export function shareUrlFor(channel: ShareChannel, { text, url }: SharePayload): string | null {
  const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
  switch (channel) {
    case "telegram":
      return `https://t.me/share/url?${q({ url: url ?? "", text })}`;
    case "facebook":
      return `https://www.facebook.com/sharer/sharer.php?${q({ u: url ?? "", quote: text })}`;
    case "whatsapp":
      return `https://wa.me/?${q({ text: url ? `${text} ${url}` : text })}`;
    case "x":
      return `https://x.com/intent/post?${q({ text, ...(url ? { url } : {}) })}`;
    default:
      return null;
  }
}
