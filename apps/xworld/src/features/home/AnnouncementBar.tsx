import type { ResponseOf } from "@repo/api-client/endpoint";
import { InfoIcon } from "@repo/ui/icons";
import type { userStartEndpoints } from "@repo/api-client/endpoints/user-start";

type Announcement = ResponseOf<typeof userStartEndpoints.appGlobalConfig>["announcements"][number];

export function AnnouncementBar({ announcement }: { announcement: Announcement }) {
  return (
    <aside aria-label={announcement.title} className="flex items-start gap-8 rounded-12 bg-surface-raised px-12 py-8 text-12">
      <span aria-hidden="true" className="mt-2 flex shrink-0 text-16 text-primary">
        <InfoIcon />
      </span>
      <p className="m-0 min-w-0">
        <strong className="font-semibold">{announcement.title}</strong> <span className="text-text-muted">{announcement.content}</span>
      </p>
    </aside>
  );
}
