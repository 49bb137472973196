"use client";
// The popup read by the browser, when the server could not read it (its read failed): skeleton, error with
// Retry, ended, or the dialog. Loaded only then (PopupFromBrowser).
import { useLingui } from "@lingui/react/macro";
import { POPUP_CODES, popupsEndpoints } from "@repo/api-client/endpoints/popups";
import { isBusinessError } from "@repo/api-client/errors";
import { useApiQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { useSessionValue } from "@repo/session/react/hooks";
import { ErrorState } from "@repo/ui/error-state";
import { popupLink } from "./popup-link";
import { PopupActionLabel, PopupBody } from "./PopupContent";
import { PopupDialogFrame } from "./PopupDialogFrame";
import { PopupEnded } from "./PopupEnded";
import { PopupSkeleton } from "./PopupSkeleton";

export function PopupRead({ locale, popupId }: { locale: Locale; popupId: number }) {
  const { t } = useLingui();
  const userId = useSessionValue("userId");
  const popup = useApiQuery(popupsEndpoints.popup, { popup_id: popupId });
  if (isBusinessError(popup.error, POPUP_CODES.NOT_FOUND)) return <PopupEnded locale={locale} />;
  if (popup.isError && !popup.data) {
    return <ErrorState className="min-h-[60dvh] justify-center" title={t`This message could not load.`} onRetry={() => void popup.refetch()} retrying={popup.isFetching} />;
  }
  if (!popup.data) return <PopupSkeleton />;
  const link = popupLink(popup.data.link);
  return (
    <PopupDialogFrame
      locale={locale}
      popupId={popupId}
      title={popup.data.title}
      seenBy={popup.data.seen ? userId : null}
      link={link}
      actionLabel={<PopupActionLabel popup={popup.data} link={link} />}
    >
      <PopupBody popup={popup.data} />
    </PopupDialogFrame>
  );
}
