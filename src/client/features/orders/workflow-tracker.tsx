import {
  stageIndex,
  WORKFLOW_STAGES,
  type WorkflowStage,
} from '../../../shared/domain/order-workflow.ts';
import { messages } from '../../../shared/messages.ts';

interface WorkflowTrackerProps {
  stage: WorkflowStage;
  rejected: boolean;
  rejectionReason?: string | null;
}

type StepState = 'done' | 'current' | 'pending' | 'rejected';

const DOT: Record<StepState, string> = {
  done: 'bg-brand-700 text-white border-brand-700',
  current: 'bg-white text-brand-800 border-brand-700 ring-4 ring-brand-100',
  pending: 'bg-white text-stone-500 border-stone-300',
  rejected: 'bg-red-600 text-white border-red-600',
};
const SR_STATE: Record<StepState, string> = {
  done: 'เสร็จแล้ว',
  current: 'ขั้นตอนปัจจุบัน',
  pending: 'รอดำเนินการ',
  rejected: 'ถูกปฏิเสธ',
};

/**
 * The order's way from ordered to handed to the carrier: earlier stages done, the current one
 * highlighted, later ones pending; a rejected order shows every stage after the first in red.
 */
export function WorkflowTracker({ stage, rejected, rejectionReason }: WorkflowTrackerProps) {
  const current = stageIndex(stage);
  return (
    <div>
      <ol aria-label="สถานะคำสั่งซื้อ" className="grid grid-cols-5 gap-1">
        {WORKFLOW_STAGES.map((name, index) => {
          const state: StepState = rejected
            ? index === 0
              ? 'done'
              : 'rejected'
            : index < current
              ? 'done'
              : index === current
                ? 'current'
                : 'pending';
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
                    state === 'rejected'
                      ? 'bg-red-300'
                      : index <= current
                        ? 'bg-brand-700'
                        : 'bg-stone-300'
                  }`}
                />
              ) : null}
              <span
                aria-hidden="true"
                className={`relative grid size-8 place-items-center rounded-full border-2 text-sm font-bold ${DOT[state]}`}
              >
                {state === 'rejected' ? '✕' : state === 'done' ? '✓' : index + 1}
              </span>
              <span
                className={`text-xs leading-tight sm:text-sm ${
                  state === 'current'
                    ? 'font-bold text-brand-800'
                    : state === 'rejected'
                      ? 'text-red-700'
                      : 'text-stone-600'
                }`}
              >
                {messages.orders.stages[name]}
                <span className="sr-only"> ({SR_STATE[state]})</span>
              </span>
            </li>
          );
        })}
      </ol>
      {rejected ? (
        <p className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-red-800">
          {messages.orders.rejected}
          {rejectionReason ? `: ${rejectionReason}` : ''}
        </p>
      ) : null}
    </div>
  );
}
