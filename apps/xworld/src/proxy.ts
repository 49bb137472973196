import { localeProxy, localeProxyOptionsFrom } from "@repo/app-shell/locale-proxy";
import type { NextRequest } from "next/server";
import { serverEnv } from "@/env";

export function proxy(request: NextRequest) {
  return localeProxy(request, localeProxyOptionsFrom(serverEnv()));
}

export const config = {
  // Everything but Next's assets and files with an extension (icons, manifest, robots.txt).
  matcher: ["/((?!_next/|api/|.*\\.[\\w]+$).*)"],
};
