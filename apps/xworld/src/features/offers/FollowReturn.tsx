"use client";
// Back from the network's sign-in page on the server-rendered follow task: the code is redeemed once
// with its verifier (socialMediaGetToken), the address cleaned, and the page rendered again on the server
// (now linked: the lists). Meanwhile the skeleton; then "linked", or what went wrong, above the page's
// content (`children`, drawn by the server). A part loaded after start (FollowReturnPart); until then the
// content shows as it is.
import { useRenderAgain } from "@repo/app-shell/hooks/use-render-again";
import type { Locale } from "@repo/i18n/locales";
import { FormAlert } from "@repo/ui/form-alert";
import type { ReactNode } from "react";
import { FormSkeleton } from "../wallet/WalletSkeletons";
import { FollowLinkedStatus } from "./FollowLinkedStatus";
import type { FollowMedia } from "./follow-media";
import { useFollowReturn } from "./use-follow-return";

export interface FollowReturnProps {
  locale: Locale;
  media: FollowMedia;
  children: ReactNode;
}

export function FollowReturn({ locale, media, children }: FollowReturnProps) {
  const { renderAgain, rendering } = useRenderAgain();
  const { redeeming, linked, problem } = useFollowReturn(locale, media, renderAgain);

  if (redeeming || rendering) return <FormSkeleton />;
  return (
    <>
      <FormAlert>{problem}</FormAlert>
      {linked ? <FollowLinkedStatus media={media} /> : null}
      {children}
    </>
  );
}
