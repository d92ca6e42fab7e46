import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { accountMessages } from '../../../shared/account-messages.ts';
import { paths } from '../../../shared/routes.ts';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { useAuthDialog } from './auth-dialog-store.ts';

/** /login opens the login dialog; once it closes (signed in or not) the visitor goes back. */
export function Component() {
  const mode = useAuthDialog((state) => state.mode);
  const navigate = useNavigate();
  const opened = useRef(false);

  useEffect(() => {
    useAuthDialog.getState().open('login');
  }, []);

  useEffect(() => {
    if (mode) {
      opened.current = true;
      return;
    }
    if (!opened.current) return;
    const canGoBack = (window.history.state as { idx?: number } | null)?.idx;
    if (canGoBack) void navigate(-1);
    else void navigate(paths.home, { replace: true });
  }, [mode, navigate]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <PageHeading title={accountMessages.login.title} />
      <LoadingState />
    </div>
  );
}
