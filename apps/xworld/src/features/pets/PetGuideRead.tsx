"use client";
// The pet guide's config read by the browser, when the server could not (with a retry on failure).
// Loaded only then (PetGuideFromBrowser); otherwise the page shows the server's read.
import { useLingui } from "@lingui/react/macro";
import { petEndpoints } from "@repo/api-client/endpoints/pet";
import { useApiQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { ErrorState } from "@repo/ui/error-state";
import { PetGuideSkeleton } from "./PetGuideSkeleton";
import { PetGuideSteps } from "./PetGuideSteps";

export function PetGuideRead({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const config = useApiQuery(petEndpoints.config, {});
  if (config.isError && !config.data) {
    return <ErrorState title={t`The guide could not load.`} onRetry={() => void config.refetch()} retrying={config.isFetching} />;
  }
  return config.data ? <PetGuideSteps locale={locale} config={config.data} /> : <PetGuideSkeleton />;
}
