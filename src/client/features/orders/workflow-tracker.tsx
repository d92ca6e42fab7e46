import { checkoutMessages } from '../../../shared/checkout-messages.ts';
import {
  decide,
  type OrderState,
  placedState,
  STAGE_TIMESTAMP,
  stageIndex,
  stageShowsTime,
  WORKFLOW_STAGES,
  type WorkflowStage,
} from '../../../shared/domain/order-lifecycle.ts';

/** The stage times an order carries (ISO strings), by the names of `STAGE_TIMESTAMP`. */
export type StageStamps = Partial<
  Record<NonNullable<(typeof STAGE_TIMESTAMP)[WorkflowStage]>, string | null>
>;

interface WorkflowTrackerProps {
  stage: WorkflowStage;
  rejected: boolean;
  rejectionReason?: string | null;
  /** Staff only: makes every stage the lifecycle table lets staff set a button that sets it. */
  onSelect?: (stage: WorkflowStage) => void;
  /** The order's lifecycle state (staff view): a cancelled or shipped order does not move. */
  order?: OrderState;
  /** While a change is being saved, no stage can be clicked. */
  busy?: boolean;
  /** Shown under each stage reached (done or current) when given. */
  stamps?: StageStamps;
  formatStamp?: (iso: string) => string;
}

export type StepState = 'done' | 'current' | 'pending' | 'rejected';

const DOT: Record<StepState, string> = {
  done: 'bg-brand-700 text-white border-brand-700',
  current: 'bg-white text-brand-800 border-brand-700 ring-4 ring-brand-100',
  pending: 'bg-white text-stone-500 border-stone-300',
  rejected: 'bg-red-600 text-white border-red-600',
};
const SR_STATE: Record<StepState, string> = checkoutMessages.orders.stepStates;

/** How a stage is drawn: earlier done, the current highlighted, later pending; rejected in red. */
export function stepState(index: number, current: number, rejected: boolean): StepState {
  if (rejected) return index === 0 ? 'done' : 'rejected';
  if (index < current) return 'done';
  return index === current ? 'current' : 'pending';
}

/**
 * The order's way from ordered to handed to the carrier: earlier stages done, the current one
 * highlighted, later ones pending; a rejected order shows every stage after the first in red.
 * With `onSelect` (staff) the stages the transition table allows are buttons.
 */
export function WorkflowTracker({
  stage,
  rejected,
  rejectionReason,
  onSelect,
  order,
  busy = false,
  stamps,
  formatStamp,
}: WorkflowTrackerProps) {
  const current = stageIndex(stage);
  const state = order ?? { ...placedState(), workflowStatus: stage };
  // The current stage is a button too (a click on it changes nothing), unless the order is locked.
  const settable = (name: WorkflowStage) =>
    onSelect !== undefined &&
    decide(state, 'setStage', 'staff', { stage: name }).kind !== 'refused';
  return (
    <div>
      <ol aria-label={checkoutMessages.orders.tracker} className="grid grid-cols-5 gap-1">
        {WORKFLOW_STAGES.map((name, index) => {
          const step = stepState(index, current, rejected);
          const label = checkoutMessages.orders.stages[name];
          const selectable = !rejected && settable(name);
          const stampKey = STAGE_TIMESTAMP[name];
          // A stage not reached (yet, or again) is pending: whatever time it carries is not shown.
          const stamp =
            stampKey && stamps && !rejected && stageShowsTime(name, stage)
              ? stamps[stampKey]
              : null;
          const dot = (
            <span
              aria-hidden="true"
              className={`relative grid size-8 place-items-center rounded-full border-2 text-sm font-bold ${DOT[step]}`}
            >
              {step === 'rejected' ? '✕' : step === 'done' ? '✓' : index + 1}
            </span>
          );
          const caption = (
            <span
              className={`text-xs leading-tight sm:text-sm ${
                step === 'current'
                  ? 'font-bold text-brand-800'
                  : step === 'rejected'
                    ? 'text-red-700'
                    : 'text-stone-600'
              }`}
            >
              {label}
              <span className="sr-only"> ({SR_STATE[step]})</span>
            </span>
          );
          return (
            <li
              key={name}
              aria-current={!rejected && index === current ? 'step' : undefined}
              className="relative flex flex-col items-center gap-1 text-center"
            >
              {index > 0 ? (
                <span
                  aria-hidden="true"
                  className={`absolute top-4 right-1/2 -z-0 h-0.5 w-full ${
                    step === 'rejected'
                      ? 'bg-red-300'
                      : index <= current
                        ? 'bg-brand-700'
                        : 'bg-stone-300'
                  }`}
                />
              ) : null}
              {selectable ? (
                <button
                  type="button"
                  disabled={busy}
                  aria-pressed={index === current}
                  onClick={() => onSelect?.(name)}
                  className="relative flex min-h-11 flex-col items-center gap-1 rounded-lg px-1 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:cursor-wait disabled:opacity-60"
                >
                  {dot}
                  {caption}
                </button>
              ) : (
                <>
                  {dot}
                  {caption}
                </>
              )}
              {stamp && formatStamp ? (
                <span className="text-[0.7rem] leading-tight text-stone-500">
                  {formatStamp(stamp)}
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
      {rejected ? (
        <p className="mt-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-semibold text-red-800">
          {checkoutMessages.orders.rejected}
          {rejectionReason ? `: ${rejectionReason}` : ''}
        </p>
      ) : null}
    </div>
  );
}
