import { userPages } from "@/platform/user-pages";

export const generateMetadata = userPages.feedbackV2.generateMetadata;
export default userPages.feedbackV2.Page;
