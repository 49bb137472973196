import { XworldFeedbackV2 } from "@/features/feedback/FeedbackScreens";
import { userPages } from "@/platform/user-pages";

const page = userPages.feedbackV2(XworldFeedbackV2);
export const generateMetadata = page.generateMetadata;
export default page.Page;
