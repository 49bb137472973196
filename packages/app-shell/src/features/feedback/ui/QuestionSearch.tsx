"use client";
// The support questions (get_qlist) read by the browser, with the search box: the player types their
// question and sees the answers that match as they type. Readable when the service fails: an inline error
// with Retry. The assistant page loads it only when it has no server read for this render's viewer.
import { useLingui } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { ErrorState } from "@repo/ui/error-state";
import { LoadingRegion, Skeleton } from "@repo/ui/skeleton";
import { useQuestionList } from "../use-question-list";
import { FaqSection } from "./FaqSection";
import { QuestionSearchCard } from "./QuestionSearchCard";

export function QuestionSearch({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const { access, query } = useQuestionList();
  // Signed out where the call needs a login: the plain section explains and offers a sign-in.
  if (access === "sign-in") return <FaqSection locale={locale} />;
  return (
    <QuestionSearchCard
      questions={query.data?.list}
      status={
        query.isError ? (
          <ErrorState title={t`The answers could not load.`} description={t`Support below can still help you.`} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : (
          <LoadingRegion label={t`Loading questions`} className="flex flex-col gap-16 py-8">
            {[72, 56, 64].map((width) => (
              <Skeleton key={width} width={`${width}%`} height={16} />
            ))}
          </LoadingRegion>
        )
      }
    />
  );
}
