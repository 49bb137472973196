import { XworldFeedback } from "@/features/feedback/FeedbackScreens";
import { userPages } from "@/platform/user-pages";

const page = userPages.feedback(XworldFeedback);
export const generateMetadata = page.generateMetadata;
export default page.Page;
