import { useEffect, useState } from 'react';
import { useLoaderData } from 'react-router';
import type { LineLinkCode, LineLinkStatus } from '../../../shared/contracts/notifications.ts';
import { formatThaiDateTime } from '../../../shared/domain/dates.ts';
import { lineLinkMessages } from '../../../shared/notification-messages.ts';
import { FormError, FormSuccess } from '../../components/ui/form-field.tsx';
import { deferred } from '../../components/ui/loaded.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { ApiError } from '../../lib/api.ts';
import { forSignedIn, SignedInLoaded } from '../orders/public.ts';
import {
  confirmLineLink,
  fetchLineLink,
  fetchShopLineId,
  lineMessageUrl,
  requestLineLinkCode,
  unlinkLine,
} from './line-link-api.ts';

const text = lineLinkMessages;

/** My LINE link and the shop's LINE id; a visitor's is null. */
export function loader({ request }: { request: Request }) {
  return {
    link: deferred(
      forSignedIn(async () => {
        const [status, shopLineId] = await Promise.all([
          fetchLineLink(request.signal),
          fetchShopLineId(request.signal),
        ]);
        return { status, shopLineId };
      }),
    ),
  };
}

const primaryClass =
  'inline-flex min-h-11 items-center justify-center rounded-full bg-brand-700 px-5 font-bold text-white hover:bg-brand-800 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
const secondaryClass =
  'inline-flex min-h-11 items-center justify-center rounded-full border border-brand-700 px-5 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** The customer links their LINE so that the shop tells them of their orders there. */
export function Component() {
  const { link } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-2xl px-4 py-6 sm:py-8">
      <PageHeading title={text.title} />
      <SignedInLoaded
        data={link}
        fallback={<p className="text-stone-600">{text.loading}</p>}
        errorMessage={text.loadFailed}
      >
        {(answer) => <LineLinkPanel initial={answer.status} shopLineId={answer.shopLineId} />}
      </SignedInLoaded>
    </div>
  );
}

const failureOf = (caught: unknown) =>
  caught instanceof ApiError && caught.message ? caught.message : text.failed;

/**
 * The status is re-read here (not by the route's loader), so that the code on screen stays while
 * the customer checks whether sending it worked.
 */
function LineLinkPanel({ initial, shopLineId }: { initial: LineLinkStatus; shopLineId: string }) {
  const [status, setStatus] = useState(initial);
  const [code, setCode] = useState<LineLinkCode | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    setNotice(null);
    setProblem(null);
    try {
      await work();
    } catch (caught) {
      setProblem(failureOf(caught));
    } finally {
      setBusy(false);
    }
  };

  const getCode = () => act(async () => setCode(await requestLineLinkCode()));
  const checkAgain = () =>
    act(async () => {
      const next = await fetchLineLink();
      setStatus(next);
      if (next.pending || next.linked) setCode(null);
      else setProblem(text.stillNotLinked);
    });
  const confirm = () =>
    act(async () => {
      try {
        setStatus(await confirmLineLink());
      } catch (caught) {
        // The request went meanwhile (expired, or replaced): the page shows what is left.
        if (caught instanceof ApiError && caught.status === 409) setStatus(await fetchLineLink());
        throw caught;
      }
      setCode(null);
      setNotice(text.confirmed);
    });
  const unlink = () => {
    if (!window.confirm(text.unlinkConfirm)) return;
    void act(async () => {
      await unlinkLine();
      setStatus({ linked: null, pending: null });
      setNotice(text.unlinked);
    });
  };

  return (
    <div className="space-y-4">
      <div className="space-y-2 rounded-2xl border border-stone-200 bg-white p-4 leading-relaxed text-stone-800 sm:p-6">
        <p>{text.intro}</p>
        <p className="text-stone-600">{text.noAds}</p>
      </div>
      <FormSuccess message={notice} />
      <FormError message={problem} />
      {status.pending ? (
        <section
          aria-labelledby="line-pending"
          className="space-y-3 rounded-2xl border-2 border-amber-300 bg-amber-50 p-4 sm:p-6"
        >
          <h2 id="line-pending" className="text-lg font-bold text-amber-950">
            {text.pending}
          </h2>
          <p className="text-amber-950">
            {text.requestedAt(formatThaiDateTime(status.pending.requestedAt))}
          </p>
          <p className="text-stone-800">{text.pendingHint}</p>
          <button
            type="button"
            disabled={busy}
            onClick={() => void confirm()}
            className={primaryClass}
          >
            {busy ? text.confirming : text.confirm}
          </button>
        </section>
      ) : null}
      {status.linked ? (
        <section
          aria-labelledby="line-linked"
          className="space-y-3 rounded-2xl border border-green-200 bg-green-50 p-4 sm:p-6"
        >
          <h2 id="line-linked" className="text-lg font-bold text-green-900">
            {text.linked}
          </h2>
          <p className="text-green-900">
            {text.linkedAt(formatThaiDateTime(status.linked.linkedAt))}
          </p>
          <button
            type="button"
            disabled={busy}
            onClick={unlink}
            className={`${secondaryClass} border-red-700 text-red-700 hover:bg-red-50`}
          >
            {text.unlink}
          </button>
        </section>
      ) : status.pending ? null : code ? (
        <CodePanel
          code={code}
          shopLineId={shopLineId}
          busy={busy}
          onNewCode={() => void getCode()}
          onCheck={() => void checkAgain()}
        />
      ) : (
        <section className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4 sm:p-6">
          <p className="font-semibold text-stone-900">{text.notLinked}</p>
          <button
            type="button"
            disabled={busy}
            onClick={() => void getCode()}
            className={primaryClass}
          >
            {busy ? text.gettingCode : text.getCode}
          </button>
        </section>
      )}
    </div>
  );
}

/** Whole minutes until `expiresAt` (rounded up), re-read every few seconds. */
function useMinutesLeft(expiresAt: string): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 5000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / 60_000));
}

function CodePanel({
  code,
  shopLineId,
  busy,
  onNewCode,
  onCheck,
}: {
  code: LineLinkCode;
  shopLineId: string;
  busy: boolean;
  onNewCode: () => void;
  onCheck: () => void;
}) {
  const minutes = useMinutesLeft(code.expiresAt);
  return (
    <section
      aria-labelledby="line-code"
      className="space-y-4 rounded-2xl border-2 border-brand-100 bg-white p-4 text-center sm:p-6"
    >
      <h2 id="line-code" className="font-semibold text-stone-700">
        {text.codeLabel}
      </h2>
      <p
        aria-live="polite"
        className="font-mono text-4xl font-bold tracking-[0.15em] text-stone-900 sm:text-5xl"
      >
        {code.code}
      </p>
      <p className={minutes > 0 ? 'text-stone-700' : 'font-semibold text-red-700'}>
        {minutes > 0 ? text.minutesLeft(minutes) : text.expired}
      </p>
      {minutes > 0 ? (
        shopLineId ? (
          <>
            <p className="text-stone-700">{text.steps}</p>
            <a
              href={lineMessageUrl(shopLineId, code.code)}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center justify-center rounded-full bg-[#06c755] px-5 font-bold text-stone-950 hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {text.openLine}
            </a>
          </>
        ) : (
          <p className="text-amber-900">{text.noShopLine}</p>
        )
      ) : (
        <button type="button" disabled={busy} onClick={onNewCode} className={primaryClass}>
          {text.getCode}
        </button>
      )}
      <div>
        <button type="button" disabled={busy} onClick={onCheck} className={secondaryClass}>
          {text.checkAgain}
        </button>
      </div>
    </section>
  );
}
