"use client";
// /buildDialog/[popupId] (renders before app start): a popup of the popups service as its own page, a
// dialog with its picture, text and button. Its button follows the popup's link (an app page, or an
// outside address through the platform); closing or following marks it seen for a signed-in player.
import { Trans, useLingui } from "@lingui/react/macro";
import { POPUP_CODES, popupsEndpoints, type PopupDialog } from "@repo/api-client/endpoints/popups";
import { isBusinessError } from "@repo/api-client/errors";
import { isAppPath, isHttpUrl } from "@repo/api-client/url-checks";
import { fromServer, useApiMutation, useApiQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { useIsLoggedIn, usePlatform } from "@repo/session/react/hooks";
import { Button } from "@repo/ui/button";
import { Dialog } from "@repo/ui/dialog";
import { EmptyState } from "@repo/ui/empty-state";
import { ErrorState } from "@repo/ui/error-state";
import { RichText } from "@repo/ui/rich-text";
import type { RichTextBlock } from "@repo/ui/rich-text/types";
import { Skeleton } from "@repo/ui/skeleton";
import Link from "@repo/app-shell/link";
import { useRouter } from "next/navigation";
import { useLeaveDialog } from "./leave-dialog";
import type { PopupFirst } from "./load-popup";

const asBlocks = (blocks: PopupDialog["body"]): readonly RichTextBlock[] => blocks;

/**
 * `first`: the server's read, so the HTML has the dialog (or its "ended" message). The popup is read again
 * on mount all the same (popups always are: a signed-in player's `seen` comes from that read).
 */
export function BuildDialogScreen({ locale, popupId, first }: { locale: Locale; popupId: number | null; first?: PopupFirst }) {
  const { t } = useLingui();
  const ended = first !== undefined && "ended" in first;
  const popup = useApiQuery(popupsEndpoints.popup, { popup_id: popupId ?? 0 }, {
    enabled: popupId !== null && !ended,
    ...fromServer(first !== undefined && "popup" in first ? first.popup : null),
  });
  const leave = useLeaveDialog("auto", locale, "/");

  if (popupId === null || ended || isBusinessError(popup.error, POPUP_CODES.NOT_FOUND)) {
    return (
      <EmptyState
        className="min-h-[60dvh] justify-center"
        // All the page shows: its heading.
        headingLevel={1}
        title={<Trans>This message has ended.</Trans>}
        action={
          <Link href={withLocale("/", locale)} className="font-semibold text-primary underline underline-offset-4">
            <Trans>Go to the home page</Trans>
          </Link>
        }
      />
    );
  }
  if (popup.isError && !popup.data) {
    return <ErrorState className="min-h-[60dvh] justify-center" title={t`This message could not load.`} onRetry={() => void popup.refetch()} retrying={popup.isFetching} />;
  }
  if (!popup.data) {
    return (
      <div className="flex min-h-[60dvh] flex-col justify-center gap-12 px-24" aria-busy="true">
        <Skeleton height={140} />
        <Skeleton width="70%" height={20} />
        <Skeleton />
      </div>
    );
  }
  return <PopupPage locale={locale} popup={popup.data} onLeave={leave} />;
}

function PopupPage({ locale, popup, onLeave }: { locale: Locale; popup: PopupDialog; onLeave: () => void }) {
  const router = useRouter();
  const platform = usePlatform();
  const loggedIn = useIsLoggedIn();
  const markSeen = useApiMutation(popupsEndpoints.markSeen, { meta: { silent: true } });
  const seen = () => {
    if (loggedIn && !popup.seen) markSeen.mutate({ popup_id: popup.popup_id });
  };
  const close = () => {
    seen();
    onLeave();
  };
  // The contract already refuses any other link (a typed error: "could not load"); the screen checks
  // again before it follows one, since this button is the only way out of the page. Choice: a link that
  // is neither an app path nor an http(s) address is treated as none (the button only closes).
  const link = isAppPath(popup.link) || isHttpUrl(popup.link) ? popup.link : "";
  const follow = () => {
    seen();
    if (isAppPath(link)) router.push(withLocale(link, locale));
    else void platform.openLink(link);
  };
  return (
    <Dialog
      open
      // The popup is this page: in the server's HTML, standing in place.
      asPage
      onClose={close}
      title={popup.title}
      actions={
        link ? (
          <Button block onClick={follow}>
            {popup.button_text || <Trans>Open</Trans>}
          </Button>
        ) : (
          <Button block onClick={close}>
            <Trans>Got it</Trans>
          </Button>
        )
      }
    >
      <div className="flex w-full flex-col gap-12 text-left">
        {popup.image ? <img src={popup.image} alt="" width={240} height={120} className="h-120 w-full rounded-16 bg-surface-sunken object-cover" /> : null}
        <RichText blocks={asBlocks(popup.body)} />
      </div>
    </Dialog>
  );
}
