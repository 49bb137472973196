// Marking a popup seen, loaded on the first close or follow (its endpoint's schema is not the page's first load).
import type { ApiClient } from "@repo/api-client/client";
import { popupsEndpoints } from "@repo/api-client/endpoints/popups";

/** Silent, as before: a mark that fails only means the popup may show once more. */
export function markPopupSeen(api: ApiClient, popupId: number): void {
  api.call(popupsEndpoints.markSeen, { popup_id: popupId }).catch(() => undefined);
}
