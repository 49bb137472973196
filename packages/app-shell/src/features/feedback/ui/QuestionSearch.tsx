"use client";
// The support questions (get_qlist) with a search box: the player types their question and sees the
// answers that match as they type. Readable when the service fails: an inline error with Retry.
import { Trans, useLingui } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import { ErrorState } from "@repo/ui/error-state";
import { LoadingRegion, Skeleton } from "@repo/ui/skeleton";
import { TextInput } from "@repo/ui/text-input";
import { useState } from "react";
import { matchQuestions } from "../ai-help";
import { useQuestionList } from "../use-question-list";
import { FaqAccordion } from "./FaqAccordion";
import { FaqSection } from "./FaqSection";

export function QuestionSearch({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const { access, query } = useQuestionList();
  const [search, setSearch] = useState("");
  // Signed out where the call needs a login: the plain section explains and offers a sign-in.
  if (access === "sign-in") return <FaqSection locale={locale} />;
  const found = query.data ? matchQuestions(query.data.list, search) : [];
  return (
    <Card title={t`Ask a question`}>
      <div className="flex flex-col gap-12">
        <TextInput
          label={t`Your question`}
          hideLabel
          type="search"
          placeholder={t`For example: withdraw, deposit, task reward`}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        {query.isError && !query.data ? (
          <ErrorState title={t`The answers could not load.`} description={t`Support below can still help you.`} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : !query.data ? (
          <LoadingRegion label={t`Loading questions`} className="flex flex-col gap-16 py-8">
            {[72, 56, 64].map((width) => (
              <Skeleton key={width} width={`${width}%`} height={16} />
            ))}
          </LoadingRegion>
        ) : found.length === 0 ? (
          <EmptyState title={<Trans>No answer matches yet</Trans>} description={<Trans>Try other words, or ask a person below.</Trans>} />
        ) : (
          <div className="-mx-16" aria-live="polite">
            <FaqAccordion items={found} />
          </div>
        )}
      </div>
    </Card>
  );
}
