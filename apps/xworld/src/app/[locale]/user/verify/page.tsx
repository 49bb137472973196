import { XworldVerify } from "@/features/auth/screens/XworldVerify";
import { userPages } from "@/platform/user-pages";

const page = userPages.verify(XworldVerify);
export const generateMetadata = page.generateMetadata;
export default page.Page;
