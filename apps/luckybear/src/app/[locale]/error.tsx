"use client";

import { RouteError, type RouteErrorProps } from "@repo/app-shell/route-error";

export default function Error(props: RouteErrorProps) {
  return <RouteError {...props} />;
}
