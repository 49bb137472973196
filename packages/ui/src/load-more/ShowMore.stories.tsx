import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { viewport } from "../../.storybook/story-parameters";
import { Card } from "../card/Card";
import { List, ListItem } from "../list/List";
import { ShowMore } from "./ShowMore";
import { ShowMorePreview } from "./ShowMorePreview";

/** A history of 45 entries, 20 a page: each tap on "Show more" brings the next page. */
function PagedHistory() {
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
    <Card title="History" flush>
      <List label="History">
        {Array.from({ length: shown }, (_, index) => (
          <ListItem key={index} title={`Task reward #${index + 1}`} subtitle="+100 XB" />
        ))}
      </List>
      <ShowMore hasMore={shown < 45} loading={loading} onShowMore={more} shown={shown} total={45} className="px-16 pb-16 pt-8" />
    </Card>
  );
}

const meta = {
  title: "Data/ShowMore",
  component: ShowMore,
  args: { hasMore: true, loading: false, onShowMore: () => undefined, shown: 20, total: 45 },
} satisfies Meta<typeof ShowMore>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const Loading: Story = { args: { loading: true } };
export const InAList: Story = { render: () => <PagedHistory /> };
export const InAListLuckybear: Story = { render: () => <PagedHistory />, globals: { brand: "luckybear" } };
/** As the server draws it until the list's code loads (ShowMorePreview). */
export const Preview: Story = { render: () => <ShowMorePreview shown={20} total={45} /> };
export const Narrow320: Story = { globals: viewport("phone320") };
