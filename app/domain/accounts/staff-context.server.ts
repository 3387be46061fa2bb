import { createContext, type RouterContextProvider } from "react-router";
import type { StaffUser } from "../../lib/staff/staff-user.ts";

export const staffContext = createContext<StaffUser | null>(null);

/** The signed-in person the staff middleware put in the route context. */
export function staffFrom(context: Readonly<RouterContextProvider>): StaffUser {
  const user = context.get(staffContext);
  if (!user) throw new Error("staff route without the staff middleware");
  return user;
}
