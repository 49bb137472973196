// Line icons of the tab bar's tabs; 1em square, currentColor, decorative.
import type { ReactNode } from "react";

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg aria-hidden="true" width="1em" height="1em" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      {children}
    </svg>
  );
}

export const HomeTabIcon = () => (
  <Icon>
    <path d="M4 11 12 4l8 7v8a1 1 0 0 1-1 1h-4v-6H9v6H5a1 1 0 0 1-1-1z" />
  </Icon>
);

export const TasksTabIcon = () => (
  <Icon>
    <rect x="5" y="4" width="14" height="17" rx="2" />
    <path d="m8.5 12 2 2 4-4M9 4V3h6v1" />
  </Icon>
);

export const WalletTabIcon = () => (
  <Icon>
    <path d="M4 7h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a1 1 0 0 1-1-1z" />
    <path d="M4 7V6a2 2 0 0 1 2-2h10v3M16 13.5h.01" />
  </Icon>
);

export const InviteTabIcon = () => (
  <Icon>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M3 20a6 6 0 0 1 12 0M18 8v6M15 11h6" />
  </Icon>
);

export const MeTabIcon = () => (
  <Icon>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Icon>
);

export const GamesTabIcon = () => (
  <Icon>
    <rect x="3" y="7" width="18" height="11" rx="4" />
    <path d="M8 11v3M6.5 12.5h3M15.5 12h.01M17.5 14h.01" />
  </Icon>
);

export const RewardsTabIcon = () => (
  <Icon>
    <rect x="4" y="9" width="16" height="11" rx="1" />
    <path d="M3 9h18M12 9v11M12 9c-2-4-6-4-6-1.5S10 9 12 9c2 0 6-.5 6-1.5S14 5 12 9" />
  </Icon>
);
