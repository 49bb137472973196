// The AI support agent as read (get_info): avatar, name, what it does, and its greeting. No client code of
// its own: the assistant page renders the server's read with it, AgentCard the browser's.
import type { ResponseOf } from "@repo/api-client/endpoint";
import type { aiChatEndpoints } from "@repo/api-client/endpoints/ai-chat";
import { useId } from "react";

export function AgentCardView({ agent }: { agent: ResponseOf<typeof aiChatEndpoints.getInfo> }) {
  const nameId = useId();
  const { name, avatar, description, greeting } = agent;
  return (
    <section aria-labelledby={nameId} className="flex flex-col gap-12 rounded-16 bg-surface-raised p-16 text-text shadow-card">
      <div className="flex items-center gap-12">
        <img src={avatar} alt="" width={56} height={56} className="h-56 w-56 shrink-0 rounded-full bg-surface-sunken object-cover" />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <h2 id={nameId} className="break-words text-18 font-bold">
            {name}
          </h2>
          {description ? <p className="break-words text-13 text-text-muted">{description}</p> : null}
        </div>
      </div>
      {greeting ? (
        <blockquote className="m-0 self-start rounded-16 rounded-tl-4 bg-surface-sunken px-14 py-10 text-15 text-text">
          <p className="break-words">{greeting}</p>
        </blockquote>
      ) : null}
    </section>
  );
}
