"use client";
// /user/report?type=user|post&id= (login-required, no feedback ball): report a player or a post with a
// reason (and words, needed for "something else"); once. A second report of the same thing is refused
// by the server and the page says it is already with the team.
import { Trans, useLingui } from "@lingui/react/macro";
import { INTERACTION_CODES, interactionEndpoints, REPORT_REASONS, type ReportReason } from "@repo/api-client/endpoints/interaction";
import { userReadEndpoints } from "@repo/api-client/endpoints/user-reads";
import { isBusinessError } from "@repo/api-client/errors";
import { useApiMutation, useApiQuery } from "@repo/api-client/react";
import { checkReportDetail, REPORT_DETAIL } from "@repo/api-client/rules/report";
import { useErrorText } from "@repo/app-shell/hooks/use-error-text";
import { useSingleSubmit } from "@repo/app-shell/hooks/use-single-submit";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Button } from "@repo/ui/button";
import { Card } from "@repo/ui/card";
import { ChoiceList } from "@repo/ui/choice-list";
import { EmptyState } from "@repo/ui/empty-state";
import { FormAlert } from "@repo/ui/form-alert";
import { ResultCard } from "@repo/ui/result-card";
import { Skeleton } from "@repo/ui/skeleton";
import { TextArea } from "@repo/ui/text-area";
import Link from "@repo/app-shell/link";
import { type FormEvent, useState } from "react";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { useViewer } from "../wallet/use-viewer";
import { FormSkeleton } from "../wallet/WalletSkeletons";
import { type ReportQuery, reportPath } from "./report-query";
import { useDetailProblemText, useReasonLabel } from "./use-report-texts";

export function ReportScreen({ locale, target }: { locale: Locale; target: ReportQuery | null }) {
  const viewer = useViewer();
  const back = target?.type === "user" ? `/profile/${target.id}` : target ? `/posts/${target.id}` : "/";
  return (
    <PageFrame locale={locale} back={back} heading={<Trans>Report</Trans>}>
      {!target ? (
        <EmptyState title={<Trans>Nothing to report here</Trans>} description={<Trans>Open a report from a player's profile or a post.</Trans>} />
      ) : viewer === "player" ? (
        <ReportForm locale={locale} target={target} back={back} />
      ) : viewer === "guest" ? (
        <SignInPrompt
          locale={locale}
          backUrl={withLocale(reportPath(target), locale)}
          title={<Trans>Sign in to report</Trans>}
          description={<Trans>Reports come from players, so we can follow up with you.</Trans>}
        />
      ) : (
        <FormSkeleton />
      )}
    </PageFrame>
  );
}

/** Who or what is reported, as the player will recognise it. */
function TargetCard({ target }: { target: ReportQuery }) {
  const player = useApiQuery(userReadEndpoints.publicCheak, { user_id: target.id }, { enabled: target.type === "user" });
  const post = useApiQuery(interactionEndpoints.post, { post_id: target.id }, { enabled: target.type === "post" });
  const name = target.type === "user" ? player.data?.username : post.data?.title;
  const picture = target.type === "user" ? player.data?.avatar : post.data?.cover;
  const failed = target.type === "user" ? player.isError : post.isError;
  const targetId = target.id;
  return (
    <Card>
      <div className="flex items-center gap-12">
        {picture ? <img src={picture} alt="" width={48} height={48} className="size-48 shrink-0 rounded-12 bg-surface-sunken object-cover" /> : <Skeleton width={48} height={48} />}
        <div className="flex min-w-0 flex-1 flex-col">
          <span className="text-12 text-text-muted">{target.type === "user" ? <Trans>Player</Trans> : <Trans>Post</Trans>}</span>
          <span className="break-words text-15 font-semibold text-text" data-testid="report-target">
            {name ?? (failed ? <Trans>#{targetId}</Trans> : <Skeleton width="60%" />)}
          </span>
        </div>
      </div>
    </Card>
  );
}

function ReportForm({ locale, target, back }: { locale: Locale; target: ReportQuery; back: string }) {
  const { t } = useLingui();
  const reasonLabel = useReasonLabel();
  const problemText = useDetailProblemText();
  const errorText = useErrorText();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [detail, setDetail] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const guard = useSingleSubmit();
  const report = useApiMutation(interactionEndpoints.report, { meta: { silent: true } });
  const checked = reason ? checkReportDetail(reason, detail) : null;
  const already = isBusinessError(report.error, INTERACTION_CODES.ALREADY_REPORTED);

  if (report.data || already) {
    const reportId = report.data?.report_id ?? "";
    return (
      <ResultCard
        tone={already ? "warning" : "success"}
        title={already ? <Trans>You have already reported this</Trans> : <Trans>Thank you for your report</Trans>}
        subtitle={already ? <Trans>Our team is looking at your first report. There is no need to send another.</Trans> : <Trans>Report {reportId}</Trans>}
        actions={
          <Link href={withLocale(back, locale)} className="flex min-h-48 items-center justify-center rounded-16 bg-primary px-20 text-16 font-semibold text-primary-contrast">
            <Trans>Back</Trans>
          </Link>
        }
      >
        {already ? null : <p className="text-14 text-text-muted">{t`Our team reviews every report within a few days. You will not be named to the person you reported.`}</p>}
      </ResultCard>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!reason || !checked?.ok || !guard.begin()) return;
    report.mutate({ target_type: target.type, target_id: target.id, reason, detail: checked.detail }, { onSettled: () => guard.end() });
  };

  return (
    <>
      <TargetCard target={target} />
      <form noValidate onSubmit={submit} className="flex flex-col gap-16">
        <ChoiceList
          legend={t`What is wrong?`}
          name="reason"
          value={reason}
          onChange={(next) => {
            setReason(REPORT_REASONS.find((entry) => entry === next) ?? null);
            report.reset();
          }}
          options={REPORT_REASONS.map((value) => ({ value, ...reasonLabel(value) }))}
          error={submitted && !reason ? t`Choose a reason.` : undefined}
        />
        <TextArea
          label={reason === "other" ? t`What happened?` : t`Anything to add? (optional)`}
          name="detail"
          value={detail}
          limit={REPORT_DETAIL.max}
          onChange={(event) => {
            setDetail(event.target.value);
            report.reset();
          }}
          error={submitted && checked && !checked.ok ? problemText(checked.problem) : undefined}
        />
        <FormAlert>{report.error ? errorText(report.error) : null}</FormAlert>
        <Button type="submit" size="lg" block loading={report.isPending}>
          <Trans>Send report</Trans>
        </Button>
      </form>
    </>
  );
}
