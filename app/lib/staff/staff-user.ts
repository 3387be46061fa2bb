import type { Role } from "../permissions.ts";

/** A signed-in member of staff, as pages and the domain see them. */
export type StaffUser = {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  role: Role;
  mustChangePassword: boolean;
};
