import { adminPaths } from '../../../../shared/admin-routes.ts';
import type { SetupStep } from '../../../../shared/contracts/settings-answers.ts';
import { can } from '../../../../shared/domain/roles.ts';
import { setupMessages } from '../../../../shared/setup-messages.ts';
import { Icon } from '../../../components/ui/icons.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { call, client } from '../../../lib/api.ts';
import { useCall } from '../../../lib/use-call.ts';
import { useSessionStore } from '../../accounts/public.ts';

const text = setupMessages;

/** The settings tab where each step is set. */
const WHERE: Record<SetupStep, string> = {
  shop: adminPaths.settings,
  taxId: `${adminPaths.settings}?tab=payments`,
  payments: `${adminPaths.settings}?tab=payments`,
  shipping: `${adminPaths.settings}?tab=shipping`,
  line: `${adminPaths.settings}?tab=line`,
};

function StepMark({ done }: { done: boolean }) {
  return done ? (
    <span className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-700 text-white">
      <Icon className="size-4">
        <path d="M5 12.5l4.5 4.5L19 7.5" />
      </Icon>
    </span>
  ) : (
    <span className="grid size-7 shrink-0 place-items-center rounded-full border-2 border-amber-600 text-amber-700">
      <Icon className="size-4">
        <path d="M12 7v6M12 17h.01" />
      </Icon>
    </span>
  );
}

/**
 * The owner's checklist on the back office's first page (decision 0039): the settings a shop sets
 * before it sells, which of them the server says are set, and a link to each one that is not.
 * Shown to those who may change the settings (admin and root) until every step is set.
 */
export function ShopSetupCard() {
  const role = useSessionStore((state) => state.user?.role);
  const mayManage = role !== undefined && can(role, 'settings:manage');
  const setup = useCall(
    (signal) => call(client.admin.settings.setup.$get({}, { init: { signal } })),
    [],
    { enabled: mayManage },
  );
  const status = setup.data;
  if (!mayManage || !status || status.complete) return null;
  const done = status.steps.filter((step) => step.done).length;

  return (
    <section
      lang="th"
      aria-labelledby="shop-setup-title"
      className="mt-4 mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="shop-setup-title" className="text-lg leading-normal font-bold text-stone-900">
          {text.title}
        </h2>
        <p className="text-sm font-semibold text-amber-800">
          {text.progress(done, status.steps.length)}
        </p>
      </div>
      <p className="mt-1 leading-relaxed text-stone-700">{text.intro}</p>
      <ul className="mt-4 grid gap-2 md:grid-cols-2">
        {status.steps.map(({ step, done: isSet }) => {
          const { label, hint } = text.steps[step];
          const body = (
            <>
              <StepMark done={isSet} />
              <span className="min-w-0">
                {/* The spaces part the phrases for a screen reader, which reads the link whole. */}
                {isSet ? null : <span className="sr-only">{`${text.toDo}:`}</span>}{' '}
                <span className="block leading-normal font-semibold">{label}</span>{' '}
                <span className="block text-sm leading-relaxed text-stone-600">
                  {isSet ? text.done : hint}
                </span>
              </span>
            </>
          );
          return (
            <li key={step}>
              {isSet ? (
                <div className="flex h-full items-start gap-3 rounded-lg bg-white/60 p-3 text-stone-600">
                  {body}
                </div>
              ) : (
                <Link
                  to={WHERE[step]}
                  className="flex h-full min-h-11 items-start gap-3 rounded-lg border border-amber-200 bg-white p-3 text-stone-900 hover:border-amber-400 hover:bg-amber-100/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                >
                  {body}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
