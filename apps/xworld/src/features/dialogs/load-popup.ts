import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import { POPUP_CODES, popupsEndpoints, type PopupDialog } from "@repo/api-client/endpoints/popups";
import { isBusinessError } from "@repo/api-client/errors";

/** What the server read of a popup: the popup, or that it has ended; neither when the read failed. */
export type PopupFirst = { popup: PopupDialog } | { ended: true };

/**
 * The popup read on the server (the read is public; with the viewer's login cookies it says whether they have
 * seen it), so the page's HTML has the dialog or its "ended" message. Any other failure leaves it to the
 * browser, which asks again.
 */
export async function loadPopup(api: ApiClient, popupId: number | null): Promise<PopupFirst | undefined> {
  if (popupId === null) return undefined;
  try {
    return { popup: await api.call(popupsEndpoints.popup, { popup_id: popupId }) };
  } catch (error) {
    if (isBusinessError(error, POPUP_CODES.NOT_FOUND)) return { ended: true };
    return undefined;
  }
}
