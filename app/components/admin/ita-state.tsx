import { ITA_STATES, type ItaState } from "../../content/ita.ts";

/** An item's state on the readiness board, in words (never colour alone). */
export function ItaStateLabel({ state, problem }: { state: ItaState; problem?: string | null }) {
  return (
    <>
      <span className={`ita-state ita-state-${state}`}>{ITA_STATES[state]}</span>
      {problem ? <span className="ita-problem">{problem}</span> : null}
    </>
  );
}
