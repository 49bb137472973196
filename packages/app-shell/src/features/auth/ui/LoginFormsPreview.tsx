// LoginForms as the server draws it until the forms have loaded after start: the phone form, or where the
// brand has e-mail too, the method tabs (Tabs' look, not yet usable) around the form `method` opens.
import { useLingui } from "@lingui/react/macro";
import { TAB_LIST_CLASSES, TAB_PANEL_CLASSES, tabClasses } from "@repo/ui/tabs/tab-styles";
import type { FormMethod } from "./LoginForms";
import { EmailLoginFormPreview } from "./EmailLoginFormPreview";
import { PhoneCodeFormPreview } from "./PhoneCodeFormPreview";

export function LoginFormsPreview({ email, method }: { email: boolean; method: FormMethod }) {
  const { t } = useLingui();
  if (!email) return <PhoneCodeFormPreview />;
  const tabs: { value: FormMethod; label: string }[] = [
    { value: "phone", label: t`Phone` },
    { value: "email", label: t`E-mail` },
  ];
  return (
    <div>
      <div role="tablist" aria-label={t`Sign-in method`} className={TAB_LIST_CLASSES}>
        {tabs.map((tab) => (
          <button
            key={tab.value}
            type="button"
            role="tab"
            aria-selected={tab.value === method}
            aria-disabled="true"
            tabIndex={tab.value === method ? 0 : -1}
            className={tabClasses(tab.value === method, true)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" className={TAB_PANEL_CLASSES}>
        <div className="pt-16">{method === "phone" ? <PhoneCodeFormPreview /> : <EmailLoginFormPreview />}</div>
      </div>
    </div>
  );
}
