// An agent's invite links (agent_invite_link/list): each with its address, the date it was added and the
// registrations and first recharges it brought, its buttons (`actions`), then the form that adds one
// (`addForm`). No client code of its own.
import { Trans, useLingui } from "@lingui/react/macro";
import type { AgentInviteLink } from "@repo/api-client/schemas/lucky-bear";
import { formatDate } from "@repo/i18n/dates";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import type { ReactNode } from "react";

interface AgentLinksViewProps {
  locale: Locale;
  links: AgentInviteLink[];
  actions: (link: AgentInviteLink) => ReactNode;
  addForm: ReactNode;
}

export function AgentLinksView({ locale, links, actions, addForm }: AgentLinksViewProps) {
  const { t } = useLingui();
  return (
    <Card title={t`Your invite links`} flush>
      {links.length === 0 ? (
        <EmptyState title={<Trans>No links yet</Trans>} description={<Trans>Add a link for each place you share it, to see what each one brings.</Trans>} />
      ) : (
        <ul aria-label={t`Your invite links`} className="m-0 flex list-none flex-col divide-y divide-border p-0">
          {links.map((link) => {
            const created = formatDate(link.created_at, { locale });
            const { registered, recharged } = link;
            return (
              <li key={link.id} data-testid={`agent-link-${link.code}`} className="flex flex-col gap-8 px-16 py-12">
                <div className="flex items-baseline justify-between gap-8">
                  <span className="min-w-0 break-words text-15 font-semibold text-text">{link.name}</span>
                  <span className="shrink-0 text-12 text-text-muted">
                    <Trans>Added {created}</Trans>
                  </span>
                </div>
                <p className="break-all rounded-8 bg-surface-sunken px-8 py-6 text-12">{link.link}</p>
                <p className="text-13 text-text-muted" data-testid="agent-link-stats">
                  <Trans>
                    Registered: <span className="font-semibold text-text tabular-nums">{registered}</span> · Recharged:{" "}
                    <span className="font-semibold text-text tabular-nums">{recharged}</span>
                  </Trans>
                </p>
                {actions(link)}
              </li>
            );
          })}
        </ul>
      )}
      {addForm}
    </Card>
  );
}
