"use client";
// Reporting a player or a post: a reason (and words, needed for "something else"), checked before sending;
// one submission per tap. Done, or refused as a second report of the same target: what happens next, in
// place of the target (`targetCard`, the caller's) and the form.
import { Trans, useLingui } from "@lingui/react/macro";
import { INTERACTION_CODES, interactionEndpoints, REPORT_REASONS, type ReportReason } from "@repo/api-client/endpoints/interaction";
import { isBusinessError } from "@repo/api-client/errors";
import { useApiMutation } from "@repo/api-client/react";
import { checkReportDetail, REPORT_DETAIL } from "@repo/api-client/rules/report";
import { useErrorText } from "@repo/app-shell/hooks/use-error-text";
import { useSingleSubmit } from "@repo/app-shell/hooks/use-single-submit";
import Link from "@repo/app-shell/link";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Button } from "@repo/ui/button";
import { ChoiceList } from "@repo/ui/choice-list";
import { FormAlert } from "@repo/ui/form-alert";
import { ResultCard } from "@repo/ui/result-card";
import { TextArea } from "@repo/ui/text-area";
import { type FormEvent, type ReactNode, useState } from "react";
import type { ReportQuery } from "./report-query";
import { useDetailProblemText, useReasonLabel } from "./use-report-texts";

export interface ReportFormProps {
  locale: Locale;
  target: ReportQuery;
  /** Where Back leads after the report (without the locale). */
  back: string;
  targetCard: ReactNode;
}

export function ReportForm({ locale, target, back, targetCard }: ReportFormProps) {
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
      {targetCard}
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
