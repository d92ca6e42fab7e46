import { useState } from 'react';
import type { Member } from '../../../../shared/contracts/accounts.ts';
import type { ResetCodeResponse } from '../../../../shared/contracts/password-reset.ts';
import { passwordResetMessages } from '../../../../shared/password-reset-messages.ts';
import { CopyButton } from '../../../components/ui/copy-button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { formatAdminDateTime } from '../../../lib/admin-format.ts';
import { makeResetCode } from './members-api.ts';

const text = passwordResetMessages.staff;

/**
 * Staff make a member's one-time reset code: a confirmation first, then the code, large, with a
 * copy button and its expiry. The code is shown this once; closing forgets it.
 */
export function ResetCodeDialog({ member, onClose }: { member: Member; onClose: () => void }) {
  const [made, setMade] = useState<ResetCodeResponse | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = `${member.firstName} ${member.lastName}`;

  const make = async () => {
    setBusy(true);
    setError(null);
    try {
      setMade(await makeResetCode(member.id));
    } catch {
      setError(text.failed);
    } finally {
      setBusy(false);
    }
  };

  const button =
    'min-h-11 rounded-lg px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
  const footer = made ? (
    <button type="button" onClick={onClose} className={`${button} bg-brand-700 text-white`}>
      {text.close}
    </button>
  ) : (
    <div className="flex justify-end gap-2">
      <button type="button" onClick={onClose} className={`${button} border border-stone-300`}>
        {text.cancel}
      </button>
      <button
        type="button"
        onClick={() => void make()}
        disabled={busy}
        className={`${button} bg-brand-700 text-white disabled:opacity-60`}
      >
        {text.confirmButton}
      </button>
    </div>
  );

  return (
    <Dialog
      title={made ? text.codeTitle : text.confirmTitle}
      onClose={onClose}
      closeLabel={text.close}
      width="md"
      busy={busy}
      footer={footer}
    >
      <div lang="th" className="space-y-4">
        {made ? (
          <>
            <p className="text-sm text-stone-700">{text.handOver}</p>
            <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-stone-100 p-4">
              <output
                aria-label={text.codeTitle}
                className="font-mono text-4xl font-bold tracking-[0.2em] text-stone-900 tabular-nums"
              >
                {made.code}
              </output>
              <CopyButton
                value={made.code}
                label={text.copyLabel}
                texts={{ copy: text.copy, copied: text.copied, failed: text.copyFailed }}
              />
            </div>
            <p className="text-sm font-semibold text-stone-800">
              {text.expires(formatAdminDateTime(made.expiresAt))}
            </p>
          </>
        ) : (
          <p className="text-base leading-relaxed text-stone-800">{text.confirm(name)}</p>
        )}
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
