// /buildDialog/[popupId] (renders before app start): a popup of the popups service as its own page, a
// dialog with its picture, text and button. A server component: the server reads the popup as the viewer
// the login cookies name (their `seen`), or as a guest, and renders its picture, text and the button's label
// (or "This message has ended.") with no client code; the dialog around them and its button are a small
// client part (PopupDialogFrame). Only a failed server read leaves the popup to the browser (PopupFromBrowser).
import type { ViewerFirst } from "@repo/app-shell/player-first";
import type { Locale } from "@repo/i18n/locales";
import type { PopupFirst } from "./load-popup";
import { popupLink } from "./popup-link";
import { PopupActionLabel, PopupBody } from "./PopupContent";
import { PopupDialogFrame } from "./PopupDialogFrame";
import { PopupEnded } from "./PopupEnded";
import { PopupFromBrowser } from "./PopupFromBrowser";
import { PopupSkeleton } from "./PopupSkeleton";

export interface BuildDialogScreenProps {
  locale: Locale;
  popupId: number | null;
  /** The popup as the server read it for the viewer; its data undefined (or no `first`) when the read failed. */
  first?: ViewerFirst<PopupFirst | undefined>;
}

export function BuildDialogScreen({ locale, popupId, first }: BuildDialogScreenProps) {
  const read = first?.data;
  if (popupId === null || (read && "ended" in read)) return <PopupEnded locale={locale} />;
  if (!first || !read) return <PopupFromBrowser locale={locale} popupId={popupId} placeholder={<PopupSkeleton />} />;
  const { popup } = read;
  const link = popupLink(popup.link);
  return (
    <PopupDialogFrame
      locale={locale}
      popupId={popup.popup_id}
      title={popup.title}
      seenBy={popup.seen ? first.userId : null}
      link={link}
      actionLabel={<PopupActionLabel popup={popup} link={link} />}
    >
      <PopupBody popup={popup} />
    </PopupDialogFrame>
  );
}
