import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import { type AppDownload, productEndpoints } from "@repo/api-client/endpoints/product";
import { headers } from "next/headers";
import { type DeviceOs, deviceOsOf } from "./device-os";

/** The download page's read: the app's downloads (null when the read failed) and the visitor's phone. */
export interface DownloadsFirst {
  downloads: readonly AppDownload[] | null;
  os: DeviceOs;
}

/** The phone comes from the request's user agent, so its download is first in the server's HTML. */
export async function loadDownloads(api: ApiClient): Promise<DownloadsFirst> {
  const [answer, requestHeaders] = await Promise.all([api.call(productEndpoints.appDownloads, {}).catch(() => null), headers()]);
  return { downloads: answer?.list ?? null, os: deviceOsOf(requestHeaders.get("user-agent") ?? "") };
}
