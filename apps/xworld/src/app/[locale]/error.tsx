"use client";

import { RouteError, type RouteErrorProps } from "@repo/app-shell/route-error";

export default function Error(props: Omit<RouteErrorProps, "onReport">) {
  return <RouteError {...props} />;
}
