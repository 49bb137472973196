"use client";
// The casino's general popup (general_popup_query, always read again on mount): one per visit of the
// page, after any global dialog (the install offer) has closed. Closing a show-once popup reports it
// (report_user_action "popup_closed") so the server stops listing it.
import { Trans } from "@lingui/react/macro";
import { luckyBearLobbyEndpoints } from "@repo/api-client/endpoints/lucky-bear/lobby";
import { useApiMutation, useApiQuery } from "@repo/api-client/react";
import type { Popup } from "@repo/api-client/schemas/lucky-bear";
import type { Locale } from "@repo/i18n/locales";
import { useIsLoggedIn, usePlatform } from "@repo/session/react/hooks";
import { dialogAtom } from "@repo/session/stores/common";
import { Button } from "@repo/ui/button";
import { Dialog } from "@repo/ui/dialog";
import { useAtomValue } from "jotai";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { nextPopup, popupTarget, readShownPopups, rememberShownPopup } from "./popup-rules";

const sessionStore = () => (typeof window === "undefined" ? null : window.sessionStorage);

export function GeneralPopup({ locale, page = "home" }: { locale: Locale; page?: string }) {
  const loggedIn = useIsLoggedIn();
  const platform = usePlatform();
  const router = useRouter();
  const globalDialog = useAtomValue(dialogAtom);
  const popups = useApiQuery(luckyBearLobbyEndpoints.generalPopupQuery, { page }, { enabled: loggedIn });
  // The report is a courtesy to the server: a failure shows nothing (the popup is gone for this session anyway).
  const report = useApiMutation(luckyBearLobbyEndpoints.reportUserAction, { meta: { silent: true } });
  const [current, setCurrent] = useState<Popup | null>(null);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (done || current || globalDialog !== null || !popups.data) return;
    const popup = nextPopup(popups.data.list, readShownPopups(sessionStore()));
    if (!popup) return;
    rememberShownPopup(sessionStore(), popup.id);
    setCurrent(popup);
  }, [done, current, globalDialog, popups.data]);

  if (!current) return null;
  const close = () => {
    if (current.show_once) report.mutate({ action: "popup_closed", params: { popup_id: current.id } });
    setCurrent(null);
    setDone(true);
  };
  const target = popupTarget(current.link, locale);
  const open = () => {
    close();
    if (target?.kind === "outside") void platform.openLink(target.url);
    else if (target?.kind === "app") router.push(target.path);
  };
  return (
    <Dialog
      open
      onClose={close}
      title={current.title}
      description={current.content}
      actions={
        target ? (
          <>
            <Button variant="secondary" onClick={close}>
              <Trans>Not now</Trans>
            </Button>
            <Button onClick={open}>
              <Trans>Take a look</Trans>
            </Button>
          </>
        ) : (
          <Button onClick={close}>
            <Trans>OK</Trans>
          </Button>
        )
      }
    >
      {current.image ? <img src={current.image} alt="" className="mx-auto max-h-160 w-full rounded-12 object-cover" /> : null}
    </Dialog>
  );
}
