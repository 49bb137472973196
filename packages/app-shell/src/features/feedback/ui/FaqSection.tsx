"use client";
// The customer-service questions (get_qlist) read by the browser, in a card: skeleton rows while they
// load, an error with retry, the accordion, or a way to sign in where the call needs a login. The
// server-rendered screens show the server's read (ServerFaqSection) and load FaqSectionBody only when they
// have none for this render's viewer (FaqFromBrowser).
import { Trans, useLingui } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { ErrorState } from "@repo/ui/error-state";
import Link from "../../../link/Link";
import { usePathname } from "next/navigation";
import { authHref } from "../../auth/paths";
import { useQuestionList } from "../use-question-list";
import { FaqList } from "./FaqList";
import { FaqSkeleton } from "./FaqSkeleton";

export function FaqSection({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  return (
    <Card title={t`Common questions`} flush>
      <FaqSectionBody locale={locale} />
    </Card>
  );
}

/** The section's content (without its card), read by the browser. */
export function FaqSectionBody({ locale }: { locale: Locale }) {
  const { access, query } = useQuestionList();
  return <FaqBody locale={locale} access={access} query={query} />;
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
  if (access === "wait" || !query.data) return <FaqSkeleton />;
  return <FaqList items={query.data.list} />;
}
