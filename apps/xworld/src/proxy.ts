import { localeProxy } from "@repo/app-shell/locale-proxy";
import type { NextRequest } from "next/server";

export function proxy(request: NextRequest) {
  return localeProxy(request);
}

export const config = {
  // Everything but Next's assets and files with an extension (icons, manifest, robots.txt).
  matcher: ["/((?!_next/|api/|.*\\.[\\w]+$).*)"],
};
