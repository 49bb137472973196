"use client";

import { NotFoundScreen } from "@repo/app-shell/not-found-screen";
import { useParams } from "next/navigation";

// A client component: not-found pages get no params, and the client tree's Lingui provider is there.
// Next 16.3+ sends a 404 under a dynamic root layout as an error shell and renders this on the client
// (vercel/next.js#62228); the player sees the same localized page either way.
export default function NotFound() {
  const { locale } = useParams<{ locale: string }>();
  return <NotFoundScreen homeHref={`/${locale}`} />;
}
