import { userPages } from "@/platform/user-pages";

export const generateMetadata = userPages.oauthCallback.generateMetadata;
export default userPages.oauthCallback.Page;
