import { useState } from 'react';
import type { ActivePromotion } from '../../../shared/contracts/promotions.ts';
import { messages } from '../../../shared/messages.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useAuthDialog, useSessionStore } from '../accounts/public.ts';
import { RedeemButton } from './redeem-button.tsx';
import { useCopied } from './use-copied.ts';

const text = messages.promotions;

interface PromotionDialogProps {
  promotion: ActivePromotion;
  onClose: () => void;
}

/** One promotion in full: picture (click to enlarge), title, message, code to copy, redeem. */
export function PromotionDialog({ promotion, onClose }: PromotionDialogProps) {
  const signedIn = useSessionStore((state) => state.user !== null);
  const [enlarged, setEnlarged] = useState(false);
  const title = promotion.title.trim() || text.barLabel;

  return (
    <>
      <Dialog title={title} onClose={onClose} width="lg" closeOnBackdrop>
        <div className="space-y-5">
          {promotion.imageUrl ? (
            <button
              type="button"
              aria-label={text.enlargeImage}
              onClick={() => setEnlarged(true)}
              className="block w-full cursor-zoom-in overflow-hidden rounded-xl bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <img
                src={promotion.imageUrl}
                alt=""
                width={640}
                height={360}
                className="aspect-video w-full object-contain"
              />
            </button>
          ) : null}
          <p className="leading-relaxed whitespace-pre-line text-stone-700">{promotion.message}</p>
          {promotion.discountCode ? <CodeBox code={promotion.discountCode} /> : null}
          {signedIn ? (
            <RedeemButton
              promotionId={promotion.id}
              code={promotion.discountCode}
              onOpenCart={onClose}
            />
          ) : (
            <button
              type="button"
              onClick={() => {
                onClose();
                useAuthDialog.getState().open('login');
              }}
              className="inline-flex min-h-12 w-full items-center justify-center rounded-xl border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {text.loginToRedeem}
            </button>
          )}
        </div>
      </Dialog>
      {enlarged && promotion.imageUrl ? (
        <Dialog title={title} onClose={() => setEnlarged(false)} width="5xl" closeOnBackdrop flush>
          <div className="grid place-items-center bg-stone-900 p-2">
            <img
              src={promotion.imageUrl}
              alt={title}
              width={1280}
              height={720}
              className="max-h-[80dvh] w-auto max-w-full object-contain"
            />
          </div>
        </Dialog>
      ) : null}
    </>
  );
}

function CodeBox({ code }: { code: string }) {
  const { copied, copy } = useCopied();
  return (
    <div className="flex items-center gap-3 rounded-xl border-2 border-dashed border-brand-600 bg-brand-50 p-3">
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold text-brand-800">{text.codeLabel}</p>
        <p className="truncate font-mono text-xl font-bold tracking-widest text-stone-900">
          {code}
        </p>
      </div>
      <button
        type="button"
        onClick={() => void copy(code)}
        className="inline-flex min-h-11 min-w-28 shrink-0 items-center justify-center rounded-lg bg-white px-3 py-2 text-sm font-semibold text-brand-800 ring-1 ring-brand-600 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <span aria-live="polite">{copied ? text.copied : text.copyCode}</span>
      </button>
    </div>
  );
}
