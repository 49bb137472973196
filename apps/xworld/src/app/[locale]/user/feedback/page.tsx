import { userPages } from "@/platform/user-pages";

export const generateMetadata = userPages.feedback.generateMetadata;
export default userPages.feedback.Page;
