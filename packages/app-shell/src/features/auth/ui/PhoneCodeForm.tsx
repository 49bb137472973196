"use client";
// Phone number and one-time code: the login, re-verification and phone-binding forms share it.
import { Trans, useLingui } from "@lingui/react/macro";
import { isBusinessError } from "@repo/api-client/errors";
import { countryNumAtom } from "@repo/session/stores/login";
import { Button } from "@repo/ui/button";
import { Countdown } from "@repo/ui/countdown";
import { OtpInput } from "@repo/ui/otp-input";
import { typedIntoPreview } from "@repo/ui/lib/preview-input";
import { PhoneInput } from "@repo/ui/phone-input";
import { nationalDigits } from "@repo/ui/phone-input/countries";
import { useAtom } from "jotai";
import { type FormEvent, type ReactNode, useReducer, useRef, useState } from "react";
import { useRuntime } from "../../../runtime/runtime-context";
import type { AuthBrandAdapter } from "../brand-adapter";
import { type OtpError, type OtpEvent, type OtpFlowState, type OtpTarget, initialOtpState, otpReducer, retryAfterFromMessage } from "../otp-flow";
import { PHONE_RULES, type PhoneCheck, checkPhone, groupDigits } from "../phone-rules";
import { PHONE_PREVIEW_FIELD } from "../phone-preview";
import { useAuthErrorText } from "../use-auth-error-text";

export const CODE_LENGTH = 6;

export interface PhoneCodeFormProps {
  adapter: AuthBrandAdapter;
  /** Uses the code: logs in, re-verifies or binds. Throws to show the error and keep the form. */
  onSubmit(input: { target: OtpTarget; code: string }): Promise<void>;
  submitLabel: ReactNode;
  /** The number to verify, shown instead of the number field (re-verification). */
  fixedTarget?: OtpTarget;
  /** More fields before the submit button (binding: a password); `validate` blocks the submit. */
  extra?: { render(disabled: boolean): ReactNode; validate(): boolean };
}

export function PhoneCodeForm({ adapter, onSubmit, submitLabel, fixedTarget, extra }: PhoneCodeFormProps) {
  const { t } = useLingui();
  const runtime = useRuntime();
  const errorText = useAuthErrorText();
  const [dialCode, setDialCode] = useAtom(countryNumAtom);
  // A number typed into the server's field (PhoneCodeFormPreview) before this form had loaded is kept.
  const [early] = useState(() => (fixedTarget ? null : typedIntoPreview(PHONE_PREVIEW_FIELD)));
  const [number, setNumber] = useState(() => nationalDigits(early?.value ?? "", dialCode));
  const [code, setCode] = useState("");
  const [phoneProblem, setPhoneProblem] = useState<PhoneCheck | null>(null);
  const [codeMissing, setCodeMissing] = useState(false);
  const [state, dispatchRaw] = useReducer(otpReducer, initialOtpState);
  // The state after every event, ahead of the re-render: the handlers decide on it.
  const current = useRef<OtpFlowState>(state);
  const dispatch = (event: OtpEvent) => {
    current.current = otpReducer(current.current, event);
    dispatchRaw(event);
    return current.current;
  };
  // Re-render when the resend countdown ends, so the button comes back.
  const [, setCountdownEnded] = useState(0);

  const typedTarget = (): { ok: true; target: OtpTarget } | { ok: false; check: PhoneCheck } => {
    if (fixedTarget) return { ok: true, target: fixedTarget };
    const check = checkPhone(dialCode, number);
    return check.ok ? { ok: true, target: { dialCode: check.dialCode, national: check.national } } : { ok: false, check };
  };

  async function sendCode() {
    const typed = typedTarget();
    if (!typed.ok) {
      setPhoneProblem(typed.check);
      return;
    }
    setPhoneProblem(null);
    const now = Date.now();
    if (dispatch({ type: "send", target: typed.target, now }).phase !== "sending") return;
    try {
      const answer = await adapter.sendCode(runtime.api, { country_code: typed.target.dialCode, phone: typed.target.national });
      dispatch({ type: "sent", resendIn: answer.resend_in, expireIn: answer.expire_in, now: Date.now() });
      setCode("");
    } catch (error) {
      const message = errorText(error);
      const retryAfterSeconds = isBusinessError(error) ? retryAfterFromMessage(error.msg) : undefined;
      dispatch({ type: "send-failed", message, retryAfterSeconds, now: Date.now() });
    }
  }

  async function verify(typedCode: string) {
    const target = current.current.target;
    if (!target) return;
    if (typedCode.length < CODE_LENGTH) {
      setCodeMissing(true);
      return;
    }
    setCodeMissing(false);
    if (extra && !extra.validate()) return;
    if (dispatch({ type: "verify", now: Date.now() }).phase !== "verifying") return;
    try {
      await onSubmit({ target, code: typedCode });
      dispatch({ type: "verified" });
    } catch (error) {
      dispatch({ type: "verify-failed", message: errorText(error) });
      setCode("");
    }
  }

  function onFormSubmit(event: FormEvent) {
    event.preventDefault();
    if (current.current.phase === "idle") void sendCode();
    else void verify(code);
  }

  const busy = state.phase === "sending" || state.phase === "verifying" || state.phase === "verified";
  const now = Date.now();
  const resendAt = state.target ? state.resendAt[`${state.target.dialCode}${state.target.national}`] : undefined;
  const waiting = resendAt !== undefined && resendAt > now;

  const phoneError = phoneProblem ? phoneProblemText(phoneProblem, dialCode) : sendErrorText(state.error);
  const codeError = codeMissing ? t`Enter the ${CODE_LENGTH}-digit code.` : codeErrorText(state.error);
  const shownNumber = state.target ?? fixedTarget;
  const shownNumberText = shownNumber ? `${shownNumber.dialCode} ${groupDigits(shownNumber.national)}` : "";

  return (
    <form noValidate onSubmit={onFormSubmit} className="flex flex-col gap-16">
      {fixedTarget ? (
        <div className="flex flex-col gap-4">
          <p className="text-13 font-semibold text-text">
            <Trans>Phone number</Trans>
          </p>
          <p className="text-16 font-semibold tabular-nums text-text">{shownNumberText}</p>
          {phoneError ? (
            <p role="alert" className="text-12 text-danger">
              {phoneError}
            </p>
          ) : null}
        </div>
      ) : (
        <PhoneInput
          label={t`Phone number`}
          dialCode={dialCode}
          onDialCodeChange={(next) => {
            setDialCode(next);
            setPhoneProblem(null);
            dispatch({ type: "number-changed", target: { dialCode: next, national: number } });
          }}
          number={number}
          onNumberChange={(digits) => {
            setNumber(digits);
            setPhoneProblem(null);
            const check = checkPhone(dialCode, digits);
            dispatch({ type: "number-changed", target: { dialCode, national: check.ok ? check.national : digits } });
          }}
          placeholder={groupDigits(PHONE_RULES[dialCode]?.example ?? "")}
          disabled={busy}
          error={phoneError}
          autoFocus={early?.focused}
        />
      )}

      {state.phase === "idle" || state.phase === "sending" ? (
        <Button type="submit" variant="secondary" block loading={state.phase === "sending"} disabled={busy}>
          <Trans>Send code</Trans>
        </Button>
      ) : (
        <>
          <p className="text-13 text-text-muted" role="status">
            <Trans>We sent a {CODE_LENGTH}-digit code to {shownNumberText}.</Trans>
          </p>
          <OtpInput
            value={code}
            onChange={(next) => {
              setCode(next);
              setCodeMissing(false);
            }}
            // Spec: not shown — when the code is sent. Choice: as soon as the last cell is filled (the
            // button stays for a retry); not on forms with more fields to fill.
            onComplete={extra ? undefined : (full) => void verify(full)}
            length={CODE_LENGTH}
            label={t`Verification code`}
            disabled={busy}
            error={codeError}
            autoFocus
          />
          <div className="flex items-center justify-end">
            {waiting && resendAt !== undefined ? (
              <Countdown
                target={resendAt}
                label={t`Time until a new code can be sent`}
                onEnd={() => setCountdownEnded((n) => n + 1)}
                className="text-13 font-normal text-text-muted"
              >
                {(parts) => {
                  const seconds = parts.minutes * 60 + parts.seconds;
                  return t`Resend code in ${seconds} s`;
                }}
              </Countdown>
            ) : (
              <Button variant="ghost" size="sm" onClick={() => void sendCode()} disabled={busy}>
                <Trans>Resend code</Trans>
              </Button>
            )}
          </div>
          {extra?.render(busy)}
          <Button type="submit" block size="lg" loading={state.phase === "verifying" || state.phase === "verified"} disabled={busy}>
            {submitLabel}
          </Button>
        </>
      )}
    </form>
  );

  function phoneProblemText(problem: PhoneCheck, prefix: string): string | null {
    if (problem.ok) return null;
    if (problem.problem === "empty") return t`Enter your phone number.`;
    if (problem.example === null) return t`Enter a valid phone number: 6 to 12 digits.`;
    const example = groupDigits(problem.example);
    return t`This is not a valid number for ${prefix}. Example: ${example}`;
  }

  function sendErrorText(error: OtpError | null): string | null {
    if (error?.kind === "send-failed") return error.message;
    if (error?.kind === "too-early") {
      const seconds = error.seconds;
      return t`Please wait ${seconds} s before asking for a new code.`;
    }
    return null;
  }

  function codeErrorText(error: OtpError | null): string | null {
    if (error?.kind === "verify-failed") return error.message;
    if (error?.kind === "code-expired") return t`This code has expired. Send a new one.`;
    return null;
  }
}

/** The player's number as the API wants it. */
export const toPhoneInput = (target: OtpTarget) => ({ country_code: target.dialCode, phone: target.national });
