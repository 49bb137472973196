"use client";
// The application form as a part of its own, for the server-rendered partner page: its code (the checks,
// the inputs, the apply call) loads after start. Until then blocks of its fields' and button's size.
import { lazyPart } from "@repo/ui/lib/lazy-part";
import { Skeleton } from "@repo/ui/skeleton";

export const ApplyFormPart = lazyPart(
  () => import("./ApplyForm").then(({ ApplyForm }) => ApplyForm),
  <div className="flex flex-col gap-16" aria-busy="true">
    <div className="flex flex-col gap-8">
      <Skeleton width="40%" />
      <Skeleton width="100%" height={36} />
    </div>
    {["channel", "followers", "contact"].map((field) => (
      <div key={field} className="flex flex-col gap-8">
        <Skeleton width="40%" />
        <Skeleton width="100%" height={48} />
      </div>
    ))}
    <Skeleton width="100%" height={52} />
  </div>,
);
