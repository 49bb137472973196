import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { phoneFrame } from "../../.storybook/phone-frame";
import { FRAMED_IN_DOCS, viewport } from "../../.storybook/story-parameters";
import { TabBar } from "./TabBar";
import { GamesTabIcon, HomeTabIcon, InviteTabIcon, MeTabIcon, RewardsTabIcon, TasksTabIcon, WalletTabIcon } from "./tab-icons";

const meta = {
  title: "Navigation/TabBar",
  component: TabBar,
  parameters: FRAMED_IN_DOCS,
  args: {
    label: "Main",
    current: "home",
    items: [
      { key: "home", label: "Home", icon: <HomeTabIcon />, href: "#home" },
      { key: "earn", label: "Earn", icon: <TasksTabIcon />, href: "#earn" },
      { key: "wallet", label: "Wallet", icon: <WalletTabIcon />, href: "#wallet" },
      { key: "invite", label: "Invite", icon: <InviteTabIcon />, href: "#invite" },
      { key: "me", label: "Me", icon: <MeTabIcon />, href: "#me" },
    ],
  },
} satisfies Meta<typeof TabBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Xworld: Story = {
  globals: { brand: "xworld" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
  },
};

export const Luckybear: Story = {
  globals: { brand: "luckybear" },
  args: {
    current: "games",
    items: [
      { key: "home", label: "Home", icon: <HomeTabIcon />, href: "#home" },
      { key: "games", label: "Games", icon: <GamesTabIcon />, href: "#games" },
      {
        key: "rewards",
        label: "Rewards",
        icon: <RewardsTabIcon />,
        href: "#rewards",
        badge: <span className="block size-8 rounded-full bg-danger" />,
      },
      { key: "invite", label: "Invite", icon: <InviteTabIcon />, href: "#invite" },
      { key: "me", label: "Me", icon: <MeTabIcon />, href: "#me" },
    ],
  },
};

export const Narrow320: Story = { globals: viewport("phone320") };

/** The translations' longest labels (Uzbek, Vietnamese, Russian) on the narrowest phone: whole, in up to two lines, inside the bar. */
export const LongLabels320: Story = {
  globals: { ...viewport("phone320"), brand: "luckybear" },
  decorators: [phoneFrame(320, 160)],
  args: {
    current: "rewards",
    items: [
      { key: "home", label: "Bosh sahifa", icon: <HomeTabIcon />, href: "#home" },
      { key: "games", label: "Trò chơi", icon: <GamesTabIcon />, href: "#games" },
      { key: "rewards", label: "Phần thưởng", icon: <RewardsTabIcon />, href: "#rewards" },
      { key: "invite", label: "Пригласить", icon: <InviteTabIcon />, href: "#invite" },
      { key: "me", label: "Tôi", icon: <MeTabIcon />, href: "#me" },
    ],
  },
  play: async ({ canvas }) => {
    for (const link of canvas.getAllByRole("link")) {
      const label = link.lastElementChild as HTMLElement;
      const bar = link.closest("ul")!.getBoundingClientRect();
      const text = label.getBoundingClientRect();
      await expect(text.bottom).toBeLessThanOrEqual(bar.bottom);
      await expect(label.scrollHeight).toBeLessThanOrEqual(label.clientHeight);
      await expect(label.scrollWidth).toBeLessThanOrEqual(label.clientWidth);
    }
  },
};
