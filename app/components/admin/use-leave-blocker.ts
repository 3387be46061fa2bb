import { useContext, useEffect, useId } from "react";
import {
  IDLE_BLOCKER,
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  type Blocker,
  type BlockerFunction,
} from "react-router";

/**
 * React Router's `useBlocker`, through the router it keeps in context. Its own hook would sit in
 * the framework chunk every public page loads (190 bytes gzipped, past the home page's budget);
 * the router's blockers are there already, and only the back-office asks for one.
 */
export function useLeaveBlocker(shouldBlock: BlockerFunction): Blocker {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const state = useContext(UNSAFE_DataRouterStateContext);
  const key = `leave-${useId()}`;
  useEffect(() => {
    if (!router) return;
    router.getBlocker(key, shouldBlock);
  }, [router, key, shouldBlock]);
  useEffect(() => () => router?.deleteBlocker(key), [router, key]);
  return state?.blockers.get(key) ?? IDLE_BLOCKER;
}
