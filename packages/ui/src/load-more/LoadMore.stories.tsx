import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { Card } from "../card/Card";
import { List, ListItem } from "../list/List";
import { LoadMore } from "./LoadMore";

/** A list of 45 friends, 20 a page: scrolling to its end (or the button) brings the next page. */
function PagedFriends() {
  const [shown, setShown] = useState(20);
  const [loading, setLoading] = useState(false);
  const more = () => {
    if (loading) return;
    setLoading(true);
    setTimeout(() => {
      setShown((count) => Math.min(count + 20, 45));
      setLoading(false);
    }, 400);
  };
  return (
    <Card title="Friends you invited" flush>
      <List label="Friends you invited">
        {Array.from({ length: shown }, (_, index) => (
          <ListItem key={index} title={`pl***${String(index).padStart(2, "0")}`} subtitle="Joined 21 Nov 2026" />
        ))}
      </List>
      <LoadMore hasMore={shown < 45} loading={loading} onLoadMore={more} className="px-16 pb-16" />
    </Card>
  );
}

const meta = {
  title: "Data/LoadMore",
  component: LoadMore,
  args: { hasMore: true, loading: false, onLoadMore: () => undefined },
} satisfies Meta<typeof LoadMore>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const Loading: Story = { args: { loading: true } };
export const PageFailed: Story = { args: { failed: true } };
export const CustomLabel: Story = { args: { children: "Load more games" } };
export const InfiniteList: Story = { render: () => <PagedFriends /> };
export const InfiniteListLuckybear: Story = { render: () => <PagedFriends />, globals: { brand: "luckybear" } };
