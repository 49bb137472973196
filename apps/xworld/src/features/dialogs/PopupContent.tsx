// A popup's picture and rich text, and its button's label. No client code of their own: the server renders
// them inside the dialog (PopupDialogFrame), and so does the browser's read.
import { Trans } from "@lingui/react/macro";
import type { PopupDialog } from "@repo/api-client/endpoints/popups";
import { RichText } from "@repo/ui/rich-text";
import type { RichTextBlock } from "@repo/ui/rich-text/types";
import type { PopupLink } from "./popup-link";

const asBlocks = (blocks: PopupDialog["body"]): readonly RichTextBlock[] => blocks;

export function PopupBody({ popup }: { popup: PopupDialog }) {
  return (
    <div className="flex w-full flex-col gap-12 text-left">
      {popup.image ? <img src={popup.image} alt="" width={240} height={120} className="h-120 w-full rounded-16 bg-surface-sunken object-cover" /> : null}
      <RichText blocks={asBlocks(popup.body)} />
    </div>
  );
}

/** The button follows the link (the popup's words, else "Open"), or only closes ("Got it"). */
export function PopupActionLabel({ popup, link }: { popup: PopupDialog; link: PopupLink | null }) {
  if (!link) return <Trans>Got it</Trans>;
  return popup.button_text || <Trans>Open</Trans>;
}
