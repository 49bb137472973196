// "I can help with": the AI agent's topics (get_products) as a plain list, or the kit's loading rows while
// they are unknown. No client code of its own: the assistant page renders the server's read with it,
// AgentTopics the browser's.
import { Trans, useLingui } from "@lingui/react/macro";
import type { ResponseOf } from "@repo/api-client/endpoint";
import type { aiChatEndpoints } from "@repo/api-client/endpoints/ai-chat";
import { Card } from "@repo/ui/card";
import { List, ListItem } from "@repo/ui/list";

type Topic = ResponseOf<typeof aiChatEndpoints.getProducts>["list"][number];

export function AgentTopicsList({ topics }: { topics: readonly Topic[] | undefined }) {
  const { t } = useLingui();
  return (
    <Card title={t`I can help with`} flush>
      <List
        label={t`I can help with`}
        loading={!topics}
        loadingRows={3}
        empty={
          <p className="px-16 pb-16 text-14 text-text-muted">
            <Trans>Ask support about anything: the questions below are a good start.</Trans>
          </p>
        }
      >
        {topics?.map((topic) => (
          <ListItem
            key={topic.product_id}
            title={topic.name}
            subtitle={topic.description}
            leading={<img src={topic.icon} alt="" width={40} height={40} loading="lazy" decoding="async" className="h-40 w-40 rounded-12 bg-surface-sunken object-cover" />}
          />
        ))}
      </List>
    </Card>
  );
}
