"use client";
// A player's showcase read by the browser, when the server could not read it (with a retry on failure).
// Loaded only then (PublicProfileParts).
import { useLingui } from "@lingui/react/macro";
import { profileEndpoints } from "@repo/api-client/endpoints/profile";
import { useApiQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { ErrorState } from "@repo/ui/error-state";
import { PublicShowcase } from "./PublicShowcase";
import { ShowcaseSkeleton } from "./ShowcaseSkeleton";

export function ShowcaseRead({ locale, userId }: { locale: Locale; userId: number }) {
  const { t } = useLingui();
  const showcase = useApiQuery(profileEndpoints.showcase, { user_id: userId });
  if (showcase.isError && !showcase.data) {
    return (
      <Card>
        <ErrorState title={t`This player's games could not load.`} onRetry={() => void showcase.refetch()} retrying={showcase.isFetching} />
      </Card>
    );
  }
  if (!showcase.data) return <ShowcaseSkeleton />;
  return <PublicShowcase locale={locale} userId={userId} showcase={showcase.data} />;
}
