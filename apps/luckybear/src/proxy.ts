import { localeProxy } from "@repo/app-shell/locale-proxy";
import { runtimeConfigFrom } from "@repo/app-shell/runtime-config";
import { cspSourcesFrom } from "@repo/app-shell/security-headers";
import type { NextRequest } from "next/server";
import { serverEnv } from "@/env";

export function proxy(request: NextRequest) {
  return localeProxy(request, cspSourcesFrom(runtimeConfigFrom(serverEnv())));
}

export const config = {
  // Everything but Next's assets and files with an extension (icons, manifest, robots.txt).
  matcher: ["/((?!_next/|api/|.*\\.[\\w]+$).*)"],
};
