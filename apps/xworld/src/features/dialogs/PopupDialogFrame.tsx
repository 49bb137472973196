"use client";
// The popup's dialog, standing in place as the page (asPage: in the server's HTML), around the content the
// caller rendered. Its button follows the checked link (an app page in place, an outside address through
// the platform) or closes; closing or following marks the popup seen for a signed-in player, the call's
// code loaded on that first tap.
import { useApiClient } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { useIsLoggedIn, usePlatform, useSessionValue } from "@repo/session/react/hooks";
import { Button } from "@repo/ui/button";
import { Dialog } from "@repo/ui/dialog";
import { useRouter } from "next/navigation";
import type { ReactNode } from "react";
import { useLeaveDialog } from "./leave-dialog";
import type { PopupLink } from "./popup-link";

export interface PopupDialogFrameProps {
  locale: Locale;
  popupId: number;
  title: string;
  /** The player the popup was read as seen for (null: not seen, or read for a guest). */
  seenBy: number | null;
  link: PopupLink | null;
  actionLabel: ReactNode;
  children: ReactNode;
}

export function PopupDialogFrame({ locale, popupId, title, seenBy, link, actionLabel, children }: PopupDialogFrameProps) {
  const router = useRouter();
  const platform = usePlatform();
  const api = useApiClient();
  const loggedIn = useIsLoggedIn();
  const userId = useSessionValue("userId");
  const leave = useLeaveDialog("auto", locale, "/");
  const seen = () => {
    if (loggedIn && seenBy !== userId) void import("./mark-popup-seen").then(({ markPopupSeen }) => markPopupSeen(api, popupId));
  };
  const close = () => {
    seen();
    leave();
  };
  const follow = (to: PopupLink) => {
    seen();
    if (to.inApp) router.push(withLocale(to.href, locale));
    else void platform.openLink(to.href);
  };
  return (
    <Dialog
      open
      // The popup is this page: in the server's HTML, standing in place.
      asPage
      onClose={close}
      title={title}
      actions={
        <Button block onClick={link ? () => follow(link) : close}>
          {actionLabel}
        </Button>
      }
    >
      {children}
    </Dialog>
  );
}
