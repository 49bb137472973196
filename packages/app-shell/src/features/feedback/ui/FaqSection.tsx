"use client";
// The customer-service questions (get_qlist) in a card: skeleton rows while they load, an error with
// retry, the accordion, or a way to sign in where the call needs a login.
import { Trans, useLingui } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import { ErrorState } from "@repo/ui/error-state";
import { LoadingRegion, Skeleton } from "@repo/ui/skeleton";
import Link from "../../../link/Link";
import { usePathname } from "next/navigation";
import { authHref } from "../../auth/paths";
import { useQuestionList } from "../use-question-list";
import { FaqAccordion } from "./FaqAccordion";

export function FaqSection({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const { access, query } = useQuestionList();
  return (
    <Card title={t`Common questions`} flush>
      <FaqBody locale={locale} access={access} query={query} />
    </Card>
  );
}

function FaqBody({ locale, access, query }: { locale: Locale } & ReturnType<typeof useQuestionList>) {
  const { t } = useLingui();
  const pathname = usePathname();
  if (access === "sign-in") {
    return (
      <div className="flex flex-col items-center gap-12 px-16 pb-20 text-center">
        <p className="text-14 text-text-muted">
          <Trans>Sign in to read the answers to the questions players ask most.</Trans>
        </p>
        <Link
          href={authHref(locale, "login", { backUrl: pathname })}
          prefetch={false}
          className="inline-flex min-h-44 items-center rounded-full bg-primary px-20 text-15 font-semibold text-primary-contrast"
        >
          <Trans>Sign in</Trans>
        </Link>
      </div>
    );
  }
  if (query.isError) {
    return <ErrorState title={t`The questions could not load.`} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  if (access === "wait" || !query.data) {
    return (
      <LoadingRegion label={t`Loading questions`} className="flex flex-col gap-20 px-16 pb-20 pt-4">
        {[72, 56, 64, 48].map((width) => (
          <Skeleton key={width} width={`${width}%`} height={16} />
        ))}
      </LoadingRegion>
    );
  }
  if (query.data.list.length === 0) {
    return <EmptyState title={<Trans>No questions yet</Trans>} description={<Trans>Contact support below and we will help you.</Trans>} />;
  }
  return <FaqAccordion items={query.data.list} />;
}
